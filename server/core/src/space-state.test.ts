import { describe, expect, it } from "vitest";
import { SPACE_STATES, spaceStatus } from "./space-state.js";

const seat = { id: "s1", name: "R1-S1", maxTickets: 1, spaceType: { name: "Seat" } };
const standing = { id: "st", name: "standing-A", maxTickets: 200, spaceType: { name: "Standing" } };

describe("spaceStatus", () => {
  it("is free without occupancy, full at capacity", () => {
    expect(spaceStatus(seat, undefined, 0)).toEqual({ state: "free", remaining: 1, total: 1, mine: 0 });
    expect(spaceStatus(seat, { spaceId: "s1", count: 1, maxTickets: 1 }, 0)).toMatchObject({ state: "full", remaining: 0 });
  });

  it("is partial when some places of a larger space are taken", () => {
    expect(spaceStatus(standing, { spaceId: "st", count: 150, maxTickets: 200 }, 0)).toMatchObject({
      state: "partial",
      remaining: 50,
      total: 200,
    });
  });

  it("is yours when the held draft has tickets there, even when full", () => {
    expect(spaceStatus(seat, { spaceId: "s1", count: 1, maxTickets: 1 }, 1)).toMatchObject({ state: "yours", mine: 1 });
  });

  it("takes the occasion's capacity over the plan's and clamps overcounts", () => {
    expect(spaceStatus(standing, { spaceId: "st", count: 120, maxTickets: 100 }, 0)).toMatchObject({
      state: "full",
      remaining: 0,
      total: 100,
    });
  });
});

describe("SPACE_STATES", () => {
  it("lists every state spaceStatus gives, yours last (only the application knows the visitor's draft)", () => {
    expect(SPACE_STATES).toEqual(["free", "partial", "full", "yours"]);
    expect(spaceStatus(seat, undefined).state).toBe("free");
  });
});
