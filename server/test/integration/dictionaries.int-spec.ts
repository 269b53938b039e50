import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app.js";
import { eventually, getJson, requestText } from "../helpers/read-api.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

type Dictionary = { [key: string]: string | Dictionary };

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
    await body();
  } finally {
    await app.services.dataSource.query(`DELETE FROM dictionary_entries WHERE id = ANY($1::uuid[])`, [ids]);
  }
}

describe("GET /api/dictionaries/{lng}/{ns}.json", () => {
  it.each(["en", "fi", "sv"])("answers a JSON object for every supported language (%s) in the ui namespace", async (language) => {
    const response = await app.request(`/api/dictionaries/${language}/ui.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body: unknown = await response.json();
    expect(typeof body).toBe("object");
    expect(body).not.toBeNull();
    expect(Array.isArray(body)).toBe(false);
  });

  it("builds a nested object from the dotted keys of the language's rows", async () => {
    await withEntries(
      [
        ["fi", "errors.404", "X"],
        ["fi", "checkout.terms.title", "Ehdot"],
        ["fi", "appTitle", "Liput"],
      ],
      async () => {
        const dictionary = await getJson<Dictionary>(app, "/api/dictionaries/fi/ui.json");
        expect(dictionary).toMatchObject({ errors: { "404": "X" }, checkout: { terms: { title: "Ehdot" } }, appTitle: "Liput" });
      },
    );
  });

  it("serves each language its own rows only", async () => {
    await withEntries(
      [
        ["fi", "errors.404", "Sivua ei löytynyt"],
        ["sv", "errors.404", "Sidan hittades inte"],
      ],
      async () => {
        const fi = await getJson<Dictionary>(app, "/api/dictionaries/fi/ui.json");
        const sv = await getJson<Dictionary>(app, "/api/dictionaries/sv/ui.json");
        const en = await getJson<Dictionary>(app, "/api/dictionaries/en/ui.json");
        expect((fi.errors as Dictionary)["404"]).toBe("Sivua ei löytynyt");
        expect((sv.errors as Dictionary)["404"]).toBe("Sidan hittades inte");
        expect((en.errors as Dictionary | undefined)?.["404"]).toBeUndefined();
      },
    );
  });

  it("keeps a row out while its value is empty (translations are never empty strings)", async () => {
    await withEntries(
      [
        ["sv", "booking.title", ""],
        ["sv", "booking.subtitle", "Välj platser"],
      ],
      async () => {
        const sv = await getJson<Dictionary>(app, "/api/dictionaries/sv/ui.json");
        expect(sv.booking).toEqual({ subtitle: "Välj platser" });
      },
    );
  });

  it("shows a changed row", async () => {
    await withEntries([["en", "nav.events", "What's on"]], async () => {
      expect(((await getJson<Dictionary>(app, "/api/dictionaries/en/ui.json")).nav as Dictionary).events).toBe("What's on");
      await app.services.dataSource.query(
        `UPDATE dictionary_entries SET value = 'Programme' WHERE language_id = 'en' AND key = 'nav.events'`,
      );
      await eventually(async () =>
        expect(((await getJson<Dictionary>(app, "/api/dictionaries/en/ui.json")).nav as Dictionary).events).toBe("Programme"),
      );
    });
  });

  // Regression: DictionaryService.dictionary() (src/modules/i18n/dictionary.service.ts)
  // builds the nested object with setPath(), which walks `node[part]` for each dotted part; for the part
  // "__proto__" that is Object.prototype, so a row keyed "__proto__.polluted" sets `polluted` on every
  // object of the server process (prototype pollution from stored data). The test process hosts the
  // server, so the pollution is visible here; it is removed again in `finally`.
  it("does not let a row keyed __proto__.* pollute the server's objects", async () => {
    await withEntries(
      [
        ["fi", "__proto__.polluted", "yes"],
        ["fi", "errors.404", "X"],
      ],
      async () => {
        try {
          const response = await requestText(app, "/api/dictionaries/fi/ui.json");
          expect(response.status).toBe(200);
          expect((JSON.parse(response.body) as Dictionary).errors).toEqual({ "404": "X" });
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        } finally {
          delete (Object.prototype as Record<string, unknown>).polluted;
        }
      },
    );
  });

  it("answers 404 for a language that is not supported", async () => {
    for (const path of ["/api/dictionaries/de/ui.json", "/api/dictionaries/xx/ui.json", "/api/dictionaries/EN-GB/ui.json"]) {
      const response = await requestText(app, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(response.body).toBe("Not Found");
    }
  });

  it("answers 404 for a namespace without a bundled dictionary, even when rows exist for it", async () => {
    await withEntries([["fi", "hello", "moi", "admin"]], async () => {
      expect((await requestText(app, "/api/dictionaries/fi/admin.json")).status).toBe(404);
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
