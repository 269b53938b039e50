/**
 * Issue 15, languages (administer_settings): every language listed with whether it is enabled; a language added
 * by its ISO 639 code starts disabled and last; the saved order, names and enabled flags reach visitors at once
 * (/api/languages, the fallback of server texts); an unknown code, a duplicate, an empty name and disabling the
 * last language are refused with nothing saved.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

interface AdminLanguage {
  id: string;
  name: string;
  enabled: boolean;
}

const list = async () => {
  const answer = await admin.op<{ adminLanguages: AdminLanguage[] }>(`{ adminLanguages { id name enabled } }`);
  expect(answer.errors).toBeUndefined();
  return answer.data!.adminLanguages;
};

const add = (id: string, name?: string) =>
  admin.op<{ addLanguage: AdminLanguage[] }>(
    `mutation ($id: String!, $name: String) { addLanguage(id: $id, name: $name) { id name enabled } }`,
    {
      id,
      name,
    },
  );

const save = (languages: AdminLanguage[]) =>
  admin.op<{ saveLanguages: AdminLanguage[] }>(
    `mutation ($languages: [LanguageInput!]!) { saveLanguages(languages: $languages) { id name enabled } }`,
    { languages },
  );

const publicLanguages = async (): Promise<Array<{ id: string; name: string }>> => {
  const response = await fetch(`${app.url}/api/languages`);
  expect(response.status).toBe(200);
  return (await response.json()) as Array<{ id: string; name: string }>;
};

function fieldsOf(answer: GraphQLAnswer<unknown>): Record<string, string> {
  expect(answer.errors, JSON.stringify(answer.data)).toHaveLength(1);
  expect(answer.errors![0]!.extensions?.code).toBe("BAD_USER_INPUT");
  return (answer.errors![0]!.extensions?.fields ?? {}) as Record<string, string>;
}

const ORIGINAL: AdminLanguage[] = [
  { id: "en", name: "English", enabled: true },
  { id: "fi", name: "suomi", enabled: true },
  { id: "sv", name: "svenska", enabled: true },
];

describe("languages administration", () => {
  it("adds a language by its code, disabled and last, named in its own language; visitors do not see it yet", async () => {
    const added = await add(" DE ");
    expect(added.errors).toBeUndefined();
    expect(added.data!.addLanguage).toEqual([...ORIGINAL, { id: "de", name: "Deutsch", enabled: false }]);
    expect(await publicLanguages()).toEqual(ORIGINAL.map(({ id, name }) => ({ id, name })));
  });

  it("refuses an unknown code and a duplicate, and adds nothing", async () => {
    const before = await list();
    expect(fieldsOf(await add("xx"))).toEqual({ id: "Give a two- or three-letter ISO 639 language code, such as de" });
    expect(fieldsOf(await add("en-GB"))).toEqual({ id: "Give a two- or three-letter ISO 639 language code, such as de" });
    expect(fieldsOf(await add("fi"))).toEqual({ id: "This language is already on the list" });
    expect(await list()).toEqual(before);
  });

  it("saves order, names and enabled flags; /api/languages and the fallback follow at once", async () => {
    const reordered: AdminLanguage[] = [
      { id: "fi", name: "Suomi", enabled: true },
      { id: "de", name: "Deutsch", enabled: true },
      { id: "en", name: "English", enabled: false },
      { id: "sv", name: "svenska", enabled: true },
    ];
    const saved = await save(reordered);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveLanguages).toEqual(reordered);
    expect(await publicLanguages()).toEqual([
      { id: "fi", name: "Suomi" },
      { id: "de", name: "Deutsch" },
      { id: "sv", name: "svenska" },
    ]);
    // A German visitor is served; server texts without German fall back to the first language, Finnish.
    const visitor = new GraphQLClient(app.url);
    const answer = await visitor.op(`{ occasion(id: "00000000-0000-4000-8000-000000000000") { id } }`, {}, { language: "de" });
    expect(answer.errors?.[0]?.message).toBe("Ei löytynyt");
    // English is disabled: asking in English is answered in the fallback language too.
    const english = await visitor.op(`{ occasion(id: "00000000-0000-4000-8000-000000000000") { id } }`, {}, { language: "en" });
    expect(english.errors?.[0]?.message).toBe("Ei löytynyt");
    // The original order back, English first again.
    expect((await save([...ORIGINAL, { id: "de", name: "Deutsch", enabled: false }])).errors).toBeUndefined();
    expect(await publicLanguages()).toEqual(ORIGINAL.map(({ id, name }) => ({ id, name })));
  });

  it("refuses disabling the last language, an empty name and a list that is not every language once; saves nothing", async () => {
    const before = await list();
    expect(fieldsOf(await save(before.map((language) => ({ ...language, enabled: false }))))).toEqual({
      enabled: "At least one language must stay enabled",
    });
    expect(fieldsOf(await save(before.map((language) => (language.id === "sv" ? { ...language, name: " " } : language))))).toEqual({
      "names.sv": "Field is required",
    });
    const missingOne = await save(before.slice(1));
    expect(missingOne.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    const twice = await save([...before.slice(1), before[1]!]);
    expect(twice.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(await list()).toEqual(before);
  });

  it("keeps and accepts texts in a disabled language, so disabling one for a while loses nothing", async () => {
    const before = await list();
    expect(
      (await save(before.map((language) => (language.id === "sv" ? { ...language, enabled: false } : language)))).errors,
    ).toBeUndefined();
    const settings = await admin.op<{ adminSettings: { updatedAt: string; sitenames: Array<{ language: string; text: string }> } }>(
      `{ adminSettings { updatedAt sitenames { language text } } }`,
    );
    expect(settings.data!.adminSettings.sitenames.map((entry) => entry.language)).toContain("sv");
    const saved = await admin.op<{ updateSettings: { sitenames: Array<{ language: string; text: string }> } }>(
      `mutation ($input: SettingsInput!, $version: DateTimeISO!) { updateSettings(input: $input, version: $version) { sitenames { language text } } }`,
      {
        version: settings.data!.adminSettings.updatedAt,
        input: {
          sitenames: [
            { language: "en", text: "City Theatre" },
            { language: "sv", text: "Stadsteatern i dag" },
          ],
          primaryColor: "#0085d2",
          bookingNotices: [],
          bookingTerms: [],
          footerTexts: [],
          requireAddress: false,
          requireIdentityNumber: false,
          timeZone: "Europe/Helsinki",
        },
      },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateSettings.sitenames).toContainEqual({ language: "sv", text: "Stadsteatern i dag" });
    expect((await save(before)).errors).toBeUndefined();
    const swedish = await new GraphQLClient(app.url).op<{ settings: { sitename: string } }>(
      `{ settings { sitename } }`,
      {},
      { language: "sv" },
    );
    expect(swedish.data!.settings.sitename).toBe("Stadsteatern i dag");
  });

  it("is for administer_settings only", async () => {
    const user = await insertUser(app, { permissions: ["administer_events"] });
    const other = await signIn(app, user.email, user.password);
    expect((await other.op(`{ adminLanguages { id } }`)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await other.op(`mutation { addLanguage(id: "de") { id } }`)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
