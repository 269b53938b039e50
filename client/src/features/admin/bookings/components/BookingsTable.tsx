import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AdminBookingRowFieldsFragment } from "../../../../generated/admin";
import { formatCents } from "../../../../shared/i18n/money";
import { localizedPath } from "../../../../shared/routing/paths";
import { RouterAnchor } from "../../../../shared/ui/RouterAnchor";
import { bookingPath, clientName, occasionLabel } from "../bookingLabels";
import type { FilterOccasion } from "../hooks/useBookingFilterEvents";
import { BookingStatusBadge, PaymentStatusBadge } from "./BookingStatusBadge";
import { completionLabel } from "../paymentCompletion";

export interface BookingsTableProps {
  bookings: readonly AdminBookingRowFieldsFragment[];
  lng: string;
  timeZone?: string;
  occasionOf: (occasionId: string) => { eventId?: string; eventName?: string; occasion?: FilterOccasion };
}

/** One row per booking: its number links to the booking's page. */
export function BookingsTable({ bookings, lng, timeZone, occasionOf }: BookingsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("adminBookings.columns.number")}</Table.Th>
            <Table.Th scope="col">{t("adminBookings.columns.status")}</Table.Th>
            <Table.Th scope="col">{t("adminBookings.columns.client")}</Table.Th>
            <Table.Th scope="col">{t("adminBookings.columns.contact")}</Table.Th>
            <Table.Th scope="col">{t("adminBookings.columns.occasion")}</Table.Th>
            <Table.Th scope="col">{t("adminBookings.columns.created")}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t("adminBookings.columns.total")}
            </Table.Th>
            <Table.Th scope="col">{t("adminBookings.columns.payment")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => {
            const { eventId, eventName, occasion } = occasionOf(booking.occasionId);
            const latestPayment = booking.payments[0];
            return (
              <Table.Tr key={booking.id}>
                <Table.Th scope="row">
                  <RouterAnchor
                    to={localizedPath(lng, bookingPath({ eventId, occasionId: booking.occasionId, bookingId: booking.id }))}
                    aria-label={t("adminBookings.openBooking", { number: booking.number })}
                  >
                    {booking.number}
                  </RouterAnchor>
                </Table.Th>
                <Table.Td>
                  <BookingStatusBadge status={booking.status} />
                </Table.Td>
                <Table.Td>{clientName(booking.client) ?? "–"}</Table.Td>
                <Table.Td>
                  <Text size="sm">{booking.client.email ?? ""}</Text>
                  <Text size="sm" c="dimmed">
                    {booking.client.phone ?? ""}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {eventName && <Text size="sm">{eventName}</Text>}
                  <Text size="sm" c={eventName ? "dimmed" : undefined}>
                    {occasion ? occasionLabel(occasion, timeZone) : "–"}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {formatZonedDate(booking.createdAt, timeZone)} {formatZonedTime(booking.createdAt, timeZone)}
                </Table.Td>
                <Table.Td ta="right">{formatCents(booking.price, lng)}</Table.Td>
                <Table.Td>
                  {latestPayment ? <PaymentStatusBadge status={latestPayment.status} /> : completionLabel(booking.paymentMethodId, t)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
