import type { BookingStatus } from "@seatbooking/core";
import type { DomainEvent } from "../../common/domain-events.js";

/**
 * Which of a booking's changes other systems hear of (issue 40). A booking is announced when it becomes booked; what
 * happens to it after that is told (its end, a refund, its tickets or customer changed). Drafts coming and going,
 * holds lapsing and payments starting are a sale's own business and are not.
 */
export function eventsOfTransitions(
  changes: Array<{ bookingId: string; from: BookingStatus | null; to: BookingStatus }>,
  reason: string,
): DomainEvent[] {
  const events: DomainEvent[] = [];
  for (const { bookingId, from, to } of changes) {
    const detail = { previousStatus: from, reason };
    if (to === "booked") events.push({ type: "booking.booked", subjectId: bookingId, detail });
    else if (to === "refunded") events.push({ type: "booking.refunded", subjectId: bookingId, detail });
    else if (to === "cancelled" && from === "booked") events.push({ type: "booking.cancelled", subjectId: bookingId, detail });
  }
  return events;
}

/**
 * Changes recorded beside a booking's status that are not news to an integrator: renewal e-mails sent, a renewal's
 * deadline or places settled on the way to its booking (which booking.booked tells), a box-office sale's own record.
 */
const UNANNOUNCED_CHANGES = new Set(["renewal_notice", "renewal", "renewal_deadline", "box_office_sale"]);

/** booking.changed for each booking of a recorded change (the outbox keeps only bookings that have been booked). */
export function eventsOfChange(bookingIds: string[], kind: string): DomainEvent[] {
  if (UNANNOUNCED_CHANGES.has(kind)) return [];
  return bookingIds.map((bookingId) => ({ type: "booking.changed", subjectId: bookingId, detail: { change: kind } }));
}
