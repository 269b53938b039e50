import { Button, CloseButton, Group, List, Modal, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useId, useState } from "react";
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
  boxOfficeClientErrors,
  CLIENT_FIELDS,
  clientFieldOf,
  EMPTY_BOX_OFFICE_CLIENT,
  PAYMENT_KINDS,
  salePlaces,
  type BoxOfficeClientValues,
  type PaymentKind,
  type SalePrice,
} from "../boxOfficeClient";
import { toClientInput } from "../../bookings/clientForm";

/** Readable field errors (Styles API `error` part). */
const errorClassNames = { error: classes.error };

export type SoldBooking = SellAtBoxOfficeMutation["createBoxOfficeBooking"];

export interface BoxOfficeDialogProps {
  opened: boolean;
  onClose: () => void;
  occasionId: string;
  /** The selected places, each with its price zone (null: the plan's default zone). */
  /** `label` as people read it ('Stalls, row D, seat 7'); `code` the plan's ('P-D-7'), shown small for the operator. */
  spaces: ReadonlyArray<{ id: string; label: string; code: string; priceZoneId?: string | null }>;
  onRemoveSpace: (spaceId: string) => void;
  /** The occasion's price list: plain prices (priceZoneId null) and zone prices, per ticket type. */
  prices: readonly SalePrice[];
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
 * once, all places or none): each place as the ticket type chosen for it, at its price there (the zone's),
 * and how the customer paid (cash, card or invoice; asked when there is something to pay). A walk-in may
 * leave every detail empty; what is typed is checked as the server checks it and the server's field
 * messages land on the fields; any other refusal (SPACE_OCCUPIED: a place was taken meanwhile) is a
 * toast in the server's words, and the dialog stays open with what was typed. After the sale the dialog
 * shows the booking number and opens its tickets (PDF) to print or show at once.
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
      <BoxOfficeSale {...props} />
    </Modal>
  );
}

/** The sale's form until it is sold, then what was sold and its tickets. */
function BoxOfficeSale(props: BoxOfficeDialogProps) {
  const [sold, setSold] = useState<SoldBooking | null>(null);
  if (sold) return <SoldView booking={sold} lng={props.lng} onClose={props.onClose} />;
  return (
    <BoxOfficeForm
      {...props}
      onSold={(booking) => {
        setSold(booking);
        props.onSold(booking);
      }}
    />
  );
}

/** The booking just sold: its number and price, and its tickets to print or show (a PDF in a new tab). */
function SoldView({ booking, lng, onClose }: { booking: SoldBooking; lng: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status">
      <Text>{t("adminOccasion.sold.text", { number: booking.number, price: formatCents(booking.price, lng) })}</Text>
      <Group justify="flex-end">
        <Button
          component="a"
          href={`/api/admin/bookings/${encodeURIComponent(booking.id)}/tickets.pdf?lng=${encodeURIComponent(lng)}`}
          target="_blank"
          rel="noopener"
        >
          {t("adminOccasion.sold.tickets", { number: booking.number })}
        </Button>
        <Button variant="default" onClick={onClose} data-autofocus>
          {t("adminOccasion.sold.done")}
        </Button>
      </Group>
    </Stack>
  );
}

function BoxOfficeForm({ occasionId, spaces, onRemoveSpace, prices, settings, lng, onSold, onRefused, onClose }: BoxOfficeDialogProps) {
  const { t } = useTranslation();
  const [sell] = useSellAtBoxOfficeMutation({ context: { skipErrorToast: true } });
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [paymentKind, setPaymentKind] = useState<PaymentKind | null>(null);
  const [kindMissing, setKindMissing] = useState(false);
  const [voucherCode, setVoucherCode] = useState("");
  const places = salePlaces(spaces, prices, chosen);
  const total = places.reduce((sum, place) => sum + (place.choice?.price ?? 0), 0);
  const unpriced = places.some((place) => !place.choice);
  const form = useAppForm<BoxOfficeClientValues>({
    initialValues: EMPTY_BOX_OFFICE_CLIENT,
    validate: (values) => boxOfficeClientErrors(values, settings, t),
    serverField: clientFieldOf,
    onSubmit: async (values) => {
      // With a code the price is the server's to work out (a comp costs nothing): it asks for the payment when one is due.
      if (total > 0 && !paymentKind && !voucherCode.trim()) {
        setKindMissing(true);
        return;
      }
      try {
        const result = await sell({
          variables: {
            input: {
              occasionId,
              places: places.map((place) => ({ spaceId: place.spaceId, ticketTypeId: place.choice!.ticketTypeId })),
              paymentKind: total > 0 ? paymentKind : null,
              voucherCode: voucherCode.trim() || null,
              client: toClientInput(values),
            },
          },
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
          <List aria-labelledby={placesId} listStyleType="none" spacing={4}>
            {spaces.map((space, index) => {
              const place = places[index]!;
              return (
                <List.Item key={space.id}>
                  <Group gap="xs" wrap="nowrap">
                    <Stack gap={0} miw={120}>
                      <Text size="sm">{space.label}</Text>
                      <Text size="xs" c="dimmed" data-testid="place-code">
                        {space.code}
                      </Text>
                    </Stack>
                    {place.options.length === 0 ? (
                      <Text size="sm" c="red">
                        {t("adminOccasion.sale.noPrice")}
                      </Text>
                    ) : (
                      <NativeSelect
                        size="xs"
                        aria-label={t("adminOccasion.sale.ticketType", { name: space.label })}
                        value={place.choice?.ticketTypeId ?? ""}
                        onChange={(event) => {
                          const ticketTypeId = event.currentTarget.value;
                          setChosen((current) => ({ ...current, [space.id]: ticketTypeId }));
                        }}
                        data={place.options.map((option) => ({
                          value: option.ticketTypeId,
                          label: `${option.name} · ${formatCents(option.price, lng)}`,
                        }))}
                      />
                    )}
                    <CloseButton
                      size="sm"
                      aria-label={t("adminOccasion.sale.removePlace", { name: space.label })}
                      onClick={() => onRemoveSpace(space.id)}
                    />
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
        {count > 0 && (
          <Text size="sm" fw={600} aria-live="polite">
            {t("adminOccasion.sale.total", { total: formatCents(total, lng) })}
          </Text>
        )}
      </Stack>
      <TextInput
        label={t("adminOccasion.sale.voucherCode")}
        description={t("adminOccasion.sale.voucherHelp")}
        autoComplete="off"
        value={voucherCode}
        onChange={(event) => setVoucherCode(event.currentTarget.value)}
        maw={280}
      />
      {total > 0 && (
        <Radio.Group
          label={t("adminOccasion.sale.paymentKind")}
          required={!voucherCode.trim()}
          value={paymentKind ?? ""}
          onChange={(value) => {
            setPaymentKind(value as PaymentKind);
            setKindMissing(false);
          }}
          error={kindMissing ? t("adminOccasion.sale.paymentKindMissing") : undefined}
          classNames={errorClassNames}
        >
          <Group mt={4}>
            {PAYMENT_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={t(`adminOccasion.sale.paymentKinds.${kind}`)} />
            ))}
          </Group>
        </Radio.Group>
      )}
      <Text size="sm" c="dimmed">
        {t("adminOccasion.sale.walkIn")}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t("adminOccasion.sale.firstname")} autoComplete="off" data-autofocus {...field("firstname")} />
        <TextInput label={t("adminOccasion.sale.lastname")} autoComplete="off" {...field("lastname")} />
        <TextInput label={t("adminOccasion.sale.email")} type="email" autoComplete="off" {...field("email")} />
        <TextInput label={t("adminOccasion.sale.phone")} type="tel" autoComplete="off" {...field("phone")} />
      </SimpleGrid>
      {settings.requireAddress && <TextInput label={t("adminOccasion.sale.address")} autoComplete="off" {...field("address")} />}
      {settings.requireIdentityNumber && (
        <TextInput label={t("adminOccasion.sale.identityNumber")} autoComplete="off" {...field("identityNumber")} />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("adminOccasion.sale.cancel")}
        </Button>
        <Button type="submit" loading={form.submitting} disabled={count === 0 || unpriced}>
          {t("adminOccasion.sale.submit", { count })}
        </Button>
      </Group>
    </AppForm>
  );
}
