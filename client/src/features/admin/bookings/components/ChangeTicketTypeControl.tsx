import { Button, Group, Select } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BookingOccasionFieldsFragment } from "../../../../generated/admin";
import { formatCents } from "../../../../shared/i18n/money";
import type { BookingRef } from "../hooks/useMoneyPreview";
import { ConfirmDialog } from "./ConfirmDialog";
import { MoneyPreview } from "./MoneyPreview";

export interface ChangeTicketTypeControlProps {
  booking: BookingRef;
  ticketId: string;
  spaceName: string;
  current: string;
  /** The prices for the ticket's space: one per ticket type, its zone's price where the zone has one. */
  prices: BookingOccasionFieldsFragment["prices"];
  lng: string;
  onChange: (ticketTypeId: string) => Promise<boolean>;
}

/**
 * Changes a ticket's type; the server reprices it from the occasion's price list. The options are ticket types,
 * each at the price its space's zone gives. A dialog says what money the change moves before it is confirmed.
 */
export function ChangeTicketTypeControl({ booking, ticketId, spaceName, current, prices, lng, onChange }: ChangeTicketTypeControlProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(current);
  const [open, setOpen] = useState(false);
  const [changing, setChanging] = useState(false);
  const change = async () => {
    if (!chosen || chosen === current) return;
    setChanging(true);
    await onChange(chosen);
    setChanging(false);
    setOpen(false);
  };
  const chosenName = prices.find((price) => price.ticketTypeId === chosen)?.ticketType.name ?? "";
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Select
        label={t("adminBookings.tickets.typeOf", { space: spaceName })}
        data={prices.map((price) => ({ value: price.ticketTypeId, label: `${price.ticketType.name} ${formatCents(price.price, lng)}` }))}
        value={chosen}
        onChange={setChosen}
        allowDeselect={false}
        size="xs"
        w={200}
      />
      <Button size="xs" variant="default" onClick={() => setOpen(true)} disabled={!chosen || chosen === current}>
        {t("adminBookings.tickets.changeType")}
      </Button>
      <ConfirmDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={t("adminBookings.tickets.changeTypeTitle", { space: spaceName })}
        text={t("adminBookings.tickets.changeTypeText", { type: chosenName })}
        confirmLabel={t("adminBookings.tickets.changeType")}
        onConfirm={() => void change()}
        loading={changing}
        tone="primary"
      >
        {chosen && <MoneyPreview booking={booking} change={{ kind: "RETYPE", ticketId, ticketTypeId: chosen }} lng={lng} />}
      </ConfirmDialog>
    </Group>
  );
}
