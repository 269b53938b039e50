import { describe, expect, it } from "vitest";
import { sectionOrder, startSection } from "./start-section.js";

const place = (section: string | null, remaining = 1) => ({ section, remaining });

describe("startSection", () => {
  it("opens on the section with the most places free", () => {
    expect(startSection(["1", "2", "3"], [place("1"), place("1"), place("2"), place("3", 0), place("3", 0), place("3", 0)])).toBe("1");
  });

  it("counts places, not tickets: a standing area of many tickets is one place", () => {
    expect(startSection(["1", "A"], [place("1"), place("1"), place("A", 200)])).toBe("1");
  });

  it("of sections equally free takes the one nearest the middle, the first of two as near", () => {
    expect(startSection(["1", "2", "3"], [place("1"), place("2"), place("3")])).toBe("2");
    expect(startSection(["1", "2", "3", "4"], [place("1"), place("2"), place("3"), place("4")])).toBe("2");
    expect(startSection(["1", "2", "3"], [])).toBe("2");
  });

  it("opens on nothing for a plan of fewer than two sections, and ignores places outside the sections", () => {
    expect(startSection(["1"], [place("1")])).toBeNull();
    expect(startSection([], [place(null)])).toBeNull();
    expect(startSection(["1", "2", "3"], [place(null), place(null), place("9"), place("3")])).toBe("3");
  });
});

describe("sectionOrder", () => {
  it("orders codes numerically, once each", () => {
    expect(sectionOrder(["10", "2", "1", "2", "A"], "en")).toEqual(["1", "2", "10", "A"]);
  });
});
