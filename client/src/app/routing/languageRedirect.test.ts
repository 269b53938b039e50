import { describe, expect, it } from "vitest";
import { languageRedirect, looksLikeLanguageCode } from "./languageRedirect";

const supported = ["en", "fi", "sv"];
const redirect = (pathname: string, search = "", context: Partial<Parameters<typeof languageRedirect>[1]> = {}) =>
  languageRedirect({ pathname, search }, { supported, browserLanguages: [], ...context });

describe("languageRedirect", () => {
  it("keeps a canonical URL", () => {
    expect(redirect("/en")).toBeNull();
    expect(redirect("/fi/events/123", "?x=1")).toBeNull();
  });

  it("redirects a bare / to the resolved language, keeping the query", () => {
    expect(redirect("/")).toBe("/en");
    expect(redirect("/", "?x=1")).toBe("/en?x=1");
    expect(redirect("", "")).toBe("/en");
  });

  it("prefixes a path without a language, keeping the query string", () => {
    expect(redirect("/events", "?x=1")).toBe("/en/events?x=1");
    expect(redirect("/events/42")).toBe("/en/events/42");
    expect(redirect("/occasions/7/checkout")).toBe("/en/occasions/7/checkout");
  });

  it("resolves the prefix from storage, then the browser, then the fallback", () => {
    expect(redirect("/events", "", { storedLanguage: "sv", browserLanguages: ["fi-FI"] })).toBe("/sv/events");
    expect(redirect("/events", "", { browserLanguages: ["fi-FI"] })).toBe("/fi/events");
    expect(redirect("/events", "", { browserLanguages: ["de-DE"], supported: ["fi", "en"] })).toBe("/fi/events");
  });

  it("replaces an unsupported language code instead of prefixing it", () => {
    expect(redirect("/de/events", "?x=1")).toBe("/en/events?x=1");
    expect(redirect("/de")).toBe("/en");
    expect(redirect("/de/events", "", { storedLanguage: "fi" })).toBe("/fi/events");
  });

  it("normalizes a tag that stands for a supported language", () => {
    expect(redirect("/EN/events")).toBe("/en/events");
    expect(redirect("/fi-FI/events", "", { storedLanguage: "sv" })).toBe("/fi/events");
  });

  it("prefixes an unknown multi-letter segment (a 404 under the language)", () => {
    expect(redirect("/nonexistent/page")).toBe("/en/nonexistent/page");
  });

  it("removes a trailing slash", () => {
    expect(redirect("/en/")).toBe("/en");
    expect(redirect("/fi/events/", "?x=1")).toBe("/fi/events?x=1");
    expect(redirect("/events/")).toBe("/en/events");
  });

  it("keeps the hash", () => {
    expect(languageRedirect({ pathname: "/events", search: "?a=b", hash: "#top" }, { supported })).toBe("/en/events?a=b#top");
  });
});

describe("looksLikeLanguageCode", () => {
  it("accepts language-shaped segments that are not route names", () => {
    expect(looksLikeLanguageCode("de")).toBe(true);
    expect(looksLikeLanguageCode("pt-BR")).toBe(true);
    expect(looksLikeLanguageCode("events")).toBe(false);
    expect(looksLikeLanguageCode("admin")).toBe(false);
  });
});
