import { describe, expect, it } from "vitest";
import { seriesSaleState, splitPassPrice } from "./series-pass.js";

describe("splitPassPrice", () => {
  it("shares a price over the dates in whole cents that add up to it, the extra cents to the earliest dates", () => {
    expect(splitPassPrice(20000, 8)).toEqual([2500, 2500, 2500, 2500, 2500, 2500, 2500, 2500]);
    expect(splitPassPrice(10001, 3)).toEqual([3334, 3334, 3333]);
    expect(splitPassPrice(5, 8)).toEqual([1, 1, 1, 1, 1, 0, 0, 0]);
    expect(splitPassPrice(0, 2)).toEqual([0, 0]);
    for (const [price, dates] of [
      [12345, 7],
      [99999, 60],
      [1, 1],
    ] as const)
      expect(splitPassPrice(price, dates).reduce((sum, share) => sum + share, 0)).toBe(price);
  });

  it("refuses what is not a price or a number of dates", () => {
    expect(() => splitPassPrice(10.5, 2)).toThrow(RangeError);
    expect(() => splitPassPrice(-1, 2)).toThrow(RangeError);
    expect(() => splitPassPrice(100, 0)).toThrow(RangeError);
  });
});

describe("seriesSaleState", () => {
  const dates = ["2027-03-01T16:00:00Z", "2027-02-01T16:00:00Z"];
  it("is on sale from its window's start until its first date begins", () => {
    const series = { published: true, saleStart: "2027-01-01T08:00:00Z", dateStarts: dates };
    expect(seriesSaleState(series, Date.parse("2026-12-31T08:00:00Z"))).toEqual({
      onSale: false,
      reason: "notYet",
      opens: "2027-01-01T08:00:00Z",
    });
    expect(seriesSaleState(series, Date.parse("2027-01-15T08:00:00Z"))).toEqual({ onSale: true });
    expect(seriesSaleState(series, Date.parse("2027-02-01T16:00:00Z"))).toEqual({ onSale: false, reason: "ended" });
  });

  it("closes at its window's end when that comes first, and never past the first date", () => {
    expect(
      seriesSaleState({ published: true, saleEnd: "2027-01-10T00:00:00Z", dateStarts: dates }, Date.parse("2027-01-10T00:00:00Z")),
    ).toEqual({
      onSale: false,
      reason: "ended",
    });
    expect(
      seriesSaleState({ published: true, saleEnd: "2027-06-01T00:00:00Z", dateStarts: dates }, Date.parse("2027-02-02T00:00:00Z")),
    ).toEqual({
      onSale: false,
      reason: "ended",
    });
  });

  it("is not on sale unpublished or without dates", () => {
    expect(seriesSaleState({ published: false, dateStarts: dates }, 0)).toEqual({ onSale: false, reason: "notPublished" });
    expect(seriesSaleState({ published: true, dateStarts: [] }, 0)).toEqual({ onSale: false, reason: "noDates" });
  });
});
