import { InMemoryCache } from "@apollo/client";
import { afterEach, describe, expect, it } from "vitest";
import {
  applyOccupancyUpdate,
  changeOccupancy,
  dropOptimisticChange,
  followOccupancyChanges,
  forgetNewestOccupancy,
  newestOccasionAnswer,
} from "./occupancyCache";
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
    applyOccupancyUpdate(cache, update([1, 0], 2_000));
    applyOccupancyUpdate(cache, update([0, 0], 1_000));
    expect(occupancyState(OCCASION)!.bySpace.get("s0")).toMatchObject({ count: 1 });
  });

  describe("following a subscription's changes", () => {
    const live = (changes: Array<[index: number, count: number]>, takenAt: number, complete = false) => ({
      occasionId: OCCASION,
      changes: changes.map(([index, count]) => ({ spaceId: `s${index}`, count, maxTickets: 1 })),
      complete,
      availability: { remaining: 0, total: 3 },
      occupancyTakenAt: takenAt,
    });
    /** The subscription's whole state: place s<i> with counts[i]. */
    const whole = (counts: number[], takenAt: number) =>
      live(
        counts.map((count, index): [number, number] => [index, count]),
        takenAt,
        true,
      );
    const counts = () => [...occupancyState(OCCASION)!.bySpace.values()].map((entry) => entry.count);

    it("takes the whole state first, then only the spaces that changed", () => {
      const follow = followOccupancyChanges(new InMemoryCache());
      follow(whole([0, 0, 1], 1_000));
      const first = occupancyState(OCCASION)!;
      expect(counts()).toEqual([0, 0, 1]);
      follow(live([[1, 1]], 2_000));
      const second = occupancyState(OCCASION)!;
      expect(counts()).toEqual([0, 1, 1]);
      expect(second.bySpace.get("s0"), "an unchanged place keeps its entry").toBe(first.bySpace.get("s0"));
      follow(live([], 3_000));
      expect(occupancyState(OCCASION), "nothing changed, nothing to redraw").toBe(second);
    });

    it("after a newer query answer, gives the store its whole state again (a change it skipped may have been undone)", () => {
      const follow = followOccupancyChanges(new InMemoryCache());
      follow(whole([0, 0, 0], 1_000));
      follow(live([[1, 1]], 2_000));
      // Another server process answers a query read at 3,000, while s0 was held for a moment: taken.
      newestOccasionAnswer({ id: OCCASION, occupancyTakenAt: 3_000, occupancy: entries([1, 1, 0]), availability: {} });
      expect(occupancyState(OCCASION)!.bySpace.get("s0")).toMatchObject({ count: 1 });
      // From 2,000 to 4,000 s0 did not change (free, then free again): the update does not list it.
      follow(live([[2, 1]], 4_000));
      expect(counts()).toEqual([0, 1, 1]);
    });

    it("an update older than a query answer already taken changes nothing", () => {
      const follow = followOccupancyChanges(new InMemoryCache());
      follow(whole([0, 0, 0], 1_000));
      newestOccasionAnswer({ id: OCCASION, occupancyTakenAt: 3_000, occupancy: entries([0, 0, 1]), availability: {} });
      follow(live([[0, 1]], 2_000));
      expect(counts()).toEqual([0, 0, 1]);
    });

    it("undoes with the next update a change counted here that no update lists (a removal counted after the feed showed it)", () => {
      const follow = followOccupancyChanges(new InMemoryCache());
      const place = (count: number) => ({ spaceId: "area", count, maxTickets: 5 });
      follow({ ...live([], 1_000, true), changes: [place(3)] });
      follow({ ...live([], 2_000), changes: [place(2)] }); // the visitor's removal, as the feed saw it
      changeOccupancy(new InMemoryCache(), OCCASION, "area", -1, 5); // the removal's answer, handled after
      expect(occupancyState(OCCASION)!.bySpace.get("area")).toMatchObject({ count: 1 });
      follow(live([[0, 1]], 3_000)); // another place changes: the area is not listed
      expect(occupancyState(OCCASION)!.bySpace.get("area")).toMatchObject({ count: 2 });
    });

    it("after updates older than a query answer, the next newer one brings what they changed too", () => {
      const follow = followOccupancyChanges(new InMemoryCache());
      follow(whole([0, 0, 0], 1_000));
      newestOccasionAnswer({ id: OCCASION, occupancyTakenAt: 3_000, occupancy: entries([0, 0, 0]), availability: {} });
      follow(live([[0, 1]], 2_500)); // older than the answer: not shown now
      follow(live([[2, 1]], 4_000));
      expect(counts()).toEqual([1, 0, 1]);
    });

    it("takes no changes before the subscription's first whole state", () => {
      const follow = followOccupancyChanges(new InMemoryCache());
      setOccupancy(OCCASION, entries([0, 0, 0]));
      follow(live([[1, 1]], 2_000));
      expect(counts()).toEqual([0, 0, 0]);
      follow(whole([0, 1, 1], 3_000));
      expect(counts()).toEqual([0, 1, 1]);
    });

    it("a query answer older than the followed state is answered with the followed state", () => {
      const follow = followOccupancyChanges(new InMemoryCache());
      follow(whole([0, 0, 0], 1_000));
      follow(live([[2, 1]], 5_000));
      const answer = newestOccasionAnswer({ id: OCCASION, occupancyTakenAt: 4_000, occupancy: entries([0, 0, 0]), availability: {} });
      expect(answer.occupancy).toMatchObject([{ count: 0 }, { count: 0 }, { spaceId: "s2", count: 1 }]);
      expect(answer.occupancyTakenAt).toBe(5_000);
    });
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
