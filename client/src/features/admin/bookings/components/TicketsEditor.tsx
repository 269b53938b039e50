import { Group, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AdminBookingTicketFieldsFragment, BookingOccasionFieldsFragment } from "../../../../generated/admin";
import { freeSpaces, spacePrices, type BookingNames } from "../bookingLookups";
import type { BookingRef } from "../hooks/useMoneyPreview";
import { BookingTicketsTable } from "./BookingTicketsTable";
import { ChangeTicketTypeControl } from "./ChangeTicketTypeControl";
import { MoveTicketControl } from "./MoveTicketControl";
import { RemoveTicketButton } from "./RemoveTicketButton";

export interface TicketsEditorProps {
  booking: BookingRef;
  /**
   * Whether removing or retyping a ticket may move money back: the user has refund_bookings, or the venue holds
   * nothing of the booking (the API asks refund_bookings of either change of a paid booking; issue 34, item 8).
   */
  mayMoveMoneyBack: boolean;
  tickets: readonly AdminBookingTicketFieldsFragment[];
  occasion?: Pick<BookingOccasionFieldsFragment, "plan" | "occupancy" | "prices">;
  names: BookingNames;
  lng: string;
  /** False when the booking no longer holds its places (cancelled, refunded, expired). */
  editable: boolean;
  /** Whether ticket types can change (locked, booked and renewable bookings). */
  retypable: boolean;
  onChangeType: (ticketId: string, ticketTypeId: string) => Promise<boolean>;
  /** A season ticket's date: how many of its later dates hold the same places (a move may take them along). */
  laterDates?: number;
  onMove: (ticketId: string, spaceId: string, laterDates: boolean) => Promise<boolean>;
  onRemove: (ticketId: string) => Promise<boolean>;
}

/**
 * The booking's tickets, each with its moves and removal while the booking holds its places; retyping and removing
 * only where the user may move the money they would.
 */
export function TicketsEditor({
  booking,
  mayMoveMoneyBack,
  tickets,
  occasion,
  names,
  lng,
  editable,
  retypable,
  laterDates = 0,
  onChangeType,
  onMove,
  onRemove,
}: TicketsEditorProps) {
  const { t } = useTranslation();
  const actions = (ticket: AdminBookingTicketFieldsFragment) => (
    <Group gap="xs" align="flex-end">
      {occasion && retypable && mayMoveMoneyBack && (
        <ChangeTicketTypeControl
          booking={booking}
          ticketId={ticket.id}
          spaceName={names.space(ticket.spaceId)}
          current={ticket.ticketTypeId}
          prices={spacePrices(occasion, ticket.spaceId)}
          lng={lng}
          onChange={(ticketTypeId) => onChangeType(ticket.id, ticketTypeId)}
        />
      )}
      {occasion && (
        <MoveTicketControl
          spaceName={names.space(ticket.spaceId)}
          spaces={freeSpaces(occasion, ticket.spaceId, names.spaceType)}
          laterDates={laterDates}
          onMove={(spaceId, alsoLater) => onMove(ticket.id, spaceId, alsoLater)}
        />
      )}
      {mayMoveMoneyBack && (
        <RemoveTicketButton
          booking={booking}
          ticketId={ticket.id}
          spaceName={names.space(ticket.spaceId)}
          lng={lng}
          last={tickets.length === 1}
          onRemove={() => onRemove(ticket.id)}
        />
      )}
    </Group>
  );
  return (
    <Stack gap="xs" component="section" aria-labelledby="booking-tickets">
      <Title order={2} id="booking-tickets">
        {t("adminBookings.sections.tickets")}
      </Title>
      <BookingTicketsTable tickets={tickets} names={names} lng={lng} actions={editable ? actions : undefined} />
    </Stack>
  );
}
