import { describe, expect, it } from "vitest";
import { addZonedDays, atZonedTime, DEFAULT_TIME_ZONE, formatZoned, formatZonedDate, formatZonedTime, wallClock } from "./zoned-time.js";

const HELSINKI = "Europe/Helsinki";

describe("formatZonedDate and formatZonedTime", () => {
  it("formats dd.MM.yyyy and HH:mm in the venue time zone", () => {
    expect(formatZonedDate("2027-06-12T15:30:00.000Z", HELSINKI)).toBe("12.06.2027");
    expect(formatZonedTime("2027-06-12T15:30:00.000Z", HELSINKI)).toBe("18:30");
  });

  it("uses the venue's date, not UTC's, around midnight", () => {
    expect(formatZonedDate("2027-06-12T22:30:00.000Z", HELSINKI)).toBe("13.06.2027");
    expect(formatZonedTime("2027-06-12T22:30:00.000Z", HELSINKI)).toBe("01:30");
    expect(formatZonedDate("2027-01-05T08:00:00.000Z", "Europe/Stockholm")).toBe("05.01.2027");
    expect(formatZonedTime("2027-01-05T08:00:00.000Z", "Europe/Stockholm")).toBe("09:00");
  });

  it("takes Helsinki when the settings give no zone, and refuses an unknown one", () => {
    expect(DEFAULT_TIME_ZONE).toBe(HELSINKI);
    expect(formatZonedTime("2027-06-12T15:30:00.000Z", "")).toBe("18:30");
    expect(formatZonedTime("2027-06-12T15:30:00.000Z", null)).toBe("18:30");
    expect(() => formatZonedTime("2027-06-12T15:30:00.000Z", "Mars/Olympus")).toThrow(RangeError);
  });
});

describe("formatZoned", () => {
  it("formats dd.MM.yyyy HH:mm in the venue's zone, midnight as 00", () => {
    expect(formatZoned(new Date("2027-06-12T15:30:00.000Z"), HELSINKI)).toBe("12.06.2027 18:30");
    expect(formatZoned("2027-10-31T01:30:00.000Z", HELSINKI)).toBe("31.10.2027 03:30");
    expect(formatZoned("2027-12-31T22:30:00.000Z", HELSINKI)).toBe("01.01.2028 00:30");
  });
});

describe("wallClock", () => {
  it("reads the zone's calendar date and time of day, seconds included", () => {
    expect(wallClock(new Date("2027-12-31T22:30:15.000Z"), HELSINKI)).toEqual({
      year: 2028,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
      second: 15,
    });
  });
});

describe("atZonedTime", () => {
  it("is the instant the zone's wall clock shows the time on that calendar day, summer and winter", () => {
    expect(atZonedTime(new Date("2027-06-12T12:00:00Z"), 19, 0, HELSINKI).toISOString()).toBe("2027-06-12T16:00:00.000Z");
    expect(atZonedTime(new Date("2027-01-15T12:00:00Z"), 19, 0, HELSINKI).toISOString()).toBe("2027-01-15T17:00:00.000Z");
  });

  it("takes the calendar day in the zone, not in UTC", () => {
    // 23:30 UTC on 12 June is already 13 June in Helsinki.
    expect(atZonedTime(new Date("2027-06-12T23:30:00Z"), 10, 0, HELSINKI).toISOString()).toBe("2027-06-13T07:00:00.000Z");
  });

  it("moves a time the clocks skip forward by the skipped hour", () => {
    expect(atZonedTime(new Date("2027-03-28T12:00:00Z"), 3, 30, HELSINKI).toISOString()).toBe("2027-03-28T01:30:00.000Z");
  });
});

describe("addZonedDays", () => {
  it("keeps the wall-clock time across the spring change: 7 calendar days are 167 hours", () => {
    expect(addZonedDays(new Date("2026-04-01T07:00:00Z"), -7, HELSINKI).toISOString()).toBe("2026-03-25T08:00:00.000Z");
  });

  it("keeps seconds and milliseconds, and a day across the autumn change is 25 hours", () => {
    expect(addZonedDays(new Date("2026-10-25T10:00:00Z"), -1, HELSINKI).toISOString()).toBe("2026-10-24T09:00:00.000Z");
    expect(addZonedDays(new Date("2026-06-01T06:00:12.345Z"), 3, HELSINKI).toISOString()).toBe("2026-06-04T06:00:12.345Z");
  });
});
