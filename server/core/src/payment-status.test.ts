import { describe, expect, it } from "vitest";
import { PAYMENT_STATUSES } from "./payment-status.js";

describe("payment statuses", () => {
  it("are an attempt's open, paid, failed and cancelled, and the two of a refund", () => {
    expect(PAYMENT_STATUSES).toEqual(["open", "paid", "failed", "cancelled", "refund_required", "refunded"]);
  });
});
