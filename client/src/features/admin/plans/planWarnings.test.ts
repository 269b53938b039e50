import { describe, expect, it } from "vitest";
import { overlapShare, planWarnings, type MeasuredElement } from "./planWarnings";

let next = 0;
function element(fields: Partial<MeasuredElement>): MeasuredElement {
  return {
    key: next++,
    tag: "rect",
    id: null,
    place: false,
    holdsPlaces: false,
    insidePlaces: [],
    text: null,
    passThrough: false,
    box: null,
    ...fields,
  };
}
const place = (id: string | null, x: number, y = 0, size = 10) => element({ id, place: true, box: { x, y, width: size, height: size } });
const text = (words: string, x: number, y = 0, fields: Partial<MeasuredElement> = {}) =>
  element({ tag: "text", text: words, box: { x, y, width: 40, height: 10 }, ...fields });
const summary = (elements: MeasuredElement[]) =>
  planWarnings(elements).map(
    (warning) => `${warning.kind}: ${warning.elements.map((item) => item.id ?? item.text ?? item.tag).join(", ")}`,
  );

describe("overlap share", () => {
  it("is the part of the smaller box both cover", () => {
    expect(overlapShare({ x: 0, y: 0, width: 10, height: 10 }, { x: 5, y: 0, width: 10, height: 10 })).toBe(0.5);
    expect(overlapShare({ x: 0, y: 0, width: 10, height: 10 }, { x: 10, y: 0, width: 10, height: 10 })).toBe(0);
    expect(overlapShare({ x: 0, y: 0, width: 100, height: 100 }, { x: 10, y: 10, width: 5, height: 5 })).toBe(1);
    expect(overlapShare({ x: 0, y: 0, width: 0, height: 10 }, { x: 0, y: 0, width: 10, height: 10 })).toBe(0);
  });
});

describe("plan warnings", () => {
  it("finds nothing on a clean map", () => {
    expect(summary([place("A-1", 0), place("A-2", 12), place("A-3", 24), text("Row A", 0, 20)])).toEqual([]);
  });

  it("names a place without a name, but not a group of places", () => {
    const group = element({ tag: "g", place: true, holdsPlaces: true });
    expect(summary([group, place(null, 0), place("A-2", 20, 0)])).toEqual(["unlabelled: rect"]);
  });

  it("names two elements with one place's name, even when one of them is not a place", () => {
    expect(
      summary([place("A-1", 0), place("A-1", 50), element({ id: "A-1", tag: "path" }), element({ id: "logo" }), element({ id: "logo" })]),
    ).toEqual(["duplicate: A-1, A-1, A-1"]);
  });

  it("names places drawn over each other substantially, not those that touch or nest", () => {
    const outer = place("Box-1", 100, 0, 50);
    const inner = element({ id: "Box-1-seat", place: true, insidePlaces: [outer.key], box: { x: 110, y: 10, width: 10, height: 10 } });
    expect(summary([place("A-1", 0), place("A-2", 4), place("A-3", 12), place("A-4", 21), outer, inner])).toEqual(["overlap: A-1, A-2"]);
  });

  it("compares the shapes of places whose boxes overlap (a curved terrace's box covers the seats before it)", () => {
    // A terrace shaped as an L: its box covers the seat at (50, 0), its shape only the seat at (0, 50).
    const terrace = element({
      id: "Terrace",
      place: true,
      box: { x: 0, y: 0, width: 100, height: 100 },
      covers: (x, y) => y >= 40 || x < 20,
    });
    const seat = (id: string, x: number, y: number) =>
      element({
        id,
        tag: "circle",
        place: true,
        box: { x, y, width: 10, height: 10 },
        covers: (px, py) => (px - x - 5) ** 2 + (py - y - 5) ** 2 <= 25,
      });
    expect(summary([seat("Front", 50, 0), seat("Back", 50, 50), terrace])).toEqual(["overlap: Terrace, Back"]);
    expect(summary([terrace, text("Terrace", 50, 5), text("Terrace", 50, 60)])).toEqual(["textOver: Terrace, Terrace"]);
  });

  it("finds overlaps among many places by their neighbours", () => {
    const row = Array.from({ length: 2000 }, (_, index) => place(`R-${index}`, index * 12));
    const twin = place("R-twin", 1000 * 12 + 1);
    expect(summary([...row, twin])).toEqual(["overlap: R-1000, R-twin"]);
  });

  it("names text drawn over a place that takes its clicks", () => {
    const standing = place("Standing", 0, 0, 100);
    const warnings = summary([
      standing,
      text("Standing area", 30, 40),
      text("Under", 30, 10, { key: -1 }),
      text("Click-through", 30, 60, { passThrough: true }),
      text("Inside", 30, 70, { insidePlaces: [standing.key] }),
      text("Beside", 200, 40),
    ]);
    expect(warnings).toEqual(["textOver: Standing area, Standing"]);
  });
});
