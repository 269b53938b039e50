import { describe, expect, it } from "vitest";
import { derivePlaces as deriveWithPattern, isGeneratedId, nameOfLabel, readableId, SPACE_NAME } from "./derive-places.js";
import { chartBoxes } from "./chart-geometry.js";
import type { DerivedPlace, PlaceDerivation, PlaceMarking } from "./place-marking.types.js";
import { type Chart, readChart } from "./read-chart.js";

const chartOf = (body: string) => readChart(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000">${body}</svg>`);
const derivePlaces = (chart: Chart, marking: PlaceMarking, namePattern: string | null = null) =>
  deriveWithPattern(chart, marking, namePattern);
const marking = (fields: Partial<PlaceMarking> = {}): PlaceMarking => ({
  rules: [],
  add: [],
  remove: [],
  names: [],
  capacities: [],
  ...fields,
});
/** The index of the element with this id, or of the n-th element with this tag. */
const at = (chart: Chart, id: string, nth = 0) =>
  (chart.elements.find((element) => element.id === id) ?? chart.elements.filter((element) => element.tag === id)[nth]!).index;
const summary = ({ name, nameFrom, section, row, seat, partsFrom, maxTickets, problems }: DerivedPlace) => ({
  name,
  nameFrom,
  section,
  row,
  seat,
  partsFrom,
  maxTickets,
  problems,
});

describe("isGeneratedId", () => {
  it.each([
    "_x31_806524",
    "_x41_",
    "_1",
    "Layer_1",
    "Layer 1",
    "layer1",
    "path1234",
    "path4567-8",
    "circle56",
    "rect-12",
    "g123",
    "text4-5",
    "tspan7",
    "use3",
    "svg_12",
    "polygon2",
    "ellipse9",
    "line3",
    "image2",
    "group4",
    "Group 4",
    "shape5",
    "object_1",
    "Capa_1",
    "Ebene_1",
    "XMLID_12_",
    "Oval 3",
    "linearGradient12",
    "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
    "seat-1234567",
  ])("%s is generated", (id) => expect(isGeneratedId(id)).toBe(true));

  it.each(["A", "CB12", "101", "A-12", "R1-S12", "Balcony", "row-3", "Stalls", "G12", "Pathway", "Lines"])("%s is a name", (id) =>
    expect(isGeneratedId(id)).toBe(false),
  );

  it("is the space name rule the server checks", () => {
    expect(["A", "CB12", "Stalls-3-5", "a.b:c_d"].every((name) => SPACE_NAME.test(name))).toBe(true);
    expect(["", "-A", "A B", "x".repeat(101)].some((name) => SPACE_NAME.test(name))).toBe(false);
  });
});

describe("derivePlaces", () => {
  it("names places by their ids, and by the label over them when the id is generated", () => {
    const chart = chartOf(
      `<path id="A" d="M0 0H100V100H0Z"/><text x="40" y="55">A</text>` +
        `<path id="_x31_806524" d="M100 0H200V100H100Z"/><text x="130" y="55">CB12</text><path id="path12" d="M200 0H300V100H200Z"/>` +
        `<defs><text x="240" y="55">Ghost</text></defs>`,
    );
    const { places, blocked } = derivePlaces(chart, marking({ rules: [{ tag: "path" }] }));
    expect(places.map(({ element, name, nameFrom, labels, partsFrom }) => ({ element, name, nameFrom, labels, partsFrom }))).toEqual([
      { element: 1, name: "A", nameFrom: "id", labels: [2], partsFrom: "none" },
      { element: 3, name: "CB12", nameFrom: "label", labels: [4], partsFrom: "none" },
      { element: 5, name: null, nameFrom: "none", labels: [], partsFrom: "none" },
    ]);
    expect(places[2]!.problems).toEqual(["noName"]);
    expect(blocked).toBe(true);
  });

  it("finds the labels of seats inside transformed groups", () => {
    const chart = chartOf(
      `<g transform="translate(200 100)"><circle cx="10" cy="10" r="10"/></g>` +
        `<g transform="translate(200 100) scale(2)"><text x="3" y="8" font-size="4">7</text></g>` +
        `<g transform="rotate(90)"><circle cx="10" cy="-500" r="10"/><text x="6" y="-497" font-size="8">8</text></g>`,
    );
    const { places } = derivePlaces(chart, marking({ rules: [{ tag: "circle" }] }));
    expect(places.map(({ name, labels }) => ({ name, labels }))).toEqual([
      { name: "7", labels: [at(chart, "text")] },
      { name: "8", labels: [at(chart, "text", 1)] },
    ]);
  });

  it("gives a place with no label over it the nearest label no place has, within its size", () => {
    const chart = chartOf(
      `<circle cx="100" cy="100" r="10"/><text x="118" y="104" font-size="8">11</text><text x="140" y="104" font-size="8">12</text>` +
        `<circle id="seat-2" cx="100" cy="200" r="10"/><text x="118" y="204" font-size="8">far</text>` +
        `<circle cx="100" cy="300" r="10"/><text x="160" y="304" font-size="8">too-far</text>`,
    );
    const { places } = derivePlaces(chart, marking({ rules: [{ tag: "circle" }] }));
    expect(places.map(({ name, nameFrom, labels }) => ({ name, nameFrom, labels }))).toEqual([
      { name: "11", nameFrom: "label", labels: [at(chart, "text")] },
      { name: "seat-2", nameFrom: "id", labels: [] },
      { name: null, nameFrom: "none", labels: [] },
    ]);
  });

  it("names a place with two labels over it by the one nearest its centre, and says so", () => {
    const chart = chartOf(
      `<rect x="0" y="0" width="200" height="100"/><text x="10" y="20" font-size="10">Stage left</text><text x="90" y="55" font-size="10">Box</text>`,
    );
    const [place] = derivePlaces(chart, marking({ rules: [{ tag: "rect" }] })).places;
    expect(summary(place!)).toMatchObject({ name: "Box", nameFrom: "label", problems: ["twoLabels"] });
    expect(place!.labels).toEqual([2, 3]);
  });

  it("gives a label to the smallest place it lies over, and names a label's text with dashes", () => {
    const chart = chartOf(
      `<rect id="Floor" x="0" y="0" width="500" height="500"/><rect x="10" y="10" width="100" height="50"/>` +
        `<text x="20" y="40" font-size="10">Box  one</text>`,
    );
    const { places } = derivePlaces(chart, marking({ rules: [{ tag: "rect" }] }));
    expect(places.map(({ name, labels, problems }) => ({ name, labels, problems }))).toEqual([
      { name: "Floor", labels: [], problems: [] },
      { name: "Box-one", labels: [3], problems: [] },
    ]);
  });

  it("names a place from a label in any Latin script as a space name can be written, keeping the label as its seat", () => {
    expect(["Parvi Ö 3", "Łoże 1", "Rad 3 / 5", "Ålands rad", "Straße 7", "  12 ", "A.1:b_2"].map(nameOfLabel)).toEqual([
      "Parvi-O-3",
      "Loze-1",
      "Rad-3-5",
      "Alands-rad",
      "Strasse-7",
      "12",
      "A.1:b_2",
    ]);
    expect(["Parvi Ö 3", "Łoże 1", "Rad 3 / 5"].map(nameOfLabel).every((name) => SPACE_NAME.test(name))).toBe(true);
    expect(nameOfLabel("Ряд 3"), "a Cyrillic row keeps its number").toBe("3");
    expect(nameOfLabel("★"), "nothing to keep: the text, which the table flags").toBe("★");
    const chart = chartOf(`<g id="Parvi"><rect x="10" y="10" width="100" height="50"/><text x="20" y="40" font-size="10">Ä 4</text></g>`);
    const [place] = derivePlaces(chart, marking({ rules: [{ tag: "rect" }] })).places;
    expect(summary(place!)).toMatchObject({ name: "A-4", nameFrom: "label", section: "Parvi", seat: "Ä 4", problems: [] });
  });

  it("gives a label over neighbours whose boxes overlap, as curved sections' do, to the one it lies on", () => {
    // Two ring segments of an arena's upper ring: each label lies inside both boxes, 215's inside 214's smaller one.
    const on = (rx: number, ry: number, degrees: number) => [
      rx * Math.cos((degrees * Math.PI) / 180),
      ry * Math.sin((degrees * Math.PI) / 180),
    ];
    const fixed = (value: number) => value.toFixed(2);
    const segment = (from: number, to: number) => {
      const [[x1, y1], [x2, y2], [x3, y3], [x4, y4]] = [on(515, 345, from), on(515, 345, to), on(640, 450, to), on(640, 450, from)];
      return `M${fixed(x1!)},${fixed(y1!)}a515,345 0 0,1 ${fixed(x2! - x1!)},${fixed(y2! - y1!)}L${fixed(x3!)},${fixed(y3!)}A640,450 0 0,0 ${fixed(x4!)},${fixed(y4!)}z`;
    };
    const label = (degrees: number, text: string) => {
      const [x, y] = on(577.5, 397.5, degrees);
      return `<text transform="matrix(1 0 0 1 ${fixed(x!)} ${fixed(y! + 5.6)})" font-size="16" text-anchor="middle">${text}</text>`;
    };
    const sections =
      `<path class="section" d="${segment(35.5, 44.5)}"/><path class="section" d="${segment(45.5, 54.5)}"/>` +
      `<g id="labels">${label(40, "214")}${label(50, "215")}</g>`;
    const chart = chartOf(`<g id="Upper" transform="translate(700 540)">${sections}</g>`);
    const boxes = chartBoxes(chart);
    const [first, second] = [boxes[at(chart, "path")]!, boxes[at(chart, "path", 1)]!];
    expect(first.width * first.height).toBeLessThan(second.width * second.height);
    const expected = [
      { name: "214", labels: [at(chart, "text")], problems: [] },
      { name: "215", labels: [at(chart, "text", 1)], problems: [] },
    ];
    const named = ({ places }: PlaceDerivation) => places.map(({ name, labels, problems }) => ({ name, labels, problems }));
    expect(named(derivePlaces(chart, marking({ rules: [{ tag: "path" }] })))).toEqual(expected);

    // Drawn in groups, whose shape is their boxes': the label goes to the place of about the smallest size whose centre is nearest.
    const grouped = chartOf(
      `<g id="Upper" transform="translate(700 540)">${sections.replace(/<path class="section"( d="[^"]*")\/>/g, `<g class="section"><path$1/></g>`)}</g>`,
    );
    expect(named(derivePlaces(grouped, marking({ rules: [{ className: "section" }] })))).toEqual([
      { name: "214", labels: [at(grouped, "text")], problems: [] },
      { name: "215", labels: [at(grouped, "text", 1)], problems: [] },
    ]);
  });

  it("takes a label in a place's box but off its shape as over no place, and reads shapes through transforms and fill rules", () => {
    const chart = chartOf(
      // A seat whose box's corner holds a label; a ring drawn with a hole (even-odd) around a label; a rotated square.
      `<circle id="S1" cx="100" cy="100" r="10"/><text x="106.8" y="109.2" font-size="4">7</text>` +
        `<path id="Ring" fill-rule="evenodd" d="M300,100h200v200h-200zM350,150h100v100h-100z"/><text x="400" y="204" font-size="10">x</text>` +
        `<g transform="rotate(45 700 150)"><rect id="Diamond" x="650" y="100" width="100" height="100"/></g>` +
        `<text x="644" y="110" font-size="8">corner</text><text x="700" y="154" font-size="10" text-anchor="middle">D</text>`,
    );
    const { places } = derivePlaces(
      chart,
      marking({ rules: [{ tag: "circle" }, { tag: "path" }, { tag: "rect" }], labelsLetClicksThrough: false }),
    );
    expect(places.map(({ name, labels, problems }) => ({ name, labels, problems }))).toEqual([
      { name: "S1", labels: [], problems: [] },
      { name: "Ring", labels: [], problems: [] },
      { name: "Diamond", labels: [at(chart, "text", 3)], problems: ["labelCovers"] },
    ]);
  });

  it("names places sharing a label by their groups' short names, and reads section, row and seat from the groups", () => {
    const chart = chartOf(
      `<g id="Stalls"><g id="row-3" transform="translate(0 30)"><circle cx="10" cy="10" r="8"/><text x="6" y="14" font-size="8">5</text>` +
        `<circle cx="30" cy="10" r="8"/><text x="26" y="14" font-size="8">6</text></g>` +
        `<g id="Stalls-R4" transform="translate(0 60)"><circle cx="10" cy="10" r="8"/><text x="6" y="14" font-size="8">5</text></g></g>` +
        `<g id="Balcony"><g id="g12"><circle id="B1" cx="500" cy="500" r="8"/></g></g>`,
    );
    const { places, blocked } = derivePlaces(chart, marking({ rules: [{ tag: "circle" }] }));
    expect(places.map(summary)).toEqual([
      { name: "Stalls-3-5", nameFrom: "label", section: "Stalls", row: "3", seat: "5", partsFrom: "groups", maxTickets: 1, problems: [] },
      { name: "Stalls-3-6", nameFrom: "label", section: "Stalls", row: "3", seat: "6", partsFrom: "groups", maxTickets: 1, problems: [] },
      { name: "Stalls-4-5", nameFrom: "label", section: "Stalls", row: "4", seat: "5", partsFrom: "groups", maxTickets: 1, problems: [] },
      { name: "B1", nameFrom: "id", section: "Balcony", row: null, seat: null, partsFrom: "groups", maxTickets: 1, problems: [] },
    ]);
    expect(blocked).toBe(false);
  });

  it("leaves a duplicate no group tells apart", () => {
    const chart = chartOf(
      `<circle cx="10" cy="10" r="8"/><text x="6" y="14" font-size="8">5</text><circle cx="100" cy="10" r="8"/><text x="96" y="14" font-size="8">5</text>`,
    );
    const derivation = derivePlaces(chart, marking({ rules: [{ tag: "circle" }] }));
    expect(derivation.places.map(({ name, problems }) => ({ name, problems }))).toEqual([
      { name: "5", problems: ["duplicateName"] },
      { name: "5", problems: ["duplicateName"] },
    ]);
    expect(derivation.blocked).toBe(true);
  });

  it("takes given names first, trimmed, and checks them", () => {
    const chart = chartOf(
      `<circle id="A" cx="10" cy="10" r="8"/><circle id="B" cx="40" cy="10" r="8"/><circle id="C" cx="70" cy="10" r="8"/>`,
    );
    const names = [
      { element: 1, name: " Box-1 " },
      { element: 2, name: "Box 2" },
      { element: 3, name: "  " },
    ];
    const { places, blocked } = derivePlaces(chart, marking({ rules: [{ tag: "circle" }], names }));
    expect(places.map(({ name, nameFrom, problems }) => ({ name, nameFrom, problems }))).toEqual([
      { name: "Box-1", nameFrom: "given", problems: [] },
      { name: "Box 2", nameFrom: "given", problems: ["badName"] },
      { name: "C", nameFrom: "id", problems: [] },
    ]);
    expect(blocked).toBe(true);
  });

  it("refuses a name the map cannot carry as an id (the sanitizer keeps document properties out of ids)", () => {
    const chart = chartOf(`<circle id="title" cx="10" cy="10" r="8"/><circle id="B" cx="40" cy="10" r="8"/>`);
    const reserved = (name: string) => name === "title";
    const { places, blocked } = deriveWithPattern(chart, marking({ rules: [{ tag: "circle" }] }), null, undefined, reserved);
    expect(places.map(({ name, problems }) => ({ name, problems }))).toEqual([
      { name: "title", problems: ["badName"] },
      { name: "B", problems: [] },
    ]);
    expect(blocked).toBe(true);
  });

  it("reads the parts from the name pattern before the groups, and from an unchanged place's marks before both", () => {
    const chart = chartOf(
      `<g id="Balcony"><rect id="R1-S12" width="10" height="10"/><rect id="Box" x="20" width="10" height="10"/>` +
        `<rect id="R2-S1" class="space" data-section="Upper" data-row="2" x="40" width="10" height="10"/>` +
        `<rect id="R3-S1" class="space" data-seat="9" x="60" width="10" height="10"/></g>`,
    );
    const names = [{ element: at(chart, "R3-S1"), name: "R3-S2" }];
    const { places } = derivePlaces(chart, marking({ rules: [{ tag: "rect" }], names }), "R{row}-S{seat}");
    expect(places.map(({ name, section, row, seat, partsFrom }) => ({ name, section, row, seat, partsFrom }))).toEqual([
      { name: "R1-S12", section: null, row: "1", seat: "12", partsFrom: "pattern" },
      { name: "Box", section: "Balcony", row: null, seat: null, partsFrom: "groups" },
      { name: "R2-S1", section: "Upper", row: "2", seat: null, partsFrom: "marks" },
      { name: "R3-S2", section: null, row: "3", seat: "2", partsFrom: "pattern" },
    ]);
    expect(derivePlaces(chart, marking({ rules: [{ tag: "rect" }] }), "{zone}").places[0]!.partsFrom).toBe("groups");
  });

  describe("a place named by hand (issue 35's user trial)", () => {
    const seat = (x: number, text: string) => `<circle cx="${x}" cy="10" r="8"/><text x="${x - 4}" y="14" font-size="8">${text}</text>`;
    // Row 2 has seat 3 twice, a duplicate the operator fixes by renaming one.
    const chart = chartOf(
      `<g id="Balcony"><g id="row-2">${seat(10, "1")}${seat(30, "3")}${seat(50, "3")}</g>` +
        `<g id="row-3" transform="translate(0 30)">${seat(10, "1")}</g></g>` +
        `<g id="Boxes" transform="translate(0 60)">${seat(10, "1")}</g>`,
    );
    const secondThree = at(chart, "circle", 2);
    const renamed = (name: string, namePattern: string | null = null) =>
      summary(
        derivePlaces(chart, marking({ rules: [{ tag: "circle" }], names: [{ element: secondThree, name }] }), namePattern).places.find(
          (place) => place.element === secondThree,
        )!,
      );

    it("reads section, row and seat from the new name under the structure the place was derived with", () => {
      expect(derivePlaces(chart, marking({ rules: [{ tag: "circle" }] })).places.map(({ name }) => name)).toEqual([
        "Balcony-2-1",
        "Balcony-2-3",
        "Balcony-2-3",
        "Balcony-3-1",
        "Boxes-1",
      ]);
      expect(renamed("Balcony-2-4")).toMatchObject({ name: "Balcony-2-4", section: "Balcony", row: "2", seat: "4", problems: [] });
      expect(renamed("Balcony-2-4").partsFrom).toBe("name");
    });

    it("reads the new name under another place's structure, and by the plan's name pattern first", () => {
      expect(renamed("Balcony-3-12")).toMatchObject({ section: "Balcony", row: "3", seat: "12" });
      expect(renamed("Boxes-7")).toMatchObject({ section: "Boxes", row: null, seat: "7" });
      expect(renamed("R9-S4", "R{row}-S{seat}")).toMatchObject({ section: null, row: "9", seat: "4", partsFrom: "pattern" });
    });

    it("keeps the derived parts the new name agrees with, and never the section and row without the seat", () => {
      expect(renamed("B2-3")).toMatchObject({ section: "Balcony", row: "2", seat: "3", partsFrom: "name" });
      expect(renamed("VIP")).toMatchObject({ section: "Balcony", row: null, seat: null, partsFrom: "name" });
      expect(renamed("Balcony-2-3"), "the derived name given by hand").toMatchObject({ section: "Balcony", row: "2", seat: "3" });
    });

    it("leaves the names it derives for other places as they are (a row's seats named by hand do not unqualify the rest)", () => {
      const rows = chartOf(
        `<g id="Parvi"><g id="Rivi-1">${seat(10, "1")}${seat(30, "2")}${seat(50, "3")}</g>` +
          `<g id="Rivi-2" transform="translate(0 30)">${seat(10, "1")}${seat(30, "2")}</g></g>`,
      );
      const names = [
        { element: at(rows, "circle", 0), name: "Front-1" },
        { element: at(rows, "circle", 1), name: "Front-2" },
      ];
      const derived = derivePlaces(rows, marking({ rules: [{ tag: "circle" }], names })).places;
      expect(derived.map(({ name, nameFrom }) => [name, nameFrom])).toEqual([
        ["Front-1", "given"],
        ["Front-2", "given"],
        ["Parvi-1-3", "label"],
        ["Parvi-2-1", "label"],
        ["Parvi-2-2", "label"],
      ]);
    });
  });

  it("makes group ids names as labels are, Illustrator's escapes decoded, and keeps their readable text as the parts", () => {
    expect(["Parvi_Ö", "Parvi__xD6_", "_x31_", "Main_Floor", "Balcony_1_", "Caf&eacute;"].map(readableId)).toEqual([
      "Parvi Ö",
      "Parvi Ö",
      "1",
      "Main Floor",
      "Balcony",
      "Caf&eacute;",
    ]);
    const chart = chartOf(
      `<g id="Parvi_Ö"><text x="0" y="-20" font-size="10">Parvi Ö</text><g id="Rivi_1">` +
        `<circle cx="10" cy="10" r="8"/><text x="6" y="14" font-size="8">1</text><circle cx="30" cy="10" r="8"/><text x="26" y="14" font-size="8">2</text></g></g>` +
        `<g id="Permanto"><g id="_x31_" transform="translate(0 100)"><circle cx="10" cy="10" r="8"/><text x="6" y="14" font-size="8">1</text></g></g>` +
        `<circle id="Ö9" cx="500" cy="500" r="8"/>`,
    );
    const { places, blocked } = derivePlaces(chart, marking({ rules: [{ tag: "circle" }] }));
    expect(places.map(summary)).toEqual([
      { name: "Parvi-O-1-1", nameFrom: "label", section: "Parvi Ö", row: "1", seat: "1", partsFrom: "groups", maxTickets: 1, problems: [] },
      { name: "Parvi-O-1-2", nameFrom: "label", section: "Parvi Ö", row: "1", seat: "2", partsFrom: "groups", maxTickets: 1, problems: [] },
      {
        name: "Permanto-1-1",
        nameFrom: "label",
        section: "Permanto",
        row: "1",
        seat: "1",
        partsFrom: "groups",
        maxTickets: 1,
        problems: [],
      },
      { name: "O9", nameFrom: "id", section: null, row: null, seat: null, partsFrom: "none", maxTickets: 1, problems: [] },
    ]);
    expect(blocked).toBe(false);
    const renamed = derivePlaces(
      chart,
      marking({ rules: [{ tag: "circle" }], names: [{ element: at(chart, "circle"), name: "Parvi-O-1-7" }] }),
    );
    expect(summary(renamed.places[0]!)).toMatchObject({ section: "Parvi Ö", row: "1", seat: "7" });
  });

  it("takes capacities given, then the marked one, then 1", () => {
    const chart = chartOf(
      `<path id="A" d="M0 0H10V10Z"/><path id="B" data-max-tickets="40" d="M0 0H10V10Z"/><path id="C" d="M0 0H10V10Z"/>` +
        `<path id="D" data-max-tickets="x" d="M0 0H10V10Z"/>`,
    );
    const capacities = [
      { element: 1, maxTickets: 500 },
      { element: 2, maxTickets: 0 },
      { element: 3, maxTickets: 2.5 },
      { element: 4, maxTickets: 100_001 },
    ];
    const { places } = derivePlaces(chart, marking({ rules: [{ tag: "path" }], capacities }));
    expect(places.map(({ maxTickets }) => maxTickets)).toEqual([500, 40, 1, 1]);
  });

  it("says when a name is another element's id, and when a label swallows a place's clicks", () => {
    const chart = chartOf(
      `<rect id="Exit" x="500" y="500" width="10" height="10"/><rect x="0" y="0" width="100" height="100"/><text x="30" y="55">Exit</text>` +
        `<rect x="200" y="0" width="100" height="100"/><text x="230" y="55" pointer-events="none">S1</text>` +
        `<rect x="400" y="0" width="100" height="100"/><g style="fill: red; pointer-events: none"><text x="430" y="55">S2</text></g>` +
        `<g id="S3" class="seat"><circle cx="650" cy="50" r="50"/><text x="630" y="55">S3</text></g>`,
    );
    const rules = [{ tag: "rect" }, { className: "seat" }];
    const remove = [at(chart, "Exit")];
    const problems = (labelsLetClicksThrough?: boolean) =>
      derivePlaces(chart, marking({ rules, remove, labelsLetClicksThrough })).places.map(({ name, problems }) => [name, problems]);
    expect(problems(false)).toEqual([
      ["Exit", ["nameTaken", "labelCovers"]],
      ["S1", []],
      ["S2", []],
      ["S3", []],
    ]);
    expect(problems()).toEqual([
      ["Exit", ["nameTaken"]],
      ["S1", []],
      ["S2", []],
      ["S3", []],
    ]);
  });

  it("derives 20,000 seats drawn as paths in transformed groups, each with its label", () => {
    const sections = 10;
    const rows = 40;
    const seats = 50;
    let body = "";
    for (let section = 0; section < sections; section++) {
      body += `<g id="S${section + 1}" transform="translate(${section * 1300} 0) rotate(${section % 2 ? 5 : -5})">`;
      for (let row = 0; row < rows; row++) {
        body += `<g id="S${section + 1}-R${row + 1}" transform="translate(0 ${row * 22})">`;
        for (let seat = 0; seat < seats; seat++) {
          const x = seat * 20;
          body += `<path id="path${section}_${row}_${seat}" d="M${x} 0h16v16h-16z"/><text x="${x + 4}" y="12" font-size="8">${seat + 1}</text>`;
        }
        body += `</g>`;
      }
      body += `</g>`;
    }
    const chart = chartOf(body);
    const { places, blocked } = derivePlaces(chart, marking({ rules: [{ tag: "path" }] }));
    expect(places).toHaveLength(sections * rows * seats);
    expect(blocked).toBe(false);
    for (const index of [0, 49, 50, 7_777, 19_999]) {
      const [section, row, seat] = [Math.floor(index / (rows * seats)), Math.floor(index / seats) % rows, index % seats];
      const place = places[index]!;
      expect(summary(place)).toEqual({
        name: `S${section + 1}-${row + 1}-${seat + 1}`,
        nameFrom: "label",
        section: `S${section + 1}`,
        row: `${row + 1}`,
        seat: `${seat + 1}`,
        partsFrom: "groups",
        maxTickets: 1,
        problems: [],
      });
      expect(place.labels).toEqual([place.element + 1]);
    }
  });
});
