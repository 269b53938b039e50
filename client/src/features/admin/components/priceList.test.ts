import { describe, expect, it } from "vitest";
import {
  formatEuros,
  parseEuros,
  priceError,
  priceRow,
  priceRowField,
  priceSlot,
  toPriceInputs,
  toPriceRows,
  validatePriceRows,
} from "./priceList";

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
    expect(rows).toEqual([{ key: expect.any(String), ticketTypeId: "adult", price: "25,50", priceZoneId: null }]);
    expect(toPriceInputs([...rows, priceRow("child", "12.3")])).toEqual([
      { ticketTypeId: "adult", price: 2550 },
      { ticketTypeId: "child", price: 1230 },
    ]);
  });

  it("keeps zone prices apart from plain ones, and sends the zone only for a zone's price", () => {
    const rows = toPriceRows(
      [
        { ticketTypeId: "adult", price: 2500, priceZoneId: null },
        { ticketTypeId: "adult", price: 3500, priceZoneId: "front" },
      ],
      "en",
    );
    expect(rows.map((row) => row.priceZoneId)).toEqual([null, "front"]);
    expect(toPriceInputs(rows)).toEqual([
      { ticketTypeId: "adult", price: 2500 },
      { ticketTypeId: "adult", price: 3500, priceZoneId: "front" },
    ]);
    expect(priceSlot("adult", null)).not.toBe(priceSlot("adult", "front"));
    expect(priceSlot("adult", undefined)).toBe(priceSlot("adult", null));
  });

  it("allows a ticket type once per zone, and only the plan's zones", () => {
    const rows = [
      priceRow("adult", "25"),
      priceRow("adult", "35", "front"),
      priceRow("adult", "36", "front"),
      priceRow("child", "1", "gone"),
    ];
    expect(validatePriceRows(rows, t, "prices", ["front"])).toEqual({
      "prices.2.ticketTypeId": "catalogAdmin.zonePrices.ticketTypeTwiceInZone",
      "prices.3.priceZoneId": "catalogAdmin.zonePrices.zoneNotInPlan",
    });
    expect(validatePriceRows(rows.slice(0, 2), t)).toEqual({});
  });

  it("checks one price field in euros", () => {
    expect(priceError("4,50", t)).toBeNull();
    expect(priceError(" ", t)).toBe("validation.required");
    expect(priceError("4,505", t)).toBe("adminEvents.prices.notEuros");
    expect(priceError("-1", t)).toBe("adminEvents.prices.negative");
    expect(priceError("100000,01", t)).toBe("adminEvents.prices.tooHigh");
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
