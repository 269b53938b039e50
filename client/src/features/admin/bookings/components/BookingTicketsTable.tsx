import { Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AdminBookingTicketFieldsFragment } from "../../../../generated/admin";
import { formatCents, formatPercentage } from "../../../../shared/i18n/money";
import type { BookingNames } from "../bookingLookups";

export interface BookingTicketsTableProps {
  tickets: readonly AdminBookingTicketFieldsFragment[];
  names: BookingNames;
  lng: string;
  /** Per-ticket controls (the edit page's actions), in a last column. */
  actions?: (ticket: AdminBookingTicketFieldsFragment) => ReactNode;
}

/** Each ticket: space, ticket type, price, addons, VAT and total. */
export function BookingTicketsTable({ tickets, names, lng, actions }: BookingTicketsTableProps) {
  const { t } = useTranslation();
  if (tickets.length === 0) return <Text c="dimmed">{t("adminBookings.noTickets")}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("checkout.space")}</Table.Th>
            <Table.Th scope="col">{t("checkout.ticketType")}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t("checkout.price")}
            </Table.Th>
            <Table.Th scope="col">{t("adminBookings.tickets.addons")}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t("adminBookings.tickets.vat")}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t("adminBookings.tickets.total")}
            </Table.Th>
            {actions && <Table.Th scope="col">{t("adminBookings.tickets.actions")}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => (
            <Table.Tr key={ticket.id}>
              <Table.Th scope="row">{names.space(ticket.spaceId)}</Table.Th>
              <Table.Td>{names.ticketType(ticket.ticketTypeId)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatCents(ticket.price, lng)}
              </Table.Td>
              <Table.Td>
                {ticket.addons.length === 0
                  ? "–"
                  : ticket.addons.map((addon) => (
                      <Text key={addon.addonId} size="sm">
                        {names.addon(addon.addonId)} {formatCents(addon.price, lng)} ({formatPercentage(addon.vat, lng)} %)
                      </Text>
                    ))}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatPercentage(ticket.vat, lng)} %
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatCents(ticket.total, lng)}
              </Table.Td>
              {actions && <Table.Td>{actions(ticket)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
