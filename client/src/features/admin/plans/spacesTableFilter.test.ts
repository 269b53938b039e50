import { describe, expect, it } from "vitest";
import { filterAndSort, keepVisible, matchesParts, naturalCompare, NO_PART_FILTER, partOptions } from "./spacesTableFilter";

const space = (name: string) => {
  const [section, row, seat] = name.split("-");
  return { id: name, name, section: section ?? null, row: row ?? null, seat: seat ?? null };
};

describe("natural order", () => {
  it("sorts numbers by value, not as text", () => {
    const names = ["B-J-10", "B-J-2", "B-J-1", "B-J-11", "A-K-3", "b-j-3"];
    expect([...names].sort(naturalCompare)).toEqual(["A-K-3", "B-J-1", "B-J-2", "b-j-3", "B-J-10", "B-J-11"]);
  });

  it("sorts the filtered rows", () => {
    const spaces = ["B-J-10", "B-J-9", "B-J-1"].map(space);
    expect(filterAndSort(spaces, NO_PART_FILTER).map((row) => row.name)).toEqual(["B-J-1", "B-J-9", "B-J-10"]);
  });
});

describe("part filter", () => {
  const spaces = ["B-J-1", "P-B-1", "B-B-10", "B-B-1", "PB-1-1"].map(space);

  it("matches each part whole, not a substring of the name", () => {
    expect(filterAndSort(spaces, { ...NO_PART_FILTER, section: "B" }).map((row) => row.name)).toEqual(["B-B-1", "B-B-10", "B-J-1"]);
    expect(filterAndSort(spaces, { ...NO_PART_FILTER, row: "B" }).map((row) => row.name)).toEqual(["B-B-1", "B-B-10", "P-B-1"]);
    expect(filterAndSort(spaces, { section: "b", row: "b", seat: "1" }).map((row) => row.name)).toEqual(["B-B-1"]);
    expect(matchesParts({ section: null, row: null, seat: null }, { ...NO_PART_FILTER, seat: "1" })).toBe(false);
    expect(matchesParts({ section: null, row: null, seat: null }, NO_PART_FILTER)).toBe(true);
  });

  it("offers the values of a part among the spaces of the parts before it", () => {
    expect(partOptions(spaces, "section", NO_PART_FILTER)).toEqual(["B", "P", "PB"]);
    expect(partOptions(spaces, "row", { ...NO_PART_FILTER, section: "B" })).toEqual(["B", "J"]);
    expect(partOptions(spaces, "seat", { ...NO_PART_FILTER, section: "B", row: "B" })).toEqual(["1", "10"]);
  });
});

describe("selection and filter", () => {
  it("keeps only the selected rows the filter shows", () => {
    const spaces = ["B-J-1", "P-B-1", "B-B-1"].map(space);
    const selected = new Set(["B-J-1", "P-B-1", "B-B-1"]);
    const visible = filterAndSort(spaces, { ...NO_PART_FILTER, section: "B" });
    expect([...keepVisible(selected, visible)].sort()).toEqual(["B-B-1", "B-J-1"]);
    expect(keepVisible(selected, spaces)).toBe(selected);
    expect(keepVisible(selected, []).size).toBe(0);
  });
});
