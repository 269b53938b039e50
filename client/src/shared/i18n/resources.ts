import { NAMESPACES } from "@seatbooking/core";
import en from "./locales/en/ui.json";
import fi from "./locales/fi/ui.json";
import sv from "./locales/sv/ui.json";
import type { Dictionary } from "./dictionary";

/** Default and fallback namespace (SPEC section 9): the visitor's texts, which every page loads. */
export const NAMESPACE = NAMESPACES.visitor;

/** The administrator's texts: loaded only by admin routes (loadBundledAdminTexts), never by a visitor's page. */
export const ADMIN_NAMESPACE = NAMESPACES.admin;

/** The dictionaries bundled with the client; server dictionaries are merged over them. */
export const bundledResources = {
  en: { [NAMESPACE]: en },
  fi: { [NAMESPACE]: fi },
  sv: { [NAMESPACE]: sv },
} as const;

export type UiDictionary = typeof en;

// Not eager: each language's admin texts are a chunk of their own, fetched when an admin route first loads.
const adminFiles = import.meta.glob<Dictionary>("./locales/*/admin.json", { import: "default" });

/** The administrator's bundled texts in `lng`, or undefined when the client bundles none for it. */
export async function loadBundledAdminTexts(lng: string): Promise<Dictionary | undefined> {
  const load = adminFiles[`./locales/${lng}/admin.json`];
  return load ? load() : undefined;
}
