/**
 * Label masks of a plan (DESIGN section 8): `mapLabelMask` and `spaceLabelMask` are templates with the
 * placeholders `{name}`, `{type}`, `{section}`, `{row}`, `{seat}`, `{remaining}` and `{max}`. The server fills
 * them for customers' labels and the boot map; the seat map fills a mask with live counts, and the plan editor
 * previews one.
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
 */

import { nameOfLabel } from "./chart/space-name.js";

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

/** The mask filled in for one place (see the rules above). */
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

/** Whether a mask shows live counts (`{remaining}` or `{max}`): then a label must be filled where the counts are. */
export function maskHasCounts(mask: string | null | undefined): boolean {
  return mask ? /\{(remaining|max)\}/.test(mask) : false;
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

/** The translated default masks, by the parts a place has ('Row {row}, seat {seat}'): the server's texts in a language. */
export interface DefaultLabelMasks {
  sectionRowSeat: string;
  rowSeat: string;
  typeSeat: string;
  typeSection: string;
}

/**
 * Whether the place's name carries its section as one of its parts between separators (`PC-12-7` in `PC`):
 * then the section is part of which place it is. A section only the drawing's data-section gives (a seat
 * `R12-S6` in section `2`) groups places for the map, and its row and seat already say which place it is.
 */
function namesSection(values: LabelValues): boolean {
  // Compared as names (`Parvi Ö` is `Parvi-O`, carried by `Parvi-O-1-3`), word by word.
  const words = (text: string) =>
    nameOfLabel(text)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  const section = values.section ? words(values.section) : [];
  const parts = words(values.name);
  return section.length > 0 && parts.some((_, at) => section.every((word, offset) => parts[at + offset] === word));
}

/**
 * Which default mask fits a place of a plan without a mask, by the parts it has: section, row and seat; row and
 * seat; a seat or a section with its type's name ('Wheelchair place 2', 'Standing A'). Null when it has none of
 * these (its name is all that says which place it is). A section the plan named ('Balcony') is always said.
 */
export function defaultMaskKey(values: LabelValues, sectionNamed = false): keyof DefaultLabelMasks | null {
  const has = (value: string | null | undefined) => value !== null && value !== undefined && value !== "";
  if (has(values.row) && has(values.seat))
    return has(values.section) && (sectionNamed || namesSection(values)) ? "sectionRowSeat" : "rowSeat";
  if (has(values.type) && has(values.seat)) return "typeSeat";
  if (has(values.type) && has(values.section)) return "typeSection";
  return null;
}

/**
 * A place as people read it (the one labelling rule, on the server and in the plan editor's preview): the plan's
 * mask in the reader's language when it has one, else the default mask for its parts in that language; `{section}`
 * is the section's name when the plan gave it one (`sectionName`), else its code.
 */
export function labelSpace(
  mask: string | null | undefined,
  values: LabelValues,
  defaults: DefaultLabelMasks,
  sectionName: string | null = null,
): string {
  const key = mask?.trim() ? null : defaultMaskKey(values, !!sectionName);
  const chosen = mask?.trim() ? mask : key ? defaults[key] : null;
  return formatLabel(chosen, sectionName ? { ...values, section: sectionName } : values);
}
