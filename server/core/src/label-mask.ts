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
