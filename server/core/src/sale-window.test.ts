import { describe, expect, it } from "vitest";
import { saleState } from "./sale-window.js";

describe("saleState", () => {
  const now = Date.parse("2026-11-22T10:00:00Z");
  const base = { startTime: "2026-12-01T17:00:00Z", bookable: true, bookableStartTime: null, bookableEndTime: null };

  it("is on sale when bookable, the window open, before the start", () => {
    expect(saleState(base, now)).toEqual({ onSale: true });
    expect(saleState({ ...base, bookableStartTime: "2026-11-01T09:00:00Z", bookableEndTime: "2026-11-30T00:00:00Z" }, now)).toEqual({
      onSale: true,
    });
  });

  it("is not on sale when not bookable at all", () => {
    expect(saleState({ ...base, bookable: false }, now)).toEqual({ onSale: false, reason: "notBookable" });
  });

  it("is never on sale when cancelled, whatever its window says (issue 34, item 9)", () => {
    expect(saleState({ ...base, status: "cancelled" }, now)).toEqual({ onSale: false, reason: "cancelled" });
    expect(saleState({ ...base, status: "cancelled", bookableStartTime: "2026-11-25T07:00:00Z" }, now)).toEqual({
      onSale: false,
      reason: "cancelled",
    });
    expect(saleState({ ...base, status: "scheduled" }, now)).toEqual({ onSale: true });
  });

  it("is not on sale yet before the window opens, and says when it opens", () => {
    expect(saleState({ ...base, bookableStartTime: "2026-11-25T07:00:00Z" }, now)).toEqual({
      onSale: false,
      reason: "notYet",
      opens: "2026-11-25T07:00:00Z",
    });
  });

  it("has ended after the window's end, or without one after the start", () => {
    expect(saleState({ ...base, bookableEndTime: "2026-11-22T09:59:59Z" }, now)).toEqual({ onSale: false, reason: "ended" });
    expect(saleState({ ...base, startTime: "2026-11-22T10:00:00Z" }, now)).toEqual({ onSale: false, reason: "ended" });
  });

  it("reads the server's Dates as the client's strings: opens at the window's start, closes at its end", () => {
    const at = new Date(now);
    const dates = { startTime: new Date("2026-12-01T17:00:00Z"), bookable: true, bookableStartTime: at, bookableEndTime: null };
    expect(saleState(dates, at)).toEqual({ onSale: true });
    expect(saleState(dates, now - 1)).toEqual({ onSale: false, reason: "notYet", opens: at });
    expect(saleState({ ...dates, bookableStartTime: null, bookableEndTime: at }, at)).toEqual({ onSale: false, reason: "ended" });
  });
});
