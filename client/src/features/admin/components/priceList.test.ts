import { describe, expect, it } from "vitest";
import { formatEuros, parseEuros, priceRow, priceRowField, toPriceInputs, toPriceRows, validatePriceRows } from "./priceList";

const t = (key: string) => key;

describe("price list", () => {
  it("reads euros typed with a comma or a point, spaces as thousands separators", () => {
    expect(parseEuros("25,50")).toBe(2550);
    expect(parseEuros("25.50")).toBe(2550);
    expect(parseEuros("25,5")).toBe(2550);
    expect(parseEuros("25")).toBe(2500);
    expect(parseEuros(" 1 000,05 ")).toBe(100005);
    expect(parseEuros("0")).toBe(0);
    expect(parseEuros("-5,00")).toBe(-500);
  });

  it("refuses what is not an amount of euros (never rounds a third decimal)", () => {
    for (const text of ["", "abc", "25,505", "25,", ",5", "1.000,00", "25 €"]) expect(parseEuros(text)).toBeNull();
  });

  it("shows saved cents in the language's decimal mark", () => {
    expect(formatEuros(2550, "fi")).toBe("25,50");
    expect(formatEuros(2550, "sv")).toBe("25,50");
    expect(formatEuros(2550, "en")).toBe("25.50");
    expect(formatEuros(5, "fi")).toBe("0,05");
  });

  it("turns saved prices into rows and rows into integer cents", () => {
    const rows = toPriceRows([{ ticketTypeId: "adult", price: 2550 }], "fi");
    expect(rows).toEqual([{ key: expect.any(String), ticketTypeId: "adult", price: "25,50" }]);
    expect(toPriceInputs([...rows, priceRow("child", "12.3")])).toEqual([
      { ticketTypeId: "adult", price: 2550 },
      { ticketTypeId: "child", price: 1230 },
    ]);
  });

  it("gives every row a key of its own", () => {
    expect(priceRow().key).not.toBe(priceRow().key);
  });

  it("puts each problem on its row's field", () => {
    const rows = [
      priceRow("adult", "25,50"),
      priceRow(null, ""),
      priceRow("adult", "-1"),
      priceRow("child", "12,345"),
      priceRow("senior", "100000,01"),
      priceRow("student", "100000"),
    ];
    expect(validatePriceRows(rows, t)).toEqual({
      "prices.1.ticketTypeId": "validation.required",
      "prices.1.price": "validation.required",
      "prices.2.ticketTypeId": "adminEvents.prices.ticketTypeTwice",
      "prices.2.price": "adminEvents.prices.negative",
      "prices.3.price": "adminEvents.prices.notEuros",
      "prices.4.price": "adminEvents.prices.tooHigh",
    });
    expect(validatePriceRows([priceRow("adult", "1")], t, "own")).toEqual({});
  });

  it("moves the server's row errors (prices.3) onto the row's price field", () => {
    expect(priceRowField("prices.3")).toBe("prices.3.price");
    expect(priceRowField("prices")).toBe("prices");
    expect(priceRowField("names.fi")).toBe("names.fi");
  });
});
