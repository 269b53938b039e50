import { normalizeDictionary, type Dictionary } from "../../../shared/i18n/dictionary";

/** One interface text in one language, as the dictionary editor lists it. */
export interface DictionaryEntryRow {
  key: string;
  /** The app's own text in the language; null when it bundles none. */
  bundled: string | null;
  /** The venue's override; null when the app's text shows. */
  override: string | null;
  /** The fallback language's text, shown when the language has neither. */
  fallback: string | null;
}

export type EntryFilter = "all" | "missing" | "overridden";

/** A text the language has neither a bundled text nor an override for (it shows the fallback language's). */
export const isMissing = (entry: DictionaryEntryRow) => entry.bundled === null && entry.override === null;
export const isOverridden = (entry: DictionaryEntryRow) => entry.override !== null;

const FILTERS: Record<EntryFilter, (entry: DictionaryEntryRow) => boolean> = {
  all: () => true,
  missing: isMissing,
  overridden: isOverridden,
};

export function countByFilter(entries: readonly DictionaryEntryRow[]): Record<EntryFilter, number> {
  return { all: entries.length, missing: entries.filter(isMissing).length, overridden: entries.filter(isOverridden).length };
}

/**
 * The entries the filter keeps whose key or texts contain every word of `search` (case-insensitive), in
 * the dictionary's own order.
 */
export function filterEntries(entries: readonly DictionaryEntryRow[], filter: EntryFilter, search: string): DictionaryEntryRow[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (!FILTERS[filter](entry)) return false;
    if (words.length === 0) return true;
    const haystack = [entry.key, entry.bundled, entry.override, entry.fallback].filter(Boolean).join("\n").toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export type ExportKind = "texts" | "overrides";

/**
 * An i18next JSON dictionary (nested, as the app bundles them) of the language's texts: every text it shows
 * of its own (its override, else its bundled text), or only its overrides. Fallback texts are not the
 * language's own and are left out, so importing the file back changes nothing.
 */
export function exportDictionary(entries: readonly DictionaryEntryRow[], kind: ExportKind): Dictionary {
  const texts = entries.map((entry) => [entry.key, kind === "overrides" ? entry.override : (entry.override ?? entry.bundled)] as const);
  return normalizeDictionary(Object.fromEntries(texts.filter(([, text]) => text !== null)));
}

export function exportFileName(language: string, kind: ExportKind, namespace = "ui"): string {
  return kind === "overrides" ? `${namespace}.${language}.overrides.json` : `${namespace}.${language}.json`;
}
