/**
 * Issue 15, the dictionary editor (administer_dictionaries): every interface text of the 'ui' namespace in
 * every language of the site, the venue's overrides saved, removed and imported as i18next JSON, and served
 * at once by /api/dictionaries/{lng}/ui.json. Unknown languages and keys, empty texts, texts that lose or add
 * a {{placeholder}} and imports that are not a dictionary are refused with a translated message, nothing saved.
 */
import "reflect-metadata";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, type GraphQLAnswer } from "../../helpers/booking-client.js";

let app: BookingTestApp;
let admin: GraphQLClient;

beforeAll(async () => {
  app = await startBookingApp({ demoData: false });
  admin = await signInAdmin(app);
});

afterAll(async () => {
  await app?.stop();
});

beforeEach(async () => {
  await app.query(`DELETE FROM dictionary_entries`);
  await app.query(`DELETE FROM languages WHERE id NOT IN ('en', 'fi', 'sv')`);
  app.services.dictionaries.forget();
});

type Dictionary = { [key: string]: string | Dictionary };

const bundledFile = (language: string) =>
  readFileSync(new URL(`../../../../client/src/shared/i18n/locales/${language}/ui.json`, import.meta.url), "utf8");

function flatten(dictionary: Dictionary, prefix = "", into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(dictionary)) {
    if (typeof value === "string") into.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

const bundled = (language: string) => flatten(JSON.parse(bundledFile(language)) as Dictionary);
const KEY_COUNT = bundled("en").size;

interface Entry {
  key: string;
  bundled: string | null;
  override: string | null;
  fallback: string | null;
}
interface Language {
  id: string;
  name: string;
  bundled: boolean;
  missing: number;
  overridden: number;
  keys: number;
}

const ENTRY = "key bundled override fallback";

const languages = async () => {
  const answer = await admin.op<{ dictionaryLanguages: Language[] }>(`{ dictionaryLanguages { id name bundled missing overridden keys } }`);
  expect(answer.errors).toBeUndefined();
  return answer.data!.dictionaryLanguages;
};

const entries = async (language: string) => {
  const answer = await admin.op<{ dictionaryEntries: Entry[] }>(
    `query ($language: String!) { dictionaryEntries(language: $language) { ${ENTRY} } }`,
    {
      language,
    },
  );
  expect(answer.errors).toBeUndefined();
  return new Map(answer.data!.dictionaryEntries.map((entry) => [entry.key, entry]));
};

const setOverride = (language: string, key: string, value: string, client = admin, uiLanguage = "en") =>
  client.op<{ setDictionaryOverride: Entry }>(
    `mutation ($language: String!, $key: String!, $value: String!) { setDictionaryOverride(language: $language, key: $key, value: $value) { ${ENTRY} } }`,
    { language, key, value },
    { language: uiLanguage },
  );

const removeOverride = (language: string, key: string) =>
  admin.op<{ removeDictionaryOverride: Entry }>(
    `mutation ($language: String!, $key: String!) { removeDictionaryOverride(language: $language, key: $key) { ${ENTRY} } }`,
    { language, key },
  );

const importJson = (language: string, json: string, uiLanguage = "en") =>
  admin.op<{ importDictionary: { texts: number; overridden: number } }>(
    `mutation ($language: String!, $json: String!) { importDictionary(language: $language, json: $json) { texts overridden } }`,
    { language, json },
    { language: uiLanguage },
  );

const served = async (language: string) => {
  const response = await fetch(`${app.url}/api/dictionaries/${language}/ui.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as Dictionary;
};

const storedRows = () =>
  app.query<{ language_id: string; key: string; value: string }>(`SELECT language_id, key, value FROM dictionary_entries ORDER BY 1, 2`);

/** The one error of a refused operation: its code and translated message. */
function refusal(answer: GraphQLAnswer<unknown>): { code: unknown; message: string } {
  expect(answer.errors, JSON.stringify(answer.data)).toHaveLength(1);
  return { code: answer.errors![0]!.extensions?.code, message: answer.errors![0]!.message };
}

async function addLanguage(id: string, name: string): Promise<void> {
  await app.query(`INSERT INTO languages (id, name, position) VALUES ($1, $2, 10)`, [id, name]);
}

describe("dictionaryLanguages and dictionaryEntries", () => {
  it("list every language of the site, bundled or not, with its missing and overridden texts", async () => {
    await addLanguage("de", "Deutsch");
    await setOverride("fi", "events.title", "Ohjelmisto");
    await setOverride("de", "events.title", "Veranstaltungen");
    expect(await languages()).toEqual([
      { id: "en", name: "English", bundled: true, missing: 0, overridden: 0, keys: KEY_COUNT },
      { id: "fi", name: "suomi", bundled: true, missing: 0, overridden: 1, keys: KEY_COUNT },
      { id: "sv", name: "svenska", bundled: true, missing: 0, overridden: 0, keys: KEY_COUNT },
      { id: "de", name: "Deutsch", bundled: false, missing: KEY_COUNT - 1, overridden: 1, keys: KEY_COUNT },
    ]);
  });

  it("give every interface text with the language's bundled text, its override and the fallback language's text", async () => {
    await setOverride("en", "menu.toggle", "Main menu");
    await setOverride("fi", "events.title", "Ohjelmisto");
    const fi = await entries("fi");
    expect(fi.size).toBe(KEY_COUNT);
    expect([...fi.keys()].sort()).toEqual([...bundled("en").keys()].sort());
    expect(fi.get("events.title")).toEqual({
      key: "events.title",
      bundled: bundled("fi").get("events.title"),
      override: "Ohjelmisto",
      fallback: bundled("en").get("events.title"),
    });
    // The fallback is what the first language shows: its override when it has one.
    expect(fi.get("menu.toggle")).toMatchObject({ bundled: bundled("fi").get("menu.toggle"), override: null, fallback: "Main menu" });

    await addLanguage("de", "Deutsch");
    expect((await entries("de")).get("events.title")).toEqual({
      key: "events.title",
      bundled: null,
      override: null,
      fallback: bundled("en").get("events.title"),
    });
  });

  it("find no language the site does not have, and say so in the caller's language", async () => {
    const answer = await admin.op(`{ dictionaryEntries(language: "xx") { key } }`, {}, { language: "fi" });
    expect(refusal(answer)).toEqual({ code: "NOT_FOUND", message: 'Sivustolla ei ole kieltä "xx"' });
  });
});

describe("setDictionaryOverride and removeDictionaryOverride", () => {
  it("save an override that the dictionary endpoint serves at once, and remove it again", async () => {
    const saved = await setOverride("fi", "events.title", "Ohjelmisto");
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.setDictionaryOverride).toMatchObject({ key: "events.title", override: "Ohjelmisto" });
    expect(((await served("fi")).events as Dictionary).title).toBe("Ohjelmisto");
    expect(((await served("sv")).events as Dictionary).title).toBe(bundled("sv").get("events.title"));

    const changed = await setOverride("fi", "events.title", "Tapahtumakalenteri");
    expect(changed.data!.setDictionaryOverride.override).toBe("Tapahtumakalenteri");
    expect(await storedRows()).toEqual([{ language_id: "fi", key: "events.title", value: "Tapahtumakalenteri" }]);

    const removed = await removeOverride("fi", "events.title");
    expect(removed.data!.removeDictionaryOverride).toMatchObject({ override: null, bundled: bundled("fi").get("events.title") });
    expect(await served("fi")).toEqual(JSON.parse(bundledFile("fi")));
    expect(await storedRows()).toEqual([]);
  });

  it("treat the bundled text itself as no override", async () => {
    await setOverride("sv", "events.title", "Program");
    const answer = await setOverride("sv", "events.title", bundled("sv").get("events.title")!);
    expect(answer.data!.setDictionaryOverride.override).toBeNull();
    expect(await storedRows()).toEqual([]);
  });

  it("override a text of a language the app bundles nothing for; the endpoint serves just its overrides", async () => {
    await addLanguage("de", "Deutsch");
    const answer = await setOverride("de", "occasions.availability", "{{remaining}} / {{total}} Plätze frei");
    expect(answer.errors).toBeUndefined();
    expect(await served("de")).toEqual({ occasions: { availability: "{{remaining}} / {{total}} Plätze frei" } });
  });

  it("refuse an unknown language, an unknown key and an empty text, with translated messages; nothing is saved", async () => {
    await setOverride("fi", "events.title", "Ohjelmisto");
    const before = await storedRows();
    expect(refusal(await setOverride("xx", "events.title", "Ohjelma", admin, "sv"))).toEqual({
      code: "BAD_USER_INPUT",
      message: 'Webbplatsen har inget språk "xx"',
    });
    expect(refusal(await setOverride("fi", "events.nothing", "Ei mitään", admin, "fi"))).toEqual({
      code: "BAD_USER_INPUT",
      message: '"events.nothing" ei ole käyttöliittymän teksti',
    });
    for (const empty of ["", "   "]) {
      const answer = await setOverride("fi", "events.title", empty);
      expect(refusal(answer)).toEqual({
        code: "BAD_USER_INPUT",
        message: "A translation cannot be empty: reset it to show the original text",
      });
      expect(answer.errors![0]!.extensions?.fields).toEqual({ value: "A translation cannot be empty: reset it to show the original text" });
    }
    expect(refusal(await setOverride("fi", "events.title", "x".repeat(5001))).message).toBe("Value is too long");
    expect(await storedRows()).toEqual(before);
  });

  it("refuse a text that drops or adds a {{placeholder}}; a plural form may spell its count out", async () => {
    expect(refusal(await setOverride("fi", "seatMap.dialog.title", "Paikan liput", admin, "fi"))).toEqual({
      code: "BAD_USER_INPUT",
      message: "Tekstissä on säilytettävä {{name}}: sivu täyttää sen",
    });
    expect(refusal(await setOverride("en", "pagination.range", "{{from}} to {{to}}")).message).toBe(
      "The text must keep {{count}}: the page fills it in",
    );
    expect(refusal(await setOverride("en", "seatMap.dialog.title", "Tickets for {{name}} on {{date}}")).message).toBe(
      "The page cannot fill in {{date}} in this text",
    );
    expect(await storedRows()).toEqual([]);

    expect((await setOverride("en", "seatMap.dialog.title", "{{- name}}: tickets")).errors).toBeUndefined();
    expect((await setOverride("en", "seatMap.tickets_one", "One ticket selected")).errors).toBeUndefined();
    // A language without a bundle keeps the placeholders of the first bundled language's text.
    await addLanguage("de", "Deutsch");
    expect(refusal(await setOverride("de", "seatMap.dialog.title", "Karten")).message).toBe(
      "The text must keep {{name}}: the page fills it in",
    );
  });

  it("are for administer_dictionaries only", async () => {
    const user = await insertUser(app, { permissions: ["administer_settings"] });
    const other = await signIn(app, user.email, user.password);
    expect((await other.op(`{ dictionaryLanguages { id } }`)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await other.op(`{ dictionaryEntries(language: "fi") { key } }`)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await setOverride("fi", "events.title", "Ohjelmisto", other)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const anonymous = new GraphQLClient(app.url);
    expect((await anonymous.op(`{ dictionaryLanguages { id } }`)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(await storedRows()).toEqual([]);
  });
});

describe("importDictionary", () => {
  it("imports nested and dotted keys at once and reports what it imported", async () => {
    const json = JSON.stringify({
      events: { title: "Ohjelmisto", empty: bundled("fi").get("events.empty") },
      "menu.toggle": "Päävalikko",
    });
    const answer = await importJson("fi", json);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.importDictionary).toEqual({ texts: 3, overridden: 2 });
    expect(await storedRows()).toEqual([
      { language_id: "fi", key: "events.title", value: "Ohjelmisto" },
      { language_id: "fi", key: "menu.toggle", value: "Päävalikko" },
    ]);
    expect(((await served("fi")).menu as Dictionary).toggle).toBe("Päävalikko");
  });

  it("refuses what is not a dictionary of interface texts, with a translated message and nothing saved", async () => {
    await setOverride("fi", "events.title", "Ohjelmisto");
    const before = await storedRows();
    const refusals: Array<[json: string, message: string]> = [
      ["{ not json", "The file is not JSON. Nothing was imported."],
      ["[]", "The file is not an i18next dictionary (an object of texts). Nothing was imported."],
      ['"Ohjelmisto"', "The file is not an i18next dictionary (an object of texts). Nothing was imported."],
      [
        JSON.stringify({ menu: { toggle: "Valikko" }, events: { title: "Uusi", nothing: "x" }, unknown: { a: "b" } }),
        "These keys are not texts of the interface: events.nothing, unknown.a. Nothing was imported.",
      ],
      [
        JSON.stringify({ menu: { toggle: "Valikko", close: 3 }, events: { title: ["Uusi"], empty: null } }),
        "These values are not texts: menu.close, events.title, events.empty. Nothing was imported.",
      ],
      [
        JSON.stringify({ menu: { toggle: "Valikko" }, events: { title: " " } }),
        "These translations are empty: events.title. Nothing was imported.",
      ],
      [
        JSON.stringify({ menu: { toggle: "Valikko" }, seatMap: { dialog: { title: "Liput" } } }),
        "These texts drop or add placeholders ({{…}}): seatMap.dialog.title. Nothing was imported.",
      ],
      [
        JSON.stringify({ events: { title: "Ohjelma\u0007" }, menu: { toggle: "x".repeat(5001) } }),
        "These texts are too long or contain control characters: events.title, menu.toggle. Nothing was imported.",
      ],
      [JSON.stringify({ "__proto__.polluted": "x" }), "These values are not texts: __proto__.polluted. Nothing was imported."],
    ];
    for (const [json, message] of refusals) {
      expect(refusal(await importJson("fi", json)), json).toEqual({ code: "BAD_USER_INPUT", message });
    }
    expect(refusal(await importJson("fi", "{ not json", "sv")).message).toBe("Filen är inte i JSON-format. Ingenting importerades.");
    expect(refusal(await importJson("xx", "{}")).message).toBe('There is no language "xx" on this site');
    expect(await storedRows()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("round-trips an export: the served dictionary imported back changes nothing, and into a new language copies every text", async () => {
    await setOverride("fi", "events.title", "Ohjelmisto");
    const exported = await fetch(`${app.url}/api/dictionaries/fi/ui.json`).then((response) => response.text());
    const before = await storedRows();

    const again = await importJson("fi", exported);
    expect(again.data!.importDictionary).toEqual({ texts: KEY_COUNT, overridden: 1 });
    expect(await storedRows()).toEqual(before);

    await addLanguage("fr", "français");
    const copied = await importJson("fr", exported);
    expect(copied.data!.importDictionary).toEqual({ texts: KEY_COUNT, overridden: KEY_COUNT });
    expect(await served("fr")).toEqual(JSON.parse(exported));
    expect((await languages()).find((language) => language.id === "fr")).toMatchObject({ missing: 0, overridden: KEY_COUNT });
  });

  it("is for administer_dictionaries only", async () => {
    const user = await insertUser(app, { permissions: ["administer_settings", "administer_events"] });
    const other = await signIn(app, user.email, user.password);
    const answer = await other.op(`mutation { importDictionary(language: "fi", json: "{}") { texts } }`);
    expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(
      (await other.op(`mutation { removeDictionaryOverride(language: "fi", key: "events.title") { key } }`)).errors?.[0]?.extensions?.code,
    ).toBe("FORBIDDEN");
  });
});
