import { Button, Group, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useUpdateBookingClientMutation, type AdminBookingFieldsFragment } from "../../../../generated/admin";
import { hasErrorCode } from "../../../../shared/errors/errorCodes";
import { AppForm, useAppForm } from "../../../../shared/form";
import { toast } from "../../../../shared/toast/toast";
import { clientFormErrors, clientFormValues, toClientInput } from "../clientForm";
import { CONFLICT_SHOWN } from "../hooks/useBookingEditRunner";

export interface ClientEditFormProps {
  booking: Pick<AdminBookingFieldsFragment, "id" | "updatedAt" | "client" | "identityNumber">;
  settings: { requireAddress: boolean; requireIdentityNumber: boolean };
  /** The page shows the conflict with its Reload action (which remounts this form with the fresh details). */
  onConflict: () => void;
}

/** The client's details (mutation updateBooking) over the booking's version; the server's field messages land on the fields. */
export function ClientEditForm({ booking, settings, onConflict }: ClientEditFormProps) {
  const { t } = useTranslation();
  const [updateBooking] = useUpdateBookingClientMutation({ context: { skipErrorToast: true } });
  const form = useAppForm({
    initialValues: clientFormValues(booking),
    validate: (values) => clientFormErrors(values, settings, t),
    // The server names the client's fields alone or under the input ('client.email').
    serverField: (field) => field.replace(/^(input\.)?client\./, ""),
    onSubmit: async (values) => {
      try {
        await updateBooking({ variables: { id: booking.id, client: toClientInput(values), version: booking.updatedAt } });
        toast.success(t("adminBookings.clientSaved"));
      } catch (error) {
        if (!hasErrorCode(error, "CONFLICT")) throw error;
        onConflict();
        throw CONFLICT_SHOWN;
      }
    },
  });
  const field = (name: keyof ReturnType<typeof clientFormValues>) => form.form.getInputProps(name);
  return (
    <AppForm form={form} label={t("adminBookings.sections.client")} gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t("checkout.fields.firstname")} autoComplete="off" required {...field("firstname")} />
        <TextInput label={t("checkout.fields.lastname")} autoComplete="off" required {...field("lastname")} />
        <TextInput label={t("checkout.fields.email")} type="email" autoComplete="off" required {...field("email")} />
        <TextInput label={t("checkout.fields.phone")} type="tel" autoComplete="off" required {...field("phone")} />
      </SimpleGrid>
      <TextInput label={t("checkout.fields.address")} autoComplete="off" required={settings.requireAddress} {...field("address")} />
      <TextInput
        label={t("checkout.fields.identityNumber")}
        description={t("checkout.identityNumberFormat")}
        autoComplete="off"
        required={settings.requireIdentityNumber}
        {...field("identityNumber")}
      />
      <Textarea label={t("checkout.fields.message")} rows={3} {...field("message")} />
      <Group>
        <Button type="submit" loading={form.submitting}>
          {t("adminBookings.saveClient")}
        </Button>
      </Group>
    </AppForm>
  );
}
