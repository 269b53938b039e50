import { checkInput } from "@seatbooking/core/input";
import { describe, expect, it } from "vitest";
import { manualRefundSchema, SETTLED_HOW_MAX, SETTLED_NOTE_MAX } from "./payment-admin.input.js";

describe("manualRefundSchema", () => {
  it("takes how it was paid back and a note, trimmed; an empty note is none", () => {
    expect(checkInput(manualRefundSchema, { how: " Tilisiirto ", note: " Łukasz Ščerbanović, FI21 1234 " })).toEqual({
      ok: true,
      value: { how: "Tilisiirto", note: "Łukasz Ščerbanović, FI21 1234" },
    });
    expect(checkInput(manualRefundSchema, { how: "Cash", note: "  " })).toEqual({ ok: true, value: { how: "Cash", note: null } });
    expect(checkInput(manualRefundSchema, { how: "Cash", note: null })).toEqual({ ok: true, value: { how: "Cash", note: null } });
  });

  it("refuses no way of paying back, texts past their limits, and one not text", () => {
    expect(checkInput(manualRefundSchema, { how: " ", note: null })).toEqual({ ok: false, problems: { how: { problem: "required" } } });
    expect(checkInput(manualRefundSchema, { how: "x".repeat(SETTLED_HOW_MAX + 1), note: "n".repeat(SETTLED_NOTE_MAX + 1) })).toEqual({
      ok: false,
      problems: { how: { problem: "tooLong", limit: SETTLED_HOW_MAX }, note: { problem: "tooLong", limit: SETTLED_NOTE_MAX } },
    });
    expect(checkInput(manualRefundSchema, { how: 12, note: null })).toEqual({ ok: false, problems: { how: { problem: "missing" } } });
  });
});
