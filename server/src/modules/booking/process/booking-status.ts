import type { BookingStatus } from "@seatbooking/core";

/*
 * The booking statuses and their groups (HOLDING_STATUSES, DRAFT_STATUSES, ...) are @seatbooking/core's, which the
 * client reads too; what only the database needs is here.
 */

/** The bookings whose customers hear of their booking's end or its occasion's cancellation or move: those holding places for them. */
export const NOTIFIED_STATUSES = ["booked", "renewable"] as const satisfies readonly BookingStatus[];

/** A status list as SQL (`'draft', 'payment'`), for CHECK constraints, index predicates and functions. */
export function sqlList(statuses: readonly BookingStatus[]): string {
  return statuses.map((status) => `'${status}'`).join(", ");
}
