import { describe, expect, it } from "vitest";
import { compilePattern, mapPlaces, nameParts, patternProblem } from "./plan-structure.js";

const SVG = `<svg xmlns="http://www.w3.org/2000/svg">
  <g id="parterre"><rect id="A-1" class="seat space" /><rect id="A-2" class="space"/>
  <rect id="deco" class="wall"/><circle id="S1" data-max-tickets="200"/><rect data-row="B"/>
  <rect id="B-1" data-row="B" data-seat="1"/><rect id="A-1" class="space"/><rect id="x&amp;y" data-seat="9"/></g></svg>`;

/** A readable pattern, or null: the plan editor's preview of a name. */
const readName = (pattern: string, name: string) => {
  const compiled = compilePattern(pattern);
  return compiled.ok ? compiled.match(name) : null;
};

describe("map elements", () => {
  it("finds elements with an id and the class space or a place attribute, once each", () => {
    expect(mapPlaces(SVG).map(({ name, maxTickets }) => ({ name, maxTickets }))).toEqual([
      { name: "A-1", maxTickets: null },
      { name: "A-2", maxTickets: null },
      { name: "S1", maxTickets: 200 },
      { name: "B-1", maxTickets: null },
      { name: "x&y", maxTickets: null },
    ]);
  });

  it("reads an element's parts, companion and classes, in the sanitizer's serialization and as drawn", () => {
    const sanitized = `<svg><rect id="W-3-C" class="seat space" data-section="PR" data-row="3" data-seat="C" data-companion-of="W-3"/></svg>`;
    const drawn = `<svg><rect id = 'W-3-C' class='seat space' data-section = "PR" data-row='3' data-seat='C' data-companion-of='W-3' /></svg>`;
    const expected = [
      { name: "W-3-C", section: "PR", row: "3", seat: "C", maxTickets: null, companionOf: "W-3", classes: ["seat", "space"] },
    ];
    expect(mapPlaces(sanitized)).toEqual(expected);
    expect(mapPlaces(drawn)).toEqual(expected);
  });

  it("decodes character references in ids and ignores a capacity that is not a positive whole number", () => {
    expect(mapPlaces(`<svg><rect id="&#x41;&#49;" data-max-tickets="0"/><rect id="B" data-max-tickets="2.5"/></svg>`)).toMatchObject([
      { name: "A1", maxTickets: null },
      { name: "B", maxTickets: null },
    ]);
  });
});

describe("name pattern", () => {
  it("reads the parts of a name", () => {
    expect(readName("R{row}-S{seat}", "R12-S7")).toEqual({ section: null, row: "12", seat: "7" });
    expect(readName("{section}-{row}-{seat}", "B1-3-14")).toEqual({ section: "B1", row: "3", seat: "14" });
    expect(readName("R{row}-S{seat}", "X1")).toBeNull();
  });

  it("refuses patterns without a known part or with one twice", () => {
    expect(patternProblem("R{row}")).toBeNull();
    expect(patternProblem("plain")).toBe("noPart");
    expect(patternProblem("{row}{zone}")).toBe("unknownPart");
    expect(patternProblem("{row}-{row}")).toBe("partTwice");
  });

  it("compiles only a pattern without a problem, and says the same problem", () => {
    expect(compilePattern("plain")).toEqual({ ok: false, problem: "noPart" });
    expect(compilePattern("{row}{zone}")).toEqual({ ok: false, problem: "unknownPart" });
    expect(compilePattern("{row}-{row}")).toEqual({ ok: false, problem: "partTwice" });
    expect(compilePattern("R{row}").ok).toBe(true);
  });

  it("matches literal text as written, each part taking the shortest that lets the rest match", () => {
    expect(readName("R.{row}(S{seat})", "R.1(S2)")).toEqual({ section: null, row: "1", seat: "2" });
    expect(readName("R.{row}(S{seat})", "Rx1(S2)")).toBeNull();
    expect(readName("{row}-{seat}", "1-2-3")).toEqual({ section: null, row: "1", seat: "2-3" });
  });
});

describe("nameParts", () => {
  const pattern = compilePattern("{section}-{row}-{seat}");

  it("takes the element's data-* parts first, then what the pattern reads", () => {
    expect(nameParts("B1-3-14", pattern, undefined)).toEqual({ section: "B1", row: "3", seat: "14" });
    expect(nameParts("B1-3-14", pattern, { section: "B1", row: null, seat: null })).toEqual({ section: "B1", row: "3", seat: "14" });
    expect(nameParts("odd", null, { row: "2", seat: "5" })).toEqual({ section: null, row: "2", seat: "5" });
  });

  it("ignores the pattern's reading when it contradicts the drawing", () => {
    expect(nameParts("W-3-C", pattern, { section: "PR", row: "3", seat: "C" })).toEqual({ section: "PR", row: "3", seat: "C" });
    expect(nameParts("W-3-C", pattern, { section: "PR" })).toEqual({ section: "PR", row: null, seat: null });
  });
});
