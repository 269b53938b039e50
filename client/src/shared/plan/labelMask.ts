/**
 * A plan's label mask filled in, by the rules of the server's (server/src/modules/plan/label-mask.ts):
 * `{name}`, `{type}`, `{section}`, `{row}`, `{seat}`, `{remaining}` and `{max}`; a value not given is empty;
 * other braces stay as written; a blank mask, or one whose parts of the name are all empty for the space,
 * gives the space's name.
 */
export interface LabelMaskValues {
  name: string;
  type?: string | null;
  section?: string | null;
  row?: string | null;
  seat?: string | null;
  remaining?: number | null;
  max?: number | null;
}

const PLACEHOLDER = /\{(name|type|section|row|seat|remaining|max)\}/g;
const IDENTIFYING = new Set(["name", "section", "row", "seat"]);

export function fillLabelMask(mask: string | null | undefined, values: LabelMaskValues): string {
  if (!mask?.trim()) return values.name;
  const text = (key: string) => {
    const value = values[key as keyof LabelMaskValues];
    return value === null || value === undefined ? "" : String(value);
  };
  const identifying = [...mask.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((key) => IDENTIFYING.has(key));
  if (identifying.length > 0 && identifying.every((key) => text(key) === "")) return values.name;
  return mask.replace(PLACEHOLDER, (_whole, key: string) => text(key));
}
