import { formatLabel as fillLabelMask } from "@seatbooking/core";

/**
 * The plan editor's pure logic (issue 14): which map elements are places (the server's rule in
 * server/src/modules/plan/plan-structure.ts mapPlaces), which elements and spaces are not bound to each
 * other, names for spaces made in bulk, and label masks filled in for a preview.
 */

export type NamePart = "section" | "row" | "seat";
const NAME_PARTS: readonly NamePart[] = ["section", "row", "seat"];

export interface NameParts {
  section: string | null;
  row: string | null;
  seat: string | null;
}

/** A place element of the map: its id is the name of the space bound to it. */
export interface MapElement {
  name: string;
  maxTickets: number | null;
}

const START_TAG = /<([A-Za-z][\w:.-]*)((?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function unescapeXml(value: string): string {
  const named: Record<string, string> = { lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" };
  return value.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (whole, entity: string) => {
    const known = named[entity.toLowerCase()];
    if (known) return known;
    const code = /^#x/i.test(entity) ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The place elements of a map, in document order: an element with an id and the class `space` or one of
 * data-section, data-row, data-seat, data-max-tickets (the first element of an id counts).
 */
export function mapElements(svg: string): MapElement[] {
  const elements: MapElement[] = [];
  const seen = new Set<string>();
  for (const tag of svg.matchAll(START_TAG)) {
    const attributes = new Map<string, string>();
    for (const attribute of (tag[2] ?? "").matchAll(ATTRIBUTE))
      attributes.set(attribute[1]!, unescapeXml(attribute[2] ?? attribute[3] ?? ""));
    const id = attributes.get("id");
    if (!id || seen.has(id)) continue;
    const classes = (attributes.get("class") ?? "").split(/\s+/).filter(Boolean);
    const marked =
      classes.includes("space") || ["data-section", "data-row", "data-seat", "data-max-tickets"].some((name) => attributes.has(name));
    if (!marked) continue;
    seen.add(id);
    const maxTickets = Number(attributes.get("data-max-tickets"));
    elements.push({ name: id, maxTickets: Number.isInteger(maxTickets) && maxTickets > 0 ? maxTickets : null });
  }
  return elements;
}

/** Map elements without a space, and spaces (by name) without an element. */
export function unboundElements<Space extends { name: string }>(
  elements: readonly MapElement[],
  spaces: readonly Space[],
): { elements: MapElement[]; spaces: Space[] } {
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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Reads a name with a pattern as the server does: literal text as written, each part at least one
 * character (the shortest that lets the rest match). Null when the pattern has no part, an unknown or a
 * repeated one, or the name does not match.
 */
export function readName(pattern: string, name: string): NameParts | null {
  const parts: NamePart[] = [];
  let source = "^";
  for (const piece of pattern.split(/(\{[^{}]*\})/)) {
    const placeholder = /^\{([^{}]*)\}$/.exec(piece);
    if (!placeholder) {
      source += escape(piece);
      continue;
    }
    const part = placeholder[1] as NamePart;
    if (!NAME_PARTS.includes(part) || parts.includes(part)) return null;
    parts.push(part);
    source += "(.+?)";
  }
  if (parts.length === 0) return null;
  const found = new RegExp(`${source}$`, "s").exec(name);
  if (!found) return null;
  const result: NameParts = { section: null, row: null, seat: null };
  parts.forEach((part, index) => (result[part] = found[index + 1]!));
  return result;
}

/** Whether a pattern can be used: a known part at least once, none twice. */
export function patternProblem(pattern: string): "noPart" | "unknownPart" | "partTwice" | null {
  const placeholders = [...pattern.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]!);
  if (placeholders.some((part) => !NAME_PARTS.includes(part as NamePart))) return "unknownPart";
  if (new Set(placeholders).size !== placeholders.length) return "partTwice";
  return placeholders.length === 0 ? "noPart" : null;
}

export interface LabelSpace extends Partial<NameParts> {
  name: string;
  maxTickets: number;
  spaceType?: { name: string } | null;
}

/** A label mask filled in for a space ({remaining} is its whole capacity in a preview). */
export function formatLabel(mask: string | null | undefined, space: LabelSpace, remaining = space.maxTickets): string {
  return fillLabelMask(mask, { ...space, type: space.spaceType?.name, remaining, max: space.maxTickets });
}

/** Rows whose name contains `filter` (case-insensitive), and the page from `offset`. */
export function filterSpaces<Space extends { name: string; label?: string }>(spaces: readonly Space[], filter: string): Space[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return [...spaces];
  return spaces.filter((space) => space.name.toLowerCase().includes(needle) || (space.label ?? "").toLowerCase().includes(needle));
}
