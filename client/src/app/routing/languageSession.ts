import type { ApolloCache } from "@apollo/client";
import type { i18n as I18n } from "i18next";
import { dateLocale, dayjs } from "../../shared/i18n/dates";
import { writeStoredLanguage } from "../../shared/storage/localStore";

/** Root fields whose data does not depend on the request language. */
const LANGUAGE_INDEPENDENT_FIELDS: readonly string[] = ["authenticate", "languages"];

/**
 * The server translates according to Accept-Language, but the Apollo cache is keyed by query
 * and variables only: after a language switch, drop every cached root field except the
 * language-independent ones, so nothing from the previous language is shown.
 */
export function evictLanguageDependentData(cache: ApolloCache): void {
  cache.modify({
    id: "ROOT_QUERY",
    fields: (value, { fieldName, DELETE }) => (LANGUAGE_INDEPENDENT_FIELDS.includes(fieldName) ? value : DELETE),
  });
  cache.gc();
}

export interface LanguageSessionDeps {
  i18n: I18n;
  /**
   * Merges the server dictionary of a language over the bundled one: waits for it the first time, and on
   * every later navigation revalidates it in the background (a changed dictionary re-renders the texts).
   */
  loadDictionary: (lng: string) => Promise<void>;
  /** Called when the language changes after the first one (cache and freshness reset). */
  onChange: (lng: string) => void;
}

export interface LanguageSession {
  /** The active route language, once a route has been entered. */
  readonly current: string | undefined;
  /**
   * Makes `lng` the active language: storage, dictionaries, i18next, dayjs, <html lang>. `fallback` is the
   * site's first language: texts missing in `lng` (a language an administrator added and has not translated
   * everything of) are shown in it, key by key.
   */
  activate: (lng: string, fallback?: string) => Promise<void>;
  /**
   * Starts loading `lng`'s dictionaries ahead of `activate` (the URL's language, while the languages are still
   * being read): the activation then waits for the same request instead of starting it one round trip later.
   */
  prefetch: (lng: string) => void;
}

export function createLanguageSession({ i18n, loadDictionary, onChange }: LanguageSessionDeps): LanguageSession {
  let current: string | undefined;
  return {
    get current() {
      return current;
    },
    prefetch(lng) {
      loadDictionary(lng).catch(() => undefined);
    },
    async activate(lng, fallback) {
      if (lng !== current) {
        const previous = current;
        current = lng;
        writeStoredLanguage(lng);
        if (previous !== undefined) onChange(lng);
      }
      // i18next reads its fallback from its options at each lookup; the dictionary loader reads it too, to load
      // the fallback's server texts along with a language that has no bundled dictionary.
      if (fallback) i18n.options.fallbackLng = [fallback];
      await loadDictionary(lng);
      if (i18n.language !== lng) await i18n.changeLanguage(lng);
      dayjs.locale(dateLocale(lng));
      if (typeof document !== "undefined") document.documentElement.lang = lng;
    },
  };
}
