import { NAMESPACES } from "@seatbooking/core";
import { describe, expect, it, vi } from "vitest";
import { findTranslationProblems, flattenDictionary, type Dictionary } from "../../../scripts/check-i18n.mjs";
import { createAdminTextsLoader } from "./adminTexts";
import { createI18n } from "./i18n";
import { bundledResources } from "./bundledResources";
import { ADMIN_NAMESPACE, NAMESPACE } from "./resources";
import { preloadVisitorTexts } from "../test/visitorTexts";

// The app loads them per language (uiTexts.ts); these tests translate without the loader.
preloadVisitorTexts();

// Issue 33, item 5: the visitor's texts and the administrator's are two namespaces, and only admin routes load the latter.
const byLanguage = (files: Record<string, Dictionary>) =>
  Object.fromEntries(Object.entries(files).map(([path, dictionary]) => [path.split("/")[2] as string, dictionary]));
const visitor = byLanguage(import.meta.glob<Dictionary>("./locales/*/ui.json", { eager: true, import: "default" }));
const admin = byLanguage(import.meta.glob<Dictionary>("./locales/*/admin.json", { eager: true, import: "default" }));
const keysOf = (dictionary: Dictionary | undefined) => Object.keys(flattenDictionary(dictionary ?? {}));

/** Texts only the administration shows: their groups live in the admin namespace. */
const ADMIN_ONLY = ["dictionaryAdmin.title", "adminEvents", "planEditor", "adminBookings", "settingsAdmin", "catalogAdmin"];

describe("the client's namespaces", () => {
  it("are the ones named once for the server and the client", () => {
    expect(NAMESPACE).toBe(NAMESPACES.visitor);
    expect(ADMIN_NAMESPACE).toBe(NAMESPACES.admin);
    expect([NAMESPACE, ADMIN_NAMESPACE]).toEqual(["ui", "admin"]);
  });

  it("split the texts: no key is in both, and the visitor's bundle has no administrator's text", () => {
    for (const lng of ["en", "fi", "sv"]) {
      const visitorKeys = new Set(keysOf(visitor[lng]));
      const adminKeys = keysOf(admin[lng]);
      expect(adminKeys.length).toBeGreaterThan(500);
      expect(adminKeys.filter((key) => visitorKeys.has(key))).toEqual([]);
      for (const key of ADMIN_ONLY) {
        expect(adminKeys.some((adminKey) => adminKey === key || adminKey.startsWith(`${key}.`))).toBe(true);
        expect([...visitorKeys].some((visitorKey) => visitorKey === key || visitorKey.startsWith(`${key}.`))).toBe(false);
      }
      // What every page bundles is the visitor's namespace alone.
      expect(Object.keys(bundledResources[lng as keyof typeof bundledResources])).toEqual([NAMESPACE]);
      expect(JSON.stringify(bundledResources[lng as keyof typeof bundledResources])).not.toContain(
        (admin[lng]!.dictionaryAdmin as Dictionary).intro as string,
      );
    }
  });

  it("are complete in every language, the administrator's like the visitor's", () => {
    expect(Object.keys(admin).sort()).toEqual(["en", "fi", "sv"]);
    expect(findTranslationProblems(admin)).toEqual({ missing: [], empty: [] });
  });
});

describe("createAdminTextsLoader", () => {
  /** An instance as a visitor's page has it: the visitor's texts only (tests otherwise preload the admin ones). */
  function visitorInstance(lng: string) {
    const instance = createI18n(lng);
    for (const code of ["en", "fi", "sv"]) instance.removeResourceBundle(code, ADMIN_NAMESPACE);
    return instance;
  }

  it("loads the administrator's texts of the route's language with the venue's overrides, under their usual keys", async () => {
    const instance = visitorInstance("fi");
    expect(instance.exists("dictionaryAdmin.title")).toBe(false);
    const fetchImpl = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ "dictionaryAdmin.intro": "Oma johdanto" }), { status: 200, headers: { ETag: '"a1"' } }),
    );
    await createAdminTextsLoader(instance, fetchImpl)("fi");
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(String(fetchImpl.mock.calls[0]![0])).toMatch(/\/dictionaries\/fi\/admin\.json$/);
    expect(instance.t("dictionaryAdmin.title")).toBe((admin.fi!.dictionaryAdmin as Dictionary).title);
    expect(instance.t("dictionaryAdmin.intro")).toBe("Oma johdanto");
    // The visitor's texts are untouched, and found first.
    expect(instance.t("events.title")).toBe("Tapahtumat");
    expect(instance.hasResourceBundle("en", ADMIN_NAMESPACE)).toBe(false);
  });

  it("shows the bundled texts when the overrides cannot be had, and the fallback's for a language without its own", async () => {
    const instance = visitorInstance("de");
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response("Not Found", { status: 404 }));
    await createAdminTextsLoader(instance, fetchImpl)("de");
    expect(instance.t("dictionaryAdmin.title", { lng: "de" })).toBe((admin.en!.dictionaryAdmin as Dictionary).title);
  });
});
