import { NAMESPACES } from "@seatbooking/core";
import type en from "./locales/en/ui.json";
import type { Dictionary } from "./dictionary";

/** Default and fallback namespace (SPEC section 9): the visitor's texts, which every page loads. */
export const NAMESPACE = NAMESPACES.visitor;

/** The administrator's texts: loaded only by admin routes (loadBundledAdminTexts), never by a visitor's page. */
export const ADMIN_NAMESPACE = NAMESPACES.admin;

export type UiDictionary = typeof en;

// Not eager (issue 37): each language's texts are a chunk of their own. A page shows the server's dictionary of its
// language (the bundled texts with the venue's over them, /api/dictionaries/{lng}/ui.json); the bundled copy is
// fetched only when that cannot be had (uiTexts.ts).
const uiFiles = import.meta.glob<Dictionary>("./locales/*/ui.json", { import: "default" });
// Each language's admin texts are a chunk of their own too, fetched when an admin route first loads.
const adminFiles = import.meta.glob<Dictionary>("./locales/*/admin.json", { import: "default" });

/** The languages whose texts the client bundles (en, fi, sv). */
export const BUNDLED_LANGUAGES: readonly string[] = Object.keys(uiFiles).map((file) => file.split("/")[2]!);

/** The visitor's bundled texts in `lng`, or undefined when the client bundles none for it. */
export async function loadBundledUiTexts(lng: string): Promise<Dictionary | undefined> {
  const load = uiFiles[`./locales/${lng}/ui.json`];
  return load ? load() : undefined;
}

/** The administrator's bundled texts in `lng`, or undefined when the client bundles none for it. */
export async function loadBundledAdminTexts(lng: string): Promise<Dictionary | undefined> {
  const load = adminFiles[`./locales/${lng}/admin.json`];
  return load ? load() : undefined;
}
