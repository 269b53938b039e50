import type { i18n as I18n } from "i18next";
import { apiUrl } from "../config";
import { deepMerge, normalizeDictionary, type Dictionary } from "./dictionary";
import { NAMESPACE } from "./resources";

type Fetch = typeof fetch;

/** What a (conditional) fetch of a server dictionary found. */
export type ServerDictionaryAnswer =
  | { status: "changed"; dictionary: Dictionary; etag: string | null }
  | { status: "unchanged" }
  /** 404, any other HTTP error, a network failure or invalid JSON: what the page has stays in use. */
  | { status: "failed" };

/**
 * Fetches /api/dictionaries/{lng}/ui.json, conditionally when `etag` is the tag of the copy the page has
 * (If-None-Match: 304 when the venue changed nothing). The browser's HTTP cache stays out of it (SPEC
 * section 7: no caching): the tag is kept here.
 */
export async function fetchServerDictionary(
  lng: string,
  etag: string | null,
  fetchImpl: Fetch = fetch,
  namespace: string = NAMESPACE,
): Promise<ServerDictionaryAnswer> {
  try {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (etag) headers["If-None-Match"] = etag;
    const response = await fetchImpl(apiUrl(`/dictionaries/${encodeURIComponent(lng)}/${namespace}.json`), {
      credentials: "same-origin",
      cache: "no-store",
      headers,
      redirect: "error",
    });
    if (response.status === 304) return { status: "unchanged" };
    if (!response.ok) return { status: "failed" };
    return { status: "changed", dictionary: normalizeDictionary(await response.json()), etag: response.headers.get("ETag") };
  } catch {
    return { status: "failed" };
  }
}

/** The dictionaries the client bundles, by language and namespace (a language added by the venue has none). */
export type BundledDictionaries = Partial<Record<string, Partial<Record<string, Dictionary>>>>;

/**
 * Creates the dictionary loader the language session calls on every navigation. The first call for a
 * language waits for its server dictionary, so the first page already shows the venue's texts; every later
 * call revalidates in the background (a 304 while unchanged; at most one request per language at a time)
 * and resolves at once. A changed dictionary REPLACES the language's resources with the bundled one merged
 * with the server's, so a removed override reverts to the bundled text; i18next's 'added' event then
 * re-renders the translated components (app/providers/TranslationProvider.tsx).
 */
export function createServerDictionaryLoader(
  instance: I18n,
  fetchImpl: Fetch = fetch,
  bundled: BundledDictionaries = {},
  namespace: string = NAMESPACE,
  /** Whether the client bundles `lng`'s texts of the namespace (loaded or not): a language it does not comes with its fallbacks. */
  isBundled: (lng: string) => boolean = (lng) => Boolean(bundled[lng]?.[namespace]),
) {
  const languages = new Map<string, { etag: string | null; first: Promise<void>; revalidating: Promise<void> | null }>();

  const apply = (lng: string, dictionary: Dictionary) => {
    const merged = deepMerge(bundled[lng]?.[namespace] ?? {}, dictionary);
    instance.removeResourceBundle(lng, namespace);
    instance.addResourceBundle(lng, namespace, merged, true, true);
  };

  const revalidate = (lng: string, state: { etag: string | null; revalidating: Promise<void> | null }): Promise<void> => {
    state.revalidating ??= fetchServerDictionary(lng, state.etag, fetchImpl, namespace)
      .then((answer) => {
        if (answer.status !== "changed" || (answer.etag !== null && answer.etag === state.etag)) return;
        state.etag = answer.etag;
        apply(lng, answer.dictionary);
      })
      .finally(() => {
        state.revalidating = null;
      });
    return state.revalidating;
  };

  const load = (lng: string): Promise<void> => {
    const known = languages.get(lng);
    if (known) {
      void revalidate(lng, known);
      return known.first;
    }
    const state = { etag: null as string | null, revalidating: null as Promise<void> | null, first: Promise.resolve() };
    state.first = revalidate(lng, state);
    languages.set(lng, state);
    return state.first;
  };

  // A language without a bundled dictionary shows the fallback language's texts for the keys it lacks: the
  // venue's overrides of those come with them.
  return async (lng: string): Promise<void> => {
    const chain = isBundled(lng) ? [lng] : [lng, ...fallbackLanguages(instance).filter((code) => code !== lng)];
    await Promise.all(chain.map(load));
  };
}

/** The languages i18next falls back to (its fallbackLng as a code, a list, or a map's default list). */
export function fallbackLanguages(instance: I18n): string[] {
  const fallback: unknown = instance.options.fallbackLng;
  if (typeof fallback === "string") return [fallback];
  if (Array.isArray(fallback)) return fallback.filter((code): code is string => typeof code === "string");
  if (fallback && typeof fallback === "object" && "default" in fallback && Array.isArray(fallback.default))
    return fallback.default as string[];
  return [];
}
