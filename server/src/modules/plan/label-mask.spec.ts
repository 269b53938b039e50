import { describe, expect, it } from "vitest";
import { customerLabel, maskIn, planSpaceLabel, sectionNameIn } from "./label-mask.js";

describe("customerLabel", () => {
  const seat = { name: "PC-12-7", type: "Seat", section: "PC", row: "12", seat: "7" };

  it("uses the plan's mask when it has one, in every language", () => {
    expect(customerLabel("{section} {row}/{seat}", seat, "fi")).toBe("PC 12/7");
    expect(customerLabel("{name}", seat, "sv")).toBe("PC-12-7");
  });

  it("without a mask, says the place's parts in the reader's language", () => {
    expect(customerLabel(null, seat, "en")).toBe("PC, row 12, seat 7");
    expect(customerLabel(" ", { ...seat, section: null }, "fi")).toBe("Rivi 12, paikka 7");
    expect(customerLabel(undefined, { ...seat, section: null }, "sv")).toBe("Rad 12, plats 7");
    expect(customerLabel(null, { name: "W-3", type: "Rullstolsplats", section: "PR", seat: "3" }, "sv")).toBe("Rullstolsplats 3");
    expect(customerLabel(null, { name: "standing-A", type: "Seisomapaikka", section: "A" }, "fi")).toBe("Seisomapaikka A");
  });

  it("leaves out a section the name does not carry: the drawing's grouping, row and seat say which place it is", () => {
    expect(customerLabel(null, { name: "R12-S6", type: "Seat", section: "2", row: "12", seat: "6" }, "en")).toBe("Row 12, seat 6");
    expect(customerLabel(null, { name: "b1-3-15", type: "Seat", section: "B1", row: "3", seat: "15" }, "sv")).toBe("B1, rad 3, plats 15");
  });

  it("falls back to the name when nothing else says which place it is", () => {
    expect(customerLabel(null, { name: "box-1", type: "Seat" }, "fi")).toBe("box-1");
    expect(customerLabel(null, { name: "W-1-C", section: "PL" }, "en")).toBe("W-1-C");
  });

  it("writes a language without texts of its own in the fallback language's words", () => {
    expect(customerLabel(null, { ...seat, section: null }, "de")).toMatch(/^(Row|Rivi|Rad) 12, (seat|paikka|plats) 7$/);
  });
});

describe("planSpaceLabel: section names and masks per language", () => {
  const seat = { name: "P-D-7", type: "Seat", section: "P", row: "D", seat: "7" };
  const sectionNames = { P: { en: "Stalls", fi: "Permanto" } };

  it("says a named section by its name in the reader's language, else the default language's, else its code", () => {
    expect(planSpaceLabel({ masks: {}, sectionNames }, seat, "en")).toBe("Stalls, row D, seat 7");
    expect(planSpaceLabel({ masks: {}, sectionNames }, seat, "fi")).toBe("Permanto, rivi D, paikka 7");
    expect(planSpaceLabel({ masks: {}, sectionNames }, seat, "sv")).toBe("Stalls, rad D, plats 7");
    expect(planSpaceLabel({ masks: {}, sectionNames: {} }, seat, "en")).toBe("P, row D, seat 7");
    expect(planSpaceLabel({ masks: null, sectionNames: null }, { ...seat, name: "B-D-7", section: "B" }, "fi")).toBe("B, rivi D, paikka 7");
  });

  it("says a named section even when the place's name does not carry it (the drawing's data-section)", () => {
    const drawn = { name: "R12-S6", type: "Seat", section: "2", row: "12", seat: "6" };
    expect(planSpaceLabel({ masks: {}, sectionNames: {} }, drawn, "en")).toBe("Row 12, seat 6");
    expect(planSpaceLabel({ masks: {}, sectionNames: { "2": { en: "Balcony" } } }, drawn, "en")).toBe("Balcony, row 12, seat 6");
  });

  it("fills the reader's language's mask, else the default language's, else the translated default", () => {
    const masks = { en: "{section} {row}{seat}", fi: "{section}: rivi {row}, paikka {seat}" };
    expect(planSpaceLabel({ masks, sectionNames }, seat, "fi")).toBe("Permanto: rivi D, paikka 7");
    expect(planSpaceLabel({ masks, sectionNames }, seat, "sv")).toBe("Stalls D7");
    expect(planSpaceLabel({ masks: { fi: "{section} {row}/{seat}" }, sectionNames }, seat, "sv")).toBe("Stalls, rad D, plats 7");
  });

  it("reads a blank mask as none and an unnamed section as null", () => {
    expect(maskIn({ fi: "  ", en: "{name}" }, "fi")).toBe("{name}");
    expect(maskIn({ fi: "{name}" }, "sv")).toBeNull();
    expect(maskIn(null, "en")).toBeNull();
    expect(sectionNameIn(sectionNames, "B", "en")).toBeNull();
    expect(sectionNameIn(sectionNames, null, "en")).toBeNull();
    expect(sectionNameIn(sectionNames, "P", "sv")).toBe("Stalls");
  });
});
