/**
 * Issue 15, the theme part of the settings (administer_settings): every setting read with all its languages'
 * texts and saved at once over its version; bad colours, time zones, retention periods and empty names are
 * refused on their fields with nothing saved; visitors' settings follow at once.
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
  footerTexts { language text } requireAddress requireIdentityNumber timeZone retentionDays updatedAt`;

interface AdminSettings {
  sitenames: Array<{ language: string; text: string }>;
  primaryColor: string;
  secondaryColor: string | null;
  timeZone: string;
  retentionDays: number | null;
  requireAddress: boolean;
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
