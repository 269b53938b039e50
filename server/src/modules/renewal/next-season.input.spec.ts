import { checkInput } from "@seatbooking/core/input";
import { describe, expect, it } from "vitest";
import { HEADS_UP_DAYS_MAX, NEXT_SEASON_NAME_MAX_LENGTH, nextSeasonInputSchema } from "./next-season.input.js";

describe("nextSeasonInputSchema", () => {
  it("takes every field left out, and what is given trimmed", () => {
    expect(checkInput(nextSeasonInputSchema, {})).toMatchObject({ ok: true });
    const startTime = new Date("2027-09-01T16:00:00Z");
    expect(checkInput(nextSeasonInputSchema, { name: " Łukasz Ščerbanović: Kevätkonsertti ", startTime, headsUpDays: 0 })).toMatchObject({
      ok: true,
      value: { name: "Łukasz Ščerbanović: Kevätkonsertti", startTime, headsUpDays: 0 },
    });
  });

  it("refuses a name too long, dates out of range, and heads-up days that are not whole days up to the maximum", () => {
    expect(
      checkInput(nextSeasonInputSchema, {
        name: "Ł".repeat(NEXT_SEASON_NAME_MAX_LENGTH + 1),
        startTime: new Date("2100-01-01T00:00:00Z"),
        endTime: new Date("1899-12-31T23:59:59Z"),
        bookableStartTime: new Date(Number.NaN),
        headsUpDays: HEADS_UP_DAYS_MAX + 1,
      }),
    ).toEqual({
      ok: false,
      problems: {
        name: { problem: "tooLong", limit: NEXT_SEASON_NAME_MAX_LENGTH },
        startTime: { problem: "invalid", key: "validation.dateRange" },
        endTime: { problem: "invalid", key: "validation.dateRange" },
        bookableStartTime: { problem: "invalid", key: "validation.dateRange" },
        headsUpDays: { problem: "invalid", key: "validation.headsUpDays" },
      },
    });
    for (const headsUpDays of [-1, 2.5])
      expect(checkInput(nextSeasonInputSchema, { headsUpDays })).toEqual({
        ok: false,
        problems: { headsUpDays: { problem: "invalid", key: "validation.headsUpDays" } },
      });
  });

  it("calls a number of the wrong type missing, and a date that is not a Date invalid", () => {
    expect(checkInput(nextSeasonInputSchema, { startTime: "2027-09-01", headsUpDays: "7" })).toEqual({
      ok: false,
      problems: { startTime: { problem: "invalid" }, headsUpDays: { problem: "missing" } },
    });
  });
});
