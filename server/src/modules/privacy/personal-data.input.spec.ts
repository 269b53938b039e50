import { checkInput } from "@seatbooking/core/input";
import { describe, expect, it } from "vitest";
import { personalDataSchema } from "./personal-data.input.js";

describe("personalDataSchema", () => {
  it("takes an address trimmed and lower-cased, as bookings store it", () => {
    expect(checkInput(personalDataSchema, { email: " Łukasz.Ščerbanović@Example.FI " })).toEqual({
      ok: true,
      value: { email: "łukasz.ščerbanović@example.fi" },
    });
  });

  it("refuses no address, one that is not one (too long included), and one not text", () => {
    expect(checkInput(personalDataSchema, {})).toEqual({ ok: false, problems: { email: { problem: "required" } } });
    for (const email of ["two words@example.fi", `${"x".repeat(250)}@example.fi`])
      expect(checkInput(personalDataSchema, { email })).toEqual({ ok: false, problems: { email: { problem: "email" } } });
    expect(checkInput(personalDataSchema, { email: ["a@example.fi"] })).toEqual({
      ok: false,
      problems: { email: { problem: "missing" } },
    });
  });
});
