import { Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AdminBookingFieldsFragment } from "../../../../generated/admin";
import { formatCents, formatPercentage } from "../../../../shared/i18n/money";

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" maw={420} wrap="nowrap">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined}>{value}</Text>
    </Group>
  );
}

/**
 * Per ticket type, the VAT included per rate, the total, what was paid and the balance (SPEC section 3); from the
 * money ledger, what was received, paid back and is still owed back (issue 34, item 4).
 */
export function BookingTotals({
  booking,
  lng,
}: {
  booking: Pick<AdminBookingFieldsFragment, "summary" | "paid" | "balance"> &
    Partial<Pick<AdminBookingFieldsFragment, "received" | "refunded" | "owed">>;
  lng: string;
}) {
  const { t } = useTranslation();
  const { balance } = booking;
  return (
    <Stack gap={4} component="section" aria-labelledby="booking-totals">
      <Title order={2} id="booking-totals">
        {t("adminBookings.sections.totals")}
      </Title>
      {booking.summary.byTicketType.map((row) => (
        <Line key={row.ticketTypeId} label={`${row.amount} × ${row.name}`} value={formatCents(row.total, lng)} />
      ))}
      {booking.summary.byVat.map((row) => (
        <Text key={row.rate} size="sm" c="dimmed">
          {t("checkout.includedVat", { rate: formatPercentage(row.rate, lng), vat: formatCents(row.vat, lng) })}
        </Text>
      ))}
      <Line label={t("adminBookings.totals.total")} value={formatCents(booking.summary.total, lng)} strong />
      {booking.received !== undefined && <Line label={t("moneyLedger.received")} value={formatCents(booking.received, lng)} />}
      {booking.refunded !== undefined && <Line label={t("moneyLedger.refunded")} value={formatCents(booking.refunded, lng)} />}
      {booking.owed !== undefined && (
        <Line label={t("moneyLedger.owed")} value={formatCents(booking.owed, lng)} strong={booking.owed > 0} />
      )}
      <Line label={t("adminBookings.totals.paid")} value={formatCents(booking.paid, lng)} />
      <Line
        label={
          balance > 0
            ? t("adminBookings.totals.owedByCustomer")
            : balance < 0
              ? t("adminBookings.totals.owedToCustomer")
              : t("adminBookings.totals.balance")
        }
        value={formatCents(Math.abs(balance), lng)}
        strong={balance !== 0}
      />
    </Stack>
  );
}
