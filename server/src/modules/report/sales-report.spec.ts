import { describe, expect, it } from "vitest";
import { checkSalesReportFilter, splitCents } from "./sales-report.js";

describe("splitCents", () => {
  it("splits a total over VAT rates in whole cents that add up to it exactly", () => {
    // 1000 cents over three equal thirds: 333.33 each; the cent left goes to one of them.
    const parts = splitCents(1000, [
      { rate: 25.5, share: 1000 / 3 },
      { rate: 14, share: 1000 / 3 },
      { rate: 10, share: 1000 / 3 },
    ]);
    expect(parts.reduce((sum, part) => sum + part.gross, 0)).toBe(1000);
    expect(parts.map((part) => part.gross).sort()).toEqual([333, 333, 334]);
  });

  it("gives the largest remainders the missing cents, and a booking without lines its own bucket", () => {
    expect(
      splitCents(101, [
        { rate: 25.5, share: 50.7 },
        { rate: 10, share: 50.3 },
      ]),
    ).toEqual([
      { rate: 25.5, gross: 51 },
      { rate: 10, gross: 50 },
    ]);
    expect(splitCents(500, [])).toEqual([{ rate: null, gross: 500 }]);
    expect(splitCents(0, [])).toEqual([]);
  });
});

describe("checkSalesReportFilter", () => {
  it("takes real days, at most 366 of them, in order", () => {
    expect(checkSalesReportFilter({ from: "2028-01-01", to: "2028-12-31" })).toEqual({
      from: "2028-01-01",
      to: "2028-12-31",
      eventId: null,
    });
    for (const [from, to] of [
      ["2027-02-29", "2027-03-01"],
      ["2027-03-02", "2027-03-01"],
      ["2027-01-01", "2028-01-02"],
      ["01.03.2027", "2027-03-01"],
      ["", ""],
    ])
      expect(() => checkSalesReportFilter({ from: from!, to: to! })).toThrow(expect.objectContaining({ code: "BAD_USER_INPUT" }));
  });
});
