import { checkInput } from "@seatbooking/core/input";
import { describe, expect, it } from "vitest";
import { testEmailSchema } from "./mail.input.js";

describe("testEmailSchema", () => {
  it("takes an address trimmed, its case kept", () => {
    expect(checkInput(testEmailSchema, { to: "  Łukasz.Ščerbanović@Example.FI " })).toEqual({
      ok: true,
      value: { to: "Łukasz.Ščerbanović@Example.FI" },
    });
  });

  it("refuses an empty address, one not an address or past the longest one, and one not text", () => {
    expect(checkInput(testEmailSchema, { to: "   " })).toEqual({ ok: false, problems: { to: { problem: "required" } } });
    for (const to of ["Łukasz Ščerbanović", "a@b", `${"x".repeat(250)}@example.fi`])
      expect(checkInput(testEmailSchema, { to })).toEqual({ ok: false, problems: { to: { problem: "email" } } });
    expect(checkInput(testEmailSchema, { to: 42 })).toEqual({ ok: false, problems: { to: { problem: "missing" } } });
  });
});
