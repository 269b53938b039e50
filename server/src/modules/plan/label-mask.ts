/**
 * Label masks of a plan (DESIGN section 8): `mapLabelMask` and `spaceLabelMask` are templates with the
 * placeholders `{name}`, `{type}`, `{section}`, `{row}`, `{seat}`, `{remaining}` and `{max}`.
 *
 * - `{name}` is the space's name, `{type}` its space type's name, `{section}`, `{row}` and `{seat}` the parts
 *   of its name (the plan's name pattern or its element's data-* attributes), `{remaining}` the tickets still
 *   available and `{max}` the space's `maxTickets`.
 * - A known placeholder whose value is not supplied becomes an empty string, so a label never shows a
 *   raw `{remaining}` to a customer (for example an admin view that has no occupancy).
 * - Unknown placeholders (`{zone}`, `{ name }`, `{{name}}`'s outer braces) are left exactly as written;
 *   administrators cannot save a mask with one ({@link maskProblem}).
 * - Replacement is a single pass: a value that itself contains `{max}` is not substituted again.
 * - A null, undefined or blank mask falls back to the space's name, and so does a mask whose parts of the name
 *   are all empty for this space (`Row {row}, seat {seat}` on a standing area named `standing`), so a label
 *   always says which place it is.
 *
 * Customers read places in their own language, and a plan's mask is one string: {@link customerLabel} labels a
 * place of a plan without a mask with the app's translated default for the parts it has ('Row 1, seat 6',
 * 'Rivi 1, paikka 6', 'Rad 1, plats 6'), so the names the map's drawing tool gave (`R1-S6`) stay internal.
 */
import { serverMessage } from "../i18n/server-messages.js";

export interface LabelValues {
  name: string;
  type?: string | null;
  section?: string | null;
  row?: string | null;
  seat?: string | null;
  remaining?: number | null;
  max?: number | null;
}

export const LABEL_PLACEHOLDERS = ["name", "type", "section", "row", "seat", "remaining", "max"] as const;
export type LabelPlaceholder = (typeof LABEL_PLACEHOLDERS)[number];

/** The placeholders that say which place a label is for: a mask needs at least one. */
const IDENTIFYING: readonly LabelPlaceholder[] = ["name", "section", "row", "seat"];

const PLACEHOLDER = /\{(name|type|section|row|seat|remaining|max)\}/g;

export function formatLabel(mask: string | null | undefined, values: LabelValues): string {
  if (mask === null || mask === undefined || mask.trim() === "") {
    return values.name;
  }
  const identifying = [...mask.matchAll(PLACEHOLDER)]
    .map((match) => match[1] as LabelPlaceholder)
    .filter((key) => IDENTIFYING.includes(key));
  if (identifying.length > 0 && identifying.every((key) => values[key] === null || values[key] === undefined || values[key] === ""))
    return values.name;
  return mask.replace(PLACEHOLDER, (_match, key: LabelPlaceholder) => {
    const value = values[key];
    return value === null || value === undefined ? "" : String(value);
  });
}

/**
 * Why a mask cannot be saved, or null: an unknown `{placeholder}`, or none of `{name}`, `{section}`,
 * `{row}`, `{seat}` (every space would read alike).
 */
export function maskProblem(mask: string): "unknownPlaceholder" | "noPartOfName" | null {
  for (const match of mask.matchAll(/\{([^{}]*)\}/g)) {
    if (!(LABEL_PLACEHOLDERS as readonly string[]).includes(match[1]!)) return "unknownPlaceholder";
  }
  const used = [...mask.matchAll(PLACEHOLDER)].map((match) => match[1] as LabelPlaceholder);
  return used.some((key) => IDENTIFYING.includes(key)) ? null : "noPartOfName";
}

/**
 * Whether the place's name carries its section as one of its parts between separators (`PC-12-7` in `PC`):
 * then the section is part of which place it is. A section only the drawing's data-section gives (a seat
 * `R12-S6` in section `2`) groups places for the map, and its row and seat already say which place it is.
 */
function namesSection(values: LabelValues): boolean {
  const section = values.section?.toLowerCase();
  return (
    !!section &&
    values.name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .includes(section)
  );
}

/**
 * The translated default mask for a place of a plan without a mask of its own, by the parts it has: section,
 * row and seat; row and seat; a seat or a section with its type's name ('Wheelchair place 2', 'Standing A').
 * Null when it has none of these (its name is all that says which place it is).
 */
export function defaultLabelMask(values: LabelValues, language: string): string | null {
  const has = (value: string | null | undefined) => value !== null && value !== undefined && value !== "";
  if (has(values.row) && has(values.seat))
    return serverMessage(has(values.section) && namesSection(values) ? "spaceLabel.sectionRowSeat" : "spaceLabel.rowSeat", language);
  if (has(values.type) && has(values.seat)) return serverMessage("spaceLabel.typeSeat", language);
  if (has(values.type) && has(values.section)) return serverMessage("spaceLabel.typeSection", language);
  return null;
}

/** A place as people read it in `language`: the plan's mask when it has one, else the translated default. */
export function customerLabel(mask: string | null | undefined, values: LabelValues, language: string): string {
  const chosen = mask?.trim() ? mask : defaultLabelMask(values, language);
  return formatLabel(chosen, values);
}
