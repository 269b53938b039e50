import { describe, expect, it } from "vitest";
import { DomainError } from "../../common/errors.js";
import { assertPaymentTransition, canPaymentTransition, PAYMENT_STATUSES } from "./payment-status.js";

/** Every allowed change of a payment attempt, written out. */
const ALLOWED = new Set([
  "open->paid",
  "open->failed",
  "open->cancelled",
  "failed->paid",
  "cancelled->paid",
  "paid->refund_required",
  "paid->refunded",
  "refund_required->refunded",
]);

describe("the payment transition table", () => {
  it("allows exactly the listed changes and refuses every other pair with INVALID_TRANSITION", () => {
    for (const from of PAYMENT_STATUSES) {
      for (const to of PAYMENT_STATUSES) {
        const allowed = ALLOWED.has(`${from}->${to}`);
        expect(canPaymentTransition(from, to), `${from} -> ${to}`).toBe(allowed);
        if (allowed) {
          expect(() => assertPaymentTransition(from, to)).not.toThrow();
        } else {
          let thrown: unknown;
          try {
            assertPaymentTransition(from, to);
          } catch (error) {
            thrown = error;
          }
          expect(thrown, `${from} -> ${to}`).toBeInstanceOf(DomainError);
          expect((thrown as DomainError).code).toBe("INVALID_TRANSITION");
        }
      }
    }
  });

  it("money that moved is never forgotten: paid leads only to refunds, and nothing returns to open", () => {
    expect(PAYMENT_STATUSES.filter((to) => canPaymentTransition("paid", to))).toEqual(["refund_required", "refunded"]);
    for (const from of PAYMENT_STATUSES) expect(canPaymentTransition(from, "open")).toBe(false);
    expect(PAYMENT_STATUSES.filter((to) => canPaymentTransition("refunded", to))).toEqual([]);
  });
});
