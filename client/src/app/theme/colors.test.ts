import { describe, expect, it } from "vitest";
import { accessibleShade, contrastRatio, DEFAULT_PRIMARY_COLOR, generateColorTuple, isHexColor } from "./colors";
import { createAppTheme } from "./theme";

describe("colors", () => {
  it("puts the configured colour at index 6, lighter below, darker above", () => {
    const tuple = generateColorTuple("#0085d2");
    expect(tuple).toHaveLength(10);
    expect(tuple[6]).toBe("#0085d2");
    expect(tuple[0]).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(tuple[0], "#ffffff")).toBeLessThan(contrastRatio(tuple[5], "#ffffff"));
    expect(contrastRatio(tuple[9], "#ffffff")).toBeGreaterThan(contrastRatio(tuple[7], "#ffffff"));
  });

  it("expands 3-digit hex", () => {
    expect(generateColorTuple("#f00")[6]).toBe("#ff0000");
  });

  it("validates hex colours", () => {
    expect(isHexColor("#0085d2")).toBe(true);
    expect(isHexColor("#abc")).toBe(true);
    expect(isHexColor("blue")).toBe(false);
    expect(isHexColor(null)).toBe(false);
  });

  it("uses a darker shade when the colour fails WCAG AA against white", () => {
    expect(accessibleShade(generateColorTuple(DEFAULT_PRIMARY_COLOR))).toBe(7);
    expect(accessibleShade(generateColorTuple("#1a4d2e"))).toBe(6);
  });

  it("builds the theme from settings with defaults", () => {
    const theme = createAppTheme({ primaryColor: "not a colour", secondaryColor: "#ff6600" });
    expect(theme.primaryColor).toBe("brand");
    expect(theme.colors?.["brand"]?.[6]).toBe(DEFAULT_PRIMARY_COLOR);
    expect(theme.colors?.["accent"]?.[6]).toBe("#ff6600");
  });
});
