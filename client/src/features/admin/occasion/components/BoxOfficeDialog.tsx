import { Button, CloseButton, Group, List, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSellAtBoxOfficeMutation, type SellAtBoxOfficeMutation } from "../../../../generated/admin";
import { errorMessages } from "../../../../shared/errors/errorMessages";
import { formErrorsOf } from "../../../../shared/errors/fieldErrors";
import { AppForm, useAppForm } from "../../../../shared/form";
import { formatCents } from "../../../../shared/i18n/money";
import { i18n as appI18n, translateStatus } from "../../../../shared/i18n/i18n";
import { toast } from "../../../../shared/toast/toast";
import classes from "./BoxOfficeDialog.module.css";
import {
  boxOfficeClientRules,
  CLIENT_FIELDS,
  clientFieldOf,
  EMPTY_BOX_OFFICE_CLIENT,
  type BoxOfficeClientValues,
} from "../boxOfficeClient";
import { toClientInput } from "../../bookings/clientForm";

/** Readable field errors (Styles API `error` part). */
const errorClassNames = { error: classes.error };

export type SoldBooking = SellAtBoxOfficeMutation["createBoxOfficeBooking"];

export interface BoxOfficeDialogProps {
  opened: boolean;
  onClose: () => void;
  occasionId: string;
  spaces: ReadonlyArray<{ id: string; name: string }>;
  onRemoveSpace: (spaceId: string) => void;
  /** The ticket every place gets (the occasion's first ticket type), when the occasion has prices. */
  ticket: { typeName: string; price: number } | null;
  settings: { requireAddress: boolean; requireIdentityNumber: boolean };
  lng: string;
  onSold: (booking: SoldBooking) => void;
  /** Asks the map and the tickets again (after a refusal: someone took a place meanwhile). */
  onRefused: () => void;
}

/** Whether the server's refusal names one of the form's fields (it goes there, not to a toast). */
function isAboutClient(error: unknown): boolean {
  return Object.keys(formErrorsOf(error).fields).some((field) => (CLIENT_FIELDS as readonly string[]).includes(clientFieldOf(field)));
}

/**
 * Sells the selected places to a buyer at the box office (createBoxOfficeBooking: booked and paid at
 * once, all places or none). The buyer's details are checked as at checkout and the server's field
 * messages land on the fields; any other refusal (SPACE_OCCUPIED: a place was taken meanwhile) is a
 * toast in the server's words, and the dialog stays open with what was typed.
 */
export function BoxOfficeDialog(props: BoxOfficeDialogProps) {
  const { t } = useTranslation();
  return (
    // The form is mounted while the dialog is open: every sale starts from empty details.
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("adminOccasion.sale.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("adminOccasion.sale.close") }}
    >
      <BoxOfficeForm {...props} />
    </Modal>
  );
}

function BoxOfficeForm({ occasionId, spaces, onRemoveSpace, ticket, settings, lng, onSold, onRefused, onClose }: BoxOfficeDialogProps) {
  const { t } = useTranslation();
  const [sell] = useSellAtBoxOfficeMutation({ context: { skipErrorToast: true } });
  const form = useAppForm<BoxOfficeClientValues>({
    initialValues: EMPTY_BOX_OFFICE_CLIENT,
    rules: boxOfficeClientRules(settings),
    serverField: clientFieldOf,
    onSubmit: async (values) => {
      try {
        const result = await sell({
          variables: { input: { occasionId, spaceIds: spaces.map((space) => space.id), client: toClientInput(values) } },
        });
        if (result.data) onSold(result.data.createBoxOfficeBooking);
      } catch (error) {
        if (isAboutClient(error)) throw error;
        for (const message of errorMessages(error, (status) => translateStatus(appI18n, status))) toast.error(message);
        onRefused();
      }
    },
  });
  const field = (name: keyof BoxOfficeClientValues) => ({ ...form.form.getInputProps(name), classNames: errorClassNames });
  const count = spaces.length;
  const placesId = useId();

  return (
    <AppForm form={form} label={t("adminOccasion.sale.title")} gap="md">
      <Stack gap={4}>
        <Text fw={600} id={placesId}>
          {t("adminOccasion.sale.places")}
        </Text>
        {count === 0 ? (
          <Text size="sm" c="dimmed">
            {t("adminOccasion.sale.noPlaces")}
          </Text>
        ) : (
          <List aria-labelledby={placesId} listStyleType="none" spacing={2}>
            {spaces.map((space) => (
              <List.Item key={space.id}>
                <Group gap={4}>
                  <Text size="sm">{space.name}</Text>
                  <CloseButton
                    size="sm"
                    aria-label={t("adminOccasion.sale.removePlace", { name: space.name })}
                    onClick={() => onRemoveSpace(space.id)}
                  />
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {ticket && count > 0 && (
          <Text size="sm">
            {t("adminOccasion.sale.pricing", {
              type: ticket.typeName,
              price: formatCents(ticket.price, lng),
              total: formatCents(ticket.price * count, lng),
            })}
          </Text>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t("adminOccasion.sale.firstname")} autoComplete="off" required data-autofocus {...field("firstname")} />
        <TextInput label={t("adminOccasion.sale.lastname")} autoComplete="off" required {...field("lastname")} />
        <TextInput label={t("adminOccasion.sale.email")} type="email" autoComplete="off" required {...field("email")} />
        <TextInput label={t("adminOccasion.sale.phone")} type="tel" autoComplete="off" required {...field("phone")} />
      </SimpleGrid>
      {settings.requireAddress && <TextInput label={t("adminOccasion.sale.address")} autoComplete="off" required {...field("address")} />}
      {settings.requireIdentityNumber && (
        <TextInput label={t("adminOccasion.sale.identityNumber")} autoComplete="off" required {...field("identityNumber")} />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("adminOccasion.sale.cancel")}
        </Button>
        <Button type="submit" loading={form.submitting} disabled={count === 0}>
          {t("adminOccasion.sale.submit", { count })}
        </Button>
      </Group>
    </AppForm>
  );
}
