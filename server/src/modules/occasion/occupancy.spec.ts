import type { DataSource } from "typeorm";
import { describe, expect, it } from "vitest";
import { OccupancySnapshots } from "./occupancy.js";

/** A data source whose reads answer when the test says, with the held count it says then. */
function heldDatabase() {
  const reads: Array<(held: number) => void> = [];
  const dataSource = {
    query: () => new Promise((resolve) => reads.push((held) => resolve([{ space_id: "a", held, max_tickets: 10 }]))),
  } as unknown as DataSource;
  return { dataSource, answer: (held: number) => reads.shift()!(held), pending: () => reads.length };
}

describe("occupancy snapshots", () => {
  it("the live feed's fresh read takes a load another reader started after a change, not the older snapshot", async () => {
    const db = heldDatabase();
    const snapshots = new OccupancySnapshots(db.dataSource, 1000, 0);
    const first = snapshots.get("o");
    db.answer(1);
    expect((await first).availability.remaining).toBe(9);
    // A change is known; a page's read starts the reload (and clears the mark) before the feed flushes.
    snapshots.markDirty("o");
    const pageRead = snapshots.get("o");
    expect(db.pending()).toBe(1);
    const feedRead = snapshots.get("o", { fresh: true });
    db.answer(2);
    expect((await pageRead).availability.remaining).toBe(8);
    expect((await feedRead).availability.remaining).toBe(8);
  });
});
