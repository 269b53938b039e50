import { describe, expect, it } from "vitest";
import { bestAvailable, MAX_CANDIDATES, type SeatCandidate } from "./best-available.js";

/**
 * A row as a picture: one character per seat from seat 1, `.` free, `x` taken, `w` a free wheelchair place,
 * ` ` an aisle (a gap in the numbering). Ids are `<section>-<row>-<seat>`.
 */
function row(section: string, rowNumber: number, picture: string, zone: string | null = null): SeatCandidate[] {
  return [...picture].flatMap((char, index) =>
    char === " "
      ? []
      : [
          {
            id: `${section}-${rowNumber}-${index + 1}`,
            section,
            row: String(rowNumber),
            seat: String(index + 1),
            free: char !== "x",
            single: true,
            accessible: char === "w",
            priceZoneId: zone,
          },
        ],
  );
}

const first = (answer: ReturnType<typeof bestAvailable>) => (answer.ok ? answer.alternatives[0] : answer.problem);

describe("bestAvailable", () => {
  it("seats a party together in the front row's middle", () => {
    const plan = [...row("A", 1, "........"), ...row("A", 2, "........")];
    expect(first(bestAvailable(plan, 2))).toEqual([["A-1-4", "A-1-5"]]);
  });

  it("never strands a single empty seat when a block that strands none exists", () => {
    // Seat 7 taken. Seats 2-3 would leave seat 1 alone against the row's end, 4-5 seat 6 alone before seat 7:
    // the blocks that strand nobody come first (nearest the middle first), the others only after them.
    const answer = bestAvailable(row("A", 1, "......x.."), 2);
    expect(answer.ok && answer.alternatives.slice(0, 4)).toEqual([
      [["A-1-5", "A-1-6"]],
      [["A-1-3", "A-1-4"]],
      [["A-1-1", "A-1-2"]],
      [["A-1-8", "A-1-9"]],
    ]);
  });

  it("strands a single seat only when nothing else seats the party together", () => {
    expect(first(bestAvailable(row("A", 1, "x...x"), 2))).toEqual([["A-1-2", "A-1-3"]]);
  });

  it("prefers a whole block in a later row to splitting the party in the front row", () => {
    const plan = [...row("A", 1, "..x..x.."), ...row("A", 2, "x....x")];
    expect(first(bestAvailable(plan, 4))).toEqual([["A-2-2", "A-2-3", "A-2-4", "A-2-5"]]);
  });

  it("does not count seats across an aisle as adjacent", () => {
    const plan = row("A", 1, "... ...");
    expect(first(bestAvailable(plan, 4))).toEqual([["A-1-1", "A-1-2", "A-1-3"], ["A-1-5"]]);
  });

  it("leaves wheelchair places and standing areas out, and lets a wheelchair place be a neighbour", () => {
    const standing: SeatCandidate = {
      id: "stand",
      section: "A",
      row: null,
      seat: null,
      free: true,
      single: false,
      accessible: false,
      priceZoneId: null,
    };
    const plan = [...row("A", 1, "w.."), standing];
    expect(first(bestAvailable(plan, 2))).toEqual([["A-1-2", "A-1-3"]]);
    expect(first(bestAvailable(plan, 3))).toBe("notEnough");
  });

  it("keeps to a preferred section or price zone", () => {
    const plan = [...row("A", 1, "...."), ...row("B", 1, "....", "cheap"), ...row("B", 2, "....", "dear")];
    // In a row of four, the middle pair would leave a single seat at each end: the pair at the aisle end is offered.
    expect(first(bestAvailable(plan, 2, { section: "B" }))).toEqual([["B-1-1", "B-1-2"]]);
    expect(first(bestAvailable(plan, 2, { priceZoneId: "dear" }))).toEqual([["B-2-1", "B-2-2"]]);
    expect(first(bestAvailable(plan, 2, { section: "C" }))).toBe("notEnough");
  });

  it("splits a party that no row seats together into as few blocks as possible, in one section", () => {
    const plan = [...row("A", 1, "xx..xx"), ...row("A", 2, "x...xx"), ...row("B", 1, ".x.x.x")];
    expect(first(bestAvailable(plan, 5))).toEqual([
      ["A-2-2", "A-2-3", "A-2-4"],
      ["A-1-3", "A-1-4"],
    ]);
  });

  it("says so when the plan has no numbered seats, or there are not enough free", () => {
    const standing: SeatCandidate = {
      id: "s",
      section: null,
      row: null,
      seat: null,
      free: true,
      single: false,
      accessible: false,
      priceZoneId: null,
    };
    expect(bestAvailable([standing], 2)).toEqual({ ok: false, problem: "noStructure" });
    expect(bestAvailable(row("A", 1, "x.x"), 2)).toEqual({ ok: false, problem: "notEnough" });
  });

  it("offers alternatives best first, up to a few, for when the best is taken meanwhile", () => {
    const answer = bestAvailable(row("A", 1, ".".repeat(20)), 2);
    expect(answer.ok && answer.alternatives.length).toBe(MAX_CANDIDATES);
  });

  it("seats a pair in a 2,000-seat hall where every other seat is taken apart, near each other in the front row", () => {
    const plan = Array.from({ length: 40 }, (_, index) => row(`S${index % 4}`, Math.floor(index / 4) + 1, "x.".repeat(25))).flat();
    expect(plan).toHaveLength(2000);
    expect(first(bestAvailable(plan, 2))).toEqual([["S0-1-26"], ["S0-1-24"]]);
  });
});
