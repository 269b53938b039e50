import { describe, expect, it } from "vitest";
import { findTranslationProblems, type Dictionary } from "../../../scripts/check-i18n.mjs";
import { bundledResources } from "./bundledResources";

// Every locales/<lng>/ui.json on disk, so a new language folder is checked too.
const files = import.meta.glob<Dictionary>("./locales/*/ui.json", { eager: true, import: "default" });
const dictionaries = Object.fromEntries(Object.entries(files).map(([path, dictionary]) => [path.split("/")[2] as string, dictionary]));

describe("bundled dictionaries", () => {
  it("include en, fi and sv", () => {
    expect(Object.keys(dictionaries).sort()).toEqual(["en", "fi", "sv"]);
    expect(Object.keys(bundledResources).sort()).toEqual(["en", "fi", "sv"]);
  });

  it("have every key in every language and no empty translation", () => {
    const { missing, empty } = findTranslationProblems(dictionaries);
    expect(missing).toEqual([]);
    expect(empty).toEqual([]);
  });

  it("have the documented error titles in English", () => {
    expect(bundledResources.en.ui.errors).toEqual({
      "400": "Bad Request",
      "401": "Unauthorized",
      "403": "Forbidden",
      "404": "Not Found",
      "405": "Method Not Allowed",
      "429": "Too many requests",
      "500": "Internal server error",
      default: "An error occurred",
    });
    expect(bundledResources.en.ui.errorPage.title).toBe("Oops!");
    expect(bundledResources.en.ui.errorPage.message).toBe("Sorry, an unexpected error has occurred.");
  });

  it("are real translations, not English copies", () => {
    const en = bundledResources.en.ui;
    for (const lng of ["fi", "sv"] as const) {
      const other = bundledResources[lng].ui;
      expect(other.errorPage.message).not.toBe(en.errorPage.message);
      expect(other.occasions.availability).not.toBe(en.occasions.availability);
      expect(other.events.title).not.toBe(en.events.title);
    }
  });
});

describe("findTranslationProblems", () => {
  it("reports keys missing in either direction and empty values", () => {
    const { missing, empty } = findTranslationProblems({
      en: { a: "A", nested: { b: "B" } },
      fi: { a: "", extra: "X", nested: {} },
    });
    expect(missing).toEqual([
      { lng: "en", key: "extra" },
      { lng: "fi", key: "nested.b" },
    ]);
    expect(empty).toEqual([{ lng: "fi", key: "a" }]);
  });
});
