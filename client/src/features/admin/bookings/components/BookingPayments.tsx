import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { List, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { AdminBookingPaymentFieldsFragment } from "../../../../generated/admin";
import { formatCents } from "../../../../shared/i18n/money";
import { PaymentStatusBadge } from "./BookingStatusBadge";
import { completionLabel } from "../paymentCompletion";

export interface BookingPaymentsProps {
  payments: readonly AdminBookingPaymentFieldsFragment[];
  /** How the booking was completed (Booking.paymentMethodId): said when there is no payment attempt (skip payment). */
  paymentMethodId?: string | null;
  lng: string;
  timeZone?: string;
}

/** The attempt's method; the box office's with how it was paid (cash, card, invoice) where it was recorded. */
function providerLabel(payment: AdminBookingPaymentFieldsFragment, t: TFunction): string {
  const id = payment.boxOfficeKind ? `${payment.provider}_${payment.boxOfficeKind.toLowerCase()}` : payment.provider;
  return t(`adminBookings.providers.${id}`, { defaultValue: id });
}

/** Payment attempts, newest first: provider, status, amount, references and the provider's messages. */
export function BookingPayments({ payments, paymentMethodId, lng, timeZone }: BookingPaymentsProps) {
  const { t } = useTranslation();
  const at = (iso: string) => `${formatZonedDate(iso, timeZone)} ${formatZonedTime(iso, timeZone)}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby="booking-payments">
      <Title order={2} id="booking-payments">
        {t("adminBookings.sections.payments")}
      </Title>
      {payments.length === 0 ? (
        <Text c="dimmed">{paymentMethodId ? completionLabel(paymentMethodId, t) : t("adminBookings.payments.none")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("adminBookings.payments.provider")}</Table.Th>
                <Table.Th scope="col">{t("adminBookings.payments.status")}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t("adminBookings.payments.amount")}
                </Table.Th>
                <Table.Th scope="col">{t("adminBookings.payments.created")}</Table.Th>
                <Table.Th scope="col">{t("adminBookings.payments.reference")}</Table.Th>
                <Table.Th scope="col">{t("adminBookings.payments.messages")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Th scope="row">{providerLabel(payment, t)}</Table.Th>
                  <Table.Td>
                    <PaymentStatusBadge status={payment.status} />
                    {payment.paidAt && (
                      <Text size="xs" c="dimmed">
                        {t("adminBookings.payments.paidAt", { at: at(payment.paidAt) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{formatCents(payment.amount, lng)}</Table.Td>
                  <Table.Td>{at(payment.createdAt)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{payment.stamp}</Text>
                    {payment.providerTransactionId && (
                      <Text size="xs" c="dimmed">
                        {payment.providerTransactionId}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {payment.events.length === 0 ? (
                      "–"
                    ) : (
                      <List size="sm" spacing={2}>
                        {payment.events.map((event, index) => (
                          <List.Item key={`${event.receivedAt}-${index}`}>
                            {t("adminBookings.payments.event", {
                              at: at(event.receivedAt),
                              kind: t(`adminBookings.paymentEventKind.${event.kind}`, { defaultValue: event.kind }),
                              outcome: t(`adminBookings.paymentOutcome.${event.outcome}`, { defaultValue: event.outcome }),
                            })}
                          </List.Item>
                        ))}
                      </List>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
