import type { i18n as I18n } from "i18next";
import { createServerDictionaryLoader, fallbackLanguages, type BundledDictionaries } from "./serverDictionary";
import { ADMIN_NAMESPACE, loadBundledAdminTexts } from "./resources";

/**
 * Creates the loader of the administrator's texts (namespace 'admin') that admin routes call: the first call
 * for a language fetches its bundled texts (a chunk of their own, so a visitor's page never downloads them)
 * and waits for the venue's overrides (/api/dictionaries/{lng}/admin.json); later calls revalidate those in
 * the background, as the visitor's dictionary does. A language without bundled admin texts shows the
 * fallback language's, with the venue's overrides of both.
 */
export function createAdminTextsLoader(instance: I18n, fetchImpl: typeof fetch = fetch): (lng: string) => Promise<void> {
  const bundled: BundledDictionaries = {};
  const overrides = createServerDictionaryLoader(instance, fetchImpl, bundled, ADMIN_NAMESPACE);
  const bundledLoads = new Map<string, Promise<boolean>>();

  const loadBundled = (lng: string): Promise<boolean> => {
    let load = bundledLoads.get(lng);
    if (!load) {
      load = loadBundledAdminTexts(lng).then((texts) => {
        if (!texts) return false;
        bundled[lng] = { [ADMIN_NAMESPACE]: texts };
        // The overrides replace this copy when they come; until then (or when they cannot be had) the bundled texts show.
        if (!instance.hasResourceBundle(lng, ADMIN_NAMESPACE))
          instance.addResourceBundle(lng, ADMIN_NAMESPACE, structuredClone(texts), true, true);
        return true;
      });
      // A chunk that failed to load (the network) is asked for again next time.
      load.catch(() => bundledLoads.delete(lng));
      bundledLoads.set(lng, load);
    }
    return load;
  };

  return async (lng: string) => {
    if (!(await loadBundled(lng))) await Promise.all(fallbackLanguages(instance).map(loadBundled));
    await overrides(lng);
  };
}
