import { checkInput } from "@seatbooking/core/input";
import { describe, expect, it } from "vitest";
import { renewalDeadlineSchema } from "./renewal-admin.input.js";

describe("renewalDeadlineSchema", () => {
  it("takes a moment, or null or nothing (the argument is nullable) to take the deadline back to the sale start", () => {
    const deadline = new Date("2027-08-20T21:00:00Z");
    expect(checkInput(renewalDeadlineSchema, { deadline })).toEqual({ ok: true, value: { deadline } });
    expect(checkInput(renewalDeadlineSchema, { deadline: null })).toEqual({ ok: true, value: { deadline: null } });
    expect(checkInput(renewalDeadlineSchema, {})).toEqual({ ok: true, value: {} });
  });

  it("refuses a date that is no moment as one in the past, and anything else not a date", () => {
    expect(checkInput(renewalDeadlineSchema, { deadline: new Date("Łukasz Ščerbanović") })).toEqual({
      ok: false,
      problems: { deadline: { problem: "invalid", key: "validation.deadlinePast" } },
    });
    expect(checkInput(renewalDeadlineSchema, { deadline: "2027-08-20" })).toEqual({
      ok: false,
      problems: { deadline: { problem: "invalid" } },
    });
    expect(checkInput(renewalDeadlineSchema, { deadline: 1_800_000_000_000 })).toEqual({
      ok: false,
      problems: { deadline: { problem: "invalid" } },
    });
  });
});
