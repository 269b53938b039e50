import { Stack, Table, Text, Title } from "@mantine/core";
import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { useTranslation } from "react-i18next";
import type { CheckoutSummaryFieldsFragment } from "../../../generated/graphql";
import { formatCents, formatPercentage } from "../../../shared/i18n/money";

export interface SeriesSummaryDate {
  uuid: string;
  occasionId: string;
  /** Its booking number, once checked out (the result pages). */
  number?: number;
  tickets: ReadonlyArray<{ id: string; spaceLabel: string; ticketTypeId: string; total: number }>;
  summary: Pick<CheckoutSummaryFieldsFragment, "total" | "byVat"> & { discount?: number | null };
}

export interface SeriesOrderSummaryProps {
  dates: readonly SeriesSummaryDate[];
  /** The series' dates by occasion id: when each starts and its title. */
  occasions: ReadonlyMap<string, { startTime: string; title?: string | null }>;
  /** Ticket type names by id (the series' price list). */
  ticketTypeNames: ReadonlyMap<string, string>;
  total: number;
  lng: string;
  timeZone: string | undefined;
}

/**
 * A season ticket order's summary (issue 38): each date with its tickets (and booking number, once booked), the VAT the
 * whole order includes per rate, and its one total.
 */
export function SeriesOrderSummary({ dates, occasions, ticketTypeNames, total, lng, timeZone }: SeriesOrderSummaryProps) {
  const { t } = useTranslation();
  const vat = new Map<number, number>();
  for (const date of dates) for (const row of date.summary.byVat) vat.set(row.rate, (vat.get(row.rate) ?? 0) + row.vat);
  const discount = dates.reduce((sum, date) => sum + (date.summary.discount ?? 0), 0);
  return (
    <Stack gap="sm" data-testid="series-summary">
      <Title order={2}>{t("checkout.summary")}</Title>
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("series.checkout.date")}</Table.Th>
              <Table.Th scope="col">{t("checkout.space")}</Table.Th>
              <Table.Th scope="col">{t("checkout.ticketType")}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t("checkout.price")}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dates.map((date) => {
              const occasion = occasions.get(date.occasionId);
              return date.tickets.map((ticket, index) => (
                <Table.Tr key={ticket.id} data-testid="series-ticket">
                  {index === 0 && (
                    <Table.Th scope="rowgroup" rowSpan={date.tickets.length} fw={600} data-testid="series-date">
                      {occasion && (
                        <time dateTime={occasion.startTime}>
                          {formatZonedDate(occasion.startTime, timeZone)} {formatZonedTime(occasion.startTime, timeZone)}
                        </time>
                      )}
                      {occasion?.title ? ` · ${occasion.title}` : ""}
                      {date.number !== undefined && (
                        <Text size="sm" c="dimmed" fw={400}>
                          {t("checkout.bookingNumber", { number: date.number })}
                        </Text>
                      )}
                    </Table.Th>
                  )}
                  <Table.Td>{ticket.spaceLabel}</Table.Td>
                  <Table.Td>{ticketTypeNames.get(ticket.ticketTypeId) ?? ""}</Table.Td>
                  <Table.Td ta="right">{formatCents(ticket.total, lng)}</Table.Td>
                </Table.Tr>
              ));
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={2}>
        {[...vat.entries()].map(([rate, amount]) => (
          <Text key={rate} component="div" size="sm" c="dimmed" data-testid="checkout-vat">
            {t("checkout.includedVat", { rate: formatPercentage(rate, lng), vat: formatCents(amount, lng) })}
          </Text>
        ))}
        {discount > 0 && (
          <Text component="div" fw={600} data-testid="checkout-discount">
            {t("checkout.voucher.discount", { amount: formatCents(discount, lng) })}
          </Text>
        )}
        <Text component="div" fw={700} size="lg" data-testid="checkout-total">
          {t("checkout.total", { total: formatCents(total, lng) })}
        </Text>
      </Stack>
    </Stack>
  );
}
