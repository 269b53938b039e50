import { describe, expect, it } from "vitest";
import { priceSpan, upcomingOccasions, zonedWeekday, type EmbedOccasion } from "./embedDates";

const occasion = (id: string, startTime: string, endTime: string | null = null): EmbedOccasion => ({
  id,
  name: "",
  title: null,
  startTime,
  endTime,
  bookable: true,
  bookableStartTime: null,
  bookableEndTime: null,
  status: "scheduled",
  availability: { remaining: 1, total: 1 },
  prices: [],
});

describe("the embed page's dates", () => {
  it("keeps the dates to come and those under way, in start order", () => {
    const now = Date.parse("2027-03-10T12:00:00Z");
    const dates = upcomingOccasions(
      [
        occasion("later", "2027-03-20T17:00:00Z"),
        occasion("past", "2027-03-01T17:00:00Z"),
        occasion("under way", "2027-03-10T11:00:00Z", "2027-03-10T14:00:00Z"),
        occasion("started, no end", "2027-03-10T11:59:00Z"),
      ],
      now,
    );
    expect(dates.map((date) => date.id)).toEqual(["under way", "later"]);
  });

  it("spans a date's prices, none without prices", () => {
    expect(priceSpan([{ price: 2500 }, { price: 1200 }, { price: 3000 }])).toEqual({ min: 1200, max: 3000 });
    expect(priceSpan([{ price: 1500 }])).toEqual({ min: 1500, max: 1500 });
    expect(priceSpan([])).toBeNull();
  });

  it("names the weekday in the venue's zone and the page's language", () => {
    // Saturday 00:30 in Helsinki, still Friday in UTC.
    const instant = "2027-03-12T22:30:00Z";
    expect(zonedWeekday(instant, "fi", "Europe/Helsinki")).toBe("la");
    expect(zonedWeekday(instant, "sv", "Europe/Helsinki")).toBe("lör");
    expect(zonedWeekday(instant, "en", "Europe/Helsinki")).toBe("Sat");
    expect(zonedWeekday(instant, "de", "UTC")).toBe("Fri");
  });
});
