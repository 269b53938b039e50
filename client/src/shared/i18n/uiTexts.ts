import type { i18n as I18n } from "i18next";
import { createServerDictionaryLoader, fallbackLanguages, type BundledDictionaries } from "./serverDictionary";
import { preloadedTexts } from "./i18n";
import { BUNDLED_LANGUAGES, loadBundledUiTexts, NAMESPACE } from "./resources";

/**
 * Creates the loader of the visitor's texts (namespace 'ui') that the language session calls on every navigation
 * (serverDictionary.ts: waits for the server's dictionary the first time, revalidates it later). The server's
 * dictionary is the bundled one with the venue's texts over it, so the bundled copy (a chunk per language) is fetched
 * only when a language's texts could not be had from the server, and then shown until they can.
 */
export function createUiTextsLoader(instance: I18n, fetchImpl: typeof fetch = fetch): (lng: string) => Promise<void> {
  // Texts preloaded into every instance (the tests') count as loaded.
  const bundled: BundledDictionaries = preloadedTexts(NAMESPACE);
  const isBundled = (lng: string) => BUNDLED_LANGUAGES.includes(lng);
  const fromServer = createServerDictionaryLoader(instance, fetchImpl, bundled, NAMESPACE, isBundled);

  const loadBundled = async (lng: string): Promise<void> => {
    const texts = await loadBundledUiTexts(lng).catch(() => undefined);
    if (!texts) return;
    bundled[lng] = { [NAMESPACE]: texts };
    // The server's texts replace this copy when they come.
    if (!instance.hasResourceBundle(lng, NAMESPACE)) instance.addResourceBundle(lng, NAMESPACE, structuredClone(texts), true, true);
  };

  return async (lng: string) => {
    await fromServer(lng);
    const chain = isBundled(lng) ? [lng] : [lng, ...fallbackLanguages(instance).filter((code) => code !== lng)];
    const missing = chain.filter((code) => isBundled(code) && !bundled[code] && !instance.hasResourceBundle(code, NAMESPACE));
    await Promise.all(missing.map(loadBundled));
  };
}
