import { labelSpace, type DefaultLabelMasks, type NamePart, type NameParts } from "@seatbooking/core";

/**
 * The plan editor's pure logic (issue 14): which map elements and spaces are not bound to each other, names
 * for spaces made in bulk, and label masks filled in for a preview. Which map elements are places and how a
 * name reads with a pattern are @seatbooking/core's (mapPlaces, compilePattern, patternProblem), as the server
 * reads them.
 */

/** Map elements without a space, and spaces (by name) without an element. */
export function unboundElements<Element extends { name: string }, Space extends { name: string }>(
  elements: readonly Element[],
  spaces: readonly Space[],
): { elements: Element[]; spaces: Space[] } {
  const spaceNames = new Set(spaces.map((space) => space.name));
  const elementNames = new Set(elements.map((element) => element.name));
  return {
    elements: elements.filter((element) => !spaceNames.has(element.name)),
    spaces: spaces.filter((space) => !elementNames.has(space.name)),
  };
}

/** The pattern used when the plan has none. */
export const DEFAULT_NAME_PATTERN = "R{row}-S{seat}";

/** Letters (A-Z, one letter each) or whole numbers from `from` to `to`, either way round; null when not a range. */
export function labelRange(from: string, to: string, limit = 2_000): string[] | null {
  const a = from.trim();
  const b = to.trim();
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    const start = Number(a);
    const end = Number(b);
    const step = start <= end ? 1 : -1;
    if (Math.abs(end - start) + 1 > limit) return null;
    const result: string[] = [];
    for (let value = start; value !== end + step; value += step) result.push(String(value));
    return result;
  }
  if (/^[A-Za-z]$/.test(a) && /^[A-Za-z]$/.test(b)) {
    const start = a.charCodeAt(0);
    const end = b.charCodeAt(0);
    const step = start <= end ? 1 : -1;
    const result: string[] = [];
    for (let code = start; code !== end + step; code += step) result.push(String.fromCharCode(code));
    return result;
  }
  return null;
}

/** A name pattern filled in: `R{row}-S{seat}` with row 'A' and seat '3' is 'RA-S3'. */
export function formatName(pattern: string, parts: Partial<NameParts>): string {
  return pattern.replace(/\{(section|row|seat)\}/g, (_whole, part: NamePart) => parts[part] ?? "");
}

export interface BulkNamesInput {
  pattern: string | null | undefined;
  section: string;
  rowFrom: string;
  rowTo: string;
  seatFrom: string;
  seatTo: string;
}

/**
 * The names of the spaces to create: every seat of every row (row by row), through the plan's name pattern
 * (R{row}-S{seat} without one). Null when a range is not letters or numbers, or more than `limit` names.
 */
export function bulkNames(input: BulkNamesInput, limit = 2_000): string[] | null {
  const rows = labelRange(input.rowFrom, input.rowTo, limit);
  const seats = labelRange(input.seatFrom, input.seatTo, limit);
  if (!rows || !seats || rows.length * seats.length > limit) return null;
  const pattern = input.pattern?.trim() || DEFAULT_NAME_PATTERN;
  const section = input.section.trim() || null;
  return rows.flatMap((row) => seats.map((seat) => formatName(pattern, { section, row, seat })));
}

export interface LabelSpace extends Partial<NameParts> {
  name: string;
  maxTickets: number;
  spaceType?: { name: string } | null;
}

/** What labels say besides a plan's mask, in one language: the translated defaults and the sections' names. */
export interface LabelLanguage {
  defaults: DefaultLabelMasks;
  /** A section's name by its code; absent when unnamed (then `{section}` is its code). */
  sectionNames: ReadonlyMap<string, string>;
}

/**
 * A space as people read it, by the server's one rule (labelSpace in @seatbooking/core): the mask, else the
 * translated default for its parts, `{section}` the section's name ({remaining} is its whole capacity in a preview).
 */
export function formatLabel(
  mask: string | null | undefined,
  space: LabelSpace,
  language: LabelLanguage,
  remaining = space.maxTickets,
): string {
  const sectionName = (space.section && language.sectionNames.get(space.section)) || null;
  return labelSpace(mask, { ...space, type: space.spaceType?.name, remaining, max: space.maxTickets }, language.defaults, sectionName);
}
