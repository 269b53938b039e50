import { useBookingChangePreviewQuery, type BookingChangeInput } from "../../../../generated/admin";

/** The booking a change is previewed on: its id and the version the page loaded. */
export interface BookingRef {
  id: string;
  updatedAt: string;
}

/**
 * What `change` would do with the booking's money, asked of the server (bookingChangePreview runs the command and
 * rolls it back), so the dialog says what the command will do; `change` null asks nothing (the dialog is closed).
 */
export function useMoneyPreview(booking: BookingRef, change: BookingChangeInput | null) {
  const { data, loading, error } = useBookingChangePreviewQuery({
    variables: { bookingId: booking.id, version: booking.updatedAt, change: change ?? { kind: "CANCEL" } },
    skip: !change,
    fetchPolicy: "network-only",
    context: { skipErrorToast: true },
  });
  return { preview: data?.bookingChangePreview ?? null, loading: Boolean(change) && loading, failed: Boolean(error) };
}
