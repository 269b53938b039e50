import { Badge, Stack, Table, Text, Title } from "@mantine/core";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOccasionAdminTicketsQuery } from "../../../../generated/admin";
import { formatCents } from "../../../../shared/i18n/money";
import { localizedPath } from "../../../../shared/routing/paths";
import { RouterAnchor } from "../../../../shared/ui/RouterAnchor";
import { Pager } from "../../components/Pager";
import { holdKindOf, type HoldKind } from "../spaceHolders";
import { filterTickets, serverStatuses, type StatusFilter } from "../ticketFilter";
import { TicketFilters } from "./TicketFilters";

const PAGE = 50;

/** The map's hues, for reading the table and the map together. */
const STATUS_COLORS: Record<HoldKind | "released", string> = {
  held: "orange",
  renewal: "yellow",
  booked: "indigo",
  locked: "violet",
  released: "gray",
};

export interface TicketsTableProps {
  eventId: string;
  occasionId: string;
  lng: string;
  /** Booking numbers link to the booking's page (administer_bookings); a seller sees them as text. */
  linkBookings?: boolean;
}

/**
 * Every ticket of the occasion, filtered by text (space, booking number, client) and status, a page at
 * a time. The holding statuses are filtered from the map's tickets; a released status is asked for.
 */
export function TicketsTable({ eventId, occasionId, lng, linkBookings = true }: TicketsTableProps) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [status, setStatus] = useState<StatusFilter>("holding");
  const [offset, setOffset] = useState(0);
  const statuses = serverStatuses(status);
  // Without statuses this is the map's own query (one request, one cache entry, kept live with it).
  const { data } = useOccasionAdminTicketsQuery({ variables: statuses ? { occasionId, statuses } : { occasionId } });
  const source = data?.occasionTickets;
  const rows = useMemo(() => filterTickets(source ?? [], text, status), [source, text, status]);
  // A live update may shrink the list under the page being read: show its last page then.
  const start = offset < rows.length ? offset : Math.max(0, Math.floor((rows.length - 1) / PAGE) * PAGE);
  const page = rows.slice(start, start + PAGE);
  const headingId = useId();

  const bookingPath = (bookingId: string) => localizedPath(lng, `/admin/events/${eventId}/occasions/${occasionId}/bookings/${bookingId}`);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId}>
        {t("adminOccasion.tickets.heading")}
      </Title>
      <TicketFilters
        text={text}
        onTextChange={(next) => {
          setText(next);
          setOffset(0);
        }}
        status={status}
        onStatusChange={(next) => {
          setStatus(next);
          setOffset(0);
        }}
      />
      {source && rows.length === 0 ? (
        <Text c="dimmed">{t("adminOccasion.tickets.none")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("adminOccasion.tickets.space")}</Table.Th>
                <Table.Th scope="col">{t("adminOccasion.tickets.ticketType")}</Table.Th>
                <Table.Th scope="col">{t("adminOccasion.tickets.price")}</Table.Th>
                <Table.Th scope="col">{t("adminOccasion.tickets.addons")}</Table.Th>
                <Table.Th scope="col">{t("adminOccasion.tickets.booking")}</Table.Th>
                <Table.Th scope="col">{t("adminOccasion.tickets.status")}</Table.Th>
                <Table.Th scope="col">{t("adminOccasion.tickets.client")}</Table.Th>
                <Table.Th scope="col">{t("adminOccasion.tickets.message")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.map((ticket) => (
                <Table.Tr key={ticket.id}>
                  <Table.Td>{ticket.spaceLabel}</Table.Td>
                  <Table.Td>{ticket.ticketType}</Table.Td>
                  <Table.Td>{formatCents(ticket.price, lng)}</Table.Td>
                  <Table.Td>{ticket.addons.length > 0 ? ticket.addons.join(", ") : "–"}</Table.Td>
                  <Table.Td>
                    {linkBookings ? (
                      <RouterAnchor
                        to={bookingPath(ticket.bookingId)}
                        aria-label={t("adminOccasion.tickets.openBooking", { number: ticket.bookingNumber })}
                      >
                        {ticket.bookingNumber}
                      </RouterAnchor>
                    ) : (
                      ticket.bookingNumber
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="dot" color={STATUS_COLORS[holdKindOf(ticket.bookingStatus) ?? "released"]}>
                      {t(`bookingStatus.${ticket.bookingStatus}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{ticket.clientName ?? "–"}</Table.Td>
                  {/* The customer's message: an accessibility need, for one, for the staff at the door. */}
                  <Table.Td style={{ whiteSpace: "pre-wrap" }}>{ticket.message ?? "–"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {source && rows.length > 0 && <Pager offset={start} limit={PAGE} itemCount={page.length} total={rows.length} onChange={setOffset} />}
    </Stack>
  );
}
