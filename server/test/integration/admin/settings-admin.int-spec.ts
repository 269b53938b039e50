/**
 * Issue 15, the theme part of the settings (administer_settings): every setting read with all its languages'
 * texts and saved at once over its version; bad colours, time zones, retention periods, business IDs and
 * empty names are refused on their fields with nothing saved; visitors' settings follow at once, the
 * seller's legal details among them.
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

const FIELDS = `sitenames { language text } primaryColor secondaryColor bookingNotices { language text } bookingTerms { language text }
  footerTexts { language text } requireAddress requireIdentityNumber timeZone retentionDays sellerName sellerBusinessId sellerAddress
  customerCancellationHours updatedAt`;

interface AdminSettings {
  sitenames: Array<{ language: string; text: string }>;
  primaryColor: string;
  secondaryColor: string | null;
  timeZone: string;
  retentionDays: number | null;
  customerCancellationHours: number | null;
  requireAddress: boolean;
  sellerName: string | null;
  sellerBusinessId: string | null;
  sellerAddress: string | null;
  updatedAt: string;
}

const read = async () => {
  const answer = await admin.op<{ adminSettings: AdminSettings }>(`{ adminSettings { ${FIELDS} } }`);
  expect(answer.errors).toBeUndefined();
  return answer.data!.adminSettings;
};

const save = (input: Record<string, unknown>, version: string) =>
  admin.op<{ updateSettings: AdminSettings }>(
    `mutation ($input: SettingsInput!, $version: DateTimeISO!) { updateSettings(input: $input, version: $version) { ${FIELDS} } }`,
    { input, version },
  );

const valid = {
  sitenames: [
    { language: "en", text: "City Theatre" },
    { language: "fi", text: "Kaupunginteatteri" },
    { language: "sv", text: "Stadsteatern" },
  ],
  primaryColor: "#1C7ED6",
  secondaryColor: "#f08c00",
  bookingNotices: [{ language: "fi", text: "Ovet avataan tuntia ennen." }],
  bookingTerms: [{ language: "en", text: "**Tickets** are not refunded." }],
  footerTexts: [],
  requireAddress: true,
  requireIdentityNumber: false,
  timeZone: "Europe/Stockholm",
  retentionDays: 365,
  sellerName: "Kaupunginteatteri Oy",
  sellerBusinessId: "0112038-9",
  sellerAddress: "Teatterikatu 1\n00100 Helsinki",
};

interface PublicSeller {
  name: string | null;
  businessId: string | null;
  address: string | null;
}

const publicSeller = async (): Promise<PublicSeller | null> => {
  const answer = await new GraphQLClient(app.url).op<{ settings: { seller: PublicSeller | null } }>(
    `{ settings { seller { name businessId address } } }`,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.settings.seller;
};

function fieldsOf(answer: GraphQLAnswer<unknown>): Record<string, string> {
  expect(answer.errors, JSON.stringify(answer.data)).toHaveLength(1);
  const error = answer.errors![0]!;
  expect(error.extensions?.code).toBe("BAD_USER_INPUT");
  return (error.extensions?.fields ?? {}) as Record<string, string>;
}

describe("adminSettings and updateSettings", () => {
  it("saves every setting at once; visitors' settings follow in their language", async () => {
    const before = await read();
    expect(before.primaryColor).toMatch(/^#[0-9a-f]{6}$/);
    const saved = await save(valid, before.updatedAt);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateSettings).toMatchObject({
      sitenames: valid.sitenames,
      primaryColor: "#1c7ed6",
      secondaryColor: "#f08c00",
      timeZone: "Europe/Stockholm",
      retentionDays: 365,
      requireAddress: true,
    });
    const visitor = new GraphQLClient(app.url);
    const finnish = await visitor.op<{ settings: { sitename: string; bookingNotice: string | null; timeZone: string } }>(
      `{ settings { sitename bookingNotice timeZone } }`,
      {},
      { language: "fi" },
    );
    expect(finnish.data!.settings).toEqual({
      sitename: "Kaupunginteatteri",
      bookingNotice: "Ovet avataan tuntia ennen.",
      timeZone: "Europe/Stockholm",
    });
  });

  it("refuses a bad colour, time zone, retention period and a missing site name on their fields; nothing is saved", async () => {
    const before = await read();
    const answer = await save(
      {
        ...valid,
        sitenames: [{ language: "fi", text: "Vain suomeksi" }],
        primaryColor: "blue",
        secondaryColor: "#12345",
        timeZone: "Mars/Olympus",
        retentionDays: 0,
      },
      before.updatedAt,
    );
    expect(fieldsOf(answer)).toEqual({
      "sitenames.en": "Field is required",
      primaryColor: "Give a colour as #rrggbb",
      secondaryColor: "Give a colour as #rrggbb",
      timeZone: "Give a time zone such as Europe/Helsinki",
      retentionDays: "Give a whole number of days from 1 to 3,650, or leave it empty to keep the details",
    });
    expect(await read()).toEqual(before);
  });

  it("saves until how many hours before the start customers may cancel online: whole hours 0-8760, or none", async () => {
    const saved = await save({ ...valid, customerCancellationHours: 48 }, (await read()).updatedAt);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateSettings.customerCancellationHours).toBe(48);
    for (const bad of [-1, 8761]) {
      const before = await read();
      const answer = await save({ ...valid, customerCancellationHours: bad }, before.updatedAt);
      expect(fieldsOf(answer), String(bad)).toEqual({
        customerCancellationHours: "Enter whole hours from 0 to 8760, or leave empty to let only the box office cancel",
      });
      expect(await read()).toEqual(before);
    }
    const none = await save({ ...valid, customerCancellationHours: null }, (await read()).updatedAt);
    expect(none.data!.updateSettings.customerCancellationHours).toBeNull();
  });

  it("keeps the seller's legal details for receipts: the business ID checked and stored in its long form; empty ones print nothing", async () => {
    const saved = await save({ ...valid, sellerName: "  Teatteri Oy ", sellerBusinessId: " 112038-9 " }, (await read()).updatedAt);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateSettings).toMatchObject({
      sellerName: "Teatteri Oy",
      sellerBusinessId: "0112038-9",
      sellerAddress: "Teatterikatu 1\n00100 Helsinki",
    });
    expect(await publicSeller()).toEqual({ name: "Teatteri Oy", businessId: "0112038-9", address: "Teatterikatu 1\n00100 Helsinki" });

    const onlyName = await save({ ...valid, sellerBusinessId: "", sellerAddress: "   " }, (await read()).updatedAt);
    expect(onlyName.data!.updateSettings).toMatchObject({
      sellerName: "Kaupunginteatteri Oy",
      sellerBusinessId: null,
      sellerAddress: null,
    });
    expect(await publicSeller()).toEqual({ name: "Kaupunginteatteri Oy", businessId: null, address: null });

    const none = await save({ ...valid, sellerName: null, sellerBusinessId: null, sellerAddress: "" }, (await read()).updatedAt);
    expect(none.errors).toBeUndefined();
    expect(await publicSeller()).toBeNull();
  });

  it("refuses a business ID with a wrong check digit or shape, an overlong seller, and a retention of -5 or 4,000 days, in the caller's language", async () => {
    await save(valid, (await read()).updatedAt);
    const before = await read();
    const finnish = await admin.op(
      `mutation ($input: SettingsInput!, $version: DateTimeISO!) { updateSettings(input: $input, version: $version) { updatedAt } }`,
      {
        input: { ...valid, sellerBusinessId: "0112038-8", sellerName: "x".repeat(201), sellerAddress: "y".repeat(301), retentionDays: -5 },
        version: before.updatedAt,
      },
      { language: "fi" },
    );
    expect(fieldsOf(finnish)).toEqual({
      sellerBusinessId: "Anna Y-tunnus muodossa 1234567-1 oikealla tarkistusnumerolla",
      sellerName: "Arvo on liian pitkä",
      sellerAddress: "Arvo on liian pitkä",
      retentionDays: "Anna päivien määrä kokonaislukuna väliltä 1–3 650 tai jätä tyhjäksi, jolloin tiedot säilytetään",
    });
    for (const businessId of ["01120389", "0000006-1", "FI01120389", "1234567-"]) {
      expect(fieldsOf(await save({ ...valid, sellerBusinessId: businessId }, before.updatedAt)), businessId).toEqual({
        sellerBusinessId: "Give a business ID such as 1234567-1, with a valid check digit",
      });
    }
    expect(fieldsOf(await save({ ...valid, retentionDays: 4000 }, before.updatedAt))).toEqual({
      retentionDays: "Give a whole number of days from 1 to 3,650, or leave it empty to keep the details",
    });
    // Beyond a 32-bit integer GraphQL itself refuses the variable: still a 400, never a 500.
    const huge = await save({ ...valid, retentionDays: 2 ** 40 }, before.updatedAt);
    expect(huge.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await read()).toEqual(before);
  });

  it("keeps the theme's sharing image (https only, refused otherwise in the caller's language); left out, it is unchanged; empty, none", async () => {
    const image = async () =>
      (await admin.op<{ adminSettings: { imageUrl: string | null } }>(`{ adminSettings { imageUrl } }`)).data!.adminSettings.imageUrl;
    let version = (await read()).updatedAt;
    const saved = await save({ ...valid, imageUrl: " https://cdn.example.fi/teatteri.jpg " }, version);
    expect(saved.errors).toBeUndefined();
    expect(await image()).toBe("https://cdn.example.fi/teatteri.jpg");

    version = (await read()).updatedAt;
    for (const bad of ["http://cdn.example.fi/a.jpg", "javascript:alert(1)", `https://cdn.example.fi/${"a".repeat(2000)}`]) {
      const refused = await admin.op(
        `mutation ($input: SettingsInput!, $version: DateTimeISO!) { updateSettings(input: $input, version: $version) { updatedAt } }`,
        { input: { ...valid, imageUrl: bad }, version },
        { language: "sv" },
      );
      expect(fieldsOf(refused), bad).toEqual({ imageUrl: "Ange en bildadress som börjar med https://" });
    }
    expect(await image()).toBe("https://cdn.example.fi/teatteri.jpg");

    expect((await save(valid, version)).errors).toBeUndefined();
    expect(await image()).toBe("https://cdn.example.fi/teatteri.jpg");
    expect((await save({ ...valid, imageUrl: "" }, (await read()).updatedAt)).errors).toBeUndefined();
    expect(await image()).toBeNull();
  });

  it("answers CONFLICT to a save over an outdated version, and saves nothing", async () => {
    const before = await read();
    const answer = await save({ ...valid, primaryColor: "#000000" }, new Date(Date.parse(before.updatedAt) - 60_000).toISOString());
    expect(answer.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(await read()).toEqual(before);
  });

  it("is for administer_settings only", async () => {
    const user = await insertUser(app, { permissions: ["administer_events"] });
    const other = await signIn(app, user.email, user.password);
    const answer = await other.op(`{ adminSettings { primaryColor } }`);
    expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
