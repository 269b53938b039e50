/**
 * i18next JSON dictionaries (nested objects of texts, as the client bundles them in
 * client/src/shared/i18n/locales/{lng}/{ns}.json) and their flat form: dotted key -> text.
 */

export type Dictionary = { [key: string]: string | Dictionary };

/** Keys that would reach Object.prototype through a plain object: never dictionary keys. */
const FORBIDDEN_PARTS = new Set(["__proto__", "constructor", "prototype"]);

/** How deep a dictionary may nest (the bundled ones nest three levels). */
const MAX_DEPTH = 16;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** What is wrong with a JSON value as a dictionary: the dotted keys whose values are neither text nor an object. */
export interface FlattenProblems {
  notText: string[];
}

/**
 * The texts of a nested (or flat, `"errors.404": "..."`, or mixed) dictionary by dotted key, in document
 * order. Values that are neither strings nor objects are reported, not kept. Keys with an empty part or a
 * part that names Object.prototype are reported as not text too: no real dictionary has them.
 */
export function flattenDictionary(root: Record<string, unknown>): { texts: Map<string, string>; problems: FlattenProblems } {
  const texts = new Map<string, string>();
  const problems: FlattenProblems = { notText: [] };
  const walk = (node: Record<string, unknown>, prefix: string, depth: number) => {
    for (const [part, value] of Object.entries(node)) {
      const key = prefix + part;
      if (part.split(".").some((piece) => piece === "" || FORBIDDEN_PARTS.has(piece))) problems.notText.push(key);
      else if (typeof value === "string") texts.set(key, value);
      // No real dictionary nests deeper; a hostile file nested thousands deep would overflow the stack.
      else if (isPlainObject(value) && depth < MAX_DEPTH) walk(value, `${key}.`, depth + 1);
      else problems.notText.push(key.length > 200 ? `${key.slice(0, 200)}…` : key);
    }
  };
  walk(root, "", 1);
  return { texts, problems };
}

/** Sets a dotted key's text in a nested dictionary, creating the objects on its way. */
export function setText(target: Dictionary, dottedKey: string, text: string): void {
  const parts = dottedKey.split(".");
  if (parts.some((part) => part === "" || FORBIDDEN_PARTS.has(part))) return;
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = Object.hasOwn(node, part) ? node[part] : undefined;
    if (typeof next === "object") node = next;
    else node = node[part] = {};
  }
  node[parts[parts.length - 1]!] = text;
}

/** A nested copy of `base` with `texts` (dotted key -> text) set over it. */
export function withTexts(base: Dictionary, texts: Iterable<[string, string]>): Dictionary {
  const copy = structuredClone(base);
  for (const [key, text] of texts) setText(copy, key, text);
  return copy;
}

/** The names of a text's i18next placeholders: `{{name}}`, `{{- name}}` (unescaped) and `{{date, datetime}}` (formatted) give `name`, `name`, `date`. */
export function placeholders(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*-?\s*([^},]+?)\s*(?:,[^}]*)?\}\}/g)) names.add(match[1]!);
  return names;
}

/** i18next's plural suffixes: `seatMap.tickets_one`, `..._other`. */
export function isPluralForm(key: string): boolean {
  return /_(zero|one|two|few|many|other)$/.test(key);
}

/** The names of a label mask's single-brace parts: `{section}, row {row}` gives `section`, `row` (i18next's `{{name}}` is not one). */
export function maskParts(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/(?<!\{)\{(\w+)\}(?!\})/g)) names.add(match[1]!);
  return names;
}
