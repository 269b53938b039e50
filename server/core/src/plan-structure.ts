/**
 * How a plan's names and map describe its places (issue 14): which SVG elements are places, and how a
 * space's name splits into section, row and seat. The server reads the saved map and names with these; the
 * plan editor shows the same reading before anything is saved.
 *
 * An element of the map is a place when it has an `id` and either the class `space` or one of the attributes
 * `data-section`, `data-row`, `data-seat`, `data-max-tickets`; its id is the space's name (DESIGN section 8).
 * `data-max-tickets` gives a standing area's capacity and `data-companion-of` names the wheelchair place a
 * companion seat goes with, when spaces are created from the map.
 */
import { unescapeXml } from "./chart/read-chart.js";

export type NamePart = "section" | "row" | "seat";
export const NAME_PARTS: readonly NamePart[] = ["section", "row", "seat"];

export interface NameParts {
  section: string | null;
  row: string | null;
  seat: string | null;
}

/** A place element of the map. */
export interface MapPlace extends NameParts {
  name: string;
  maxTickets: number | null;
  companionOf: string | null;
  classes: string[];
}

/** Why a name pattern cannot be used. */
export type PatternProblem = "noPart" | "unknownPart" | "partTwice";

/** A name pattern compiled to a matcher, or why it is not a pattern. */
export type CompiledPattern = { ok: true; match: (name: string) => NameParts | null } | { ok: false; problem: PatternProblem };

/**
 * Whether a pattern can be used, or why not: a placeholder that is not a part (`{zone}`) first, then a part
 * written twice, then no part at all.
 */
export function patternProblem(pattern: string): PatternProblem | null {
  const placeholders = [...pattern.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]!);
  if (placeholders.some((part) => !NAME_PARTS.includes(part as NamePart))) return "unknownPart";
  if (new Set(placeholders).size !== placeholders.length) return "partTwice";
  return placeholders.length === 0 ? "noPart" : null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Compiles a pattern such as `R{row}-S{seat}` or `{section}-{row}-{seat}`: the literal text must match as
 * written, each part takes at least one character (the shortest that lets the rest match), and a part may
 * appear once ({@link patternProblem} otherwise).
 */
export function compilePattern(pattern: string): CompiledPattern {
  const problem = patternProblem(pattern);
  if (problem) return { ok: false, problem };
  const parts: NamePart[] = [];
  let source = "^";
  for (const piece of pattern.split(/(\{[^{}]*\})/)) {
    const placeholder = /^\{([^{}]*)\}$/.exec(piece);
    if (!placeholder) {
      source += escape(piece);
      continue;
    }
    parts.push(placeholder[1] as NamePart);
    source += "(.+?)";
  }
  const regex = new RegExp(`${source}$`, "s");
  return {
    ok: true,
    match: (name) => {
      const found = regex.exec(name);
      if (!found) return null;
      const result: NameParts = { section: null, row: null, seat: null };
      parts.forEach((part, index) => (result[part] = found[index + 1]!));
      return result;
    },
  };
}

/** A space's parts: its element's data-* attributes first, then what the pattern reads from its name. */
export function nameParts(name: string, pattern: CompiledPattern | null, place: Partial<NameParts> | undefined): NameParts {
  let fromName = pattern?.ok ? pattern.match(name) : null;
  // A name the pattern reads against the element's own data-* parts is not in the pattern's form (the concert
  // hall's companion seat `W-3-C` in section PR is no section W, row 3, seat C): its parts come from the drawing.
  const contradicts = (part: keyof NameParts) => !!place?.[part] && !!fromName?.[part] && place[part] !== fromName[part];
  if (contradicts("section") || contradicts("row") || contradicts("seat")) fromName = null;
  return {
    section: place?.section ?? fromName?.section ?? null,
    row: place?.row ?? fromName?.row ?? null,
    seat: place?.seat ?? fromName?.seat ?? null,
  };
}

/**
 * A start tag and its attributes. The server reads the sanitizer's own XML serialization (every attribute
 * double-quoted, no comments or CDATA); the plan editor may read a drawing as it was made, with single quotes
 * and spaces around `=`, so both are read.
 */
const START_TAG = /<([A-Za-z][\w:.-]*)((?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The attributes that make an element with an id a place, besides the class `space`. */
const PLACE_MARKS = ["data-section", "data-row", "data-seat", "data-max-tickets"] as const;

/** Whether an element with an id is marked as a place: the class `space` or one of the {@link PLACE_MARKS}. */
export function isMarkedPlace(classes: readonly string[], attributes: ReadonlyMap<string, string>): boolean {
  return classes.includes("space") || PLACE_MARKS.some((name) => attributes.has(name));
}

/**
 * The place elements of a map, in document order (the first element of an id counts). Its start tags are read
 * directly instead of building a DOM for a 2,000-place plan on every save.
 */
export function mapPlaces(svg: string): MapPlace[] {
  const places: MapPlace[] = [];
  const seen = new Set<string>();
  for (const tag of svg.matchAll(START_TAG)) {
    const attributes = new Map<string, string>();
    for (const attribute of (tag[2] ?? "").matchAll(ATTRIBUTE))
      attributes.set(attribute[1]!, unescapeXml(attribute[2] ?? attribute[3] ?? ""));
    const id = attributes.get("id");
    if (!id || seen.has(id)) continue;
    const classes = (attributes.get("class") ?? "").split(/\s+/).filter(Boolean);
    if (!isMarkedPlace(classes, attributes)) continue;
    seen.add(id);
    const maxTickets = Number(attributes.get("data-max-tickets"));
    places.push({
      name: id,
      section: attributes.get("data-section") || null,
      row: attributes.get("data-row") || null,
      seat: attributes.get("data-seat") || null,
      maxTickets: Number.isInteger(maxTickets) && maxTickets > 0 ? maxTickets : null,
      companionOf: attributes.get("data-companion-of") || null,
      classes,
    });
  }
  return places;
}
