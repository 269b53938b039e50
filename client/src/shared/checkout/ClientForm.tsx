import { SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { CLIENT_LIMITS, type ClientRequirements } from "@seatbooking/core";
import { clientDetailsSchema } from "@seatbooking/core/input";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { schemaErrors } from "../form/inputProblems";
import classes from "./ClientForm.module.css";

/** Readable error texts for the checkout's inputs (Styles API `error` part). */
export const errorClassNames = { error: classes.error };

export interface ClientValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  address: string;
  identityNumber: string;
  message: string;
}

export const EMPTY_CLIENT: ClientValues = {
  firstname: "",
  lastname: "",
  email: "",
  phone: "",
  address: "",
  identityNumber: "",
  message: "",
};

/**
 * The checks checkout makes before the round trip: the schema the server refuses the details with
 * (@seatbooking/core/input's clientDetailsSchema), so required fields, lengths and the formats of e-mail, phone
 * and identity number read the same on both sides, in the server's field names.
 */
export function clientFormErrors(values: ClientValues, settings: ClientRequirements, t: (key: string) => string): Record<string, string> {
  return schemaErrors(clientDetailsSchema(settings), values, t);
}

export interface ClientFormProps {
  values: ClientValues;
  onChange: (values: ClientValues) => void;
  errors: Record<string, string>;
  requireAddress: boolean;
  requireIdentityNumber: boolean;
  disabled?: boolean;
  /** The booking holds a wheelchair place: the message invites the customer's accessibility need. */
  accessibilityHint?: boolean;
}

/** The client contact details with labelled fields; address and identity number only when the settings ask. */
export function ClientForm({
  values,
  onChange,
  errors,
  requireAddress,
  requireIdentityNumber,
  disabled,
  accessibilityHint,
}: ClientFormProps) {
  const { t } = useTranslation();
  const field = (name: keyof ClientValues) => ({
    name,
    value: values[name],
    error: errors[name],
    classNames: errorClassNames,
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange({ ...values, [name]: event.currentTarget.value }),
  });
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} component="legend" mb="xs">
        {t("checkout.contactDetails")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t("checkout.fields.firstname")} autoComplete="given-name" required {...field("firstname")} />
        <TextInput label={t("checkout.fields.lastname")} autoComplete="family-name" required {...field("lastname")} />
        <TextInput label={t("checkout.fields.email")} type="email" autoComplete="email" required {...field("email")} />
        <TextInput label={t("checkout.fields.phone")} type="tel" autoComplete="tel" required {...field("phone")} />
      </SimpleGrid>
      {requireAddress && <TextInput label={t("checkout.fields.address")} autoComplete="street-address" required {...field("address")} />}
      {requireIdentityNumber && (
        <TextInput
          label={t("checkout.fields.identityNumber")}
          description={t("checkout.identityNumberFormat")}
          autoComplete="off"
          required
          {...field("identityNumber")}
        />
      )}
      <Textarea
        label={t("checkout.fields.message")}
        description={accessibilityHint ? t("checkout.accessibilityHint") : undefined}
        autosize
        minRows={2}
        maxLength={CLIENT_LIMITS.message}
        {...field("message")}
      />
    </Stack>
  );
}
