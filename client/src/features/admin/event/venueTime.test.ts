import { describe, expect, it } from "vitest";
import { compareWallTimes, isoToWallTime, wallTimeToIso } from "./venueTime";

const HELSINKI = "Europe/Helsinki";

describe("venue wall time <-> ISO instant", () => {
  it("converts in the venue's zone, summer (UTC+3) and winter (UTC+2)", () => {
    expect(wallTimeToIso("2027-06-12 18:30:00", HELSINKI)).toBe("2027-06-12T15:30:00.000Z");
    expect(wallTimeToIso("2027-01-15 18:30:00", HELSINKI)).toBe("2027-01-15T16:30:00.000Z");
    expect(isoToWallTime("2027-06-12T15:30:00.000Z", HELSINKI)).toBe("2027-06-12 18:30:00");
    expect(isoToWallTime("2027-01-15T16:30:00.000Z", HELSINKI)).toBe("2027-01-15 18:30:00");
  });

  it("takes the venue's zone, not the browser's, and Helsinki when the settings give none", () => {
    expect(wallTimeToIso("2027-06-12 18:30:00", "America/New_York")).toBe("2027-06-12T22:30:00.000Z");
    expect(wallTimeToIso("2027-06-12 18:30:00", "")).toBe("2027-06-12T15:30:00.000Z");
    expect(wallTimeToIso("2027-06-12 18:30", HELSINKI)).toBe("2027-06-12T15:30:00.000Z");
  });

  it("spring forward, 2027-03-28 in Helsinki: 03:00-04:00 does not exist", () => {
    expect(wallTimeToIso("2027-03-28 02:59:00", HELSINKI)).toBe("2027-03-28T00:59:00.000Z");
    expect(wallTimeToIso("2027-03-28 04:00:00", HELSINKI)).toBe("2027-03-28T01:00:00.000Z");
    // A skipped time moves forward by the skipped hour: 03:30 is 04:30 summer time.
    expect(wallTimeToIso("2027-03-28 03:30:00", HELSINKI)).toBe("2027-03-28T01:30:00.000Z");
    expect(isoToWallTime("2027-03-28T00:59:00.000Z", HELSINKI)).toBe("2027-03-28 02:59:00");
    expect(isoToWallTime("2027-03-28T01:00:00.000Z", HELSINKI)).toBe("2027-03-28 04:00:00");
    // Evening of the change day is summer time.
    expect(wallTimeToIso("2027-03-28 19:00:00", HELSINKI)).toBe("2027-03-28T16:00:00.000Z");
  });

  it("fall back, 2027-10-31 in Helsinki: 03:00-04:00 happens twice", () => {
    expect(wallTimeToIso("2027-10-31 02:59:00", HELSINKI)).toBe("2027-10-30T23:59:00.000Z");
    // The first 03:30 (still summer time) is chosen.
    expect(wallTimeToIso("2027-10-31 03:30:00", HELSINKI)).toBe("2027-10-31T00:30:00.000Z");
    expect(wallTimeToIso("2027-10-31 04:00:00", HELSINKI)).toBe("2027-10-31T02:00:00.000Z");
    expect(isoToWallTime("2027-10-31T00:30:00.000Z", HELSINKI)).toBe("2027-10-31 03:30:00");
    expect(isoToWallTime("2027-10-31T01:30:00.000Z", HELSINKI)).toBe("2027-10-31 03:30:00");
    // Evening of the change day is winter time.
    expect(wallTimeToIso("2027-10-31 19:00:00", HELSINKI)).toBe("2027-10-31T17:00:00.000Z");
  });

  it("keeps the loaded instant while its wall time is unchanged (the second 03:30 stays the second)", () => {
    const second = "2027-10-31T01:30:00.000Z";
    expect(wallTimeToIso(isoToWallTime(second, HELSINKI), HELSINKI, second)).toBe(second);
    expect(wallTimeToIso("2027-10-31 03:45:00", HELSINKI, second)).toBe("2027-10-31T00:45:00.000Z");
  });

  it("round-trips every quarter hour across both change days", () => {
    for (const day of ["2027-03-28", "2027-10-31"]) {
      const start = Date.parse(`${day}T00:00:00.000Z`) - 3 * 3_600_000;
      for (let minutes = 0; minutes < 30 * 60; minutes += 15) {
        const iso = new Date(start + minutes * 60_000).toISOString();
        const wall = isoToWallTime(iso, HELSINKI);
        expect(wallTimeToIso(wall, HELSINKI, iso)).toBe(iso);
        // Without the loaded instant, only the repeated hour's second occurrence reads back as the first.
        const fresh = wallTimeToIso(wall, HELSINKI)!;
        expect(isoToWallTime(fresh, HELSINKI)).toBe(wall);
      }
    }
  });

  it("leaves empty values empty", () => {
    expect(wallTimeToIso(null, HELSINKI)).toBeNull();
    expect(wallTimeToIso("", HELSINKI)).toBeNull();
    expect(isoToWallTime(null, HELSINKI)).toBeNull();
  });

  it("orders wall times, with or without seconds", () => {
    expect(compareWallTimes("2027-06-12 18:30", "2027-06-12 18:30:00")).toBe(0);
    expect(compareWallTimes("2027-06-12 18:30:00", "2027-06-12 09:00:00")).toBeGreaterThan(0);
    expect(compareWallTimes(null, "2027-06-12 09:00:00")).toBeNull();
  });
});
