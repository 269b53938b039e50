/**
 * Label masks of a plan (DESIGN section 8): `mapLabelMask` and `spaceLabelMask` are templates with the
 * placeholders `{name}`, `{type}`, `{remaining}` and `{max}`.
 *
 * - `{name}` is the space's name, `{type}` its space type's name, `{remaining}` the tickets still
 *   available and `{max}` the space's `maxTickets`.
 * - A known placeholder whose value is not supplied becomes an empty string, so a label never shows a
 *   raw `{remaining}` to a customer (for example an admin view that has no occupancy).
 * - Unknown placeholders (`{row}`, `{ name }`, `{{name}}`'s outer braces) are left exactly as written.
 * - Replacement is a single pass: a value that itself contains `{max}` is not substituted again.
 * - A null, undefined or blank mask falls back to the space's name.
 */

export interface LabelValues {
  name: string;
  type?: string | null;
  remaining?: number | null;
  max?: number | null;
}

export const LABEL_PLACEHOLDERS = ["name", "type", "remaining", "max"] as const;
export type LabelPlaceholder = (typeof LABEL_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{(name|type|remaining|max)\}/g;

export function formatLabel(mask: string | null | undefined, values: LabelValues): string {
  if (mask === null || mask === undefined || mask.trim() === "") {
    return values.name;
  }
  return mask.replace(PLACEHOLDER, (_match, key: LabelPlaceholder) => {
    const value = values[key];
    return value === null || value === undefined ? "" : String(value);
  });
}
