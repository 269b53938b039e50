import { describe, expect, it } from "vitest";
import { seriesOccupancy } from "./series-occupancy.js";

describe("seriesOccupancy", () => {
  it("shows a seat free only when it is free on every date", () => {
    const first = [
      { spaceId: "a", count: 0, maxTickets: 1 },
      { spaceId: "b", count: 0, maxTickets: 1 },
    ];
    const second = [
      { spaceId: "a", count: 1, maxTickets: 1 },
      { spaceId: "b", count: 0, maxTickets: 1 },
    ];
    expect(seriesOccupancy([first, second])).toEqual([
      { spaceId: "a", count: 1, maxTickets: 1 },
      { spaceId: "b", count: 0, maxTickets: 1 },
    ]);
  });

  it("leaves an area what its fullest date has free, whatever the dates' capacities", () => {
    const merged = seriesOccupancy([
      [{ spaceId: "area", count: 2, maxTickets: 10 }],
      [{ spaceId: "area", count: 0, maxTickets: 5 }],
      [{ spaceId: "area", count: 4, maxTickets: 10 }],
    ]);
    expect(merged).toEqual([{ spaceId: "area", count: 0, maxTickets: 5 }]);
    expect(seriesOccupancy([[{ spaceId: "area", count: 9, maxTickets: 10 }], [{ spaceId: "area", count: 0, maxTickets: 5 }]])).toEqual([
      { spaceId: "area", count: 4, maxTickets: 5 },
    ]);
  });

  it("counts a space missing on a date as full", () => {
    expect(seriesOccupancy([[{ spaceId: "a", count: 0, maxTickets: 1 }], []])).toEqual([{ spaceId: "a", count: 1, maxTickets: 1 }]);
  });
});
