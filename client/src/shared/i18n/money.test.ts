import { describe, expect, it } from "vitest";
import { formatCents, formatPercentage } from "./money";

describe("formatCents", () => {
  it("formats integer cents as euros per language", () => {
    expect(formatCents(1234, "en")).toBe("€12.34");
    expect(formatCents(1234, "fi").replace(/\s/g, " ")).toBe("12,34 €");
    expect(formatCents(5, "sv").replace(/\s/g, " ")).toBe("0,05 €");
  });
});

describe("formatPercentage", () => {
  it("formats VAT rates per language", () => {
    expect(formatPercentage(25.5, "en")).toBe("25.5");
    expect(formatPercentage(25.5, "fi")).toBe("25,5");
    expect(formatPercentage(14, "sv")).toBe("14");
  });
});
