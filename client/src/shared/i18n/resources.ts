import en from "./locales/en/ui.json";
import fi from "./locales/fi/ui.json";
import sv from "./locales/sv/ui.json";

/** Default and fallback namespace (SPEC section 9). */
export const NAMESPACE = "ui";

/** The dictionaries bundled with the client; server dictionaries are merged over them. */
export const bundledResources = {
  en: { [NAMESPACE]: en },
  fi: { [NAMESPACE]: fi },
  sv: { [NAMESPACE]: sv },
} as const;

export type UiDictionary = typeof en;
