import en from "./locales/en/ui.json";
import fi from "./locales/fi/ui.json";
import sv from "./locales/sv/ui.json";
import { NAMESPACE } from "./resources";

/**
 * Every language's visitor texts at once, for the tests (shared/test/setup.ts preloads them into every i18n
 * instance). The application loads one language's, when it needs them (resources.ts, uiTexts.ts).
 */
export const bundledResources = {
  en: { [NAMESPACE]: en },
  fi: { [NAMESPACE]: fi },
  sv: { [NAMESPACE]: sv },
} as const;
