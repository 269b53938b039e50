import { describe, expect, it } from "vitest";
import {
  assertCents,
  formatCentsDecimal,
  includedVat,
  isCents,
  parseDecimalToCents,
  sumCents,
  summarize,
  ticketTotal,
  vatRateToHundredths,
  type SummaryTicketInput,
} from "./money.js";

let nextId = 0;
function ticket(overrides: Partial<SummaryTicketInput> = {}): SummaryTicketInput {
  nextId += 1;
  return {
    ticketId: `t${nextId}`,
    ticketTypeId: "adult",
    ticketTypeName: "Adult",
    price: 1000,
    vat: 10,
    addons: [],
    ...overrides,
  };
}

describe("cents helpers", () => {
  it("recognizes integer cents", () => {
    expect(isCents(0)).toBe(true);
    expect(isCents(-5)).toBe(true);
    expect(isCents(1.5)).toBe(false);
    expect(isCents(Number.NaN)).toBe(false);
    expect(isCents(2 ** 53)).toBe(false);
    expect(isCents("100")).toBe(false);
  });

  it("assertCents throws a RangeError naming the value", () => {
    expect(assertCents(100)).toBe(100);
    expect(() => assertCents(10.5, "price")).toThrow(/price must be an integer number of cents, got 10.5/);
  });

  it("sums cents", () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([1, 2, 3])).toBe(6);
    expect(() => sumCents([1, 0.1])).toThrow(RangeError);
  });

  it("formats cents as a dot-decimal string", () => {
    expect(formatCentsDecimal(0)).toBe("0.00");
    expect(formatCentsDecimal(5)).toBe("0.05");
    expect(formatCentsDecimal(1234)).toBe("12.34");
    expect(formatCentsDecimal(100000)).toBe("1000.00");
    expect(formatCentsDecimal(-5)).toBe("-0.05");
    expect(formatCentsDecimal(-1234)).toBe("-12.34");
  });

  it("parses decimal amounts without floating point error", () => {
    expect(parseDecimalToCents("12.34")).toBe(1234);
    expect(parseDecimalToCents("12,34")).toBe(1234);
    expect(parseDecimalToCents("12.3")).toBe(1230);
    expect(parseDecimalToCents("12")).toBe(1200);
    expect(parseDecimalToCents(" 0.29 ")).toBe(29); // 0.29 * 100 is 28.999999999999996 in floats
    expect(parseDecimalToCents("-0.05")).toBe(-5);
    expect(parseDecimalToCents("-0")).toBe(0);
    expect(Object.is(parseDecimalToCents("-0.00"), 0)).toBe(true);
    for (const bad of ["", "1.234", "1 000", "1,000.00", "abc", "1.", ".5", "+1"]) {
      expect(() => parseDecimalToCents(bad), bad).toThrow(RangeError);
    }
  });
});

describe("vatRateToHundredths", () => {
  it("converts numbers and numeric(5,2) strings exactly", () => {
    expect(vatRateToHundredths(25.5)).toBe(2550);
    expect(vatRateToHundredths("25.50")).toBe(2550);
    expect(vatRateToHundredths("25.5")).toBe(2550);
    expect(vatRateToHundredths(14)).toBe(1400);
    expect(vatRateToHundredths("14.00")).toBe(1400);
    expect(vatRateToHundredths(10)).toBe(1000);
    expect(vatRateToHundredths(0)).toBe(0);
    expect(vatRateToHundredths("0")).toBe(0);
    expect(vatRateToHundredths(14.55)).toBe(1455); // 14.55 * 100 = 1455.0000000000002 in floats
    expect(vatRateToHundredths(0.07)).toBe(7); // 0.07 * 100 = 7.000000000000001 in floats
    expect(vatRateToHundredths(999.99)).toBe(99999);
  });

  it("rejects invalid rates", () => {
    for (const bad of [-1, 25.555, Number.NaN, Number.POSITIVE_INFINITY, 1000, "25.555", "-1", "abc", "", "1e2"]) {
      expect(() => vatRateToHundredths(bad), String(bad)).toThrow(RangeError);
    }
  });
});

describe("includedVat", () => {
  it("computes gross * rate / (100 + rate) rounded to cents", () => {
    expect(includedVat(12550, 25.5)).toBe(2550); // exactly 25.50 of 125.50
    expect(includedVat(1001, 25.5)).toBe(203); // 203.386...
    expect(includedVat(1001, "25.50")).toBe(203);
    expect(includedVat(1140, 14)).toBe(140);
    expect(includedVat(1100, 10)).toBe(100);
    expect(includedVat(999, 10)).toBe(91); // 90.818...
    expect(includedVat(5000, 0)).toBe(0);
    expect(includedVat(0, 25.5)).toBe(0);
  });

  it("rounds half up (away from zero), not to even", () => {
    // At 20 %, VAT is gross / 6: exact halves appear at 3, 9 and 15 cents.
    expect(includedVat(3, 20)).toBe(1); // 0.5
    expect(includedVat(9, 20)).toBe(2); // 1.5
    expect(includedVat(15, 20)).toBe(3); // 2.5: banker's rounding would give 2
    expect(includedVat(-15, 20)).toBe(-3);
    expect(includedVat(2, 20)).toBe(0); // 0.333...
    expect(includedVat(4, 20)).toBe(1); // 0.666...
  });

  it("stays exact for large amounts", () => {
    // 10 million euros at 25.5 %: 1e9 * 2550 / 12550 = 203187250.996...
    expect(includedVat(1_000_000_000, 25.5)).toBe(203_187_251);
  });

  it("rejects fractional cents", () => {
    expect(() => includedVat(10.5, 10)).toThrow(RangeError);
  });
});

describe("ticketTotal", () => {
  it("adds addon prices to the ticket price", () => {
    expect(
      ticketTotal({
        price: 1000,
        addons: [
          { price: 250, vat: 14 },
          { price: 1, vat: 0 },
        ],
      }),
    ).toBe(1251);
    expect(ticketTotal({ price: 0, addons: [] })).toBe(0);
  });
});

describe("summarize", () => {
  it("returns an empty summary for no tickets", () => {
    expect(summarize([])).toEqual({ total: 0, requirePayment: false, byTicketType: [], byAddon: [], byVat: [], discount: 0 });
  });

  it("sums what vouchers took off the list prices; VAT is on the prices charged", () => {
    const summary = summarize([
      { ticketId: "a", ticketTypeId: "t", ticketTypeName: "Adult", price: 3315, listPrice: 3900, vat: 10, addons: [] },
      { ticketId: "b", ticketTypeId: "t", ticketTypeName: "Adult", price: 2000, listPrice: null, vat: 10, addons: [] },
    ]);
    expect(summary).toMatchObject({ total: 5315, discount: 585, byVat: [{ rate: 10, amount: 5315, vat: 483 }] });
  });

  it("groups by ticket type in order of first appearance, with counts, totals and ticket ids", () => {
    const summary = summarize([
      ticket({ ticketId: "a1", ticketTypeId: "adult", ticketTypeName: "Adult", price: 2500, vat: 10 }),
      ticket({ ticketId: "c1", ticketTypeId: "child", ticketTypeName: "Child", price: 1200, vat: 10 }),
      ticket({
        ticketId: "a2",
        ticketTypeId: "adult",
        ticketTypeName: "Adult",
        price: 2500,
        vat: 10,
        addons: [{ price: 450, vat: 14 }],
      }),
    ]);
    expect(summary.total).toBe(2500 + 1200 + 2500 + 450);
    expect(summary.requirePayment).toBe(true);
    expect(summary.byTicketType).toEqual([
      { ticketTypeId: "adult", name: "Adult", amount: 2, total: 5450, price: 5000, tickets: ["a1", "a2"] },
      { ticketTypeId: "child", name: "Child", amount: 1, total: 1200, price: 1200, tickets: ["c1"] },
    ]);
    // Addons given without an id are counted in the totals but listed nowhere by name.
    expect(summary.byAddon).toEqual([]);
  });

  it("lists each addon on its own line per price and VAT rate, in order of first appearance (issue 37 item 19)", () => {
    const summary = summarize([
      ticket({ ticketTypeId: "child", price: 2500, vat: 10, addons: [{ addonId: "prog", name: "Programme", price: 300, vat: 14 }] }),
      ticket({
        ticketTypeId: "child",
        price: 2500,
        vat: 10,
        addons: [
          { addonId: "cloak", name: "Cloakroom", price: 300, vat: "25.50" },
          { addonId: "prog", name: "Programme", price: 300, vat: "14.00" },
        ],
      }),
      // The same addon sold at another price is a line of its own.
      ticket({ ticketTypeId: "child", price: 2500, vat: 10, addons: [{ addonId: "prog", name: "Programme", price: 200, vat: 14 }] }),
    ]);
    expect(summary.byAddon).toEqual([
      { addonId: "prog", name: "Programme", amount: 2, total: 600, rate: 14 },
      { addonId: "cloak", name: "Cloakroom", amount: 1, total: 300, rate: 25.5 },
      { addonId: "prog", name: "Programme", amount: 1, total: 200, rate: 14 },
    ]);
    expect(summary.byTicketType).toEqual([expect.objectContaining({ amount: 3, price: 7500, total: 7500 + 600 + 300 + 200 })]);
    expect(summary.total).toBe(7500 + 1100);
  });

  it("puts addons under their own VAT rate and sorts rates ascending", () => {
    const summary = summarize([
      ticket({
        price: 2000,
        vat: 25.5,
        addons: [
          { price: 500, vat: 14 },
          { price: 300, vat: 0 },
        ],
      }),
      ticket({ price: 1100, vat: 10, addons: [{ price: 600, vat: "14.00" }] }),
    ]);
    expect(summary.byVat).toEqual([
      { rate: 0, amount: 300, vat: 0, net: 300 },
      { rate: 10, amount: 1100, vat: 100, net: 1000 },
      // 1100 * 14 / 114 = 135.087...
      { rate: 14, amount: 1100, vat: 135, net: 965 },
      // 2000 * 25.5 / 125.5 = 406.374...
      { rate: 25.5, amount: 2000, vat: 406, net: 1594 },
    ]);
    expect(summary.total).toBe(2000 + 500 + 300 + 1100 + 600);
    expect(summary.byVat.reduce((sum, row) => sum + row.amount, 0)).toBe(summary.total);
  });

  it("rounds VAT once per rate, not per ticket", () => {
    const tickets = [1, 2, 3].map(() => ticket({ price: 1001, vat: 25.5 }));
    // Per ticket: 1001 * 25.5 / 125.5 = 203.386 -> 203, and 3 * 203 = 609.
    const perTicketRounded = tickets.reduce((sum, t) => sum + includedVat(t.price, t.vat), 0);
    expect(perTicketRounded).toBe(609);
    // Per rate: 3003 * 25.5 / 125.5 = 610.159 -> 610.
    const summary = summarize(tickets);
    expect(summary.byVat).toEqual([{ rate: 25.5, amount: 3003, vat: 610, net: 2393 }]);
    expect(summary.byVat[0]?.vat).not.toBe(perTicketRounded);
  });

  it('treats 25.5 and "25.50" as the same rate', () => {
    const summary = summarize([ticket({ price: 1001, vat: 25.5 }), ticket({ price: 1001, vat: "25.50" })]);
    expect(summary.byVat).toEqual([{ rate: 25.5, amount: 2002, vat: 407, net: 1595 }]);
  });

  it("does not require payment when every price is zero, but still lists the rates", () => {
    const summary = summarize([
      ticket({ ticketTypeId: "free", ticketTypeName: "Invitation", price: 0, vat: 10 }),
      ticket({ ticketTypeId: "free", ticketTypeName: "Invitation", price: 0, vat: 10, addons: [{ price: 0, vat: 25.5 }] }),
    ]);
    expect(summary.total).toBe(0);
    expect(summary.requirePayment).toBe(false);
    expect(summary.byTicketType).toEqual([
      { ticketTypeId: "free", name: "Invitation", amount: 2, total: 0, price: 0, tickets: [expect.any(String), expect.any(String)] },
    ]);
    expect(summary.byVat).toEqual([
      { rate: 10, amount: 0, vat: 0, net: 0 },
      { rate: 25.5, amount: 0, vat: 0, net: 0 },
    ]);
  });

  it("requires payment when only an addon has a price", () => {
    const summary = summarize([ticket({ price: 0, vat: 10, addons: [{ price: 1, vat: 14 }] })]);
    expect(summary.requirePayment).toBe(true);
    expect(summary.total).toBe(1);
    expect(summary.byVat).toEqual([
      { rate: 10, amount: 0, vat: 0, net: 0 },
      { rate: 14, amount: 1, vat: 0, net: 1 },
    ]);
  });

  it("requires payment for a single cent", () => {
    expect(summarize([ticket({ price: 1, vat: 0 })]).requirePayment).toBe(true);
  });

  it("keeps sums exact with odd cents at awkward rates", () => {
    const prices = [1001, 999, 1, 333, 12345];
    const summary = summarize(prices.map((price, i) => ticket({ price, vat: [25.5, 14, 10, 0, 25.5][i] ?? 0 })));
    expect(summary.total).toBe(1001 + 999 + 1 + 333 + 12345);
    expect(summary.byVat).toEqual([
      { rate: 0, amount: 333, vat: 0, net: 333 },
      { rate: 10, amount: 1, vat: 0, net: 1 }, // 0.0909
      { rate: 14, amount: 999, vat: 123, net: 876 }, // 122.684
      { rate: 25.5, amount: 13346, vat: 2712, net: 10634 }, // 2711.856
    ]);
    for (const row of summary.byVat) {
      expect(Number.isInteger(row.vat)).toBe(true);
    }
  });

  it("rejects fractional or negative prices", () => {
    expect(() => summarize([ticket({ price: 10.5 })])).toThrow(RangeError);
    expect(() => summarize([ticket({ price: -100 })])).toThrow(/must not be negative/);
    expect(() => summarize([ticket({ addons: [{ price: 0.1, vat: 10 }] })])).toThrow(RangeError);
    expect(() => summarize([ticket({ vat: 25.555 })])).toThrow(RangeError);
  });
});
