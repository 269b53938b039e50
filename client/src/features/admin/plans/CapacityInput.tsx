import { TextInput, type TextInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLng } from "../../../shared/hooks/useLng";
import { MAX_CAPACITY, readCapacity } from "./capacity";

export interface CapacityInputProps extends Omit<TextInputProps, "value" | "onChange" | "error" | "inputMode"> {
  /** The text as typed (kept as it is, whatever it says). */
  value: string;
  onChange: (text: string) => void;
  /** An empty field is no mistake (the bulk fields: nothing to set, or unchanged). */
  optional?: boolean;
}

/**
 * A capacity field for places and spaces: only a whole number from 1 to the server's maximum is a capacity.
 * Anything else stays as typed, with the reason beside the field (Mantine's NumberInput turned "10,5" into 105).
 */
export function CapacityInput({ value, onChange, optional = false, ...props }: CapacityInputProps) {
  const { t } = useTranslation();
  const lng = useLng();
  const { problem } = readCapacity(value);
  const shown = problem === "required" && optional ? null : problem;
  return (
    <TextInput
      {...props}
      inputMode="numeric"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={shown && t(`planEditor.capacityProblem.${shown}`, { max: MAX_CAPACITY.toLocaleString(lng) })}
    />
  );
}
