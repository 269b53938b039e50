import { Alert, List } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AdminBookingPaymentFieldsFragment } from "../../../../generated/admin";
import { formatCents } from "../../../../shared/i18n/money";

export interface RefundOutcomeProps {
  payments: readonly AdminBookingPaymentFieldsFragment[];
  /** The payments that were paid when the refund was asked for: what became of them is the outcome. */
  refundedIds: readonly string[];
  lng: string;
}

/** After a refund: what became of each payment, refunded by its provider or still owed to the customer (refund_required). */
export function RefundOutcome({ payments, refundedIds, lng }: RefundOutcomeProps) {
  const { t } = useTranslation();
  const settled = payments.filter(
    (payment) => refundedIds.includes(payment.id) && (payment.status === "refunded" || payment.status === "refund_required"),
  );
  const owed = settled.some((payment) => payment.status === "refund_required");
  return (
    <Alert color={owed ? "orange" : "green"} role="status" title={t(owed ? "adminBookings.refund.partly" : "adminBookings.refund.done")}>
      <List size="sm">
        {settled.map((payment) => (
          <List.Item key={payment.id}>
            {t(payment.status === "refunded" ? "adminBookings.refund.refunded" : "adminBookings.refund.stillOwed", {
              provider: t(`adminBookings.providers.${payment.provider}`, { defaultValue: payment.provider }),
              amount: formatCents(payment.amount, lng),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
