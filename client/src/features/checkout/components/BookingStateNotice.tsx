import { Loader, Stack, Table, Text, Title } from "@mantine/core";
import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { useTranslation } from "react-i18next";
import { useBookingStateQuery, type BookingStateQuery } from "../../../generated/graphql";
import { ExpiredNotice } from "./ExpiredNotice";

type BookingState = NonNullable<BookingStateQuery["bookingState"]>;

/** The heading's key for where the booking stands. */
export function bookingStateTitleKey(state: Pick<BookingState, "state" | "paid">): string {
  switch (state.state) {
    case "booked":
      return state.paid ? "bookingState.bookedPaid" : "bookingState.booked";
    case "payment":
      return "bookingState.payment";
    case "cancelled":
      return "bookingState.cancelled";
    case "expired":
      return "bookingState.expired";
    default:
      return "bookingState.draft";
  }
}

/**
 * A result page opened where the booking's draft cookie is not (another device, another browser): where the booking
 * stands, its event, date and number of tickets, found by the random id in the URL, and never the customer's details;
 * the whole booking opens from the confirmation e-mail's link. An id the server does not know says it cannot be shown.
 */
export function BookingStateNotice({
  uuid,
  occasionId,
  lng,
  timeZone,
}: {
  uuid: string;
  occasionId: string;
  lng: string;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation();
  const { data, loading } = useBookingStateQuery({ variables: { uuid }, context: { skipErrorToast: true } });
  if (loading && !data) return <Loader size="sm" aria-label={t("loading.label")} />;
  const state = data?.bookingState;
  if (!state || state.occasionId !== occasionId) return <ExpiredNotice occasionId={occasionId} lng={lng} unreadable />;
  const event = state.occasionTitle ? `${state.eventName}: ${state.occasionTitle}` : state.eventName;
  return (
    <Stack gap="md" maw={760} data-testid="booking-state">
      <Title order={1}>{t(bookingStateTitleKey(state))}</Title>
      <Table maw={520}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t("bookingState.event")}</Table.Th>
            <Table.Td>{event}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t("bookingState.date")}</Table.Th>
            <Table.Td>
              <time dateTime={state.startTime}>
                {formatZonedDate(state.startTime, timeZone)} {formatZonedTime(state.startTime, timeZone)}
              </time>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t("bookingState.tickets")}</Table.Th>
            <Table.Td>{t("bookingState.ticketCount", { count: state.ticketCount })}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text>{t("bookingState.help")}</Text>
    </Stack>
  );
}
