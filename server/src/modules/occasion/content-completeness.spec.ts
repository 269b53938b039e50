import { describe, expect, it } from "vitest";
import { missingLanguages } from "./content-completeness.js";

const LANGUAGES = ["en", "fi", "sv"];

describe("missingLanguages: which enabled languages a text lacks", () => {
  it("a required text lacks every enabled language it is blank in, even when it is empty everywhere", () => {
    expect(missingLanguages({ en: "Adult", fi: "  " }, LANGUAGES, true)).toEqual(["fi", "sv"]);
    expect(missingLanguages({}, LANGUAGES, true)).toEqual(["en", "fi", "sv"]);
    expect(missingLanguages(null, LANGUAGES, true)).toEqual(["en", "fi", "sv"]);
  });

  it("an optional text left empty in every language lacks nothing", () => {
    expect(missingLanguages({}, LANGUAGES, false)).toEqual([]);
    expect(missingLanguages({ en: " ", sv: "" }, LANGUAGES, false)).toEqual([]);
    expect(missingLanguages(undefined, LANGUAGES, false)).toEqual([]);
  });

  it("an optional text given in one language lacks the others", () => {
    expect(missingLanguages({ fi: "Ensi-ilta" }, LANGUAGES, false)).toEqual(["en", "sv"]);
  });

  it("an optional text only in a language that is not enabled lacks every enabled one (visitors would read it as the fallback)", () => {
    expect(missingLanguages({ de: "Premiere" }, LANGUAGES, false)).toEqual(["en", "fi", "sv"]);
  });

  it("a complete text lacks nothing", () => {
    expect(missingLanguages({ en: "Seat", fi: "Istumapaikka", sv: "Sittplats", de: "Sitz" }, LANGUAGES, true)).toEqual([]);
  });
});
