/**
 * The tickets table's filter: a status (the bookings that hold places, or one status) and a text that
 * matches the space, the booking number or the client's name. Pure.
 */
import { HOLDING_STATUSES, isOneOf, RELEASED_STATUSES, type BookingStatus } from "@seatbooking/core";

/**
 * 'holding' (the default: every booking that holds places, what occasionTickets answers by default and the map
 * shows) or one booking status; a released one (holding nothing any more) the server is asked for separately.
 */
export type StatusFilter = "holding" | BookingStatus;

export const STATUS_FILTERS: readonly StatusFilter[] = ["holding", ...HOLDING_STATUSES, ...RELEASED_STATUSES];

export function isStatusFilter(value: string | null): value is StatusFilter {
  return value !== null && (STATUS_FILTERS as readonly string[]).includes(value);
}

/** The statuses to ask the server for: none (the default set) unless the filter is a released status. */
export function serverStatuses(filter: StatusFilter): string[] | null {
  return isOneOf(filter, RELEASED_STATUSES) ? [filter] : null;
}

export interface FilterableTicket {
  spaceName: string;
  /** The place as people read it ('Stalls, row D, seat 7'); found by it as by its raw name. */
  spaceLabel?: string;
  bookingNumber: number;
  bookingStatus: string;
  clientName?: string | null;
}

/** The tickets matching the status and every word of the text (case and accents as typed are ignored). */
export function filterTickets<Ticket extends FilterableTicket>(
  tickets: ReadonlyArray<Ticket>,
  text: string,
  status: StatusFilter,
): Ticket[] {
  const words = normalize(text).split(/\s+/).filter(Boolean);
  return tickets.filter((ticket) => {
    if (status !== "holding" && ticket.bookingStatus !== status) return false;
    if (words.length === 0) return true;
    const haystack = normalize(`${ticket.spaceLabel ?? ""} ${ticket.spaceName} ${ticket.bookingNumber} ${ticket.clientName ?? ""}`);
    return words.every((word) => haystack.includes(word));
  });
}

function normalize(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase("fi");
}
