import "reflect-metadata";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../src/modules/access/access.service.js";
import { PERMISSIONS } from "../../src/modules/access/permissions.js";
import { startTestApp, type TestApp } from "../helpers/app.js";
import { eventually, getJson, gqlData } from "../helpers/read-api.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const LANGUAGES = [
  { id: "en", name: "English" },
  { id: "fi", name: "suomi" },
  { id: "sv", name: "svenska" },
];

const SETTINGS_FIELDS = `sitename primaryColor secondaryColor bookingNotice bookingTerms footerText requireAddress requireIdentityNumber timeZone seller { name businessId address }`;

interface SettingsJson {
  sitename: string;
  primaryColor: string;
  secondaryColor: string | null;
  primary_color: string;
  secondary_color: string | null;
  bookingNotice: string | null;
  bookingTerms: string | null;
  footerText: string | null;
  requireAddress: boolean;
  requireIdentityNumber: boolean;
  timeZone: string;
}

interface AuthenticationJson {
  user: { id: string; email: string; permissions: string[] } | null;
  csrfToken: string;
}

describe("GET /api/languages", () => {
  it("lists the supported languages as a bare array, the fallback (en) first", async () => {
    expect(await getJson(app, "/api/languages")).toEqual(LANGUAGES);
  });

  it("ignores ?lng= (languages are asked without it)", async () => {
    expect(await getJson(app, "/api/languages?lng=fi")).toEqual(LANGUAGES);
  });

  it("gives the same list through GraphQL whatever Accept-Language says", async () => {
    for (const language of ["fi", "sv", "de"]) {
      expect((await gqlData<{ languages: unknown }>(app, `{ languages { id name } }`, {}, { language })).languages).toEqual(LANGUAGES);
    }
  });
});

describe("GET /api/settings", () => {
  it.each([
    ["en", "City Theatre", "## Terms of sale"],
    ["fi", "Kaupunginteatteri", "## Myyntiehdot"],
    ["sv", "Stadsteatern", "## Försäljningsvillkor"],
  ])("answers the settings in %s", async (language, sitename, termsHeading) => {
    const settings = await getJson<SettingsJson>(app, `/api/settings?lng=${language}`);
    expect(settings.sitename).toBe(sitename);
    expect(settings.bookingTerms?.startsWith(termsHeading)).toBe(true);
    expect(settings).toMatchObject({
      primaryColor: "#0085d2",
      secondaryColor: "#e4007c",
      requireAddress: false,
      requireIdentityNumber: false,
      timeZone: "Europe/Helsinki",
    });
  });

  it("carries the booking flow's primary_color and secondary_color aliases", async () => {
    const settings = await getJson<SettingsJson>(app, "/api/settings");
    expect(settings.primary_color).toBe(settings.primaryColor);
    expect(settings.secondary_color).toBe(settings.secondaryColor);
    expect(settings.primary_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("falls back to English for an unsupported language", async () => {
    expect((await getJson<SettingsJson>(app, "/api/settings?lng=de")).sitename).toBe("City Theatre");
    expect((await gqlData<{ settings: SettingsJson }>(app, `{ settings { sitename } }`, {}, { language: "de" })).settings.sitename).toBe(
      "City Theatre",
    );
  });

  it("gives the same settings through GraphQL", async () => {
    for (const language of ["en", "fi", "sv"]) {
      const {
        primary_color: _primary,
        secondary_color: _secondary,
        ...rest
      } = await getJson<SettingsJson>(app, `/api/settings?lng=${language}`);
      const gql = await gqlData<{ settings: unknown }>(app, `{ settings { ${SETTINGS_FIELDS} } }`, {}, { language });
      expect(gql.settings).toEqual(rest);
    }
  });

  it("shows a change of the settings row in both APIs", async () => {
    const before = await app.services.dataSource.query(`SELECT sitename, require_identity_number FROM settings WHERE id = 1`);
    try {
      await app.services.dataSource.query(
        `UPDATE settings SET sitename = sitename || '{"fi": "Testiteatteri"}'::jsonb, require_identity_number = true WHERE id = 1`,
      );
      await eventually(async () => {
        expect(await getJson<SettingsJson>(app, "/api/settings?lng=fi")).toMatchObject({
          sitename: "Testiteatteri",
          requireIdentityNumber: true,
        });
        expect(
          (await gqlData<{ settings: SettingsJson }>(app, `{ settings { sitename requireIdentityNumber } }`, {}, { language: "fi" }))
            .settings,
        ).toEqual({
          sitename: "Testiteatteri",
          requireIdentityNumber: true,
        });
        expect((await getJson<SettingsJson>(app, "/api/settings?lng=en")).sitename).toBe("City Theatre");
      });
    } finally {
      await app.services.dataSource.query(`UPDATE settings SET sitename = $1, require_identity_number = $2 WHERE id = 1`, [
        JSON.stringify(before[0].sitename),
        before[0].require_identity_number,
      ]);
    }
  });
});

/** The csrf_token cookie from a response, with its attributes; undefined when none was set. */
function csrfCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith("csrf_token="));
}

function cookieValue(setCookie: string): string {
  return setCookie.split(";")[0]!.slice("csrf_token=".length);
}

describe("GET /api/authenticate", () => {
  it("answers an anonymous visitor with no user, a CSRF token and an HttpOnly SameSite=Lax cookie", async () => {
    const response = await app.request("/api/authenticate");
    expect(response.status).toBe(200);
    const body = (await response.json()) as AuthenticationJson;
    expect(body.user).toBeNull();
    expect(typeof body.csrfToken).toBe("string");
    expect(body.csrfToken.length).toBeGreaterThanOrEqual(32);
    const cookie = csrfCookie(response);
    expect(cookie).toBeDefined();
    expect(cookieValue(cookie!)).toBe(body.csrfToken);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    // Plain HTTP: not Secure (Secure is for HTTPS only).
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it("returns the same token, and sets no new cookie, when the visitor sends the cookie back", async () => {
    const first = await app.request("/api/authenticate");
    const token = ((await first.json()) as AuthenticationJson).csrfToken;
    const second = await app.request("/api/authenticate", { headers: { cookie: `csrf_token=${token}` } });
    expect(((await second.json()) as AuthenticationJson).csrfToken).toBe(token);
    expect(csrfCookie(second)).toBeUndefined();
  });

  it("gives different visitors different tokens", async () => {
    const tokens = await Promise.all([1, 2, 3].map(async () => (await getJson<AuthenticationJson>(app, "/api/authenticate")).csrfToken));
    expect(new Set(tokens).size).toBe(3);
  });

  it("replaces a forged or tampered token with a fresh one", async () => {
    const genuine = (await getJson<AuthenticationJson>(app, "/api/authenticate")).csrfToken;
    const [nonce] = genuine.split(".");
    for (const forged of [`${nonce}.${randomBytes(32).toString("base64url")}`, "not-a-token", `${genuine}x`]) {
      const response = await app.request("/api/authenticate", { headers: { cookie: `csrf_token=${forged}` } });
      const body = (await response.json()) as AuthenticationJson;
      expect(body.csrfToken).not.toBe(forged);
      expect(cookieValue(csrfCookie(response)!)).toBe(body.csrfToken);
    }
  });

  it("works the same through GraphQL authenticate, sharing the cookie with REST", async () => {
    const gqlResponse = await app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ authenticate { user { id } csrfToken } }` }),
    });
    const gql = ((await gqlResponse.json()) as { data: { authenticate: AuthenticationJson } }).data.authenticate;
    expect(gql.user).toBeNull();
    const cookie = csrfCookie(gqlResponse);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookieValue(cookie!)).toBe(gql.csrfToken);

    // The token GraphQL issued is honoured by REST, and the other way round.
    const rest = await getJson<AuthenticationJson>(app, "/api/authenticate", { headers: { cookie: `csrf_token=${gql.csrfToken}` } });
    expect(rest.csrfToken).toBe(gql.csrfToken);
    const restToken = (await getJson<AuthenticationJson>(app, "/api/authenticate")).csrfToken;
    const again = await gqlData<{ authenticate: AuthenticationJson }>(
      app,
      `{ authenticate { csrfToken } }`,
      {},
      { headers: { cookie: `csrf_token=${restToken}` } },
    );
    expect(again.authenticate.csrfToken).toBe(restToken);
  });

  it("answers a signed-in user with their permissions, and a token bound to the session", async () => {
    const sessionToken = randomBytes(32).toString("base64url");
    const [user] = (await app.services.dataSource.query(`SELECT id, email FROM users WHERE email = $1`, [app.admin.email])) as Array<{
      id: string;
      email: string;
    }>;
    await app.services.dataSource.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at, last_seen_at) VALUES ($1, $2, now() + interval '1 hour', now())`,
      [hashToken(sessionToken), user!.id],
    );
    const anonymousToken = (await getJson<AuthenticationJson>(app, "/api/authenticate")).csrfToken;
    const headers = { cookie: `session=${sessionToken}; csrf_token=${anonymousToken}` };

    const rest = await getJson<AuthenticationJson>(app, "/api/authenticate", { headers });
    expect(rest.user).toEqual({ id: user!.id, email: user!.email, permissions: [...PERMISSIONS].sort() });
    // An anonymous visitor's token is not valid for the session: a new one is issued.
    expect(rest.csrfToken).not.toBe(anonymousToken);

    const gql = await gqlData<{ authenticate: AuthenticationJson }>(
      app,
      `{ authenticate { user { id email permissions } csrfToken } }`,
      {},
      { headers },
    );
    expect(gql.authenticate.user).toEqual(rest.user);
  });

  it("treats an expired session as anonymous", async () => {
    const sessionToken = randomBytes(32).toString("base64url");
    await app.services.dataSource.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at, last_seen_at) SELECT $1, id, now() - interval '1 minute', now() FROM users WHERE email = $2`,
      [hashToken(sessionToken), app.admin.email],
    );
    const rest = await getJson<AuthenticationJson>(app, "/api/authenticate", { headers: { cookie: `session=${sessionToken}` } });
    expect(rest.user).toBeNull();
  });
});
