import { describe, expect, it } from "vitest";
import { countByFilter, exportDictionary, exportFileName, filterEntries, type DictionaryEntryRow } from "./dictionaryEntries";

const entry = (
  key: string,
  bundled: string | null,
  override: string | null = null,
  fallback: string | null = "Fallback",
): DictionaryEntryRow => ({
  key,
  bundled,
  override,
  fallback,
});

const ENTRIES = [
  entry("events.title", "Tapahtumat", "Ohjelmisto", "Events"),
  entry("events.empty", "Tapahtumia ei ole.", null, "No events."),
  entry("menu.toggle", null, null, "Menu"),
  entry("menu.close", null, "Sulje", "Close menu"),
];

describe("filterEntries", () => {
  it("keeps all, the missing (neither bundled nor overridden) or the overridden texts", () => {
    expect(filterEntries(ENTRIES, "all", "").map((e) => e.key)).toEqual(["events.title", "events.empty", "menu.toggle", "menu.close"]);
    expect(filterEntries(ENTRIES, "missing", "").map((e) => e.key)).toEqual(["menu.toggle"]);
    expect(filterEntries(ENTRIES, "overridden", "").map((e) => e.key)).toEqual(["events.title", "menu.close"]);
    expect(countByFilter(ENTRIES)).toEqual({ all: 4, missing: 1, overridden: 2 });
  });

  it("searches keys and every text, case-insensitively, every word", () => {
    expect(filterEntries(ENTRIES, "all", "MENU").map((e) => e.key)).toEqual(["menu.toggle", "menu.close"]);
    expect(filterEntries(ENTRIES, "all", "ohjelmisto").map((e) => e.key)).toEqual(["events.title"]);
    expect(filterEntries(ENTRIES, "all", "no events").map((e) => e.key)).toEqual(["events.empty"]);
    expect(filterEntries(ENTRIES, "overridden", "close").map((e) => e.key)).toEqual(["menu.close"]);
    expect(filterEntries(ENTRIES, "all", "  ")).toHaveLength(4);
    expect(filterEntries(ENTRIES, "missing", "events")).toEqual([]);
  });
});

describe("exportDictionary", () => {
  it("gives the language's own texts as nested i18next JSON, overrides winning, fallback texts left out", () => {
    expect(exportDictionary(ENTRIES, "texts")).toEqual({
      events: { title: "Ohjelmisto", empty: "Tapahtumia ei ole." },
      menu: { close: "Sulje" },
    });
  });

  it("or only its overrides", () => {
    expect(exportDictionary(ENTRIES, "overrides")).toEqual({ events: { title: "Ohjelmisto" }, menu: { close: "Sulje" } });
    expect(exportDictionary([entry("a.b", "x")], "overrides")).toEqual({});
  });

  it("names the file after the namespace and language", () => {
    expect(exportFileName("fi", "texts")).toBe("ui.fi.json");
    expect(exportFileName("sv", "overrides")).toBe("ui.sv.overrides.json");
  });
});
