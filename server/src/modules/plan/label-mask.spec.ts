import { describe, expect, it } from "vitest";
import { customerLabel, formatLabel, maskProblem } from "./label-mask.js";

describe("formatLabel", () => {
  const values = { name: "R1-S12", type: "seat", remaining: 0, max: 1 };

  it("replaces every supported placeholder", () => {
    expect(formatLabel("{name} ({type}): {remaining} / {max}", values)).toBe("R1-S12 (seat): 0 / 1");
  });

  it("replaces repeated placeholders", () => {
    expect(formatLabel("{name}-{name}", values)).toBe("R1-S12-R1-S12");
  });

  it("renders zero numbers instead of dropping them", () => {
    expect(formatLabel("{remaining}", { name: "A", remaining: 0 })).toBe("0");
  });

  it("leaves unknown placeholders as they are", () => {
    expect(formatLabel("{zone} {name} { name } {NAME}", values)).toBe("{zone} R1-S12 { name } {NAME}");
  });

  it("fills the parts of the name", () => {
    expect(formatLabel("{section}, row {row}, seat {seat}", { name: "PC-12-7", section: "PC", row: "12", seat: "7" })).toBe(
      "PC, row 12, seat 7",
    );
  });

  it("keeps outer braces around a doubled placeholder", () => {
    expect(formatLabel("{{name}}", values)).toBe("{R1-S12}");
  });

  it("turns known placeholders without a value into empty strings", () => {
    expect(formatLabel("{name}: {remaining}/{max} {type}", { name: "standing-A" })).toBe("standing-A: / ");
    expect(formatLabel("{remaining}", { name: "A", remaining: null })).toBe("");
  });

  it("falls back to the name when the mask's parts of the name are all empty for the space", () => {
    expect(formatLabel("Row {row}, seat {seat}", { name: "standing" })).toBe("standing");
    expect(formatLabel("Row {row}, seat {seat}", { name: "R1-S2", row: "1", seat: null })).toBe("Row 1, seat ");
  });

  it("does not substitute placeholders found inside values", () => {
    expect(formatLabel("{name} of {max}", { name: "{max}", max: 5 })).toBe("{max} of 5");
  });

  it("does not interpret $ patterns in values", () => {
    expect(formatLabel("{name}", { name: "$& $1 $$" })).toBe("$& $1 $$");
  });

  it("falls back to the name for a null, undefined or blank mask", () => {
    expect(formatLabel(null, values)).toBe("R1-S12");
    expect(formatLabel(undefined, values)).toBe("R1-S12");
    expect(formatLabel("   ", values)).toBe("R1-S12");
  });

  it("returns a mask without placeholders unchanged", () => {
    expect(formatLabel("Seat", values)).toBe("Seat");
  });
});

describe("maskProblem", () => {
  it("accepts masks that name the place", () => {
    expect(maskProblem("Row {row}, seat {seat}")).toBeNull();
    expect(maskProblem("{name}: {remaining} / {max}")).toBeNull();
  });

  it("refuses a mask that references no part of the name", () => {
    expect(maskProblem("{type}: {remaining}")).toBe("noPartOfName");
    expect(maskProblem("Seat")).toBe("noPartOfName");
  });

  it("refuses unknown placeholders", () => {
    expect(maskProblem("{zone} {name}")).toBe("unknownPlaceholder");
    expect(maskProblem("{ name }")).toBe("unknownPlaceholder");
  });
});

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
