import { describe, expect, it } from "vitest";
import { compileIdPattern, isPlaceCandidate, markedPlaceElements, ruleMatches, ruleProblem, selectPlaceElements } from "./place-rules.js";
import { readChart, type Chart } from "./read-chart.js";
import { mapPlaces } from "../plan-structure.js";

const chart = readChart(
  `<svg xmlns="http://www.w3.org/2000/svg">` + // 0
    `<defs><circle id="D1" class="seat"/><g id="inDefs"><rect id="D2"/></g></defs>` + // 1-4
    `<g id="Balcony" class="section">` + // 5
    `<g id="RowA">` + // 6
    `<circle id="A1" class="seat"/><circle id="A2" class="seat vip"/><Circle id="A10" class="seat"/>` + // 7-9
    `</g>` +
    `<path id="CB12"/><path class="seat"/><text id="label">A</text>` + // 10-12
    `</g>` +
    `<g id="Balcony"><rect id="B7"/></g>` + // 13-14
    `<rect id="101" class="space"/><rect id="101" class="space"/><use id="u" href="#D1"/>` + // 15-17
    `<text><tspan id="t">1</tspan></text><title id="ti">x</title><image id="img"/><line/><svg><ellipse/></svg>` + // 18-24
    `</svg>`,
);

const tags = (indices: number[]) => indices.map((index) => chart.elements[index]!.id ?? chart.elements[index]!.tag);

describe("isPlaceCandidate", () => {
  it("takes drawn shapes and groups, never the root, text, titles or what lies in defs", () => {
    const candidates = chart.elements.filter((element) => isPlaceCandidate(chart, element.index)).map((element) => element.index);
    expect(candidates).toEqual([5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 21, 22, 24]);
    expect(isPlaceCandidate(chart, 0)).toBe(false);
    expect(isPlaceCandidate(chart, 23)).toBe(false); // a nested svg
    expect(isPlaceCandidate(chart, -1)).toBe(false);
    expect(isPlaceCandidate(chart, 1.5)).toBe(false);
    expect(isPlaceCandidate(chart, 999)).toBe(false);
  });
});

describe("compileIdPattern", () => {
  it("matches the whole id with *, ? and #, everything else literally and case-sensitively", () => {
    const matches = (pattern: string, id: string) => compileIdPattern(pattern)!(id);
    expect(matches("CB*", "CB12")).toBe(true);
    expect(matches("CB*", "CB")).toBe(true);
    expect(matches("CB*", "cb12")).toBe(false);
    expect(matches("CB*", "xCB12")).toBe(false);
    expect(matches("1##", "101")).toBe(true);
    expect(matches("1##", "1010")).toBe(false);
    expect(matches("1##", "1a1")).toBe(false);
    expect(matches("A?", "A1")).toBe(true);
    expect(matches("A?", "A")).toBe(false);
    expect(matches("A?", "A😀")).toBe(true);
    expect(matches("*-*", "R1-S2")).toBe(true);
    expect(matches("a.b(c)+[d]", "a.b(c)+[d]")).toBe(true);
    expect(matches("a.b", "axb")).toBe(false);
    expect(matches("**x", "x")).toBe(true);
    expect(matches("*a*b", "xxaxxbxb")).toBe(true);
    expect(matches("*a*b", "xxaxxbxc")).toBe(false);
  });

  it("is null for an empty pattern or one over 100 characters", () => {
    expect(compileIdPattern("")).toBeNull();
    expect(compileIdPattern("x".repeat(101))).toBeNull();
    expect(compileIdPattern("x".repeat(100))).not.toBeNull();
  });

  it("does not backtrack catastrophically", () => {
    const matcher = compileIdPattern("*a*a*a*a*a*a*a*a*a*b")!;
    const started = performance.now();
    expect(matcher("a".repeat(5000))).toBe(false);
    expect(matcher(`${"a".repeat(5000)}b`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("ruleProblem", () => {
  it("wants a condition, and a pattern that compiles", () => {
    expect(ruleProblem({})).toBe("empty");
    expect(ruleProblem({ tag: " ", className: "", idPattern: null, inGroup: "  " })).toBe("empty");
    expect(ruleProblem({ withId: true })).toBe("empty");
    expect(ruleProblem({ idPattern: "x".repeat(101) })).toBe("badPattern");
    expect(ruleProblem({ tag: "circle" })).toBeNull();
    expect(ruleProblem({ inGroup: "Balcony", withId: true })).toBeNull();
  });
});

describe("ruleMatches", () => {
  it("matches candidates meeting every condition given", () => {
    expect(tags(ruleMatches(chart, { tag: "CIRCLE" }))).toEqual(["A1", "A2", "A10"]);
    expect(tags(ruleMatches(chart, { className: "seat" }))).toEqual(["A1", "A2", "A10", "path"]);
    expect(tags(ruleMatches(chart, { className: "seat", withId: true }))).toEqual(["A1", "A2", "A10"]);
    expect(tags(ruleMatches(chart, { className: "vip", tag: "circle" }))).toEqual(["A2"]);
    expect(tags(ruleMatches(chart, { idPattern: "A#" }))).toEqual(["A1", "A2"]);
    expect(tags(ruleMatches(chart, { idPattern: "*1*" }))).toEqual(["A1", "A10", "CB12", "101", "101"]);
  });

  it("matches what lies inside any element with the group's id, at any depth", () => {
    expect(tags(ruleMatches(chart, { inGroup: "Balcony" }))).toEqual(["RowA", "A1", "A2", "A10", "CB12", "path", "B7"]);
    expect(tags(ruleMatches(chart, { inGroup: "Balcony", withId: true, tag: "path" }))).toEqual(["CB12"]);
    expect(ruleMatches(chart, { inGroup: "inDefs" })).toEqual([]);
    expect(ruleMatches(chart, { inGroup: "nowhere" })).toEqual([]);
  });

  it("matches nothing for a rule with a problem", () => {
    expect(ruleMatches(chart, { withId: true })).toEqual([]);
    expect(ruleMatches(chart, { tag: "circle", idPattern: "x".repeat(101) })).toEqual([]);
  });
});

describe("markedPlaceElements", () => {
  it("takes the first marked element of each id, as mapPlaces does", () => {
    const marked = readChart(
      `<svg><rect id="A" data-seat="1"/><rect id="B"/><rect id="B" class="space"/><rect id="A" class="space"/>` +
        `<rect class="space"/><g id="C" data-max-tickets="50"/><rect id="D" data-section="x"/><defs><rect id="E" class="space"/></defs></svg>`,
    );
    const indices = markedPlaceElements(marked);
    expect(indices).toEqual([1, 3, 6, 7, 9]);
    expect(indices.map((index) => marked.elements[index]!.id)).toEqual(mapPlaces(marked.svg).map((place) => place.name));
  });
});

describe("selectPlaceElements", () => {
  it("is the marked places, the rules' matches and the picks, less the unpicked, candidates only", () => {
    expect(tags(selectPlaceElements(chart, { rules: [], add: [], remove: [] }))).toEqual(["101"]);
    expect(
      tags(
        selectPlaceElements(chart, {
          rules: [{ tag: "circle" }, { idPattern: "CB*" }, { withId: true }],
          add: [14, 14, 0, 2, 12, 999, -1, 21],
          remove: [8, 15, 500],
        }),
      ),
    ).toEqual(["A1", "A10", "CB12", "B7", "img"]);
  });

  it("selects 20,000 seats of a 40,000-element chart by rule", () => {
    const rows: string[] = [];
    for (let row = 0; row < 200; row++) {
      const seats: string[] = [];
      for (let seat = 0; seat < 100; seat++) seats.push(`<path id="R${row}-${seat}" d="M0 0h1"/><text>${seat}</text>`);
      rows.push(`<g id="row${row}">${seats.join("")}</g>`);
    }
    const big: Chart = readChart(`<svg><g id="hall">${rows.join("")}</g></svg>`);
    const selected = selectPlaceElements(big, { rules: [{ inGroup: "hall", idPattern: "R*-*" }], add: [], remove: [] });
    expect(selected).toHaveLength(20_000);
    expect(big.elements[selected[0]!]!.id).toBe("R0-0");
    expect(big.elements[selected[19_999]!]!.id).toBe("R199-99");
  });
});
