import { describe, expect, it } from "vitest";
import { ANNOUNCE_INTERVAL_MS, aheadMark, announcementDelay } from "./useCalmAnnouncement";

describe("the waiting room's calm announcements", () => {
  it("marks the line at round numbers, not at every step", () => {
    expect(aheadMark(null)).toBe(-1);
    expect(aheadMark(40)).toBe(aheadMark(21));
    expect(aheadMark(40)).not.toBe(aheadMark(12));
    expect(aheadMark(1)).not.toBe(aheadMark(0));
    expect(aheadMark(100_000)).toBe(0);
  });

  it("says a new standing at once, a change within one at most every 30 s, and the same thing never twice", () => {
    const waiting = { standing: "WAITING", detail: `${aheadMark(40)}|false` };
    const closer = { standing: "WAITING", detail: `${aheadMark(12)}|false` };
    expect(announcementDelay(null, waiting, 0)).toBe(0);
    const last = { topic: waiting, at: 1_000 };
    expect(announcementDelay(last, waiting, 60_000)).toBeNull();
    expect(announcementDelay(last, closer, 11_000)).toBe(ANNOUNCE_INTERVAL_MS - 10_000);
    expect(announcementDelay(last, closer, 1_000 + ANNOUNCE_INTERVAL_MS)).toBe(0);
    expect(announcementDelay(last, { standing: "ADMITTED", detail: "-1|false" }, 2_000)).toBe(0);
  });
});
