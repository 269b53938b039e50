import type { BookingStatus } from "@seatbooking/core";

/*
 * The booking statuses and their groups (HOLDING_STATUSES, DRAFT_STATUSES, ...) are @seatbooking/core's, which the
 * client reads too; what only the database needs is here.
 */

/** A status list as SQL (`'draft', 'payment'`), for CHECK constraints, index predicates and functions. */
export function sqlList(statuses: readonly BookingStatus[]): string {
  return statuses.map((status) => `'${status}'`).join(", ");
}
