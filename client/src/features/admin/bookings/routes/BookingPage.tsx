import { Button, Divider, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useLng } from "../../../../shared/hooks/useLng";
import { localizedPath } from "../../../../shared/routing/paths";
import { bookingPath } from "../bookingLabels";
import { BookingHeading } from "../components/BookingHeading";
import { BookingHistoryList } from "../components/BookingHistoryList";
import { BookingLedger } from "../components/BookingLedger";
import { BookingPayments } from "../components/BookingPayments";
import { BookingTicketsTable } from "../components/BookingTicketsTable";
import { BookingTotals } from "../components/BookingTotals";
import { ClientDetailsCard } from "../components/ClientDetailsCard";
import { SeasonTicketDates } from "../components/SeasonTicketDates";
import { useBookingContext } from "../hooks/useBookingContext";

/** /admin/events/:eventId/occasions/:occasionId/bookings/:bookingId (administer_bookings): everything about one booking. */
export function BookingPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const { eventId, occasionId = "", bookingId = "" } = useParams();
  const { booking, occasion, names, settings } = useBookingContext(bookingId);
  if (!booking) return null;
  const timeZone = settings?.timeZone;
  return (
    <Stack gap="lg">
      <BookingHeading
        title={t("adminBookings.bookingTitle", { number: booking.number })}
        booking={booking}
        occasion={occasion}
        timeZone={timeZone}
      >
        <Button component={Link} to={localizedPath(lng, bookingPath({ eventId, occasionId, bookingId }, "edit"))}>
          {t("adminBookings.edit")}
        </Button>
      </BookingHeading>
      <SeasonTicketDates booking={booking} eventId={eventId} lng={lng} timeZone={timeZone} />
      <BookingHistoryList history={booking.history} names={names} lng={lng} timeZone={timeZone} />
      <Divider />
      <ClientDetailsCard booking={booking} timeZone={timeZone} />
      <Divider />
      <Stack gap="xs" component="section" aria-labelledby="booking-tickets">
        <Title order={2} id="booking-tickets">
          {t("adminBookings.sections.tickets")}
        </Title>
        <BookingTicketsTable tickets={booking.tickets} names={names} lng={lng} />
      </Stack>
      <BookingTotals booking={booking} lng={lng} />
      <Divider />
      <BookingLedger lines={booking.ledger} lng={lng} timeZone={timeZone} />
      <Divider />
      <BookingPayments payments={booking.payments} paymentMethodId={booking.paymentMethodId} lng={lng} timeZone={timeZone} />
    </Stack>
  );
}
