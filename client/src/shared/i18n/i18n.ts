import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE } from "./language";
import { bundledResources, NAMESPACE } from "./resources";

/**
 * Creates an initialized i18next instance with the bundled dictionaries. The instance is
 * synchronous (resources are inline), so it can render before any network call.
 */
export function createI18n(lng: string = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // A copy: i18next keeps the object it is given as its store and changes it when resources are replaced,
    // while the server dictionary loader merges over the pristine bundled texts.
    resources: structuredClone(bundledResources),
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    fallbackNS: NAMESPACE,
    interpolation: { escapeValue: false }, // React escapes.
    // A replaced server dictionary gives components a new `t`, so texts memoised on `t` follow it too
    // (TranslationProvider renews the context for components that were rendering meanwhile).
    react: { bindI18nStore: "added removed" },
    returnEmptyString: false,
    initAsync: false,
  });
  return instance;
}

/** The application's i18n instance. */
export const i18n = createI18n();

/** Translates an error status: errors.{status}, else errors.default. */
export function translateStatus(instance: I18n, status: number | undefined): string {
  const key = `errors.${status ?? "default"}`;
  return status !== undefined && instance.exists(key) ? instance.t(key) : instance.t("errors.default");
}
