import { bundledResources } from "../i18n/bundledResources";
import { preloadNamespace } from "../i18n/i18n";
import { NAMESPACE } from "../i18n/resources";

/**
 * Gives the application's i18n instance and every one created from now on every language's visitor texts, which
 * the app loads per language through the language session (uiTexts.ts): for tests that translate without it.
 */
export function preloadVisitorTexts(): void {
  preloadNamespace(
    NAMESPACE,
    Object.fromEntries(Object.entries(bundledResources).map(([lng, namespaces]) => [lng, namespaces[NAMESPACE]])),
  );
}
