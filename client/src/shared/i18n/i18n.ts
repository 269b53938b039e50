import i18next, { type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Dictionary } from "./dictionary";
import { DEFAULT_LANGUAGE } from "./language";
import { ADMIN_NAMESPACE, NAMESPACE } from "./resources";

/** Namespaces bundled into every instance, by language (see preloadNamespace). */
const preloaded: Record<string, Record<string, Dictionary>> = {};

/**
 * Creates an initialized i18next instance, synchronous (its resources are given, not loaded by i18next). The
 * application's has no texts until the language session has loaded the route language's (uiTexts.ts); tests
 * preload every language's (preloadNamespace).
 */
export function createI18n(lng: string = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // Copies: i18next keeps the object it is given as its store and changes it when resources are replaced.
    resources: withPreloaded({}),
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    // The administrator's texts, once an admin route has loaded them (adminTexts.ts), are found under the
    // same keys as ever: t("adminEvents.title") looks in 'ui', then in 'admin'.
    fallbackNS: [NAMESPACE, ADMIN_NAMESPACE],
    interpolation: { escapeValue: false }, // React escapes.
    // A replaced server dictionary gives components a new `t`, so texts memoised on `t` follow it too
    // (TranslationProvider renews the context for components that were rendering meanwhile).
    react: { bindI18nStore: "added removed" },
    returnEmptyString: false,
    initAsync: false,
  });
  return instance;
}

function withPreloaded(resources: Resource): Resource {
  for (const [lng, namespaces] of Object.entries(preloaded)) resources[lng] = { ...resources[lng], ...structuredClone(namespaces) };
  return resources;
}

/** The application's i18n instance. */
export const i18n = createI18n();

/**
 * Bundles a namespace into the application's instance and every instance created from now on, as if its route
 * had loaded it: the tests preload every language's visitor and administrator texts (shared/test/setup.ts), as
 * they render screens without the language session and the admin route's loader. The application itself loads
 * them per language (uiTexts.ts) and per route (adminTexts.ts).
 */
export function preloadNamespace(namespace: string, byLanguage: Record<string, Dictionary>): void {
  for (const [lng, texts] of Object.entries(byLanguage)) {
    (preloaded[lng] ??= {})[namespace] = texts;
    i18n.addResourceBundle(lng, namespace, structuredClone(texts), true, true);
  }
}

/** The texts of `namespace` preloaded by language (copies): what the dictionary loaders merge the server's over. */
export function preloadedTexts(namespace: string): Record<string, Record<string, Dictionary>> {
  const byLanguage: Record<string, Record<string, Dictionary>> = {};
  for (const [lng, namespaces] of Object.entries(preloaded))
    if (namespaces[namespace]) byLanguage[lng] = { [namespace]: structuredClone(namespaces[namespace]) };
  return byLanguage;
}

/** Translates an error status: errors.{status}, else errors.default. */
export function translateStatus(instance: I18n, status: number | undefined): string {
  const key = `errors.${status ?? "default"}`;
  return status !== undefined && instance.exists(key) ? instance.t(key) : instance.t("errors.default");
}
