import { describe, expect, it } from "vitest";
import { DomainError } from "../../../common/errors.js";
import { BOOKING_STATUSES, DRAFT_STATUSES, EDITABLE_STATUSES, HOLDING_STATUSES, LAPSING_STATUSES } from "@seatbooking/core";
import { assertTransition, canTransition, holdsSpaces } from "./booking-transitions.js";

/** Every allowed change, written out: the table in booking-transitions.ts must say exactly this. */
const ALLOWED = new Set([
  "draft->payment",
  "draft->booked",
  "draft->cancelled",
  "draft->expired",
  "payment->draft",
  "payment->booked",
  "payment->cancelled",
  "payment->expired",
  "locked->booked",
  "locked->cancelled",
  "renewable->payment",
  "renewable->booked",
  "renewable->cancelled",
  "renewable->expired",
  "booked->cancelled",
  "booked->refunded",
  "expired->booked",
]);

describe("the booking transition table", () => {
  it("allows exactly the listed changes and refuses every other pair with INVALID_TRANSITION", () => {
    let refused = 0;
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        const allowed = ALLOWED.has(`${from}->${to}`);
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(allowed);
        if (allowed) {
          expect(() => assertTransition(from, to)).not.toThrow();
        } else {
          refused++;
          let thrown: unknown;
          try {
            assertTransition(from, to);
          } catch (error) {
            thrown = error;
          }
          expect(thrown, `${from} -> ${to}`).toBeInstanceOf(DomainError);
          expect((thrown as DomainError).code).toBe("INVALID_TRANSITION");
          expect((thrown as DomainError).status).toBe(409);
        }
      }
    }
    expect(refused).toBe(BOOKING_STATUSES.length ** 2 - ALLOWED.size);
  });

  it("terminal statuses lead nowhere, except a lapsed hold a late payment may still book", () => {
    for (const terminal of ["cancelled", "refunded"] as const) {
      for (const to of BOOKING_STATUSES) expect(canTransition(terminal, to)).toBe(false);
    }
    expect(BOOKING_STATUSES.filter((to) => canTransition("expired", to))).toEqual(["booked"]);
  });

  it("the status lists nest: editable within draft within lapsing within holding", () => {
    const within = (inner: readonly string[], outer: readonly string[]) => inner.every((status) => outer.includes(status));
    expect(within(EDITABLE_STATUSES, DRAFT_STATUSES)).toBe(true);
    expect(within(DRAFT_STATUSES, LAPSING_STATUSES)).toBe(true);
    expect(within(LAPSING_STATUSES, HOLDING_STATUSES)).toBe(true);
    expect(BOOKING_STATUSES.filter(holdsSpaces)).toEqual(["draft", "payment", "locked", "booked", "renewable"]);
  });
});
