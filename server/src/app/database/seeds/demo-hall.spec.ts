import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { compilePattern, formatLabel, mapPlaces, nameParts } from "@seatbooking/core";
import { customerLabel } from "../../../modules/plan/label-mask.js";
import { sanitizeSvg } from "../../../modules/plan/svg-sanitizer.js";
import { buildDemoHall, DEMO_HALL_NAME, STANDING_CAPACITY } from "./demo-hall.js";

const hall = buildDemoHall();
const { window } = new JSDOM("");
const doc = new window.DOMParser().parseFromString(hall.svg, "image/svg+xml");
const root = doc.documentElement;

/** Absolute y of an element: its own y plus the translate of its row group. */
function absoluteY(element: Element): number {
  const own = Number(element.getAttribute("y") ?? 0);
  const transform = element.parentElement?.getAttribute("transform") ?? "";
  const match = /translate\(\s*[\d.-]+[\s,]+([\d.-]+)\s*\)/.exec(transform);
  return own + (match ? Number(match[1]) : 0);
}

describe("buildDemoHall", () => {
  it("is deterministic", () => {
    expect(buildDemoHall()).toEqual(hall);
  });

  it("names the plan and describes it in fi, sv and en", () => {
    expect(hall.name.en).toBe(DEMO_HALL_NAME);
    expect(Object.keys(hall.description).sort()).toEqual(["en", "fi", "sv"]);
  });

  it("is a well-formed, responsive SVG document", () => {
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(root.localName).toBe("svg");
    expect(root.namespaceURI).toBe("http://www.w3.org/2000/svg");
    expect(root.getAttribute("viewBox")).toMatch(/^0 0 \d+ \d+$/);
    expect(root.hasAttribute("width")).toBe(false);
    expect(root.hasAttribute("height")).toBe(false);
  });

  it("has no scripts, styles, event handlers or external references", () => {
    const unsafe = /<script|<style|<foreignObject|\son\w+=|href=|url\(/i.exec(hall.svg);
    expect(unsafe?.[0]).toBeUndefined();
    // The only URL is the SVG namespace.
    expect(hall.svg.match(/https?:[^"]*/g)).toEqual(["http://www.w3.org/2000/svg"]);
  });

  it("has more than 300 numbered seats, four wheelchair places and a standing area of 200", () => {
    const byType = (type: string) => hall.spaces.filter((space) => space.spaceType === type);
    expect(byType("seat").length).toBeGreaterThanOrEqual(300);
    expect(byType("seat").every((space) => space.maxTickets === 1)).toBe(true);
    expect(byType("wheelchair")).toEqual([1, 2, 3, 4].map((n) => ({ name: `wheelchair-${n}`, maxTickets: 1, spaceType: "wheelchair" })));
    expect(byType("standing")).toEqual([{ name: "standing-A", maxTickets: STANDING_CAPACITY, spaceType: "standing" }]);
    expect(STANDING_CAPACITY).toBe(200);
  });

  it("has unique space names, each the id of exactly one element classed by its type", () => {
    const names = hall.spaces.map((space) => space.name);
    expect(new Set(names).size).toBe(names.length);
    const elementsById = new Map<string, Element[]>();
    for (const element of doc.querySelectorAll("[id]")) {
      elementsById.set(element.id, [...(elementsById.get(element.id) ?? []), element]);
    }
    for (const space of hall.spaces) {
      const matches = elementsById.get(space.name) ?? [];
      expect(matches, space.name).toHaveLength(1);
      expect(matches[0]?.getAttribute("class")).toBe(`space ${space.spaceType}`);
    }
    // And no element with an id that is not a space.
    expect([...elementsById.keys()].sort()).toEqual([...names].sort());
  });

  it("numbers rows 1..15 from the stage and seats from 1 left to right in each row", () => {
    const seats = hall.spaces.filter((space) => space.spaceType === "seat");
    const rows = new Map<number, number[]>();
    for (const seat of seats) {
      const match = /^R(\d+)-S(\d+)$/.exec(seat.name);
      expect(match, seat.name).not.toBeNull();
      const row = Number(match?.[1]);
      rows.set(row, [...(rows.get(row) ?? []), Number(match?.[2])]);
    }
    expect([...rows.keys()]).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    let previousY = -Infinity;
    for (const [row, numbers] of rows) {
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
      const elements = numbers.map((n) => doc.getElementById(`R${row}-S${n}`));
      const xs = elements.map((element) => Number(element?.getAttribute("x")));
      expect([...xs].sort((a, b) => a - b)).toEqual(xs);
      const ys = new Set(elements.map((element) => (element ? absoluteY(element) : Number.NaN)));
      expect(ys.size).toBe(1);
      const [y = Number.NaN] = ys;
      expect(y).toBeGreaterThan(previousY);
      previousY = y;
    }
  });

  it("splits every row into three sections with two aisles", () => {
    for (let row = 1; row <= 15; row += 1) {
      const xs = hall.spaces
        .filter((space) => space.name.startsWith(`R${row}-S`))
        .map((space) => Number(doc.getElementById(space.name)?.getAttribute("x")));
      const gaps = xs.slice(1).map((x, i) => x - (xs[i] ?? 0));
      expect(
        gaps.filter((gap) => gap > 20),
        `row ${row}`,
      ).toHaveLength(2);
    }
  });

  it("places the stage at the top and the wheelchair places and standing area at the back", () => {
    const stageLabel = [...doc.querySelectorAll("text")].find((text) => text.textContent === "NÄYTTÄMÖ / SCEN / STAGE");
    expect(stageLabel).toBeDefined();
    const firstRowY = absoluteY(doc.getElementById("R1-S1")!);
    const lastRowY = absoluteY(doc.getElementById("R15-S1")!);
    expect(Number(stageLabel?.getAttribute("y"))).toBeLessThan(firstRowY);
    for (const name of ["wheelchair-1", "wheelchair-2", "wheelchair-3", "wheelchair-4"]) {
      expect(absoluteY(doc.getElementById(name)!)).toBe(lastRowY);
    }
    // Wheelchair places sit at the row ends: outside every seat of the last row.
    const lastRowXs = hall.spaces
      .filter((space) => space.name.startsWith("R15-S"))
      .map((space) => Number(doc.getElementById(space.name)?.getAttribute("x")));
    const wheelchairX = (n: number) => Number(doc.getElementById(`wheelchair-${n}`)?.getAttribute("x"));
    expect(wheelchairX(2)).toBeLessThan(Math.min(...lastRowXs));
    expect(wheelchairX(3)).toBeGreaterThan(Math.max(...lastRowXs));
    expect(absoluteY(doc.getElementById("standing-A")!)).toBeGreaterThan(lastRowY);
  });

  it("labels rows at both ends, the sections and the standing area", () => {
    const texts = [...doc.querySelectorAll("text")].map((text) => text.textContent);
    for (let row = 1; row <= 15; row += 1) {
      expect(
        texts.filter((text) => text === String(row)),
        `row ${row}`,
      ).toHaveLength(2);
    }
    expect(texts).toEqual(
      expect.arrayContaining([
        "VASEN / VÄNSTER / LEFT",
        "KESKI / MITTEN / CENTRE",
        "OIKEA / HÖGER / RIGHT",
        "SEISOMAPAIKAT / STÅPLATSER / STANDING",
      ]),
    );
    for (const text of doc.querySelectorAll("text")) {
      expect(text.closest('[aria-hidden="true"]'), text.textContent ?? "").not.toBeNull();
    }
  });

  it("keeps the markup compact", () => {
    expect(hall.svg.length).toBeLessThan(40_000);
  });

  it("styles every space type and state, with a focus outline", () => {
    for (const selector of [".space", ".seat", ".wheelchair", ".standing", ".free", ".partial", ".full", ".yours", ":focus-visible"]) {
      expect(hall.styles, selector).toContain(selector);
    }
    // Scoped to the plan so inlining the map cannot restyle the page.
    for (const rule of hall.styles.split("\n").filter((line) => line.includes("{") && !line.startsWith("@media"))) {
      expect(rule.startsWith(".plan")).toBe(true);
    }
    expect(root.getAttribute("class")).toContain("plan");
  });

  it("uses a map label mask with supported placeholders only", () => {
    const placeholders = hall.mapLabelMask.match(/\{[^}]*\}/g) ?? [];
    expect(placeholders.every((p) => ["{name}", "{type}", "{remaining}", "{max}"].includes(p))).toBe(true);
    expect(formatLabel(hall.mapLabelMask, { name: "standing-A", remaining: 150, max: 200 })).toBe("standing-A: 150 / 200");
  });

  it("declares a name pattern and data-* parts, so customers read translated labels, never the drawing's ids", () => {
    expect(hall.spaceLabelMask).toBeNull();
    const pattern = compilePattern(hall.namePattern);
    const places = new Map(mapPlaces(sanitizeSvg(hall.svg)).map((place) => [place.name, place]));
    const parts = (name: string) => nameParts(name, pattern, places.get(name));
    expect(hall.spaces.every((space) => space.spaceType !== "seat" || (parts(space.name).row && parts(space.name).seat))).toBe(true);
    const label = (name: string, type: string | null, language: string) =>
      customerLabel(hall.spaceLabelMask, { name, type, ...parts(name) }, language);
    expect(label("R1-S12", "Seat", "en")).toBe("Row 1, seat 12");
    expect(label("R1-S12", "Istumapaikka", "fi")).toBe("Rivi 1, paikka 12");
    expect(label("R15-S3", "Sittplats", "sv")).toBe("Rad 15, plats 3");
    expect(label("wheelchair-2", "Pyörätuolipaikka", "fi")).toBe("Pyörätuolipaikka 2");
    expect(label("standing-A", "Ståplats", "sv")).toBe("Ståplats A");
  });
});

describe("the demo concert hall (server/fixtures/plans/concert-hall.svg)", () => {
  it("labels every kind of place in the reader's language, its wheelchair companions too", () => {
    const svg = readFileSync(new URL("../../../../fixtures/plans/concert-hall.svg", import.meta.url), "utf8");
    const pattern = compilePattern("{section}-{row}-{seat}");
    const places = new Map(mapPlaces(sanitizeSvg(svg)).map((place) => [place.name, place]));
    const label = (name: string, type: string | null, language: string) =>
      customerLabel(null, { name, type, ...nameParts(name, pattern, places.get(name)) }, language);
    expect(label("PC-12-7", "Istumapaikka", "fi")).toBe("PC, rivi 12, paikka 7");
    expect(label("W-3", "Rullstolsplats", "sv")).toBe("Rullstolsplats 3");
    // W-3-C is no section W, row 3, seat C: the drawing says section PR, seat 3.
    expect(label("W-3-C", "Avustajan paikka", "fi")).toBe("Avustajan paikka 3");
    expect(label("W-7-C", "Companion seat", "en")).toBe("Companion seat 7");
  });
});

/** Parses sanitized output back as XML, as a browser would load map.svg. */
function parse(markup: string): Document {
  const { window } = new JSDOM("");
  const document = new window.DOMParser().parseFromString(markup, "image/svg+xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document as unknown as Document;
}

describe("the demo hall through the SVG sanitizer", () => {
  it("keeps the demo hall intact: every space id, class and the markup", () => {
    const hall = buildDemoHall();
    const out = sanitizeSvg(hall.svg);
    const doc = parse(out);
    for (const space of hall.spaces) {
      const element = doc.getElementById(space.name);
      expect(element, space.name).not.toBeNull();
      expect(element?.getAttribute("class")).toBe(`space ${space.spaceType}`);
    }
    const ids = [...doc.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.sort()).toEqual(hall.spaces.map((space) => space.name).sort());
    expect(doc.querySelectorAll("text").length).toBeGreaterThan(30);
    expect(doc.documentElement.getAttribute("viewBox")).toBe(parse(hall.svg).documentElement.getAttribute("viewBox"));
    // Nothing of the demo hall is unsafe, so sanitizing again changes nothing.
    expect(sanitizeSvg(out)).toBe(out);
  });
});
