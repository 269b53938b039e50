import { Alert, Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  MyBookingDocument,
  useCancelMyBookingMutation,
  useMyBookingQuery,
  useReceiptSellerQuery,
  type MyBookingFieldsFragment,
  type MyBookingQuery,
} from "../../../generated/graphql";
import { alertClassNames } from "../../../shared/checkout/alertStyles";
import { CheckoutSummary } from "../../../shared/checkout/CheckoutSummary";
import { SellerDetails } from "../../../shared/checkout/SellerDetails";
import { useLng } from "../../../shared/hooks/useLng";
import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { toast } from "../../../shared/toast/toast";
import { CancelBookingButton } from "./CancelBookingButton";

/** Nothing was paid for a booking confirmed without payment, or for nothing. */
function paidNothing(booking: Pick<MyBookingFieldsFragment, "paymentMethodId" | "summary">): boolean {
  return booking.paymentMethodId === "skip" || booking.summary.total === 0;
}

/** An instant as the venue shows it: dd.MM.yyyy HH:mm. */
function venueDateTime(iso: string, timeZone: string | undefined): string {
  return `${formatZonedDate(iso, timeZone)} ${formatZonedTime(iso, timeZone)}`;
}

/**
 * The booking behind a 'my booking' link: its event, date and number, whether it stands, the tickets' download,
 * the receipt (tickets, VAT per rate, total, seller) and cancelling where the venue allows.
 */
export function MyBookingDetails({ token, timeZone }: { token: string; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const lng = useLng();
  const { data } = useMyBookingQuery({ variables: { token }, fetchPolicy: "cache-first" });
  const { data: sellerData } = useReceiptSellerQuery();
  const [cancelMyBooking] = useCancelMyBookingMutation({
    // MyBooking has no id to normalize by: the page's query answer is replaced with the mutation's.
    update: (cache, result) => {
      const booking = result.data?.cancelMyBooking;
      if (booking) cache.writeQuery<MyBookingQuery>({ query: MyBookingDocument, variables: { token }, data: { myBooking: booking } });
    },
  });
  const booking = data?.myBooking;
  if (!booking) return null;

  const cancel = async () => {
    // A refusal is toasted by the error link with the server's message.
    const result = await cancelMyBooking({ variables: { token } }).catch(() => null);
    if (result?.data) toast.success(t("myBooking.cancelledToast"));
  };

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t("myBooking.title")}</Title>
        <Text fw={600}>{booking.eventName}</Text>
        <Text>
          <time dateTime={booking.startTime}>{venueDateTime(booking.startTime, timeZone)}</time>
          {booking.occasionTitle ? ` · ${booking.occasionTitle}` : ""}
        </Text>
        <Text size="sm" c="dimmed">
          {t("checkout.bookingNumber", { number: booking.number })}
          {booking.customerName ? ` · ${booking.customerName}` : ""}
        </Text>
      </Stack>

      <StatusNotice booking={booking} />

      {booking.seasonTicket && (
        <Stack gap="xs" component="section" aria-labelledby="my-booking-season-ticket">
          <Title order={2} id="my-booking-season-ticket">
            {t("myBooking.seasonTicket.title")}
          </Title>
          <Text>
            {t("myBooking.seasonTicket.intro", { series: booking.seasonTicket.seriesName, count: booking.seasonTicket.dates.length })}
          </Text>
          <List spacing={4}>
            {booking.seasonTicket.dates.map((date) => (
              <List.Item key={date.number} aria-current={date.current ? "true" : undefined} fw={date.current ? 700 : undefined}>
                <time dateTime={date.startTime}>{venueDateTime(date.startTime, timeZone)}</time>
                {" · "}
                {t("checkout.bookingNumber", { number: date.number })}
                {date.status !== "booked" &&
                  ` · ${t(`myBooking.seasonTicket.status.${date.status === "refunded" ? "refunded" : "cancelled"}`)}`}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}

      {booking.ticketsAvailable && (
        <Stack gap="xs" component="section" aria-labelledby="my-booking-tickets">
          <Title order={2} id="my-booking-tickets">
            {t("myBooking.ticketsTitle")}
          </Title>
          <Text>{t("myBooking.ticketsHelp")}</Text>
          <Group>
            <Button component="a" href={`/api/my-booking/${encodeURIComponent(token)}/tickets.pdf?lng=${lng}`} download>
              {t("myBooking.download")}
            </Button>
          </Group>
        </Stack>
      )}

      <CheckoutSummary
        tickets={booking.tickets.map((ticket) => ({
          id: ticket.id,
          spaceName: ticket.placeLabel,
          // The price includes the addons: they are named with the ticket type.
          ticketTypeName: [ticket.ticketType, ...ticket.addons].join(" + "),
          addons: [],
          total: ticket.price,
        }))}
        summary={booking.summary}
        lng={lng}
      />
      <SellerDetails seller={sellerData?.settings.seller} />

      {booking.status === "booked" && (
        <Stack gap="xs" component="section" aria-labelledby="my-booking-cancel">
          <Title order={2} id="my-booking-cancel">
            {t("myBooking.cancelTitle")}
          </Title>
          {booking.canCancel && booking.cancellableUntil ? (
            <>
              <Text>
                {t(paidNothing(booking) ? "myBooking.cancelUntilUnpaid" : "myBooking.cancelUntil", {
                  date: venueDateTime(booking.cancellableUntil, timeZone),
                })}
              </Text>
              <Group>
                <CancelBookingButton token={token} onConfirm={cancel} />
              </Group>
            </>
          ) : (
            <Text>{t("myBooking.cancelAtBoxOffice")}</Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** Booked, or cancelled (and refunded): its tickets are then no longer valid. */
function StatusNotice({ booking }: { booking: MyBookingFieldsFragment }) {
  const { t } = useTranslation();
  if (booking.status === "booked")
    return (
      <Alert color="green" role="status" classNames={alertClassNames} title={t("myBooking.bookedTitle")} data-testid="my-booking-booked" />
    );
  return (
    <Alert
      color="gray"
      role="status"
      classNames={alertClassNames}
      title={booking.status === "refunded" ? t("myBooking.refundedTitle") : t("myBooking.cancelledTitle")}
      data-testid="my-booking-cancelled"
    >
      {t("myBooking.cancelledHelp")}
    </Alert>
  );
}
