/**
 * Booking statuses (DESIGN section 3) and the groups of them the rules name. The server's transitions, SQL
 * and occupancy counters and the client's filters, admin map and actions read these lists, so a status or a
 * group changes here once.
 */

/** Every booking status: the five live ones of the specification, then the three terminal ones that keep history. */
export const BOOKING_STATUSES = ["draft", "payment", "locked", "booked", "renewable", "cancelled", "expired", "refunded"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses whose tickets count against a space's capacity: the occupancy counters count exactly these. */
export const HOLDING_STATUSES = ["draft", "payment", "locked", "booked", "renewable"] as const satisfies readonly BookingStatus[];

/** Terminal statuses: the booking holds nothing any more; the row, its client details and its history stay. */
export const RELEASED_STATUSES = ["cancelled", "expired", "refunded"] as const satisfies readonly BookingStatus[];

/** Holding statuses whose hold lapses at expiresAt (the sweeper's and a full space's reclaim). */
export const LAPSING_STATUSES = ["draft", "payment", "renewable"] as const satisfies readonly BookingStatus[];

/**
 * A customer's unfinished booking, reachable with its draft cookie while its hold lasts (the draft-access
 * rule, SQL function `draft_access`), and the holds MAX_HELD_PER_ADDRESS_PER_OCCASION counts.
 */
export const DRAFT_STATUSES = ["draft", "payment"] as const satisfies readonly BookingStatus[];

/** Draft statuses whose tickets may still be changed (not while a payment is pending). */
export const EDITABLE_STATUSES = ["draft"] as const satisfies readonly BookingStatus[];

/** Statuses whose tickets can be repriced (a ticket type changed), and whose balance can be collected. */
export const REPRICEABLE_STATUSES = ["locked", "booked", "renewable"] as const satisfies readonly BookingStatus[];

/** Whether `status` is one of `statuses`; a status the client got as a plain string may be passed as it is. */
export function isOneOf(status: BookingStatus | (string & {}), statuses: readonly BookingStatus[]): boolean {
  return (statuses as readonly string[]).includes(status);
}
