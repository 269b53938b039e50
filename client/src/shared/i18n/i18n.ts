import i18next, { type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Dictionary } from "./dictionary";
import { DEFAULT_LANGUAGE } from "./language";
import { ADMIN_NAMESPACE, bundledResources, NAMESPACE } from "./resources";

/** Namespaces bundled into every instance besides the visitor's, by language (see preloadNamespace). */
const preloaded: Record<string, Record<string, Dictionary>> = {};

/**
 * Creates an initialized i18next instance with the bundled dictionaries. The instance is
 * synchronous (resources are inline), so it can render before any network call.
 */
export function createI18n(lng: string = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // A copy: i18next keeps the object it is given as its store and changes it when resources are replaced,
    // while the server dictionary loader merges over the pristine bundled texts.
    resources: withPreloaded(structuredClone(bundledResources)),
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
 * had loaded it: the tests that render admin screens without the admin route's loader preload the
 * administrator's texts (shared/test/setup.ts). The application itself loads them per route (adminTexts.ts).
 */
export function preloadNamespace(namespace: string, byLanguage: Record<string, Dictionary>): void {
  for (const [lng, texts] of Object.entries(byLanguage)) {
    (preloaded[lng] ??= {})[namespace] = texts;
    i18n.addResourceBundle(lng, namespace, structuredClone(texts), true, true);
  }
}

/** Translates an error status: errors.{status}, else errors.default. */
export function translateStatus(instance: I18n, status: number | undefined): string {
  const key = `errors.${status ?? "default"}`;
  return status !== undefined && instance.exists(key) ? instance.t(key) : instance.t("errors.default");
}
