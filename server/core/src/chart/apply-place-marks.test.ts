import { describe, expect, it } from "vitest";
import { labelSpace } from "../label-mask.js";
import { mapPlaces } from "../plan-structure.js";
import { applyPlaceMarks } from "./apply-place-marks.js";
import { derivePlaces } from "./derive-places.js";
import type { PlaceMarking } from "./place-marking.types.js";
import { type Chart, readChart } from "./read-chart.js";

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000">${body}</svg>`;
const marking = (fields: Partial<PlaceMarking> = {}): PlaceMarking => ({
  rules: [],
  add: [],
  remove: [],
  names: [],
  capacities: [],
  ...fields,
});
const indexOf = (chart: Chart, id: string) => chart.elements.find((element) => element.id === id)!.index;
const PATTERN = "R{row}-S{seat}";

/** Marks the chart, then marks the result again with the same marking, less the names now equal to ids. */
function markTwice(text: string, fields: (chart: Chart) => Partial<PlaceMarking>) {
  const chart = readChart(text);
  const chosen = marking(fields(chart));
  const derivation = derivePlaces(chart, chosen, PATTERN);
  const marked = applyPlaceMarks(chart, derivation, chosen);
  const again = readChart(marked);
  const remarking = { ...chosen, names: chosen.names.filter(({ element, name }) => again.elements[element]!.id !== name.trim()) };
  return { derivation, marked, remarked: applyPlaceMarks(again, derivePlaces(again, remarking, PATTERN), remarking) };
}

describe("applyPlaceMarks", () => {
  const drawing = svg(
    `<path id="A" class="section" d="M0 0H100V100H0Z"/><text x="40" y="55">A</text>` +
      `<g id="Stalls"><g id="row-3"><circle id="_x31_" cx="300" cy="20" r="10"/><text x="296" y="24" font-size="8">5</text>` +
      `<circle cx="330" cy="20" r="10"></circle><text x="326" y="24" font-size="8">6</text></g>` +
      `<g id="R4"><circle cx="300" cy="60" r="10" /><text x="296" y="64" font-size="8">5</text></g></g>` +
      `<rect id="Old" class="space vip" data-seat="1" data-max-tickets="2" data-companion-of="X" x="500" y="0" width="10" height="10"/>` +
      `<rect id="Gone" class="space" x="520" y="0" width="10" height="10"/>` +
      `<circle id="R1-S9" data-row="7" data-seat='9' cx="600" cy="20" r="10"/>` +
      `<circle id="W1" class="space" data-section="Box" data-row="1" data-max-tickets="4" data-companion-of="W2" cx="700" cy="20" r="10"/>` +
      `<g id="Caf&#233; &quot;Bar&quot;"><rect id="Bar1" x="800" y="0" width="10" height="10"/></g>`,
  );
  const fields = (chart: Chart): Partial<PlaceMarking> => ({
    rules: [{ tag: "path" }, { tag: "circle" }, { tag: "rect", withId: true }],
    remove: [indexOf(chart, "Old"), indexOf(chart, "Gone")],
    names: [{ element: indexOf(chart, "R1-S9"), name: " R1-S2" }],
    capacities: [
      { element: indexOf(chart, "A"), maxTickets: 500 },
      { element: indexOf(chart, "W1"), maxTickets: 1 },
    ],
  });

  it("rewrites only the start tags of places, of elements no longer places and of labels", () => {
    const { marked } = markTwice(drawing, fields);
    expect(marked).toBe(
      svg(
        `<path id="A" class="section space" d="M0 0H100V100H0Z" data-max-tickets="500"/><text x="40" y="55" pointer-events="none">A</text>` +
          `<g id="Stalls"><g id="row-3"><circle id="Stalls-3-5" cx="300" cy="20" r="10" class="space" data-section="Stalls" data-row="3" data-seat="5"/>` +
          `<text x="296" y="24" font-size="8" pointer-events="none">5</text>` +
          `<circle cx="330" cy="20" r="10" id="Stalls-3-6" class="space" data-section="Stalls" data-row="3" data-seat="6"></circle>` +
          `<text x="326" y="24" font-size="8" pointer-events="none">6</text></g>` +
          `<g id="R4"><circle cx="300" cy="60" r="10" id="Stalls-4-5" class="space" data-section="Stalls" data-row="4" data-seat="5" />` +
          `<text x="296" y="64" font-size="8" pointer-events="none">5</text></g></g>` +
          `<rect id="Old" class="vip" x="500" y="0" width="10" height="10"/>` +
          `<rect id="Gone" x="520" y="0" width="10" height="10"/>` +
          `<circle id="R1-S2" cx="600" cy="20" r="10" class="space"/>` +
          `<circle id="W1" class="space" data-section="Box" data-row="1" data-companion-of="W2" cx="700" cy="20" r="10"/>` +
          `<g id="Caf&#233; &quot;Bar&quot;"><rect id="Bar1" x="800" y="0" width="10" height="10" class="space" data-section="Café &quot;Bar&quot;"/></g>`,
      ),
    );
  });

  it("gives the same text when the result is marked again, and mapPlaces reads the places from it", () => {
    const { derivation, marked, remarked } = markTwice(drawing, fields);
    expect(remarked).toBe(marked);
    expect(mapPlaces(marked).map(({ name, section, row, seat, maxTickets }) => ({ name, section, row, seat, maxTickets }))).toEqual(
      derivation.places.map(({ name, section, row, seat, partsFrom, maxTickets }) => ({
        name,
        // The pattern's parts are read from the name again, so they are not written.
        ...(partsFrom === "pattern" ? { section: null, row: null, seat: null } : { section, row, seat }),
        maxTickets: maxTickets > 1 ? maxTickets : null,
      })),
    );
    expect(derivation.places.map(({ name }) => name)).toEqual(["A", "Stalls-3-5", "Stalls-3-6", "Stalls-4-5", "R1-S2", "W1", "Bar1"]);
  });

  const seat = (x: number, text: string) => `<circle cx="${x}" cy="10" r="8"/><text x="${x - 4}" y="14" font-size="8">${text}</text>`;
  const defaults = {
    sectionRowSeat: "{section}, row {row}, seat {seat}",
    rowSeat: "Row {row}, seat {seat}",
    typeSeat: "",
    typeSection: "",
  };
  const marked = (text: string, names: (circles: number[]) => PlaceMarking["names"] = () => []) => {
    const chart = readChart(svg(text));
    const circles = chart.elements.filter((element) => element.tag === "circle").map((element) => element.index);
    const chosen = marking({ rules: [{ tag: "circle" }], names: names(circles) });
    const places = mapPlaces(applyPlaceMarks(chart, derivePlaces(chart, chosen, null), chosen));
    return places.map((place) => ({ name: place.name, section: place.section, label: labelSpace(null, place, defaults) }));
  };

  it("writes a group id's readable text as the section, and names its places as labels are named", () => {
    expect(
      marked(`<g id="Parvi_Ö"><g id="Rivi_1">${seat(10, "3")}</g></g><g id="Main_Floor" transform="translate(0 60)">${seat(10, "3")}</g>`),
    ).toEqual([
      { name: "Parvi-O-1-3", section: "Parvi Ö", label: "Parvi Ö, row 1, seat 3" },
      { name: "Main-Floor-3", section: "Main Floor", label: "Main-Floor-3" },
    ]);
  });

  it("writes a renamed place's parts as its new name reads (issue 35's user trial: the seat was dropped)", () => {
    const balcony = `<g id="Balcony"><g id="row-2">${seat(10, "3")}${seat(30, "3")}</g><g id="row-3" transform="translate(0 30)">${seat(10, "3")}</g></g>`;
    expect(marked(balcony, (circles) => [{ element: circles[1]!, name: "Balcony-2-4" }])).toEqual([
      { name: "Balcony-2-3", section: "Balcony", label: "Balcony, row 2, seat 3" },
      { name: "Balcony-2-4", section: "Balcony", label: "Balcony, row 2, seat 4" },
      { name: "Balcony-3-3", section: "Balcony", label: "Balcony, row 3, seat 3" },
    ]);
  });

  it("gives the same text when places renamed by hand and named after decoded group ids are marked again", () => {
    const text = svg(
      `<g id="Balcony"><g id="row-2">${seat(10, "3")}${seat(30, "3")}</g><g id="row-3" transform="translate(0 30)">${seat(10, "3")}</g></g>` +
        `<g id="Parvi_Ö" transform="translate(0 60)"><g id="Rivi_1">${seat(10, "3")}</g></g>`,
    );
    const { marked, remarked } = markTwice(text, (chart) => ({
      rules: [{ tag: "circle" }],
      names: [{ element: chart.elements.filter((element) => element.tag === "circle")[1]!.index, name: "Balcony-2-4" }],
    }));
    expect(remarked).toBe(marked);
    expect(marked).toContain(`id="Parvi-O-1-3" class="space" data-section="Parvi Ö" data-row="1" data-seat="3"`);
  });

  it("leaves labels alone when they are not to let clicks through", () => {
    const text = svg(`<rect x="0" y="0" width="100" height="100"/><text x="40" y="55">S1</text>`);
    const chart = readChart(text);
    const chosen = marking({ rules: [{ tag: "rect" }], labelsLetClicksThrough: false });
    expect(applyPlaceMarks(chart, derivePlaces(chart, chosen, null), chosen)).toBe(
      svg(`<rect x="0" y="0" width="100" height="100" id="S1" class="space"/><text x="40" y="55">S1</text>`),
    );
  });

  it("refuses a blocked derivation", () => {
    const chart = readChart(svg(`<rect x="0" y="0" width="100" height="100"/>`));
    const chosen = marking({ rules: [{ tag: "rect" }] });
    expect(() => applyPlaceMarks(chart, derivePlaces(chart, chosen, null), chosen)).toThrow();
  });
});
