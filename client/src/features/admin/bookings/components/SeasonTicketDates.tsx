import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AdminBookingFieldsFragment } from "../../../../generated/admin";
import { localizedPath } from "../../../../shared/routing/paths";
import { bookingPath } from "../bookingLabels";
import { BookingStatusBadge } from "./BookingStatusBadge";

export interface SeasonTicketDatesProps {
  booking: Pick<AdminBookingFieldsFragment, "id" | "seriesOrder">;
  eventId: string | undefined;
  lng: string;
  timeZone?: string;
}

/** A season ticket's date: the pass it belongs to and each of its dates' own bookings (each is cancelled or moved on its own). */
export function SeasonTicketDates({ booking, eventId, lng, timeZone }: SeasonTicketDatesProps) {
  const { t } = useTranslation();
  const order = booking.seriesOrder;
  if (!order) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="booking-season-ticket">
      <Title order={2} id="booking-season-ticket">
        {t("adminBookings.seasonTicket.title")}
      </Title>
      <Text>{t("adminBookings.seasonTicket.summary", { series: order.seriesName, number: order.number, count: order.dates.length })}</Text>
      <List spacing={4}>
        {order.dates.map((date) => {
          const label = `${formatZonedDate(date.startTime, timeZone)} ${formatZonedTime(date.startTime, timeZone)} · #${date.bookingNumber}`;
          return (
            <List.Item key={date.bookingId}>
              {date.bookingId === booking.id ? (
                <Text span fw={700} aria-current="page">
                  {label}
                </Text>
              ) : (
                <Anchor
                  component={Link}
                  to={localizedPath(lng, bookingPath({ eventId, occasionId: date.occasionId, bookingId: date.bookingId }))}
                >
                  {label}
                </Anchor>
              )}{" "}
              <BookingStatusBadge status={date.status} />
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
