import { Alert, Button, CloseButton, Divider, Group, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useLng } from "../../../../shared/hooks/useLng";
import { localizedPath } from "../../../../shared/routing/paths";
import { bookingPath } from "../bookingLabels";
import { allowedBookingActions } from "../bookingLookups";
import { BookingHeading } from "../components/BookingHeading";
import { BookingPayments } from "../components/BookingPayments";
import { BookingTotals } from "../components/BookingTotals";
import { CancelBookingButton } from "../components/CancelBookingButton";
import { CollectBalanceButton } from "../components/CollectBalanceButton";
import { AnonymizedNotice } from "../components/AnonymizedNotice";
import { ClientEditForm } from "../components/ClientEditForm";
import { ConflictAlert } from "../components/ConflictAlert";
import { RefundBookingButton } from "../components/RefundBookingButton";
import { RefundOutcome } from "../components/RefundOutcome";
import { TicketsEditor } from "../components/TicketsEditor";
import { useBookingContext } from "../hooks/useBookingContext";
import { useBookingEditRunner } from "../hooks/useBookingEditRunner";
import { useBookingEdits } from "../hooks/useBookingEdits";
import { useAuthUser } from "../../../../shared/auth/auth";
import { venueAbilities } from "../../permissions";
import type { AdminBookingFieldsFragment } from "../../../../generated/admin";
import { HOLDING_STATUSES, isOneOf } from "@seatbooking/core";

/** A season ticket's later dates that still hold their places (a move can take them along). */
function laterDatesOf(booking: Pick<AdminBookingFieldsFragment, "id" | "seriesOrder">): number {
  const dates = booking.seriesOrder?.dates ?? [];
  const index = dates.findIndex((date) => date.bookingId === booking.id);
  return index < 0 ? 0 : dates.slice(index + 1).filter((date) => isOneOf(date.status, HOLDING_STATUSES)).length;
}

/** .../bookings/:bookingId/edit (administer_bookings): the client's details, the tickets, cancel and refund; each edit over the version loaded. */
export function BookingEditPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const { eventId, occasionId = "", bookingId = "" } = useParams();
  const context = useBookingContext(bookingId);
  const runner = useBookingEditRunner();
  // Reload after a conflict starts the client form again from the fresh details.
  const [formGeneration, setFormGeneration] = useState(0);
  // The payments a refund was asked for (those paid at the time): the outcome shows what became of them.
  const [refundedIds, setRefundedIds] = useState<readonly string[] | null>(null);
  const { booking, occasion, names, settings } = context;
  const edits = useBookingEdits(booking ?? { id: bookingId, updatedAt: "" }, runner, context.refetchOccasion);
  const canRefund = venueAbilities(useAuthUser()?.permissions ?? []).refund;
  if (!booking || !settings) return null;

  const reload = async () => {
    await context.reload();
    runner.clearConflict();
    runner.dismissFailure();
    setFormGeneration((generation) => generation + 1);
  };
  // Refunding needs refund_bookings (issue 34): without it the button is not offered, as the API would refuse it.
  const allowed = { ...allowedBookingActions(booking), ...(canRefund ? {} : { refund: false }) };
  const viewPath = localizedPath(lng, bookingPath({ eventId, occasionId, bookingId }));

  return (
    <Stack gap="lg">
      <BookingHeading
        title={t("adminBookings.editTitle", { number: booking.number })}
        booking={booking}
        occasion={occasion}
        timeZone={settings.timeZone}
      >
        <Button component={Link} to={viewPath} variant="default">
          {t("adminBookings.backToBooking")}
        </Button>
      </BookingHeading>
      {runner.conflict && <ConflictAlert onReload={reload} />}
      {runner.failure && (
        <Alert color="red" role="alert">
          <Group justify="space-between" wrap="nowrap">
            {runner.failure}
            <CloseButton aria-label={t("adminBookings.dismiss")} onClick={runner.dismissFailure} />
          </Group>
        </Alert>
      )}
      <Stack gap="xs" component="section" aria-labelledby="booking-client-edit">
        <Title order={2} id="booking-client-edit">
          {t("adminBookings.sections.client")}
        </Title>
        {booking.anonymizedAt ? (
          <AnonymizedNotice anonymizedAt={booking.anonymizedAt} timeZone={settings.timeZone} />
        ) : (
          <ClientEditForm key={formGeneration} booking={booking} settings={settings} onConflict={runner.markConflict} />
        )}
      </Stack>
      <Divider />
      <TicketsEditor
        booking={booking}
        mayMoveMoneyBack={canRefund || booking.paid <= 0}
        tickets={booking.tickets}
        occasion={occasion}
        names={names}
        lng={lng}
        editable={allowed.editTickets}
        retypable={allowed.changeTicketType}
        laterDates={laterDatesOf(booking)}
        onChangeType={edits.changeType}
        onMove={edits.move}
        onRemove={edits.remove}
      />
      <BookingTotals booking={booking} lng={lng} />
      {(allowed.cancel || allowed.refund || allowed.collectBalance) && (
        <Stack gap="xs" component="section" aria-labelledby="booking-actions">
          <Title order={2} id="booking-actions">
            {t("adminBookings.sections.actions")}
          </Title>
          <Group>
            {allowed.collectBalance && <CollectBalanceButton balance={booking.balance} lng={lng} onCollect={edits.collectBalance} />}
            {allowed.refund && (
              <RefundBookingButton
                booking={booking}
                lng={lng}
                onRefund={async () => {
                  const paidIds = booking.payments.filter((payment) => payment.status === "paid").map((payment) => payment.id);
                  const done = await edits.refund();
                  if (done) setRefundedIds(paidIds);
                  return done;
                }}
              />
            )}
            {allowed.cancel && <CancelBookingButton booking={booking} lng={lng} onCancel={edits.cancel} />}
          </Group>
        </Stack>
      )}
      {refundedIds && <RefundOutcome payments={booking.payments} refundedIds={refundedIds} lng={lng} />}
      <Divider />
      <BookingPayments payments={booking.payments} paymentMethodId={booking.paymentMethodId} lng={lng} timeZone={settings.timeZone} />
    </Stack>
  );
}
