import { afterEach, describe, expect, it } from "vitest";
import { setFallbackLanguage } from "../../common/translations.js";
import { flattenDictionary } from "./dictionary-json.js";
import { BUNDLED_SERVER_TEXTS, messageLanguage, serverMessage, setServerTextOverrides } from "./server-messages.js";

afterEach(() => {
  setServerTextOverrides(new Map());
  setFallbackLanguage("en");
});

const flat = (language: string) => flattenDictionary(BUNDLED_SERVER_TEXTS[language]!).texts;

describe("server texts (i18next namespace 'server')", () => {
  it("has every key in en, fi and sv, none empty", () => {
    const keys = [...flat("en").keys()].sort();
    expect(keys.length).toBeGreaterThan(200);
    for (const language of ["fi", "sv"]) {
      expect([...flat(language).keys()].sort()).toEqual(keys);
      expect([...flat(language).values()].filter((text) => text.trim() === "")).toEqual([]);
    }
  });

  it("fills {{placeholders}}, keeps one without a value, and never fills a value's own braces", () => {
    expect(serverMessage("errors.queryTooDeep", "en", { depth: 12, max: 10 })).toBe("Query is too deep: 12 levels, at most 10 allowed");
    expect(serverMessage("errors.queryTooDeep", "fi", { depth: 12 })).toBe("Kysely on liian syvä: 12 tasoa, enintään {{max}} sallitaan");
    expect(serverMessage("errors.tooManySubscriptions", "en", { max: "{{depth}} <b>" })).toBe(
      "Too many operations on this connection: at most {{depth}} <b> at once",
    );
  });

  it("keeps label masks' single-brace parts for label-mask.ts", () => {
    expect(serverMessage("spaceLabel.rowSeat", "sv")).toBe("Rad {row}, plats {seat}");
  });

  it("falls back to the site's fallback language, then English; an unknown key is itself", () => {
    expect(serverMessage("errors.notFound", "de")).toBe("Not Found");
    setFallbackLanguage("fi");
    expect(serverMessage("errors.notFound", "de")).toBe("Ei löytynyt");
    expect(messageLanguage("de")).toBe("fi");
    expect(serverMessage("no.such.key" as never, "en")).toBe("no.such.key");
  });

  it("shows the venue's overrides over the bundled texts, and the bundled text again once they are gone", () => {
    setServerTextOverrides(new Map([["fi", new Map([["errors.notFound", "Sivua ei ole"]])]]));
    expect(serverMessage("errors.notFound", "fi")).toBe("Sivua ei ole");
    expect(serverMessage("errors.forbidden", "fi")).toBe("Ei käyttöoikeutta");
    expect(serverMessage("errors.notFound", "en")).toBe("Not Found");
    setServerTextOverrides(new Map());
    expect(serverMessage("errors.notFound", "fi")).toBe("Ei löytynyt");
  });

  it("gives a language the venue added its overrides, and the fallback's texts for the rest", () => {
    setServerTextOverrides(new Map([["de", new Map([["errors.notFound", "Nicht gefunden"]])]]));
    expect(serverMessage("errors.notFound", "de")).toBe("Nicht gefunden");
    expect(serverMessage("errors.forbidden", "de")).toBe("Forbidden");
  });
});
