import { describe, expect, it, vi } from "vitest";
import { deepMerge, normalizeDictionary } from "./dictionary";
import { createI18n } from "./i18n";
import { createServerDictionaryLoader, fetchServerDictionary } from "./serverDictionary";

describe("normalizeDictionary", () => {
  it("unflattens dotted keys and keeps nested ones", () => {
    expect(normalizeDictionary({ "errors.404": "Puuttuu", menu: { toggle: "Valikko" } })).toEqual({
      errors: { "404": "Puuttuu" },
      menu: { toggle: "Valikko" },
    });
  });

  it("drops empty strings and non-string leaves", () => {
    expect(normalizeDictionary({ a: "", b: 3, c: null, d: { e: " " }, f: "ok" })).toEqual({ f: "ok" });
  });

  it("merges flat and nested keys for the same branch", () => {
    expect(normalizeDictionary({ errors: { "400": "x" }, "errors.404": "y" })).toEqual({
      errors: { "400": "x", "404": "y" },
    });
  });
});

describe("deepMerge", () => {
  it("merges deeply, the override winning", () => {
    expect(deepMerge({ a: { b: "1", c: "2" }, d: "3" }, { a: { c: "x" } })).toEqual({
      a: { b: "1", c: "x" },
      d: "3",
    });
  });
});

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("server dictionaries", () => {
  it("fetch /api/dictionaries/{lng}/ui.json", async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ "menu.toggle": "Päävalikko" }));
    await expect(fetchServerDictionary("fi", fetchImpl)).resolves.toEqual({ menu: { toggle: "Päävalikko" } });
    expect(fetchImpl).toHaveBeenCalledWith("/api/dictionaries/fi/ui.json", expect.objectContaining({ credentials: "same-origin" }));
  });

  it("resolve to null on 404 and on network failure", async () => {
    await expect(fetchServerDictionary("fi", async () => new Response("", { status: 404 }))).resolves.toBeNull();
    await expect(
      fetchServerDictionary("fi", async () => {
        throw new TypeError("Failed to fetch");
      }),
    ).resolves.toBeNull();
  });

  it("are merged over the bundled dictionary, once per language", async () => {
    const i18n = createI18n("fi");
    const fetchImpl = vi.fn(async () => jsonResponse({ menu: { toggle: "Päävalikko" } }));
    const load = createServerDictionaryLoader(i18n, fetchImpl);
    await load("fi");
    await load("fi");
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(i18n.t("menu.toggle")).toBe("Päävalikko");
    // Keys the server did not send keep their bundled translation.
    expect(i18n.t("menu.close")).toBe("Sulje valikko");
  });

  it("keep the bundled dictionary when the server has none", async () => {
    const i18n = createI18n("sv");
    await createServerDictionaryLoader(i18n, async () => new Response("Not Found", { status: 404 }))("sv");
    expect(i18n.t("menu.toggle")).toBe("Meny");
  });
});
