import { describe, expect, it } from "vitest";
import { levelOf, priceLevels } from "./priceLevels";

const prices = [
  { ticketTypeId: "adult", price: 2500, priceZoneId: null },
  { ticketTypeId: "child", price: 1000, priceZoneId: null },
  { ticketTypeId: "adult", price: 3500, priceZoneId: "front" },
  { ticketTypeId: "adult", price: 2000, priceZoneId: "back" },
  { ticketTypeId: "adult", price: 3500, priceZoneId: "box" },
];

describe("price levels of a map", () => {
  it("numbers the zones' price sets from the dearest, zones priced alike sharing a level", () => {
    const levels = priceLevels(prices, [null, "front", "back", "box", "front", null]);
    expect(levels.levels.map((level) => [level.level, level.prices.map((price) => price.price)])).toEqual([
      [1, [3500, 1000]],
      [2, [2500, 1000]],
      [3, [2000, 1000]],
    ]);
    expect(levelOf(levels, "front")).toBe(1);
    expect(levelOf(levels, "box")).toBe(1);
    expect(levelOf(levels, null)).toBe(2);
    expect(levelOf(levels, "back")).toBe(3);
  });

  it("only counts the zones that have spaces on the map", () => {
    const levels = priceLevels(prices, [null, "back"]);
    expect(levels.levels).toHaveLength(2);
    expect(levelOf(levels, "back")).toBe(2);
  });

  it("does not mark a map whose places all cost the same", () => {
    const levels = priceLevels(prices, [null, "unpriced-zone", null]);
    expect(levels.levels).toHaveLength(1);
    expect(levelOf(levels, null)).toBeUndefined();
    expect(levelOf(levels, "unpriced-zone")).toBeUndefined();
  });
});
