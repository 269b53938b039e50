import { describe, expect, it } from "vitest";
import { parseInput } from "../../common/request-input.js";
import { addonEventIds, addonSchema, priceCents, ticketTypeSchema } from "./pricing-admin.input.js";
import { refusedFields } from "../../../test/helpers/refusal.js";

describe("ticketTypeSchema", () => {
  it("answers the trimmed product code, a VAT with two decimals and position 0 when left out", () => {
    expect(parseInput(ticketTypeSchema, { vat: 25.5, productCode: " LIPPU-1 ", position: null })).toEqual({
      vat: 25.5,
      productCode: "LIPPU-1",
      position: 0,
    });
  });

  it("refuses a decimal comma, three decimals, a bad product code and a position out of range, all at once", () => {
    expect(refusedFields(() => parseInput(ticketTypeSchema, { vat: "10,0", productCode: "Łukasz Ščerbanović", position: -1 }))).toEqual({
      vat: "validation.vat",
      productCode: "validation.productCode",
      position: "validation.position",
    });
    expect(refusedFields(() => parseInput(ticketTypeSchema, { vat: 10.005, productCode: "", position: 1.5 }))).toEqual({
      vat: "validation.vat",
      productCode: "validation.productCode",
      position: "validation.position",
    });
    expect(refusedFields(() => parseInput(ticketTypeSchema, { vat: 100.01, productCode: null }))).toEqual({
      vat: "validation.vat",
      productCode: "validation.productCode",
    });
  });
});

describe("addonSchema", () => {
  const addon = { price: 1250, vat: 14, productCode: "ADD" };

  it("answers the event ids lower-cased, each once, and none when left out", () => {
    const id = "0F8FAD5B-D9CB-469F-A165-70867728950E";
    expect(parseInput(addonSchema, addon)).toEqual(addon);
    expect(parseInput(addonEventIds, [id, id.toLowerCase()])).toEqual([id.toLowerCase()]);
    expect(parseInput(addonEventIds, null)).toEqual([]);
  });

  it("refuses a price in euros with a decimal comma, a negative or fractional price, and an id that is not one", () => {
    expect(refusedFields(() => parseInput(addonSchema, { ...addon, price: "10,0" }))).toEqual({ price: "validation.price" });
    expect(refusedFields(() => parseInput(addonEventIds, ["not-an-id"], "eventIds"))).toEqual({ eventIds: "validation.eventUnknown" });
    expect(refusedFields(() => parseInput(priceCents, -1))).toEqual({ "": "validation.price" });
    expect(refusedFields(() => parseInput(priceCents, 10.5))).toEqual({ "": "validation.price" });
    expect(refusedFields(() => parseInput(priceCents, 100_000_000_000))).toEqual({ "": "validation.price" });
  });
});
