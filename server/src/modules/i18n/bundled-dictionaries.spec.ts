import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config/config.js";
import { loadBundledDictionaries } from "./bundled-dictionaries.js";
import { flattenDictionary, placeholders, withTexts } from "./dictionary-json.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A locales directory with `files` ({ "fi/ui.json": ... }). */
function locales(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "locales-"));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
  }
  return dir;
}

describe("loadBundledDictionaries", () => {
  it("reads the client's own locale files by default", () => {
    const bundled = loadBundledDictionaries(loadConfig({}).clientLocales);
    expect(bundled.languages().sort()).toEqual(["en", "fi", "sv"]);
    expect(bundled.hasNamespace("ui")).toBe(true);
    expect(bundled.texts("fi", "ui").get("events.title")).toBe("Tapahtumat");
    expect(bundled.keys("ui").has("events.title")).toBe(true);
  });

  it("knows every key any language bundles, and which language bundles which", () => {
    const bundled = loadBundledDictionaries(
      locales({
        "en/ui.json": { a: { b: "B", c: "C" } },
        "fi/ui.json": { a: { b: "Bee" }, d: "Dee" },
        "fi/readme.txt": "not a dictionary",
      }),
    );
    expect([...bundled.keys("ui")]).toEqual(["a.b", "a.c", "d"]);
    expect(bundled.has("fi", "ui")).toBe(true);
    expect(bundled.has("sv", "ui")).toBe(false);
    expect(bundled.texts("sv", "ui").size).toBe(0);
    expect(bundled.nested("fi", "ui")).toEqual({ a: { b: "Bee" }, d: "Dee" });
    expect(bundled.hasNamespace("admin")).toBe(false);
  });

  it("stops start-up with a message naming what is wrong", () => {
    expect(() => loadBundledDictionaries("/nonexistent/locales")).toThrow(ConfigError);
    expect(() => loadBundledDictionaries("/nonexistent/locales")).toThrow(/CLIENT_LOCALES/);
    expect(() => loadBundledDictionaries(locales({ "fi/ui.json": "{ nope" }))).toThrow(/fi\/ui\.json is not JSON/);
    expect(() => loadBundledDictionaries(locales({ "fi/ui.json": { a: ["x"] } }))).toThrow(/values that are not texts: a/);
    expect(() => loadBundledDictionaries(locales({ "README.md": "#" }))).toThrow(/No bundled dictionaries/);
  });
});

describe("dictionary JSON", () => {
  it("flattens nested, dotted and mixed keys, and reports values that are not texts", () => {
    const { texts, problems } = flattenDictionary({ a: { b: "1", "c.d": "2" }, "e.f": "3", g: 4, h: null, i: { j: [] }, "k..l": "5" });
    expect(Object.fromEntries(texts)).toEqual({ "a.b": "1", "a.c.d": "2", "e.f": "3" });
    expect(problems.notText).toEqual(["g", "h", "i.j", "k..l"]);
  });

  it("reports a dictionary nested thousands deep as not text instead of overflowing the stack", () => {
    const levels = 5_000;
    const deep = JSON.parse(`${'{"a":'.repeat(levels)}"text"${"}".repeat(levels)}`) as Record<string, unknown>;
    const { texts, problems } = flattenDictionary(deep);
    expect(texts.size).toBe(0);
    expect(problems.notText).toHaveLength(1);
  });

  it("sets texts over a copy, never the original", () => {
    const base = { a: { b: "1" } };
    expect(withTexts(base, [["a.c", "2"]])).toEqual({ a: { b: "1", c: "2" } });
    expect(base).toEqual({ a: { b: "1" } });
  });

  it("finds i18next's placeholders, plain, unescaped and formatted", () => {
    expect([...placeholders("{{from}} - {{ to }} of {{- count}}, {{date, datetime}}; {single} {{}}")]).toEqual([
      "from",
      "to",
      "count",
      "date",
    ]);
  });
});
