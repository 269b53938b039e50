import { describe, expect, it } from "vitest";
import { eventsOfChange, eventsOfTransitions } from "./booking-events.js";

describe("which booking changes other systems hear of", () => {
  it("a booking booked, refunded, or cancelled once booked; never a draft coming and going or a hold lapsing", () => {
    const events = eventsOfTransitions(
      [
        { bookingId: "a", from: "payment", to: "booked" },
        { bookingId: "b", from: null, to: "booked" },
        { bookingId: "c", from: "booked", to: "refunded" },
        { bookingId: "d", from: "booked", to: "cancelled" },
        { bookingId: "e", from: "draft", to: "cancelled" },
        { bookingId: "f", from: "draft", to: "expired" },
        { bookingId: "g", from: null, to: "draft" },
        { bookingId: "h", from: "draft", to: "payment" },
      ],
      "paid",
    );
    expect(events.map((event) => [event.type, event.subjectId])).toEqual([
      ["booking.booked", "a"],
      ["booking.booked", "b"],
      ["booking.refunded", "c"],
      ["booking.cancelled", "d"],
    ]);
    expect(events[0]!.detail).toEqual({ previousStatus: "payment", reason: "paid" });
  });

  it("changes to tickets and customers, not renewal notices or a sale's own record", () => {
    expect(eventsOfChange(["a", "b"], "ticket_moved").map((event) => event.subjectId)).toEqual(["a", "b"]);
    expect(eventsOfChange(["a"], "anonymized")[0]).toEqual({ type: "booking.changed", subjectId: "a", detail: { change: "anonymized" } });
    for (const kind of ["renewal_notice", "renewal", "renewal_deadline", "box_office_sale"])
      expect(eventsOfChange(["a"], kind)).toEqual([]);
  });
});
