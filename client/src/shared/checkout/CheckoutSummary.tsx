import { Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AddonsQuery, CheckoutSummaryFieldsFragment, OccasionQuery } from "../../generated/graphql";

type TicketTypeLine = CheckoutSummaryFieldsFragment["byTicketType"][number];

/**
 * The totals a summary shows. A summary worked out in the browser (a renewal's kept seats, which carry no addons) may
 * leave out the addon lines and the tickets' own prices.
 */
export interface ShownSummary extends Pick<CheckoutSummaryFieldsFragment, "total" | "byVat"> {
  byTicketType: ReadonlyArray<Omit<TicketTypeLine, "price"> & { price?: number }>;
  byAddon?: CheckoutSummaryFieldsFragment["byAddon"];
  /** Cents a voucher took off (already out of total). */
  discount?: number;
}
import { formatCents, formatPercentage } from "../i18n/money";

export interface SummaryTicket {
  id: string;
  spaceName: string;
  ticketTypeName: string;
  /** The ticket's addons, each at the price it was sold. */
  addons: Array<{ name: string; price: number }>;
  total: number;
  /** The ticket's own price before a voucher's discount and after it, when discounted. */
  listPrice?: number | null;
  price?: number;
}

/**
 * A booking's tickets with the names of their space (the server's label of it), ticket type and addons (with
 * the price each was sold at), from the occasion and the addons.
 */
export function summaryTickets(
  tickets: ReadonlyArray<{
    id: string;
    spaceLabel: string;
    ticketTypeId: string;
    total: number;
    price?: number;
    listPrice?: number | null;
    addons?: ReadonlyArray<{ addonId: string; price: number }>;
  }>,
  occasion: OccasionQuery["occasion"] | undefined,
  addons: AddonsQuery["addons"] = [],
): SummaryTicket[] {
  const types = new Map(occasion?.prices.map((price) => [price.ticketTypeId, price.ticketType.name]) ?? []);
  const addonNames = new Map(addons.map((addon) => [addon.id, addon.name]));
  return tickets.map((ticket) => ({
    id: ticket.id,
    spaceName: ticket.spaceLabel,
    ticketTypeName: types.get(ticket.ticketTypeId) ?? "",
    addons: (ticket.addons ?? []).map((addon) => ({ name: addonNames.get(addon.addonId) ?? "", price: addon.price })),
    total: ticket.total,
    listPrice: ticket.listPrice ?? null,
    price: ticket.price,
  }));
}

/** The booking summary (SPEC section 3): each ticket, per ticket type, the included VAT per rate and the total. */
export function CheckoutSummary({ tickets, summary, lng }: { tickets: SummaryTicket[]; summary: ShownSummary; lng: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="checkout-summary">
      <Title order={2}>{t("checkout.summary")}</Title>
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("checkout.space")}</Table.Th>
              <Table.Th scope="col">{t("checkout.ticketType")}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t("checkout.price")}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tickets.map((ticket) => (
              <Table.Tr key={ticket.id} data-testid="checkout-ticket">
                <Table.Td>{ticket.spaceName}</Table.Td>
                <Table.Td>
                  {ticket.ticketTypeName}
                  {ticket.addons.map((addon, index) => (
                    <Text key={index} size="sm" c="dimmed" data-testid="checkout-addon">
                      + {addon.name} {formatCents(addon.price, lng)}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td ta="right">
                  {formatCents(ticket.total, lng)}
                  {ticket.listPrice != null && ticket.price !== undefined && ticket.listPrice > ticket.price && (
                    <Text size="sm" c="dimmed" td="line-through" data-testid="checkout-list-price">
                      {t("checkout.voucher.listPrice", { price: formatCents(ticket.listPrice, lng) })}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={2}>
        {summary.byTicketType.map((row) => (
          <Text key={row.ticketTypeId} component="div" data-testid="checkout-ticket-type">
            {t("checkout.perTicketType", { amount: row.amount, name: row.name, total: formatCents(row.price ?? row.total, lng) })}
          </Text>
        ))}
        {/* Each addon on a line of its own: it may be sold at another VAT rate than its ticket (issue 37). */}
        {(summary.byAddon ?? []).map((row) => (
          <Text key={`${row.addonId}-${row.total / row.amount}-${row.rate}`} component="div" data-testid="checkout-addon-line">
            {t("checkout.perAddon", {
              amount: row.amount,
              name: row.name,
              rate: formatPercentage(row.rate, lng),
              total: formatCents(row.total, lng),
            })}
          </Text>
        ))}
        {!!summary.discount && (
          <Text component="div" fw={600} data-testid="checkout-discount">
            {t("checkout.voucher.discount", { amount: formatCents(summary.discount, lng) })}
          </Text>
        )}
        {summary.byVat.map((row) => (
          <Text key={row.rate} component="div" size="sm" c="dimmed" data-testid="checkout-vat">
            {t("checkout.includedVat", { rate: formatPercentage(row.rate, lng), vat: formatCents(row.vat, lng) })}
          </Text>
        ))}
        <Text component="div" fw={700} size="lg" data-testid="checkout-total">
          {t("checkout.total", { total: formatCents(summary.total, lng) })}
        </Text>
      </Stack>
    </Stack>
  );
}
