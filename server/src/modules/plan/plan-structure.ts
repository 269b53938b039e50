/**
 * How a plan's names and map describe its places (issue 14): which SVG elements are places, and how a
 * space's name splits into section, row and seat.
 *
 * An element of the (sanitized) map is a place when it has an `id` and either the class `space` or one of
 * the attributes `data-section`, `data-row`, `data-seat`, `data-max-tickets`; its id is the space's name
 * (DESIGN section 8). `data-max-tickets` gives a standing area's capacity and `data-companion-of` names the
 * wheelchair place a companion seat goes with, when spaces are created from the map.
 */

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

/** A name pattern compiled to a matcher, or why it is not a pattern. */
export type CompiledPattern =
  { ok: true; match: (name: string) => NameParts | null } | { ok: false; problem: "noPart" | "unknownPart" | "partTwice" };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Compiles a pattern such as `R{row}-S{seat}` or `{section}-{row}-{seat}`: the literal text must match as
 * written, each part takes at least one character (the shortest that lets the rest match), and a part may
 * appear once.
 */
export function compilePattern(pattern: string): CompiledPattern {
  const pieces = pattern.split(/(\{[^{}]*\})/);
  const parts: NamePart[] = [];
  let source = "^";
  for (const piece of pieces) {
    const placeholder = /^\{([^{}]*)\}$/.exec(piece);
    if (!placeholder) {
      source += escape(piece);
      continue;
    }
    const part = placeholder[1] as NamePart;
    if (!NAME_PARTS.includes(part)) return { ok: false, problem: "unknownPart" };
    if (parts.includes(part)) return { ok: false, problem: "partTwice" };
    parts.push(part);
    source += "(.+?)";
  }
  if (parts.length === 0) return { ok: false, problem: "noPart" };
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

const START_TAG = /<([A-Za-z][\w:.-]*)((?:\s+[^\s=>/]+="[^"]*")*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=>/]+)="([^"]*)"/g;

function unescapeXml(value: string): string {
  return value.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (whole, entity: string) => {
    const named: Record<string, string> = { lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" };
    if (named[entity.toLowerCase()]) return named[entity.toLowerCase()]!;
    const code = entity.startsWith("#x") || entity.startsWith("#X") ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The place elements of a sanitized map, in document order. The markup is the sanitizer's own XML
 * serialization (every attribute double-quoted, no comments or CDATA), so its start tags are read directly
 * instead of building a DOM for a 2,000-place plan on every save.
 */
export function mapPlaces(svg: string): MapPlace[] {
  const places: MapPlace[] = [];
  const seen = new Set<string>();
  for (const tag of svg.matchAll(START_TAG)) {
    const attributes = new Map<string, string>();
    for (const attribute of tag[2]!.matchAll(ATTRIBUTE)) attributes.set(attribute[1]!, unescapeXml(attribute[2]!));
    const id = attributes.get("id");
    if (!id || seen.has(id)) continue;
    const classes = (attributes.get("class") ?? "").split(/\s+/).filter(Boolean);
    const marked =
      classes.includes("space") || ["data-section", "data-row", "data-seat", "data-max-tickets"].some((name) => attributes.has(name));
    if (!marked) continue;
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
