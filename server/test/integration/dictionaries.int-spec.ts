/**
 * GET /api/dictionaries/{lng}/{ns}.json (SPEC section 7, issue 15): the client's bundled dictionary of the
 * language with the venue's overrides merged over it, or only the overrides for a language the client bundles
 * nothing for; 404 for a namespace without a bundled dictionary and for a language the site does not have;
 * revalidated by entity tag (no-cache, 304 while unchanged).
 */
import "reflect-metadata";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app.js";
import { eventually, getJson, requestText } from "../helpers/read-api.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ demoData: false });
});
afterAll(() => app?.stop());

type Dictionary = { [key: string]: string | Dictionary };

const bundled = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../../client/src/shared/i18n/locales/${language}/ui.json`, import.meta.url), "utf8")) as Dictionary;

const section = (dictionary: Dictionary, name: string) => dictionary[name] as Dictionary;

/** Inserts dictionary rows for the test and removes them afterwards. */
async function withEntries(
  rows: Array<[language: string, key: string, value: string, namespace?: string]>,
  body: () => Promise<void>,
): Promise<void> {
  const ids: string[] = [];
  try {
    for (const [language, key, value, namespace = "ui"] of rows) {
      const [row] = (await app.services.dataSource.query(
        `INSERT INTO dictionary_entries (language_id, namespace, key, value) VALUES ($1, $2, $3, $4) RETURNING id`,
        [language, namespace, key, value],
      )) as Array<{ id: string }>;
      ids.push(row!.id);
    }
    // Served dictionaries are reused for up to a second: a test starts from what it wrote.
    app.services.dictionaries.forget();
    await body();
  } finally {
    await app.services.dataSource.query(`DELETE FROM dictionary_entries WHERE id = ANY($1::uuid[])`, [ids]);
    app.services.dictionaries.forget();
  }
}

/** A language the client bundles no dictionary for, in the languages table for the test. */
async function withLanguage(id: string, body: () => Promise<void>): Promise<void> {
  await app.services.dataSource.query(`INSERT INTO languages (id, name, position) VALUES ($1, $2, 99)`, [id, `Language ${id}`]);
  try {
    await body();
  } finally {
    await app.services.dataSource.query(`DELETE FROM languages WHERE id = $1`, [id]);
    app.services.dictionaries.forget();
  }
}

describe("GET /api/dictionaries/{lng}/{ns}.json", () => {
  it.each(["en", "fi", "sv"])("answers the client's bundled dictionary of %s while the venue has no overrides", async (language) => {
    const response = await app.request(`/api/dictionaries/${language}/ui.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(bundled(language));
  });

  it("merges the language's overrides over its bundled texts, nested by their dotted keys", async () => {
    await withEntries(
      [
        ["fi", "events.title", "Ohjelmisto"],
        ["fi", "errors.404", "Sivua ei ole"],
      ],
      async () => {
        const fi = await getJson<Dictionary>(app, "/api/dictionaries/fi/ui.json");
        expect(section(fi, "events")).toEqual({ ...section(bundled("fi"), "events"), title: "Ohjelmisto" });
        expect(section(fi, "errors")["404"]).toBe("Sivua ei ole");
        expect(fi.menu).toEqual(bundled("fi").menu);
        // Other languages keep their own texts.
        expect(await getJson(app, "/api/dictionaries/sv/ui.json")).toEqual(bundled("sv"));
      },
    );
  });

  it("leaves out rows that are empty or whose key is not a bundled text", async () => {
    await withEntries(
      [
        ["sv", "events.title", ""],
        ["sv", "events.nothing", "Inget"],
        ["sv", "retired.key", "Gammal"],
      ],
      async () => {
        expect(await getJson(app, "/api/dictionaries/sv/ui.json")).toEqual(bundled("sv"));
      },
    );
  });

  it("shows a changed row (within about a second in every process)", async () => {
    await withEntries([["en", "events.title", "What's on"]], async () => {
      expect(section(await getJson<Dictionary>(app, "/api/dictionaries/en/ui.json"), "events").title).toBe("What's on");
      await app.services.dataSource.query(
        `UPDATE dictionary_entries SET value = 'Programme' WHERE language_id = 'en' AND key = 'events.title'`,
      );
      await eventually(async () =>
        expect(section(await getJson<Dictionary>(app, "/api/dictionaries/en/ui.json"), "events").title).toBe("Programme"),
      );
    });
  });

  // Regression: a row keyed "__proto__.polluted" once reached Object.prototype through the nesting of dotted keys.
  it("does not let a row keyed __proto__.* pollute the server's objects", async () => {
    await withEntries(
      [
        ["fi", "__proto__.polluted", "yes"],
        ["fi", "constructor.prototype.polluted", "yes"],
      ],
      async () => {
        try {
          expect(await getJson(app, "/api/dictionaries/fi/ui.json")).toEqual(bundled("fi"));
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        } finally {
          delete (Object.prototype as Record<string, unknown>).polluted;
        }
      },
    );
  });

  it("answers only the overrides for a language the client bundles nothing for (it falls back key by key)", async () => {
    await withLanguage("de", async () => {
      expect(await getJson(app, "/api/dictionaries/de/ui.json")).toEqual({});
      await withEntries([["de", "events.title", "Veranstaltungen"]], async () => {
        expect(await getJson(app, "/api/dictionaries/de/ui.json")).toEqual({ events: { title: "Veranstaltungen" } });
      });
    });
  });

  it("is revalidated by entity tag: no-cache, 304 while unchanged, a new tag once changed", async () => {
    const first = await app.request("/api/dictionaries/fi/ui.json");
    const etag = first.headers.get("etag");
    // Weak: one tag for the dictionary in any content coding.
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");

    // As a browser's fetch sends a revalidation: with Cache-Control: no-cache.
    const unchanged = await app.request("/api/dictionaries/fi/ui.json", {
      headers: { "If-None-Match": etag!, "Cache-Control": "no-cache" },
    });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");

    await withEntries([["fi", "events.title", "Ohjelmisto"]], async () => {
      const changed = await app.request("/api/dictionaries/fi/ui.json", { headers: { "If-None-Match": etag! } });
      expect(changed.status).toBe(200);
      expect(changed.headers.get("etag")).not.toBe(etag);
      expect(section((await changed.json()) as Dictionary, "events").title).toBe("Ohjelmisto");
    });
    // The override gone, the bundled dictionary (and its tag) is back.
    expect((await app.request("/api/dictionaries/fi/ui.json", { headers: { "If-None-Match": etag! } })).status).toBe(304);
  });

  it("answers 404 for a language the site does not have", async () => {
    for (const path of ["/api/dictionaries/de/ui.json", "/api/dictionaries/xx/ui.json", "/api/dictionaries/EN-GB/ui.json"]) {
      const response = await requestText(app, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(response.body).toBe("Not Found");
    }
  });

  it("answers 404 for a namespace without a bundled dictionary, even when rows exist for it", async () => {
    // The client bundles 'ui' and, since issue 33, 'admin'; the server's own texts are overridden but never served.
    await withEntries([["fi", "hello", "moi", "server"]], async () => {
      expect((await requestText(app, "/api/dictionaries/fi/server.json")).status).toBe(404);
      expect((await requestText(app, "/api/dictionaries/fi/nothing.json")).status).toBe(404);
    });
  });

  it("answers 404 for a file that is not .json", async () => {
    for (const path of [
      "/api/dictionaries/fi/ui",
      "/api/dictionaries/fi/ui.yaml",
      "/api/dictionaries/fi/ui.json.bak",
      "/api/dictionaries/fi",
    ]) {
      expect((await requestText(app, path)).status, path).toBe(404);
    }
  });

  it("translates the 404 body with ?lng=", async () => {
    expect(await requestText(app, "/api/dictionaries/de/ui.json?lng=fi")).toMatchObject({ status: 404, body: "Ei löytynyt" });
  });

  it("answers 405 to anything but GET", async () => {
    const response = await requestText(app, "/api/dictionaries/fi/ui.json", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
  });
});
