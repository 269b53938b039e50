import { useTranslation } from "react-i18next";
import {
  useCancelBookingMutation,
  useChangeBookingTicketTypeMutation,
  useCollectBookingBalanceMutation,
  useMoveBookingTicketMutation,
  useRefundBookingMutation,
  useRemoveBookingTicketMutation,
  type AdminBookingFieldsFragment,
} from "../../../../generated/admin";
import type { BookingEditRunner } from "./useBookingEditRunner";

const quiet = { context: { skipErrorToast: true } } as const;

/**
 * The edits of a booking's tickets and status, each over the booking's version as loaded. Their answers are
 * the fresh booking (it replaces the cached one); places changed hands, so the occasion is read again.
 */
export function useBookingEdits(
  booking: Pick<AdminBookingFieldsFragment, "id" | "updatedAt">,
  runner: BookingEditRunner,
  refetchOccasion: () => unknown,
) {
  const { t } = useTranslation();
  const [moveTicket] = useMoveBookingTicketMutation(quiet);
  const [removeTicket] = useRemoveBookingTicketMutation(quiet);
  const [cancelBooking] = useCancelBookingMutation(quiet);
  const [refundBooking] = useRefundBookingMutation(quiet);
  const [changeTicketType] = useChangeBookingTicketTypeMutation(quiet);
  const [collectBalance] = useCollectBookingBalanceMutation(quiet);
  const ids = { bookingId: booking.id, version: booking.updatedAt };

  const withOccasion = async (edit: () => Promise<unknown>, success: string) => {
    const done = await runner.run(edit, success);
    // Also after SPACE_OCCUPIED: the list of free places was out of date.
    void refetchOccasion();
    return done;
  };

  return {
    move: (ticketId: string, spaceId: string, laterDates = false) =>
      withOccasion(() => moveTicket({ variables: { ...ids, ticketId, spaceId, laterDates } }), t("adminBookings.tickets.moved")),
    changeType: (ticketId: string, ticketTypeId: string) =>
      runner.run(() => changeTicketType({ variables: { ...ids, ticketId, ticketTypeId } }), t("adminBookings.tickets.typeChanged")),
    collectBalance: () => runner.run(() => collectBalance({ variables: ids }), t("adminBookings.collect.done")),
    remove: (ticketId: string) => withOccasion(() => removeTicket({ variables: { ...ids, ticketId } }), t("adminBookings.tickets.removed")),
    cancel: (reason: string | null) =>
      withOccasion(
        () => cancelBooking({ variables: { id: booking.id, version: booking.updatedAt, reason } }),
        t("adminBookings.cancel.done"),
      ),
    refund: () => withOccasion(() => refundBooking({ variables: { id: booking.id, version: booking.updatedAt } }), ""),
  };
}
