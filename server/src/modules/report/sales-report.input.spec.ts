import { describe, expect, it } from "vitest";
import { checkInput } from "@seatbooking/core/input";
import { MAX_DAYS, salesReportRangeSchema } from "./sales-report.input.js";

const RANGE_INVALID = { problem: "invalid", key: "report.rangeInvalid" };

describe("salesReportRangeSchema", () => {
  it("takes real days in order, trimmed, at most MAX_DAYS of them", () => {
    expect(checkInput(salesReportRangeSchema, { from: " 2028-01-01 ", to: "2028-12-31" })).toEqual({
      ok: true,
      value: { from: "2028-01-01", to: "2028-12-31" },
    });
    expect(MAX_DAYS).toBe(366);
    expect(checkInput(salesReportRangeSchema, { from: "2027-03-01", to: "2027-03-01" }).ok).toBe(true);
  });

  it("refuses a day that does not exist or is not yyyy-mm-dd on its own field", () => {
    expect(checkInput(salesReportRangeSchema, { from: "2027-02-29", to: "2027-03-01" })).toEqual({
      ok: false,
      problems: { from: RANGE_INVALID },
    });
    expect(checkInput(salesReportRangeSchema, { from: "2027-03-01", to: "Łukasz Ščerbanović" })).toEqual({
      ok: false,
      problems: { to: RANGE_INVALID },
    });
    expect(checkInput(salesReportRangeSchema, { from: "1899-12-31", to: "" })).toEqual({
      ok: false,
      problems: { from: RANGE_INVALID, to: RANGE_INVALID },
    });
  });

  it("refuses an inverted range or one over MAX_DAYS days on `to`", () => {
    expect(checkInput(salesReportRangeSchema, { from: "2027-03-02", to: "2027-03-01" })).toEqual({
      ok: false,
      problems: { to: RANGE_INVALID },
    });
    expect(checkInput(salesReportRangeSchema, { from: "2027-01-01", to: "2028-01-02" })).toEqual({
      ok: false,
      problems: { to: RANGE_INVALID },
    });
  });

  it("calls a day that is not text missing, and one left out required", () => {
    expect(checkInput(salesReportRangeSchema, { from: 20270301 })).toEqual({
      ok: false,
      problems: { from: { problem: "missing" }, to: { problem: "required" } },
    });
  });
});
