import { describe, expect, it } from "vitest";
import { matchSupportedLanguage, primarySubtag, resolveLanguage } from "./language";

const supported = ["en", "fi", "sv"];

describe("primarySubtag", () => {
  it.each([
    ["fi-FI", "fi"],
    ["sv-SE", "sv"],
    ["sv_FI", "sv"],
    ["EN", "en"],
    ["en-GB", "en"],
    ["events", null],
    ["", null],
    [undefined, null],
  ])("%s -> %s", (tag, expected) => {
    expect(primarySubtag(tag)).toBe(expected);
  });
});

describe("matchSupportedLanguage", () => {
  it("matches exact codes and primary subtags only when supported", () => {
    expect(matchSupportedLanguage("fi", supported)).toBe("fi");
    expect(matchSupportedLanguage("fi-FI", supported)).toBe("fi");
    expect(matchSupportedLanguage("sv-AX", supported)).toBe("sv");
    expect(matchSupportedLanguage("de-DE", supported)).toBeNull();
    expect(matchSupportedLanguage(null, supported)).toBeNull();
  });
});

describe("resolveLanguage", () => {
  it("prefers the path", () => {
    expect(resolveLanguage({ pathLanguage: "sv", storedLanguage: "fi", browserLanguages: ["en"], supported })).toBe("sv");
  });

  it("then local storage", () => {
    expect(resolveLanguage({ pathLanguage: "de", storedLanguage: "fi", browserLanguages: ["sv"], supported })).toBe("fi");
  });

  it("ignores an unsupported stored language", () => {
    expect(resolveLanguage({ storedLanguage: "de", browserLanguages: ["sv-SE"], supported })).toBe("sv");
  });

  it("then the browser languages in order, by primary subtag", () => {
    expect(resolveLanguage({ browserLanguages: ["fi-FI", "en-US"], supported })).toBe("fi");
    expect(resolveLanguage({ browserLanguages: ["de-DE", "sv-FI"], supported })).toBe("sv");
  });

  it("falls back to the first supported language", () => {
    expect(resolveLanguage({ browserLanguages: ["de-DE"], supported: ["fi", "en"] })).toBe("fi");
  });

  it("falls back to en when nothing is supported", () => {
    expect(resolveLanguage({ supported: [] })).toBe("en");
  });
});
