import { describe, expect, it } from "vitest";
import { customerLabel } from "./label-mask.js";

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
