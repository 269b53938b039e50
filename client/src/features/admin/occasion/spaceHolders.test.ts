import { describe, expect, it } from "vitest";
import {
  adminSpaceStatus,
  sameOccupancy,
  holdKindOf,
  isSelectable,
  selectionActions,
  spaceAccessibleName,
  spaceStatuses,
  spaceTooltipLines,
  ticketsBySpace,
  type HolderTicket,
} from "./spaceHolders";

/** Echoes the key and its options, so the tests see what was asked for. */
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}${JSON.stringify(options)}` : key);

const ticket = (bookingNumber: number, bookingStatus: string, clientName: string | null = null, spaceId = "s1"): HolderTicket => ({
  spaceId,
  bookingId: `b${bookingNumber}`,
  bookingNumber,
  bookingStatus,
  clientName,
});

describe("holdKindOf", () => {
  it("groups the holding statuses into held, awaiting renewal, booked and locked", () => {
    expect(["draft", "payment", "renewable", "booked", "locked"].map(holdKindOf)).toEqual(["held", "held", "renewal", "booked", "locked"]);
    expect(["cancelled", "expired", "refunded"].map(holdKindOf)).toEqual([null, null, null]);
  });
});

describe("adminSpaceStatus", () => {
  it("colours a seat by the booking that holds it", () => {
    expect(adminSpaceStatus(1, []).state).toBe("free");
    expect(adminSpaceStatus(1, [ticket(1, "draft")]).state).toBe("held");
    expect(adminSpaceStatus(1, [ticket(1, "payment")]).state).toBe("held");
    expect(adminSpaceStatus(1, [ticket(1, "booked")]).state).toBe("booked");
    expect(adminSpaceStatus(1, [ticket(1, "locked")])).toMatchObject({ state: "locked", locked: 1, remaining: 0 });
  });

  it("is partial while a larger space has room, and counts its house seats", () => {
    const status = adminSpaceStatus(200, [ticket(1, "booked"), ticket(1, "booked"), ticket(2, "locked")]);
    expect(status).toMatchObject({ state: "partial", taken: 3, remaining: 197, locked: 1 });
    expect(status.holders).toEqual([
      { bookingId: "b1", bookingNumber: 1, bookingStatus: "booked", clientName: null, tickets: 2 },
      { bookingId: "b2", bookingNumber: 2, bookingStatus: "locked", clientName: null, tickets: 1 },
    ]);
  });

  it("colours a full space by most of its places, ties going to locked, then booked", () => {
    expect(adminSpaceStatus(3, [ticket(1, "draft"), ticket(2, "draft"), ticket(3, "booked")]).state).toBe("held");
    expect(adminSpaceStatus(2, [ticket(1, "draft"), ticket(3, "booked")]).state).toBe("booked");
    expect(adminSpaceStatus(2, [ticket(1, "locked"), ticket(3, "booked")]).state).toBe("locked");
  });

  it("leaves out bookings that hold nothing", () => {
    expect(adminSpaceStatus(1, [ticket(1, "cancelled")])).toMatchObject({ state: "free", taken: 0, holders: [] });
  });

  it("sorts holders by booking number", () => {
    const status = adminSpaceStatus(10, [ticket(7, "booked"), ticket(3, "draft"), ticket(5, "booked")]);
    expect(status.holders.map((holder) => holder.bookingNumber)).toEqual([3, 5, 7]);
  });
});

describe("ticketsBySpace", () => {
  it("groups tickets by their space", () => {
    const grouped = ticketsBySpace([ticket(1, "booked", null, "a"), ticket(2, "booked", null, "b"), ticket(3, "draft", null, "a")]);
    expect(grouped.get("a")?.map((entry) => entry.bookingNumber)).toEqual([1, 3]);
    expect(grouped.get("b")).toHaveLength(1);
  });
});

describe("selection", () => {
  const free = adminSpaceStatus(1, []);
  const locked = adminSpaceStatus(1, [ticket(1, "locked")]);
  const booked = adminSpaceStatus(1, [ticket(2, "booked")]);
  const standing = adminSpaceStatus(100, [ticket(1, "locked")]);

  it("lets free places and house seats be selected, not places sold or held", () => {
    expect([free, locked, booked, standing].map(isSelectable)).toEqual([true, true, false, true]);
  });

  it("allows an action only when every selected space qualifies", () => {
    expect(selectionActions([])).toEqual({ lock: false, release: false, sell: false });
    expect(selectionActions([free])).toEqual({ lock: true, release: false, sell: true });
    expect(selectionActions([locked])).toEqual({ lock: false, release: true, sell: false });
    expect(selectionActions([free, locked])).toEqual({ lock: false, release: false, sell: false });
    expect(selectionActions([standing, locked])).toEqual({ lock: false, release: true, sell: false });
    expect(selectionActions([standing, free])).toEqual({ lock: true, release: false, sell: true });
  });
});

describe("texts", () => {
  it("names a space with its state, and its counts when it has several places", () => {
    expect(spaceAccessibleName("R1-S1", adminSpaceStatus(1, [ticket(1, "booked")]), t)).toBe("R1-S1, adminOccasion.state.booked");
    expect(spaceAccessibleName("Standing", adminSpaceStatus(200, [ticket(1, "booked")]), t)).toBe(
      'Standing, adminOccasion.state.partial, adminOccasion.space.taken{"taken":1,"capacity":200}',
    );
  });

  it("tells who holds a space: booking number, client and status, then how many more", () => {
    const status = adminSpaceStatus(1, [ticket(42, "payment", "Maija Virtanen")]);
    expect(spaceTooltipLines("R1-S1", status, t)).toEqual([
      "R1-S1, adminOccasion.state.held",
      'adminOccasion.tooltip.holder{"number":42,"client":"Maija Virtanen","status":"bookingStatus.payment","count":1}',
    ]);
    const crowd = adminSpaceStatus(
      100,
      [1, 2, 3, 4, 5, 6, 7].map((n) => ticket(n, "booked", n === 1 ? null : `Client ${n}`)),
    );
    const lines = spaceTooltipLines("Standing", crowd, t);
    expect(lines).toHaveLength(1 + 5 + 1);
    expect(lines[1]).toContain('"client":"adminOccasion.tooltip.noClient"');
    expect(lines.at(-1)).toBe('adminOccasion.tooltip.more{"count":2}');
  });

  it("says how many tickets a booking holds in a larger space", () => {
    const status = adminSpaceStatus(10, [ticket(5, "locked"), ticket(5, "locked")]);
    expect(spaceTooltipLines("Box", status, t)[1]).toMatch(/^adminOccasion\.tooltip\.holderTickets.*"count":2/);
  });
});

describe("sameOccupancy", () => {
  const entry = (spaceId: string, count: number, maxTickets = 1) => ({ spaceId, count, maxTickets });

  it("compares counts and capacities per space, in any order", () => {
    expect(sameOccupancy([entry("a", 1), entry("b", 0)], [entry("b", 0), entry("a", 1)])).toBe(true);
    expect(sameOccupancy([entry("a", 1)], [entry("a", 0)])).toBe(false);
    expect(sameOccupancy([entry("a", 1, 2)], [entry("a", 1, 3)])).toBe(false);
    expect(sameOccupancy([entry("a", 1)], [entry("a", 1), entry("b", 1)])).toBe(false);
    expect(sameOccupancy([entry("a", 1)], [entry("c", 1)])).toBe(false);
  });
});

describe("spaceStatuses", () => {
  it("gives every plan space its status, with the occasion's capacity over the plan's", () => {
    const statuses = spaceStatuses(
      [
        { id: "s1", name: "R1-S1", label: "Row 1, seat 1", maxTickets: 1 },
        { id: "st", name: "Standing", label: "Standing", maxTickets: 200 },
      ],
      [{ spaceId: "st", maxTickets: 2 }],
      [ticket(1, "booked", null, "st"), ticket(2, "draft", null, "st")],
    );
    expect(statuses.map(({ id, label, status }) => [id, label, status.state, status.capacity])).toEqual([
      ["s1", "Row 1, seat 1", "free", 1],
      ["st", "Standing", "booked", 2],
    ]);
  });
});
