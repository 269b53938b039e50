import { describe, expect, it } from "vitest";
import { formatLabel } from "./label-mask.js";

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
    expect(formatLabel("{row} {seat} {name} { name } {NAME}", values)).toBe("{row} {seat} R1-S12 { name } {NAME}");
  });

  it("keeps outer braces around a doubled placeholder", () => {
    expect(formatLabel("{{name}}", values)).toBe("{R1-S12}");
  });

  it("turns known placeholders without a value into empty strings", () => {
    expect(formatLabel("{name}: {remaining}/{max} {type}", { name: "standing-A" })).toBe("standing-A: / ");
    expect(formatLabel("{remaining}", { name: "A", remaining: null })).toBe("");
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
