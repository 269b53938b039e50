import { NAME_PARTS, type NamePart, type NameParts } from "@seatbooking/core";

/**
 * The spaces table's filter, order and selection (issue 34, item 16): rows are filtered by section, row and seat,
 * each matched whole (row `B` is not row `P-B`), sorted in natural order (B-J-2 before B-J-10), and the bulk
 * selection is kept to the rows the filter shows, so that 'Edit n selected' is what Apply changes.
 */

/** The value wanted for each part ('' for any). */
export type PartFilter = Record<NamePart, string>;

export const NO_PART_FILTER: PartFilter = { section: "", row: "", seat: "" };

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

/** Natural order of names: numbers by value (B-J-2 before B-J-10), letters without regard to case. */
export function naturalCompare(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

const same = (value: string | null | undefined, wanted: string) => (value ?? "").toLowerCase() === wanted.trim().toLowerCase();

/** Whether a space's parts are the filter's (each part given matched whole, case aside). */
export function matchesParts(space: Partial<NameParts>, filter: PartFilter): boolean {
  return NAME_PARTS.every((part) => !filter[part].trim() || same(space[part], filter[part]));
}

/** The spaces the filter shows, in natural order of their names. */
export function filterAndSort<Space extends { name: string } & Partial<NameParts>>(spaces: readonly Space[], filter: PartFilter): Space[] {
  return spaces.filter((space) => matchesParts(space, filter)).sort((a, b) => naturalCompare(a.name, b.name));
}

/**
 * The values a part's filter offers, in natural order: those of the spaces that match the parts before it
 * (the rows of the chosen section, the seats of the chosen row).
 */
export function partOptions(spaces: readonly Partial<NameParts>[], part: NamePart, filter: PartFilter): string[] {
  const before = NAME_PARTS.slice(0, NAME_PARTS.indexOf(part));
  const earlier: PartFilter = { ...NO_PART_FILTER };
  for (const previous of before) earlier[previous] = filter[previous];
  const values = new Set<string>();
  for (const space of spaces) {
    const value = space[part];
    if (value && matchesParts(space, earlier)) values.add(value);
  }
  return [...values].sort(naturalCompare);
}

/** The selection kept to the visible rows (the same set when nothing is hidden, so React sees no change). */
export function keepVisible(selected: ReadonlySet<string>, visible: readonly { id: string }[]): ReadonlySet<string> {
  const ids = new Set(visible.map((space) => space.id));
  const kept = [...selected].filter((id) => ids.has(id));
  return kept.length === selected.size ? selected : new Set(kept);
}
