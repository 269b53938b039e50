import { describe, expect, it } from "vitest";
import { fillLabelMask } from "./labelMask";

describe("fillLabelMask", () => {
  it("fills every placeholder, numbers included", () => {
    expect(
      fillLabelMask("{section} row {row}, seat {seat} ({type}): {remaining} / {max}", {
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
    expect(fillLabelMask("  ", { name: "A" })).toBe("A");
    expect(fillLabelMask("Row {row}, seat {seat}", { name: "standing" })).toBe("standing");
    expect(fillLabelMask("Row {row}, seat {seat}", { name: "R1", row: "1" })).toBe("Row 1, seat ");
  });

  it("leaves other braces as written", () => {
    expect(fillLabelMask("{zone} {name}", { name: "A" })).toBe("{zone} A");
  });
});
