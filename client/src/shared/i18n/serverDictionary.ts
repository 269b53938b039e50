import type { i18n as I18n } from "i18next";
import { apiUrl } from "../config";
import { normalizeDictionary } from "./dictionary";
import { NAMESPACE } from "./resources";

type Fetch = typeof fetch;

/**
 * Fetches /api/dictionaries/{lng}/ui.json. Resolves to null on 404, on any other HTTP error,
 * on a network failure or on invalid JSON: the bundled dictionary then stays in use.
 */
export async function fetchServerDictionary(lng: string, fetchImpl: Fetch = fetch) {
  try {
    const response = await fetchImpl(apiUrl(`/dictionaries/${encodeURIComponent(lng)}/${NAMESPACE}.json`), {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
      redirect: "error",
    });
    if (!response.ok) return null;
    return normalizeDictionary(await response.json());
  } catch {
    return null;
  }
}

/**
 * Creates a loader that merges each language's server dictionary over the bundled one,
 * once per language (i18next's addResourceBundle with deep = overwrite = true).
 */
export function createServerDictionaryLoader(instance: I18n, fetchImpl: Fetch = fetch) {
  const loaded = new Map<string, Promise<void>>();
  return (lng: string): Promise<void> => {
    let pending = loaded.get(lng);
    if (!pending) {
      pending = fetchServerDictionary(lng, fetchImpl).then((dictionary) => {
        if (dictionary && Object.keys(dictionary).length > 0) {
          instance.addResourceBundle(lng, NAMESPACE, dictionary, true, true);
        }
      });
      loaded.set(lng, pending);
    }
    return pending;
  };
}
