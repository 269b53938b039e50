import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const COLORS: Record<string, string> = {
  booked: "green",
  payment: "yellow",
  renewable: "cyan",
  locked: "grape",
  draft: "gray",
  cancelled: "red",
  expired: "gray",
  refunded: "orange",
};

/** A booking status in the interface language. */
export function BookingStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    // The dot carries the colour; the text stays dark enough to read (WCAG AA).
    <Badge variant="dot" color={COLORS[status] ?? "gray"}>
      {t(`bookingStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}

const PAYMENT_COLORS: Record<string, string> = {
  open: "yellow",
  paid: "green",
  failed: "red",
  cancelled: "gray",
  refund_required: "orange",
  refunded: "blue",
};

/** A payment attempt's status in the interface language. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={PAYMENT_COLORS[status] ?? "gray"}>
      {t(`adminBookings.paymentStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}
