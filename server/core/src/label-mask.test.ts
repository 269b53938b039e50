import { describe, expect, it } from "vitest";
import { defaultMaskKey, formatLabel, maskHasCounts, maskProblem } from "./label-mask.js";

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

describe("formatLabel, as the seat map and the plan editor fill a mask", () => {
  it("fills every placeholder, numbers included", () => {
    expect(
      formatLabel("{section} row {row}, seat {seat} ({type}): {remaining} / {max}", {
        name: "PC-12-7",
        type: "Seat",
        section: "PC",
        row: "12",
        seat: "7",
        remaining: 0,
        max: 1,
      }),
    ).toBe("PC row 12, seat 7 (Seat): 0 / 1");
  });

  it("gives the name for a blank mask and for one whose parts of the name are all empty", () => {
    expect(formatLabel("  ", { name: "A" })).toBe("A");
    expect(formatLabel("Row {row}, seat {seat}", { name: "standing" })).toBe("standing");
    expect(formatLabel("Row {row}, seat {seat}", { name: "R1", row: "1" })).toBe("Row 1, seat ");
  });

  it("leaves other braces as written", () => {
    expect(formatLabel("{zone} {name}", { name: "A" })).toBe("{zone} A");
  });
});

describe("maskHasCounts", () => {
  it("is true for a mask with {remaining} or {max}, false otherwise", () => {
    expect(maskHasCounts("{name}: {remaining} / {max}")).toBe(true);
    expect(maskHasCounts("{max}")).toBe(true);
    expect(maskHasCounts("Row {row}, seat {seat}")).toBe(false);
    expect(maskHasCounts(null)).toBe(false);
    expect(maskHasCounts(undefined)).toBe(false);
  });
});

describe("defaultMaskKey", () => {
  it("says the section when the name carries it, compared as names are made (issue 35)", () => {
    const key = (name: string, section: string) => defaultMaskKey({ name, section, row: "1", seat: "3" });
    expect(key("PC-12-7", "PC")).toBe("sectionRowSeat");
    expect(key("Parvi-O-1-3", "Parvi Ö")).toBe("sectionRowSeat");
    expect(key("Main-Floor-1-3", "Main Floor")).toBe("sectionRowSeat");
    expect(key("R12-S6", "2")).toBe("rowSeat");
    expect(key("Main-1-3", "Main Floor")).toBe("rowSeat");
  });
});
