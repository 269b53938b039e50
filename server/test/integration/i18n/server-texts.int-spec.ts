/**
 * Issue 33, item 5: the server's own texts (error messages, e-mails, ticket PDFs) are the i18next namespace
 * 'server', which the dictionary editor lists and overrides like the client's texts: an override of an error
 * message is the GraphQL error's message in that language, an override of an e-mail text is in the next
 * e-mail queued, an override that drops a placeholder is refused, and every language is complete.
 */
import "reflect-metadata";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { flattenDictionary } from "../../../src/modules/i18n/dictionary-json.js";
import { BUNDLED_SERVER_TEXTS } from "../../../src/modules/i18n/server-messages.js";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import type { GraphQLAnswer, GraphQLClient } from "../../helpers/booking-client.js";

let app: BookingTestApp;
let admin: GraphQLClient;

beforeAll(async () => {
  app = await startBookingApp({ demoData: false });
  admin = await signInAdmin(app);
});

afterAll(async () => {
  await app?.query(`DELETE FROM dictionary_entries`);
  await app?.services.dictionaries.loadServerTexts();
  await app?.stop();
});

beforeEach(async () => {
  await app.query(`DELETE FROM dictionary_entries`);
  await app.query(`DELETE FROM languages WHERE id NOT IN ('en', 'fi', 'sv')`);
  await app.services.dictionaries.loadServerTexts();
  app.services.dictionaries.forget();
});

const SERVER_KEYS = flattenDictionary(BUNDLED_SERVER_TEXTS.en!).texts;
const ENTRY = "key bundled override fallback";

interface Entry {
  key: string;
  bundled: string | null;
  override: string | null;
  fallback: string | null;
}

const setOverride = (language: string, key: string, value: string, namespace = "server", uiLanguage = "en") =>
  admin.op<{ setDictionaryOverride: Entry }>(
    `mutation ($language: String!, $key: String!, $value: String!, $namespace: String!) {
       setDictionaryOverride(language: $language, key: $key, value: $value, namespace: $namespace) { ${ENTRY} } }`,
    { language, key, value, namespace },
    { language: uiLanguage },
  );

const removeOverride = (language: string, key: string) =>
  admin.op<{ removeDictionaryOverride: Entry }>(
    `mutation ($language: String!, $key: String!) { removeDictionaryOverride(language: $language, key: $key, namespace: "server") { ${ENTRY} } }`,
    { language, key },
  );

/** An error every administrator can cause: the dictionary of a language the site does not have. */
const unknownLanguageError = (uiLanguage: string) =>
  admin.op(`{ dictionaryEntries(language: "xx", namespace: "server") { key } }`, {}, { language: uiLanguage });

function refusal(answer: GraphQLAnswer<unknown>): { code: unknown; message: string; fields: unknown } {
  expect(answer.errors, JSON.stringify(answer.data)).toHaveLength(1);
  const [error] = answer.errors!;
  return { code: error!.extensions?.code, message: error!.message, fields: error!.extensions?.fields };
}

const SEND_TEST = `mutation ($to: String!) { sendTestEmail(to: $to) { subject language } }`;

describe("the server's texts in the dictionary editor", () => {
  it("are listed with their bundled texts, complete in every language", async () => {
    await app.query(`INSERT INTO languages (id, name, position) VALUES ('de', 'Deutsch', 10)`);
    const answer = await admin.op<{ dictionaryLanguages: Array<{ id: string; bundled: boolean; missing: number; keys: number }> }>(
      `{ dictionaryLanguages(namespace: "server") { id bundled missing keys } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.dictionaryLanguages).toEqual([
      { id: "en", bundled: true, missing: 0, keys: SERVER_KEYS.size },
      { id: "fi", bundled: true, missing: 0, keys: SERVER_KEYS.size },
      { id: "sv", bundled: true, missing: 0, keys: SERVER_KEYS.size },
      // A language the venue added has none of them until it overrides them: the fallback's show meanwhile.
      { id: "de", bundled: false, missing: SERVER_KEYS.size, keys: SERVER_KEYS.size },
    ]);
    for (const language of ["fi", "sv"]) {
      expect([...flattenDictionary(BUNDLED_SERVER_TEXTS[language]!).texts.keys()].sort()).toEqual([...SERVER_KEYS.keys()].sort());
    }

    const entries = await admin.op<{ dictionaryEntries: Entry[] }>(
      `{ dictionaryEntries(language: "sv", namespace: "server") { ${ENTRY} } }`,
    );
    expect(entries.errors).toBeUndefined();
    expect(entries.data!.dictionaryEntries).toHaveLength(SERVER_KEYS.size);
    expect(entries.data!.dictionaryEntries.find((entry) => entry.key === "mail.testMessage.subject")).toEqual({
      key: "mail.testMessage.subject",
      bundled: "Testmeddelande från {{site}}",
      override: null,
      fallback: "Test e-mail from {{site}}",
    });
  });

  it("refuse a namespace that is not one", async () => {
    const answer = await admin.op(`{ dictionaryLanguages(namespace: "secrets") { id } }`);
    expect(refusal(answer)).toMatchObject({ code: "BAD_USER_INPUT", fields: { namespace: "Not a dictionary" } });
  });

  it("are not served to browsers as a dictionary", async () => {
    expect((await fetch(`${app.url}/api/dictionaries/en/server.json`)).status).toBe(404);
  });
});

describe("an override of an error message", () => {
  it("is the GraphQL error's message in that language, and the bundled one again once removed", async () => {
    expect(refusal(await unknownLanguageError("fi")).message).toBe('Sivustolla ei ole kieltä "xx"');
    const saved = await setOverride("fi", "dictionary.unknownLanguage", "Kieltä {{language}} ei ole tällä sivustolla");
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.setDictionaryOverride.override).toBe("Kieltä {{language}} ei ole tällä sivustolla");

    expect(refusal(await unknownLanguageError("fi"))).toMatchObject({
      code: "NOT_FOUND",
      message: "Kieltä xx ei ole tällä sivustolla",
    });
    // Other languages keep theirs.
    expect(refusal(await unknownLanguageError("en")).message).toBe('There is no language "xx" on this site');
    // REST answers with the same texts.
    expect((await setOverride("fi", "errors.malformedId", "Tunniste ei kelpaa")).errors).toBeUndefined();
    const rest = await fetch(`${app.url}/api/events/42?lng=fi`);
    expect(rest.status).toBe(400);
    expect(await rest.text()).toBe("Tunniste ei kelpaa");

    expect((await removeOverride("fi", "dictionary.unknownLanguage")).errors).toBeUndefined();
    expect(refusal(await unknownLanguageError("fi")).message).toBe('Sivustolla ei ole kieltä "xx"');
  });

  it("reaches a process that did not save it once it reads the overrides again", async () => {
    await app.query(
      `INSERT INTO dictionary_entries (language_id, namespace, key, value) VALUES ('sv', 'server', 'dictionary.unknownLanguage', 'Inget språk {{language}} här')`,
    );
    expect(refusal(await unknownLanguageError("sv")).message).toBe('Webbplatsen har inget språk "xx"');
    await app.services.dictionaries.loadServerTexts();
    expect(refusal(await unknownLanguageError("sv")).message).toBe("Inget språk xx här");
  });
});

describe("an override of an e-mail text", () => {
  it("is in the next e-mail queued: its subject, heading and labels", async () => {
    expect((await setOverride("sv", "mail.testMessage.subject", "Prov från {{site}}: fungerar e-posten?")).errors).toBeUndefined();
    expect((await setOverride("sv", "mail.testMessage.heading", "Allt fungerar")).errors).toBeUndefined();

    const sent = await admin.op<{ sendTestEmail: { subject: string; language: string } }>(
      SEND_TEST,
      { to: "texts@example.fi" },
      { language: "sv" },
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendTestEmail).toEqual({ subject: "Prov från Stadsteatern: fungerar e-posten?", language: "sv" });
    const [queued] = await app.query<{ subject: string; body_text: string }>(
      `SELECT subject, body_text FROM email_outbox WHERE recipient = 'texts@example.fi'`,
    );
    expect(queued!.subject).toBe("Prov från Stadsteatern: fungerar e-posten?");
    expect(queued!.body_text).toContain("Allt fungerar");
    expect(queued!.body_text).not.toContain("E-posten fungerar");

    // English e-mails keep the bundled wording.
    const english = await admin.op<{ sendTestEmail: { subject: string } }>(SEND_TEST, { to: "texts-en@example.fi" }, { language: "en" });
    expect(english.data!.sendTestEmail.subject).toBe("Test e-mail from City Theatre");
  });
});

describe("the placeholder check on the server's texts", () => {
  it("refuses an override that drops or adds a {{placeholder}}, saving nothing", async () => {
    const dropped = refusal(await setOverride("fi", "mail.testMessage.subject", "Testiviesti", "server", "fi"));
    expect(dropped.code).toBe("BAD_USER_INPUT");
    expect(dropped.message).toContain("{{site}}");
    const added = refusal(await setOverride("en", "errors.notFound", "Not found: {{path}}"));
    expect(added.code).toBe("BAD_USER_INPUT");
    expect(added.message).toContain("{{path}}");
    expect(await app.query(`SELECT key FROM dictionary_entries`)).toEqual([]);
  });

  it("keeps a label mask's parts the same way", async () => {
    const refused = refusal(await setOverride("fi", "spaceLabel.rowSeat", "Rivi {row}"));
    expect(refused.code).toBe("BAD_USER_INPUT");
    expect(refused.message).toContain("seat");
    expect((await setOverride("fi", "spaceLabel.rowSeat", "Rivi {row}, istuin {seat}")).errors).toBeUndefined();
  });

  it("lets a plural form spell its {{count}} out", async () => {
    const saved = await setOverride("en", "mail.waitingListOffer.hold_one", "Book it by {{until}}; then the next person gets it.");
    expect(saved.errors).toBeUndefined();
  });

  it("refuses an import into the server's texts with a text that drops one", async () => {
    const answer = await admin.op(
      `mutation ($json: String!) { importDictionary(language: "en", json: $json, namespace: "server") { texts overridden } }`,
      { json: JSON.stringify({ errors: { queryTooDeep: "Query is too deep" } }) },
    );
    expect(refusal(answer)).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(await app.query(`SELECT key FROM dictionary_entries`)).toEqual([]);
  });
});

describe("the administrator's namespace", () => {
  it("is served at /api/dictionaries/{lng}/admin.json with the venue's overrides, and edited like the visitor's", async () => {
    const saved = await setOverride("fi", "dictionaryAdmin.title", "Sanastot ja tekstit", "admin");
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.setDictionaryOverride).toMatchObject({ key: "dictionaryAdmin.title", override: "Sanastot ja tekstit" });
    const response = await fetch(`${app.url}/api/dictionaries/fi/admin.json`);
    expect(response.status).toBe(200);
    const served = (await response.json()) as { dictionaryAdmin: Record<string, string> };
    expect(served.dictionaryAdmin.title).toBe("Sanastot ja tekstit");
    // The visitor's dictionary carries none of the administrator's texts.
    const visitor = (await (await fetch(`${app.url}/api/dictionaries/fi/ui.json`)).json()) as Record<string, unknown>;
    expect(visitor.dictionaryAdmin).toBeUndefined();
    expect(visitor.events).toBeDefined();
    // A key of the administrator's namespace is not one of the visitor's.
    expect(refusal(await setOverride("fi", "dictionaryAdmin.title", "x", "ui")).code).toBe("BAD_USER_INPUT");
  });
});
