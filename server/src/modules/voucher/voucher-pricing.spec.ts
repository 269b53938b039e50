import { describe, expect, it } from "vitest";
import { discountedPrice, inScope } from "./voucher-pricing.js";

describe("discountedPrice", () => {
  it("takes an amount off, never below zero", () => {
    expect(discountedPrice("amount", 500, 2000)).toBe(1500);
    expect(discountedPrice("amount", 5000, 2000)).toBe(0);
  });
  it("takes a percentage off, the cents off rounded half up per ticket", () => {
    expect(discountedPrice("percent", 1500, 1990)).toBe(1691); // 298.5 off rounds to 299
    expect(discountedPrice("percent", 1500, 1993)).toBe(1694); // 298.95 off rounds to 299
    expect(discountedPrice("percent", 10000, 1990)).toBe(0);
  });
  it("charges a fixed price, never more than the list price", () => {
    expect(discountedPrice("fixed", 1000, 2500)).toBe(1000);
    expect(discountedPrice("fixed", 3000, 2500)).toBe(2500);
  });
});

describe("inScope", () => {
  const ticket = { eventId: "e", occasionId: "o", ticketTypeId: "t", priceZoneId: "z" };
  const any = { eventIds: [], occasionIds: [], ticketTypeIds: [], priceZoneIds: [] };
  it("matches anything with empty lists and each listed dimension on its own", () => {
    expect(inScope(any, ticket)).toBe(true);
    expect(inScope({ ...any, eventIds: ["x"] }, ticket)).toBe(false);
    expect(inScope({ ...any, occasionIds: ["o"], ticketTypeIds: ["x"] }, ticket)).toBe(false);
    expect(inScope({ ...any, priceZoneIds: ["z"] }, ticket)).toBe(true);
    expect(inScope({ ...any, priceZoneIds: ["z"] }, { ...ticket, priceZoneId: null })).toBe(false);
  });
});
