/** Every booking status (DESIGN section 3). */
export const BOOKING_STATUSES = ["draft", "payment", "locked", "booked", "renewable", "cancelled", "expired", "refunded"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses whose tickets count against a space's capacity: the occupancy counters count exactly these. */
export const HOLDING_STATUSES = ["draft", "payment", "locked", "booked", "renewable"] as const satisfies readonly BookingStatus[];

/** Holding statuses whose hold lapses at expiresAt (the sweeper's and a full space's reclaim). */
export const LAPSING_STATUSES = ["draft", "payment", "renewable"] as const satisfies readonly BookingStatus[];

/**
 * A customer's unfinished booking, reachable with its draft cookie while its hold lasts (the draft-access
 * rule, SQL function `draft_access`), and the holds MAX_HELD_PER_ADDRESS_PER_OCCASION counts.
 */
export const DRAFT_STATUSES = ["draft", "payment"] as const satisfies readonly BookingStatus[];

/** Draft statuses whose tickets may still be changed (not while a payment is pending). */
export const EDITABLE_STATUSES = ["draft"] as const satisfies readonly BookingStatus[];

export function isOneOf(status: BookingStatus, statuses: readonly BookingStatus[]): boolean {
  return statuses.includes(status);
}

/** A status list as SQL (`'draft', 'payment'`), for CHECK constraints, index predicates and functions. */
export function sqlList(statuses: readonly BookingStatus[]): string {
  return statuses.map((status) => `'${status}'`).join(", ");
}
