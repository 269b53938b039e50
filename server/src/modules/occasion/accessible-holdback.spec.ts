import { describe, expect, it } from "vitest";
import { accessibleHeldUntil, heldBackPlaces, validHoldbackHours } from "./accessible-holdback.js";

describe("accessible holdback rules", () => {
  it("holds places back until the set hours before the start, unless released or unset", () => {
    const startTime = new Date("2027-03-10T17:00:00Z");
    expect(accessibleHeldUntil({ startTime, accessibleHoldbackHours: 48, accessibleReleasedAt: null })).toEqual(
      new Date("2027-03-08T17:00:00Z"),
    );
    expect(accessibleHeldUntil({ startTime, accessibleHoldbackHours: null, accessibleReleasedAt: null })).toBeNull();
    expect(accessibleHeldUntil({ startTime, accessibleHoldbackHours: 48, accessibleReleasedAt: new Date() })).toBeNull();
  });

  it("accepts whole hours from 1 to 720, or none", () => {
    for (const hours of [null, undefined, 1, 24, 720]) expect(validHoldbackHours(hours)).toBe(true);
    for (const hours of [0, -1, 721, 1.5, Number.NaN]) expect(validHoldbackHours(hours)).toBe(false);
  });

  it("holds back wheelchair places and the companion seats linked to them, not links to ordinary seats", () => {
    const places = heldBackPlaces([
      { id: "w1", accessible: true, companionOfId: null },
      { id: "c1", accessible: false, companionOfId: "w1" },
      { id: "c2", accessible: false, companionOfId: "w1" },
      { id: "w2", accessible: true, companionOfId: null },
      { id: "odd", accessible: false, companionOfId: "seat" },
      { id: "seat", accessible: false, companionOfId: null },
    ]);
    expect(Object.fromEntries(places)).toEqual({
      w1: { kind: "place" },
      w2: { kind: "place" },
      c1: { kind: "companion", placeId: "w1" },
      c2: { kind: "companion", placeId: "w1" },
    });
  });
});
