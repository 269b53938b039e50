import { DomainError } from "../../../common/errors.js";
import { HOLDING_STATUSES, isOneOf, type BookingStatus } from "@seatbooking/core";

/**
 * The booking state machine (DESIGN section 3): every status change goes through `assertTransition`.
 * Anything not listed is an INVALID_TRANSITION error, never a 500.
 */
export const BOOKING_TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  draft: ["payment", "booked", "cancelled", "expired"],
  payment: ["draft", "booked", "cancelled", "expired"],
  locked: ["booked", "cancelled"],
  renewable: ["payment", "booked", "cancelled", "expired"],
  booked: ["cancelled", "refunded"],
  // A payment that succeeds after its hold lapsed is still honoured when the spaces are free.
  expired: ["booked"],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

export function assertTransition(from: BookingStatus, to: BookingStatus): void {
  if (!canTransition(from, to)) throw new DomainError("INVALID_TRANSITION", "booking.invalidTransition", { from, to });
}

/** Whether tickets of a booking in this status count against capacity. */
export function holdsSpaces(status: BookingStatus): boolean {
  return isOneOf(status, HOLDING_STATUSES);
}
