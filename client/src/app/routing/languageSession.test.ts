import { describe, expect, it } from "vitest";
import { createI18n } from "../../shared/i18n/i18n";
import { createLanguageSession } from "./languageSession";
import { preloadVisitorTexts } from "../../shared/test/visitorTexts";

// The app loads them per language (uiTexts.ts); these tests translate without the loader.
preloadVisitorTexts();

describe("language session", () => {
  it("shows a language without a bundled dictionary in the site's fallback language, key by key", async () => {
    const i18n = createI18n("en");
    const loaded: string[] = [];
    const session = createLanguageSession({
      i18n,
      loadDictionary: async (lng) => {
        loaded.push(lng);
        // The server's dictionary of the added language translates one key only.
        if (lng === "de") i18n.addResourceBundle("de", "ui", { admin: { save: "Speichern" } }, true, true);
      },
      onChange: () => undefined,
    });
    await session.activate("de", "fi");
    expect(loaded).toEqual(["de"]);
    expect(i18n.language).toBe("de");
    expect(i18n.t("admin.save")).toBe("Speichern");
    expect(i18n.t("admin.languages")).toBe("Kielet");
  });

  it("follows a change of the fallback language", async () => {
    const i18n = createI18n("en");
    const session = createLanguageSession({ i18n, loadDictionary: async () => undefined, onChange: () => undefined });
    await session.activate("de", "sv");
    expect(i18n.t("admin.languages")).toBe("Språk");
    await session.activate("de", "en");
    expect(i18n.t("admin.languages")).toBe("Languages");
  });
});
