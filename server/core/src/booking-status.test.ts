import { describe, expect, it } from "vitest";
import {
  BOOKING_STATUSES,
  DRAFT_STATUSES,
  EDITABLE_STATUSES,
  HOLDING_STATUSES,
  isOneOf,
  LAPSING_STATUSES,
  RELEASED_STATUSES,
  REPRICEABLE_STATUSES,
} from "./booking-status.js";

describe("booking statuses", () => {
  it("are the five live statuses of the specification and three terminal ones", () => {
    expect([...BOOKING_STATUSES].sort()).toEqual(["booked", "cancelled", "draft", "expired", "locked", "payment", "refunded", "renewable"]);
  });

  it("split into holding and released, each status in exactly one", () => {
    expect([...HOLDING_STATUSES, ...RELEASED_STATUSES].sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(HOLDING_STATUSES.filter((status) => isOneOf(status, RELEASED_STATUSES))).toEqual([]);
  });

  it("nest: editable within draft, draft and repriceable within holding, lapsing within holding", () => {
    expect(EDITABLE_STATUSES.every((status) => isOneOf(status, DRAFT_STATUSES))).toBe(true);
    expect(DRAFT_STATUSES.every((status) => isOneOf(status, LAPSING_STATUSES))).toBe(true);
    for (const group of [DRAFT_STATUSES, LAPSING_STATUSES, REPRICEABLE_STATUSES])
      expect(group.every((status) => isOneOf(status, HOLDING_STATUSES))).toBe(true);
    // A booking being paid for or still in the customer's hands is not repriced by an administrator.
    expect(DRAFT_STATUSES.some((status) => isOneOf(status, REPRICEABLE_STATUSES))).toBe(false);
  });

  it("isOneOf takes a status the client read as a plain string, and an unknown one is in no group", () => {
    expect(isOneOf("booked", HOLDING_STATUSES)).toBe(true);
    expect(isOneOf("refunded", HOLDING_STATUSES)).toBe(false);
    expect(isOneOf("unknown", BOOKING_STATUSES)).toBe(false);
  });
});
