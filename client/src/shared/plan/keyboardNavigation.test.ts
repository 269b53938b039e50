import { describe, expect, it } from "vitest";
import { listTarget, mapNavigation, type NavigationKey, type NavigationPlace } from "./keyboardNavigation";

const SIZE = 10;
const PITCH = 20;

/** A seat `R{row}-S{seat}` of a section, its left edge at `x`, its row's top at row × PITCH. */
function seat(section: string, row: number, seatNumber: number, x: number, rowY = row * PITCH): NavigationPlace {
  return { id: `${section}:R${row}-S${seatNumber}`, section, row: String(row), box: { x, y: rowY, width: SIZE, height: SIZE } };
}

/**
 * Two sections side by side across an aisle: the left one's rows widen towards the back (3, 4, 5 seats, the last
 * one with a gap after its second seat), the right one has rows 1 and 2 level with the left one's; a wheelchair
 * place without a row at the end of row 3, and a standing area across the back.
 */
const hall: NavigationPlace[] = [
  // Drawn in no particular order: the rows are sorted by x.
  seat("L", 1, 3, 60),
  seat("L", 1, 1, 20),
  seat("L", 1, 2, 40),
  ...[1, 2, 3, 4].map((n) => seat("L", 2, n, n * PITCH)),
  seat("L", 3, 1, 0),
  seat("L", 3, 2, 20),
  seat("L", 3, 3, 80),
  seat("L", 3, 4, 100),
  seat("L", 3, 5, 120),
  ...[1, 2].map((n) => seat("R", 1, n, 200 + n * PITCH)),
  ...[1, 2].map((n) => seat("R", 2, n, 200 + n * PITCH)),
  { id: "wheelchair-1", box: { x: 150, y: 3 * PITCH, width: 2 * SIZE, height: SIZE } },
  { id: "standing-A", section: "A", box: { x: 0, y: 100, width: 300, height: 40 } },
];

const move = (from: string, key: NavigationKey, options?: { ctrlKey?: boolean }, places = hall) =>
  mapNavigation(places).target(from, key, options);

describe("mapNavigation", () => {
  it("moves along a row with Left and Right, across its gap, by where the seats are drawn", () => {
    expect(move("L:R1-S1", "ArrowRight")).toBe("L:R1-S2");
    expect(move("L:R1-S2", "ArrowRight")).toBe("L:R1-S3");
    expect(move("L:R1-S3", "ArrowLeft")).toBe("L:R1-S2");
    expect(move("L:R3-S2", "ArrowRight")).toBe("L:R3-S3");
    expect(move("L:R3-S3", "ArrowLeft")).toBe("L:R3-S2");
  });

  it("moves to the nearest seat by x in the row above or below in the section, rows of uneven length too", () => {
    expect(move("L:R1-S1", "ArrowDown")).toBe("L:R2-S1");
    expect(move("L:R2-S4", "ArrowUp")).toBe("L:R1-S3");
    expect(move("L:R2-S1", "ArrowDown")).toBe("L:R3-S2");
    // Row 3's seats after its gap: row 2's nearest is its last seat.
    expect(move("L:R3-S4", "ArrowUp")).toBe("L:R2-S4");
    expect(move("R:R1-S2", "ArrowDown")).toBe("R:R2-S2");
  });

  it("leaves a row's end, and a section's first or last row, for the nearest place drawn that way", () => {
    // Across the aisle to the same row of the next section.
    expect(move("L:R1-S3", "ArrowRight")).toBe("R:R1-S1");
    expect(move("R:R1-S1", "ArrowLeft")).toBe("L:R1-S3");
    // Row 3 ends at the wheelchair place, which has no row.
    expect(move("L:R3-S5", "ArrowRight")).toBe("wheelchair-1");
    // The last row of the section: down to the standing area behind it.
    expect(move("L:R3-S1", "ArrowDown")).toBe("standing-A");
    // The front: nothing further up.
    expect(move("L:R1-S2", "ArrowUp")).toBeNull();
    expect(move("L:R3-S1", "ArrowLeft")).toBeNull();
  });

  it("moves from a place without a row (a standing area, a wheelchair place) to the nearest place in the direction", () => {
    // Up from the standing area: the places drawn right above it, the nearest to its middle first.
    expect(move("standing-A", "ArrowUp")).toBe("wheelchair-1");
    expect(move("standing-A", "ArrowDown")).toBeNull();
    expect(move("wheelchair-1", "ArrowLeft")).toBe("L:R3-S5");
    expect(move("wheelchair-1", "ArrowUp")).toBe("R:R2-S1");
    expect(move("wheelchair-1", "ArrowDown")).toBe("standing-A");
  });

  it("goes to the row's first and last seat with Home and End, the map's with Ctrl or from a place without a row", () => {
    expect(move("L:R3-S3", "Home")).toBe("L:R3-S1");
    expect(move("L:R3-S3", "End")).toBe("L:R3-S5");
    expect(move("L:R3-S5", "End")).toBeNull();
    // Row 1 runs on across the aisle into the right section: its ends are the hall's.
    expect(move("L:R1-S2", "End")).toBe("R:R1-S2");
    expect(move("R:R1-S2", "Home")).toBe("L:R1-S1");
    expect(move("L:R3-S3", "Home", { ctrlKey: true })).toBe("L:R1-S3");
    expect(move("L:R3-S3", "End", { ctrlKey: true })).toBe("standing-A");
    expect(move("standing-A", "Home")).toBe("L:R1-S3");
  });

  it("jumps several rows with PageUp and PageDown, keeping to the first place's x, stopping at the map's edge", () => {
    const tall = Array.from({ length: 12 }, (_, index) => [seat("M", index + 1, 1, 0), seat("M", index + 1, 2, PITCH)]).flat();
    expect(move("M:R1-S2", "PageDown", undefined, tall)).toBe("M:R6-S2");
    expect(move("M:R6-S2", "PageDown", undefined, tall)).toBe("M:R11-S2");
    expect(move("M:R11-S2", "PageDown", undefined, tall)).toBe("M:R12-S2");
    expect(move("M:R12-S2", "PageDown", undefined, tall)).toBeNull();
    expect(move("M:R9-S1", "PageUp", undefined, tall)).toBe("M:R4-S1");
    expect(move("M:R3-S1", "PageUp", undefined, tall)).toBe("M:R1-S1");
    // In the hall: from the front row down past the section's last row to the standing area behind it.
    expect(move("L:R1-S1", "PageDown")).toBe("standing-A");
  });

  it("keeps to its section: a row of the same number in another section is another row", () => {
    const stacked = [seat("balcony", 1, 1, 0, 0), seat("balcony", 2, 1, 0, 20), seat("stalls", 1, 1, 0, 80), seat("stalls", 2, 1, 0, 100)];
    expect(move("balcony:R1-S1", "ArrowDown", undefined, stacked)).toBe("balcony:R2-S1");
    expect(move("balcony:R2-S1", "ArrowDown", undefined, stacked)).toBe("stalls:R1-S1");
    expect(move("stalls:R1-S1", "ArrowUp", undefined, stacked)).toBe("balcony:R2-S1");
    // Not level with each other: the balcony's row 1 is not the stalls' row 1.
    const twoRowOnes = [...stacked, seat("balcony", 1, 2, 20, 0), seat("stalls", 1, 2, 20, 80)];
    expect(move("balcony:R1-S1", "End", undefined, twoRowOnes)).toBe("balcony:R1-S2");
    expect(move("stalls:R1-S2", "Home", undefined, twoRowOnes)).toBe("stalls:R1-S1");
  });

  it("leaves an unknown place where it is", () => {
    expect(move("nowhere", "ArrowRight")).toBeNull();
  });
});

describe("listTarget", () => {
  it("moves by one with the arrows, to the ends with Home and End, by ten with PageUp and PageDown, within the list", () => {
    expect(listTarget(3, 30, "ArrowDown")).toBe(4);
    expect(listTarget(3, 30, "ArrowRight")).toBe(4);
    expect(listTarget(3, 30, "ArrowUp")).toBe(2);
    expect(listTarget(3, 30, "ArrowLeft")).toBe(2);
    expect(listTarget(0, 30, "ArrowUp")).toBeNull();
    expect(listTarget(29, 30, "ArrowDown")).toBeNull();
    expect(listTarget(3, 30, "Home")).toBe(0);
    expect(listTarget(3, 30, "End")).toBe(29);
    expect(listTarget(3, 30, "PageDown")).toBe(13);
    expect(listTarget(25, 30, "PageDown")).toBe(29);
    expect(listTarget(13, 30, "PageUp")).toBe(3);
    expect(listTarget(5, 30, "PageUp")).toBe(0);
    expect(listTarget(0, 0, "End")).toBeNull();
  });
});
