import { describe, expect, it } from "vitest";
import { occasionSummary } from "./eventList";

describe("occasionSummary", () => {
  const now = new Date("2027-06-12T12:00:00.000Z");

  it("counts every occasion and names the earliest one still to come", () => {
    const occasions = [
      { startTime: "2027-06-20T15:00:00.000Z" },
      { startTime: "2027-06-01T15:00:00.000Z" },
      { startTime: "2027-06-13T15:00:00.000Z" },
    ];
    expect(occasionSummary(occasions, now)).toEqual({ count: 3, next: "2027-06-13T15:00:00.000Z" });
  });

  it("has no next date when every occasion has started, or there are none", () => {
    expect(occasionSummary([{ startTime: "2027-06-01T15:00:00.000Z" }], now)).toEqual({ count: 1, next: null });
    expect(occasionSummary([], now)).toEqual({ count: 0, next: null });
  });
});
