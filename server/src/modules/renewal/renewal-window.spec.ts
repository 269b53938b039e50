import { describe, expect, it } from "vitest";
import { nextSeasonDate, nextSeasonName, reminderDueAt, renewalWindow, windowPhase, zonedYear } from "./renewal-window.js";

const HELSINKI = "Europe/Helsinki";

describe("renewal window", () => {
  it("opens headsUpDays calendar days before the sale start at the same Helsinki wall-clock time across the spring change", () => {
    // Sale opens Wednesday 1 April 2026 10:00 EEST (UTC+3); the clocks went forward on 29 March.
    const saleStart = new Date("2026-04-01T07:00:00Z");
    const window = renewalWindow({ bookableStartTime: saleStart, headsUpDays: 7 }, null, HELSINKI);
    // 25 March 10:00 EET (UTC+2): 7 calendar days, 167 hours.
    expect(window.opensAt.toISOString()).toBe("2026-03-25T08:00:00.000Z");
    expect(window.closesAt).toEqual(saleStart);
    expect(windowPhase(window, new Date("2026-03-25T07:59:59.999Z"))).toBe("upcoming");
    expect(windowPhase(window, new Date("2026-03-25T08:00:00.000Z"))).toBe("open");
    expect(windowPhase(window, new Date("2026-04-01T06:59:59.999Z"))).toBe("open");
    expect(windowPhase(window, saleStart)).toBe("closed");
  });

  it("across the autumn change a window of one day is 25 hours long", () => {
    // Sale opens Sunday 25 October 2026 12:00 EET (UTC+2); the clocks went back at 04:00 that morning.
    const saleStart = new Date("2026-10-25T10:00:00Z");
    const window = renewalWindow({ bookableStartTime: saleStart, headsUpDays: 1 }, null, HELSINKI);
    expect(window.opensAt.toISOString()).toBe("2026-10-24T09:00:00.000Z");
  });

  it("with no heads-up days the window is empty: it opens and closes at the sale start", () => {
    const saleStart = new Date("2026-06-01T06:00:00Z");
    const window = renewalWindow({ bookableStartTime: saleStart, headsUpDays: 0 }, null, HELSINKI);
    expect(window.opensAt).toEqual(saleStart);
    expect(windowPhase(window, saleStart)).toBe("closed");
  });

  it("a customer's extended deadline keeps the window open past the sale start; an earlier one does not shorten it", () => {
    const saleStart = new Date("2026-06-01T06:00:00Z");
    const later = new Date("2026-06-05T06:00:00Z");
    expect(renewalWindow({ bookableStartTime: saleStart, headsUpDays: 3 }, later, HELSINKI).closesAt).toEqual(later);
    expect(renewalWindow({ bookableStartTime: saleStart, headsUpDays: 3 }, new Date("2026-05-01T00:00:00Z"), HELSINKI).closesAt).toEqual(
      saleStart,
    );
  });

  it("the reminder is due reminderDays before the deadline, but not before the window opens", () => {
    const saleStart = new Date("2026-06-10T06:00:00Z");
    const window = renewalWindow({ bookableStartTime: saleStart, headsUpDays: 14 }, null, HELSINKI);
    expect(reminderDueAt(window, 3, HELSINKI).toISOString()).toBe("2026-06-07T06:00:00.000Z");
    expect(reminderDueAt(window, 30, HELSINKI)).toEqual(window.opensAt);
  });
});

describe("next season's dates", () => {
  it("fall 52 weeks later on the same weekday at the same Helsinki time, also when summer time differs", () => {
    // Friday 13 March 2026 19:00 EET -> Friday 12 March 2027 19:00 EET.
    expect(nextSeasonDate(new Date("2026-03-13T17:00:00Z"), HELSINKI).toISOString()).toBe("2027-03-12T17:00:00.000Z");
    // Sunday 25 October 2026 19:00 EET (summer time ended that morning) -> Sunday 24 October 2027 19:00 EEST
    // (it ends on the 31st that year): still 19:00 there, an hour less than 52 weeks.
    expect(nextSeasonDate(new Date("2026-10-25T17:00:00Z"), HELSINKI).toISOString()).toBe("2027-10-24T16:00:00.000Z");
    const weekday = (date: Date) => new Intl.DateTimeFormat("en-GB", { timeZone: HELSINKI, weekday: "long" }).format(date);
    const source = new Date("2026-09-18T16:00:00Z");
    expect(weekday(nextSeasonDate(source, HELSINKI))).toBe(weekday(source));
  });
});

describe("next season's event name (issue 34)", () => {
  it("adds the new season's year to a name without one", () => {
    expect(nextSeasonName("Kevätkonsertit", 2026, 2027)).toBe("Kevätkonsertit 2027");
    expect(nextSeasonName("Spring concerts ", 2026, 2027)).toBe("Spring concerts 2027");
  });

  it("replaces the old year a name carries, and moves a season's span on", () => {
    expect(nextSeasonName("Kevätkonsertit 2026", 2026, 2027)).toBe("Kevätkonsertit 2027");
    expect(nextSeasonName("2026: Vårkonserter", 2026, 2027)).toBe("2027: Vårkonserter");
    expect(nextSeasonName("Season 2026–2027", 2026, 2027)).toBe("Season 2027–2028");
    expect(nextSeasonName("Kausi 2026/27", 2026, 2027)).toBe("Kausi 2027/28");
    expect(nextSeasonName("Kausi 2099-00", 2099, 2100)).toBe("Kausi 2100-01");
  });

  it("leaves numbers that are not years alone", () => {
    expect(nextSeasonName("1812 Overture in 3 parts", 2026, 2027)).toBe("1812 Overture in 3 parts 2027");
    expect(nextSeasonName("Symphony No. 5", 2026, 2027)).toBe("Symphony No. 5 2027");
    expect(nextSeasonName("Room A2026", 2026, 2027)).toBe("Room A2026 2027");
  });

  it("reads the year in the venue's time zone", () => {
    // 31 December 2026 23:30 UTC is already 1 January 2027 in Helsinki.
    expect(zonedYear(new Date("2026-12-31T23:30:00Z"), HELSINKI)).toBe(2027);
  });
});
