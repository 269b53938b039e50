import { mapPlaces } from "@seatbooking/core";
import { describe, expect, it } from "vitest";
import { bulkNames, formatLabel, labelRange, unboundElements } from "./planLogic";

const SVG = `<svg xmlns="http://www.w3.org/2000/svg">
  <g id="parterre"><rect id="A-1" class="seat space" /><rect id="A-2" class="space"/>
  <rect id="deco" class="wall"/><circle id="S1" data-max-tickets="200"/><rect data-row="B"/>
  <rect id="B-1" data-row="B" data-seat="1"/><rect id="A-1" class="space"/><rect id="x&amp;y" data-seat="9"/></g></svg>`;

describe("map elements", () => {
  it("tells elements without a space and spaces without an element", () => {
    const spaces = [{ name: "A-1" }, { name: "A-2" }, { name: "Z-9" }];
    const unbound = unboundElements(mapPlaces(SVG), spaces);
    expect(unbound.elements.map((element) => element.name)).toEqual(["S1", "B-1", "x&y"]);
    expect(unbound.spaces).toEqual([{ name: "Z-9" }]);
  });
});

describe("bulk names", () => {
  it("ranges letters and numbers either way", () => {
    expect(labelRange("A", "C")).toEqual(["A", "B", "C"]);
    expect(labelRange("3", "1")).toEqual(["3", "2", "1"]);
    expect(labelRange("A", "3")).toBeNull();
    expect(labelRange("1", "5000")).toBeNull();
  });

  it("fills the plan's pattern, or R{row}-S{seat}", () => {
    expect(bulkNames({ pattern: "{section}-{row}-{seat}", section: "PL", rowFrom: "1", rowTo: "2", seatFrom: "1", seatTo: "2" })).toEqual([
      "PL-1-1",
      "PL-1-2",
      "PL-2-1",
      "PL-2-2",
    ]);
    expect(bulkNames({ pattern: null, section: "", rowFrom: "A", rowTo: "A", seatFrom: "1", seatTo: "3" })).toEqual([
      "RA-S1",
      "RA-S2",
      "RA-S3",
    ]);
    expect(bulkNames({ pattern: "", section: "", rowFrom: "1", rowTo: "100", seatFrom: "1", seatTo: "100" })).toBeNull();
  });
});

describe("labels", () => {
  const defaults = {
    sectionRowSeat: "{section}, row {row}, seat {seat}",
    rowSeat: "Row {row}, seat {seat}",
    typeSeat: "{type} {seat}",
    typeSection: "{type} {section}",
  };
  const english = { defaults, sectionNames: new Map<string, string>() };

  it("fills a mask; without one the translated default for the place's parts, its name when it has none", () => {
    const space = { name: "R1-S2", row: "1", seat: "2", maxTickets: 1, spaceType: { name: "Seat" } };
    expect(formatLabel("Row {row}, seat {seat} ({type}) {remaining}/{max}", space, english)).toBe("Row 1, seat 2 (Seat) 1/1");
    expect(formatLabel(null, space, english)).toBe("Row 1, seat 2");
    expect(formatLabel(null, { name: "box-1", maxTickets: 1 }, english)).toBe("box-1");
  });

  it("says a section by its name when the plan named it, else by its code (issue 34, item 15)", () => {
    const seat = { name: "P-D-7", section: "P", row: "D", seat: "7", maxTickets: 1 };
    expect(formatLabel(null, seat, english)).toBe("P, row D, seat 7");
    expect(formatLabel(null, seat, { defaults, sectionNames: new Map([["P", "Stalls"]]) })).toBe("Stalls, row D, seat 7");
    expect(formatLabel("{section} {row}{seat}", seat, { defaults, sectionNames: new Map([["P", "Permanto"]]) })).toBe("Permanto D7");
  });
});
