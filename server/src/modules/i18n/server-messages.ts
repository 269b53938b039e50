import i18next, { type i18n as I18n } from "i18next";
import { currentFallbackLanguage } from "../../common/translations.js";
import { withTexts, type Dictionary } from "./dictionary-json.js";
import en from "./locales/en/server.json" with { type: "json" };
import fi from "./locales/fi/server.json" with { type: "json" };
import sv from "./locales/sv/server.json" with { type: "json" };
import { NAMESPACES } from "@seatbooking/core";

/**
 * Texts the server itself answers with (error messages, e-mails, ticket PDFs, exports): the i18next
 * namespace 'server', one dictionary per language in ./locales/{language}/server.json, with the venue's
 * overrides from the dictionary editor set over them (DictionaryService.loadServerTexts). Keys are stable;
 * the client never compares these strings (it branches on error codes), it only shows them.
 *
 * Placeholders are i18next's `{{name}}`. The `spaceLabel.*` texts are label masks, not sentences: their
 * `{section}`, `{row}`, `{seat}` and `{type}` are filled by label-mask.ts, so they keep single braces.
 */

/** The texts the server bundles, by language (English is the last fallback). */
export const BUNDLED_SERVER_TEXTS: Readonly<Record<string, Dictionary>> = { en, fi, sv };

/** A key without i18next's plural suffix: the caller names `a.b` and gives `count`, the dictionary has `a.b_one`, `a.b_other`. */
type WithoutPlural<K extends string> = K extends `${infer Base}_${"zero" | "one" | "two" | "few" | "many" | "other"}` ? Base : K;

/** The dotted keys of a nested dictionary type: { a: { b: string } } gives "a.b". */
type DottedKeys<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPlural<K>}` : DottedKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = DottedKeys<typeof en>;

const NAMESPACE = NAMESPACES.server;

function bundledResources() {
  return Object.fromEntries(Object.entries(BUNDLED_SERVER_TEXTS).map(([language, texts]) => [language, { [NAMESPACE]: texts }]));
}

const texts: I18n = i18next.createInstance();
void texts.init({
  resources: bundledResources(),
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  fallbackLng: "en",
  // Keys are dotted paths only; a colon in a text's key would otherwise name a namespace.
  nsSeparator: false,
  interpolation: {
    // Texts are plain text: the mail layout, the PDF and the GraphQL/REST answers escape as their format needs.
    escapeValue: false,
    // A placeholder without a value stays as written, as before; a value's own braces are never filled in.
    skipOnVariables: true,
  },
  returnEmptyString: false,
  initAsync: false,
});

/** The languages whose texts carry the venue's overrides at the moment. */
let overridden = new Set<string>();

/**
 * Sets the venue's overrides (language -> dotted key -> text) over the bundled texts, replacing the ones set
 * before: a language no longer in `overrides` gets its bundled texts back.
 */
export function setServerTextOverrides(overrides: ReadonlyMap<string, ReadonlyMap<string, string>>): void {
  for (const language of new Set([...overridden, ...overrides.keys()])) {
    const own = overrides.get(language);
    texts.removeResourceBundle(language, NAMESPACE);
    const bundled = BUNDLED_SERVER_TEXTS[language];
    if (own && own.size > 0) texts.addResourceBundle(language, NAMESPACE, withTexts(bundled ?? {}, own), true, true);
    else if (bundled) texts.addResourceBundle(language, NAMESPACE, structuredClone(bundled), true, true);
  }
  overridden = new Set([...overrides].filter(([, own]) => own.size > 0).map(([language]) => language));
}

/** The language server messages are written in for `language`: itself when it has texts, else the fallback's, else English. */
export function messageLanguage(language: string): string {
  if (Object.hasOwn(BUNDLED_SERVER_TEXTS, language)) return language;
  return Object.hasOwn(BUNDLED_SERVER_TEXTS, currentFallbackLanguage()) ? currentFallbackLanguage() : "en";
}

/**
 * The message in `language` (in the fallback language when it has none, e.g. a language an administrator
 * added, then English), with `{{param}}` placeholders filled; the venue's overrides win over bundled texts.
 */
export function serverMessage(key: MessageKey, language: string, params: Record<string, string | number> = {}): string {
  const fallback = currentFallbackLanguage();
  return texts.t(key, {
    lng: language,
    fallbackLng: fallback === "en" ? ["en"] : [fallback, "en"],
    replace: params,
    // A numeric `count` picks the plural form (key_one, key_other) as in the client's dictionaries.
    ...(typeof params.count === "number" ? { count: params.count } : {}),
    defaultValue: key,
  });
}
