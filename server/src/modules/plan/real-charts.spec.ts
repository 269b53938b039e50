import { readFileSync } from "node:fs";
import { derivePlaces, mapPlaces, type PlaceRule, readChart } from "@seatbooking/core";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { REAL_STYLE_DECORATION_PATHS, realStyleChart } from "../../bench/real-style-chart.js";
import { sanitizeSvg } from "./svg-sanitizer.js";

/** The unmarked real-style charts of server/fixtures/plans (issue 35): drawings as venues have them, nothing marked. */
const fixture = (name: string) => readFileSync(new URL(`../../../fixtures/plans/${name}`, import.meta.url), "utf8");

function parse(markup: string): Document {
  const document = new new JSDOM("").window.DOMParser().parseFromString(markup, "image/svg+xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document as unknown as Document;
}

/** What marking the sanitized (stored) chart by these rules derives. */
const derived = (name: string, rules: PlaceRule[]) =>
  derivePlaces(readChart(sanitizeSvg(fixture(name))), { rules, add: [], remove: [], names: [], capacities: [] }, null);

const attributes = (element: Element) => Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));

/** Every drawn element and text, with its attributes, text and the ids of its ancestors, in document order. */
function drawing(document: Document): Array<{ tag: string; attributes: Record<string, string>; text: string | null; groups: string[] }> {
  return [...document.querySelectorAll("path, circle, rect, line, text, g")].map((element) => {
    const groups: string[] = [];
    for (let at = element.parentElement; at && at.localName !== "svg"; at = at.parentElement) groups.unshift(at.id || at.localName);
    return {
      tag: element.localName,
      attributes: attributes(element),
      text: element.localName === "text" ? element.textContent : null,
      groups,
    };
  });
}

describe.each([
  { name: "arena.svg", counts: { path: 76, text: 77, circle: 1, g: 8 } },
  { name: "hall.svg", counts: { path: 4, text: 398, circle: 361, g: 23 } },
])("the unmarked fixture $name", ({ name, counts }) => {
  const input = fixture(name);
  const sanitized = sanitizeSvg(input);

  it("passes the sanitizer unchanged in substance: every group, shape and text with its attributes and place", () => {
    const before = parse(input);
    const after = parse(sanitized);
    for (const [tag, count] of Object.entries(counts)) {
      expect(before.querySelectorAll(tag), tag).toHaveLength(count);
      expect(after.querySelectorAll(tag), tag).toHaveLength(count);
    }
    expect(drawing(after)).toEqual(drawing(before));
    expect(after.documentElement.getAttribute("viewBox")).toBe(before.documentElement.getAttribute("viewBox"));
    expect(sanitizeSvg(sanitized)).toBe(sanitized);
  });

  it("has no places until the operator marks them (no class space, no data-* marks)", () => {
    expect(mapPlaces(sanitized)).toEqual([]);
    expect(sanitized).not.toMatch(/\bclass="[^"]*\bspace\b|\bdata-/);
  });
});

describe("the arena fixture's drawing", () => {
  const document = parse(sanitizeSvg(fixture("arena.svg")));
  const sectionPaths = [...document.querySelectorAll("#Floor > path, #Lower > path, #Club > path, #Upper > path")];
  const labels = [...document.querySelectorAll("#labels > text")].map((text) => text.textContent);

  it("draws 75 sections as paths in layer groups, labelled in a group of their own, one label written twice", () => {
    expect(sectionPaths).toHaveLength(75);
    expect(labels).toHaveLength(75);
    const twice = labels.filter((label, index) => labels.indexOf(label) !== index);
    expect(twice).toEqual(["118"]);
    expect(labels).not.toContain("119");
  });

  it("names a few sections only by Illustrator's encoded ids or by their labels, and transforms two layers", () => {
    expect(sectionPaths.map((path) => path.id).filter((id) => id.startsWith("_x"))).toEqual(["_x31_07", "_x31_08", "_x32_15"]);
    expect(sectionPaths.filter((path) => !path.id)).toHaveLength(3);
    expect(document.getElementById("Upper")?.getAttribute("transform")).toBe("translate(700 540)");
    expect(document.getElementById("Floor")?.getAttribute("transform")).toBe("translate(700 540)");
  });

  it("marked by its section layers, names every section by its id or its own label: the only problem is the two 118s", () => {
    const { places, blocked } = derived(
      "arena.svg",
      ["Floor", "Lower", "Club", "Upper"].map((layer) => ({ tag: "path", inGroup: layer })),
    );
    const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => String(first + index));
    expect(places.map((place) => place.name)).toEqual([
      ..."ABC",
      ...range(101, 118),
      "118",
      ...range(120, 124),
      ...range(1, 12).map((box) => `CB${box}`),
      ...range(201, 236),
    ]);
    expect(places.every((place) => place.labels.length === 1)).toBe(true);
    expect(places.filter((place) => place.problems.length > 0).map(({ name, problems }) => ({ name, problems }))).toEqual([
      { name: "118", problems: ["duplicateName"] },
      { name: "118", problems: ["duplicateName"] },
    ]);
    expect(blocked).toBe(true);
  });
});

describe("the hall fixture's drawing", () => {
  const document = parse(sanitizeSvg(fixture("hall.svg")));

  it("draws seats as circles without ids or with generated ones, in transformed row groups inside section groups", () => {
    const stalls = [...document.querySelectorAll("#Stalls circle")];
    const balcony = [...document.querySelectorAll("#Balcony circle")];
    expect(stalls).toHaveLength(246);
    expect(balcony).toHaveLength(115);
    expect(stalls.every((circle) => !circle.id)).toBe(true);
    expect(balcony.every((circle) => /^circle\d+$/.test(circle.id))).toBe(true);
    const rows = [...document.querySelectorAll("#Stalls > g, #Balcony > g")];
    expect(rows.map((row) => row.id)).toEqual([
      ...Array.from({ length: 12 }, (_, index) => `Stalls-row-${index + 1}`),
      ...Array.from({ length: 5 }, (_, index) => `Balcony-row-${index + 1}`),
    ]);
    for (const row of rows) expect(row.getAttribute("transform"), row.id).toMatch(/^translate\(\S+ \S+\) rotate\(\S+\)$/);
    // Each seat has its number over it, the same numbers in every row; the row's number at both ends.
    const row3 = [...document.querySelectorAll("#Stalls-row-3 > text")].map((text) => text.textContent);
    expect(row3).toEqual([...Array.from({ length: 17 }, (_, index) => String(index + 1)), "3", "3"]);
  });

  it("marked by one rule (every circle), gives every seat its own label, its section and row from its groups, with no problem", () => {
    const { places, blocked } = derived("hall.svg", [{ tag: "circle" }]);
    expect(places).toHaveLength(361);
    expect(blocked).toBe(false);
    expect(places.filter((place) => place.problems.length > 0)).toEqual([]);
    for (const place of places) {
      expect(place.labels, place.name!).toHaveLength(1);
      expect(place.section, place.name!).toMatch(/^(?:Stalls|Balcony)$/);
      expect(place.row, place.name!).toMatch(/^\d+$/);
      expect(place.seat, place.name!).toMatch(/^\d+$/);
      // Every seat of a row is named alike, the longest row's last seat too (no other row has its number).
      expect(place.name).toBe(`${place.section}-${place.row}-${place.seat}`);
    }
    expect(new Set(places.map((place) => place.name)).size).toBe(361);
    expect(places.find((place) => place.name === "Stalls-3-5")).toMatchObject({ section: "Stalls", row: "3", seat: "5" });
    expect(places.find((place) => place.name === "Balcony-5-21")).toMatchObject({ section: "Balcony", row: "5", seat: "21" });
  });
});

describe("realStyleChart (the benchmark's 20,000-place chart)", () => {
  it("draws the places as paths in transformed row and section groups, deterministically and unmarked", () => {
    const svg = realStyleChart({ places: 20_000, labels: true });
    expect(realStyleChart({ places: 20_000, labels: true })).toBe(svg);
    expect(svg.match(/<path /g)).toHaveLength(20_000 + REAL_STYLE_DECORATION_PATHS);
    expect(svg.match(/<text /g)!.length).toBeGreaterThan(20_000);
    expect(mapPlaces(svg)).toEqual([]);
    expect(svg).toMatch(/<g id="S101" transform="translate\(\S+ \S+\) rotate\(\S+\)"/);
    expect(svg).toMatch(/<g id="S101-R1" transform="translate\(0 \S+\) rotate\(\S+\)">/);
    expect(svg).not.toMatch(/<path id=/);
    const unlabelled = realStyleChart({ places: 300, labels: false });
    expect(unlabelled.match(/<path id="path\d+"/g)).toHaveLength(300);
    expect(unlabelled.match(/<text /g)!.length).toBeLessThan(40);
  });

  it("passes the sanitizer with every seat and label kept", () => {
    const svg = realStyleChart({ places: 2_000, labels: true });
    expect(drawing(parse(sanitizeSvg(svg)))).toEqual(drawing(parse(svg)));
  });
});
