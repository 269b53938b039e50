import { Button, Group, Select } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BookingOccasionFieldsFragment } from "../../../../generated/admin";
import { formatCents } from "../../../../shared/i18n/money";

export interface ChangeTicketTypeControlProps {
  spaceName: string;
  current: string;
  /** The prices for the ticket's space: one per ticket type, its zone's price where the zone has one. */
  prices: BookingOccasionFieldsFragment["prices"];
  lng: string;
  onChange: (ticketTypeId: string) => Promise<boolean>;
}

/**
 * Changes a ticket's type; the server reprices it from the occasion's price list. The options are ticket types,
 * each at the price its space's zone gives.
 */
export function ChangeTicketTypeControl({ spaceName, current, prices, lng, onChange }: ChangeTicketTypeControlProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(current);
  const [changing, setChanging] = useState(false);
  const change = async () => {
    if (!chosen || chosen === current) return;
    setChanging(true);
    await onChange(chosen);
    setChanging(false);
  };
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
      <Button size="xs" variant="default" onClick={() => void change()} disabled={!chosen || chosen === current} loading={changing}>
        {t("adminBookings.tickets.changeType")}
      </Button>
    </Group>
  );
}
