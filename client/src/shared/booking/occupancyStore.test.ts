import { InMemoryCache } from "@apollo/client";
import { afterEach, describe, expect, it } from "vitest";
import { applyOccupancyUpdate, changeOccupancy, dropOptimisticChange, forgetNewestOccupancy } from "./occupancyCache";
import { occupancyState, setOccupancy, subscribeOccupancy } from "./occupancyStore";

const OCCASION = "occasion-1";
const entries = (counts: number[]) => counts.map((count, index) => ({ spaceId: `s${index}`, count, maxTickets: 1 }));

afterEach(() => forgetNewestOccupancy());

describe("the occupancy store", () => {
  it("replaces only the entries that changed, and tells its readers once per change", () => {
    setOccupancy(OCCASION, entries([0, 0, 1]));
    const before = occupancyState(OCCASION)!;
    const [s0, s1] = [before.bySpace.get("s0"), before.bySpace.get("s1")];
    let calls = 0;
    const unsubscribe = subscribeOccupancy(OCCASION, () => calls++);
    setOccupancy(OCCASION, entries([0, 1, 1]));
    const after = occupancyState(OCCASION)!;
    expect(after).not.toBe(before);
    expect(after.bySpace.get("s0")).toBe(s0);
    expect(after.bySpace.get("s1")).not.toBe(s1);
    expect(after.bySpace.get("s1")).toMatchObject({ count: 1 });
    setOccupancy(OCCASION, entries([0, 1, 1]));
    expect(occupancyState(OCCASION)).toBe(after);
    expect(calls).toBe(1);
    setOccupancy(OCCASION, entries([0, 1]));
    expect(occupancyState(OCCASION)!.bySpace.has("s2")).toBe(false);
    unsubscribe();
  });

  it("takes live updates unless older than what it has", () => {
    const cache = new InMemoryCache();
    const update = (counts: number[], takenAt: number) => ({
      occasionId: OCCASION,
      occupancy: entries(counts),
      availability: { remaining: 0, total: counts.length },
      occupancyTakenAt: takenAt,
    });
    applyOccupancyUpdate(cache, update([1, 0], 2_000), { listInCache: false });
    applyOccupancyUpdate(cache, update([0, 0], 1_000), { listInCache: false });
    expect(occupancyState(OCCASION)!.bySpace.get("s0")).toMatchObject({ count: 1 });
  });

  it("counts a pick once across its optimistic and its real pass, and not at all when refused", () => {
    const cache = new InMemoryCache();
    setOccupancy(OCCASION, entries([0, 0]));
    changeOccupancy(cache, OCCASION, "s0", 1, 1, true);
    expect(occupancyState(OCCASION)!.bySpace.get("s0")).toMatchObject({ count: 1 });
    changeOccupancy(cache, OCCASION, "s0", 1, 1);
    expect(occupancyState(OCCASION)!.bySpace.get("s0")).toMatchObject({ count: 1 });
    // Refused: the next pick of the place is counted again.
    setOccupancy(OCCASION, entries([0, 0]));
    changeOccupancy(cache, OCCASION, "s1", 1, 1, true);
    dropOptimisticChange(OCCASION, "s1", 1);
    setOccupancy(OCCASION, entries([0, 0]));
    changeOccupancy(cache, OCCASION, "s1", 1, 1, true);
    expect(occupancyState(OCCASION)!.bySpace.get("s1")).toMatchObject({ count: 1 });
  });
});
