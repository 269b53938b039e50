import { describe, expect, it } from "vitest";
import { pricesForZone } from "./zonePrices";

const prices = [
  { ticketTypeId: "adult", price: 2500, priceZoneId: null },
  { ticketTypeId: "adult", price: 3500, priceZoneId: "front" },
  { ticketTypeId: "child", price: 1000, priceZoneId: null },
  { ticketTypeId: "child", price: 800, priceZoneId: "back" },
  { ticketTypeId: "vip", price: 9000, priceZoneId: "front" },
];

describe("prices for a space's zone", () => {
  it("takes the zone's price where it has one, else the plain one, each ticket type once", () => {
    expect(pricesForZone(prices, "front").map((price) => [price.ticketTypeId, price.price])).toEqual([
      ["adult", 3500],
      ["child", 1000],
      ["vip", 9000],
    ]);
    expect(pricesForZone(prices, "back").map((price) => [price.ticketTypeId, price.price])).toEqual([
      ["adult", 2500],
      ["child", 800],
    ]);
  });

  it("gives a space without a zone only the plain prices", () => {
    expect(pricesForZone(prices, null).map((price) => price.price)).toEqual([2500, 1000]);
    expect(pricesForZone(prices, undefined)).toHaveLength(2);
  });
});
