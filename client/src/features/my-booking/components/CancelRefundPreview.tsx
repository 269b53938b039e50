import { List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMyBookingCancelPreviewQuery } from "../../../generated/graphql";
import { formatCents } from "../../../shared/i18n/money";
import { useLng } from "../../../shared/hooks/useLng";

const DESTINATION_KEY = {
  PROVIDER: "myBooking.refundToProvider",
  BY_HAND: "myBooking.refundByHand",
  BOX_OFFICE: "myBooking.refundAtBoxOffice",
} as const;

/**
 * What cancelling would refund, and where (the payment method paid with, or the venue by hand for a provider without
 * refunds), as the server's cancellation works it out for the booking the link's token opens; null asks nothing.
 */
export function useCancelRefundPreview(token: string | null) {
  const { data, loading, error } = useMyBookingCancelPreviewQuery({
    variables: { token: token ?? "" },
    skip: !token,
    fetchPolicy: "network-only",
    context: { skipErrorToast: true },
  });
  return { refunds: data?.myBookingCancelPreview ?? null, loading: Boolean(token) && loading, failed: Boolean(error) };
}

/** The refunds of the customer's cancellation, each with its amount and where it goes. */
export function CancelRefundPreview({ refunds, loading, failed }: ReturnType<typeof useCancelRefundPreview>) {
  const { t } = useTranslation();
  const lng = useLng();
  if (loading) return <Text c="dimmed">{t("myBooking.refundLoading")}</Text>;
  if (failed || !refunds) return <Text c="red.9">{t("myBooking.refundFailed")}</Text>;
  return (
    <div role="status" aria-label={t("myBooking.refundLabel")}>
      {refunds.length === 0 ? (
        <Text fw={500}>{t("myBooking.refundNone")}</Text>
      ) : (
        <List size="sm" fw={500}>
          {refunds.map((refund, index) => (
            <List.Item key={index}>{t(DESTINATION_KEY[refund.destination], { amount: formatCents(refund.amount, lng) })}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
