import { TextInput, UnstyledButton, type TextInputProps } from "@mantine/core";
import { useState, type CSSProperties, type KeyboardEvent } from "react";

export interface CountInputProps extends Omit<TextInputProps, "value" | "onChange" | "min" | "max" | "rightSection"> {
  value: number;
  /** Called with each whole number from `min` to `max` the visitor types or steps to. */
  onChange: (value: number) => void;
  min: number;
  max: number;
}

// The look of NumberInput's controls (Mantine's NumberInput.css), which the first pages' stylesheet does without.
const CONTROL_BORDER = "1px solid var(--input-bd)";
const CONTROL_RADIUS = "calc(var(--input-radius) - 1px)";
const CONTROLS_STYLE: CSSProperties = {
  display: "flex",
  flexDirection: "column",
  width: "100%",
  height: "calc(var(--input-height) - 2px)",
  maxWidth: "calc(0.875rem * 1.7)",
  marginInlineStart: "auto",
};
const CONTROL_STYLE: CSSProperties = {
  flex: "0 0 50%",
  width: "100%",
  height: "calc(var(--input-height) / 2 - 1px)",
  borderInlineStart: CONTROL_BORDER,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  color: "var(--mantine-color-text)",
};

const chevron = (up: boolean) => (
  <svg width="14" height="14" viewBox="0 0 15 15" aria-hidden="true">
    <path d={up ? "M3.5 9.5 7.5 5.5 11.5 9.5" : "M3.5 5.5 7.5 9.5 11.5 5.5"} fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

/**
 * A count (seats, places) on a public page: a whole number from `min` to `max`, typed (a number keyboard on phones;
 * a digit that would go past `max` is not taken) or stepped with the arrow keys or the buttons beside it. Mantine's
 * NumberInput does the same with a general number formatter, 8 kB of script more for every seat map (issue 37).
 * What is left empty or below `min` goes back to the last count when the field is left.
 */
export function CountInput({ value, onChange, min, max, onBlur, onKeyDown, ...props }: CountInputProps) {
  const [text, setText] = useState<string | null>(null);
  const step = (by: number) => {
    const next = Math.min(max, Math.max(min, value + by));
    setText(null);
    if (next !== value) onChange(next);
  };
  const stepButton = (by: number) => (
    <UnstyledButton
      tabIndex={-1}
      aria-hidden
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => step(by)}
      style={{
        ...CONTROL_STYLE,
        ...(by > 0 ? { borderStartEndRadius: CONTROL_RADIUS, borderBottom: CONTROL_BORDER } : { borderEndEndRadius: CONTROL_RADIUS }),
      }}
    >
      {chevron(by > 0)}
    </UnstyledButton>
  );
  return (
    <TextInput
      {...props}
      inputMode="numeric"
      autoComplete="off"
      value={text ?? String(value)}
      onChange={(event) => {
        const typed = event.currentTarget.value.trim();
        if (!/^\d*$/.test(typed) || Number(typed) > max) return;
        setText(typed);
        if (typed !== "" && Number(typed) >= min) onChange(Number(typed));
      }}
      onBlur={(event) => {
        setText(null);
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === "ArrowUp" || event.key === "ArrowDown") {
          event.preventDefault();
          step(event.key === "ArrowUp" ? 1 : -1);
        }
        onKeyDown?.(event);
      }}
      rightSectionPointerEvents={props.disabled ? "none" : "auto"}
      rightSectionWidth="1.5rem"
      rightSection={
        <div style={CONTROLS_STYLE}>
          {stepButton(1)}
          {stepButton(-1)}
        </div>
      }
    />
  );
}
