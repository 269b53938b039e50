/**
 * Sign-in, sign-out and the user's own password (SPEC section 5, DESIGN section 7): the session cookie's
 * attributes, CSRF on login/logout and the session-bound CSRF token, one answer for every bad credential,
 * hashed session rows, logout ending the session, changePassword ending the other sessions.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ALL_PERMISSIONS,
  AUTHENTICATE_QUERY,
  type AuthenticationJson,
  errorCode,
  firstError,
  insertUser,
  LOGIN_MUTATION,
  sessionCount,
  sha256,
  signIn,
  whoAmI,
} from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { Browser, GraphQLClient } from "../../helpers/booking-client.js";

let app: BookingTestApp;

beforeAll(async () => {
  app = await startBookingApp({ demoData: false, env: { LOGIN_RATE_LIMIT_PER_MINUTE: "1000" } });
});

afterAll(async () => {
  await app?.stop();
});

function setCookieLine(headers: Headers, name: string): string | undefined {
  return headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }`;

describe("POST /api/login", () => {
  it("sets an HttpOnly SameSite=Lax session cookie (not Secure over plain HTTP) and answers the user with permissions and a session-bound CSRF token", async () => {
    const browser = new Browser(app.url);
    const anonymousToken = await browser.authenticate();
    const answer = await browser.fetch<AuthenticationJson>("POST", "/api/login", {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });

    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.user).toMatchObject({ email: ADMIN_EMAIL, permissions: [...ALL_PERMISSIONS] });
    expect(answer.body.csrfToken).toBeTruthy();
    expect(answer.body.csrfToken).not.toBe(anonymousToken);
    const cookie = setCookieLine(answer.headers, "session");
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    // The csrf cookie now mirrors the new token.
    expect(browser.jar.get("csrf_token")).toBe(answer.body.csrfToken);

    // authenticate now returns the user with permissions.
    const me = await browser.fetch<AuthenticationJson>("GET", "/api/authenticate");
    expect(me.body.user).toMatchObject({ id: answer.body.user!.id, email: ADMIN_EMAIL, permissions: [...ALL_PERMISSIONS] });
  });

  it("the session cookie is Secure when TRUST_PROXY is on and X-Forwarded-Proto is https", async () => {
    const browser = new Browser(app.url);
    await browser.authenticate();
    const answer = await browser.fetch<AuthenticationJson>("POST", "/api/login", {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      options: { headers: { "x-forwarded-proto": "https" } },
    });
    expect(answer.status, answer.text).toBe(200);
    const cookie = setCookieLine(answer.headers, "session");
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });

  it("needs the CSRF header: without it 403 and no session", async () => {
    const browser = new Browser(app.url);
    await browser.authenticate();
    const before = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM sessions`);
    const answer = await browser.fetch("POST", "/api/login", {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      options: { csrf: false },
    });
    expect(answer.status).toBe(403);
    expect(setCookieLine(answer.headers, "session")).toBeUndefined();
    const forged = await browser.fetch("POST", "/api/login", {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      options: { csrfToken: "forged.token" },
    });
    expect(forged.status).toBe(403);
    expect(await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM sessions`)).toEqual(before);
  });

  it("a CSRF header with a non-ASCII character, as long as the cookie in characters, is refused with 403 (never a 500)", async () => {
    const browser = new Browser(app.url);
    const token = await browser.authenticate();
    // One character, two bytes in UTF-8 (the header arrives as Latin-1: one byte, read as "ä").
    const mangled = `ä${token.slice(1)}`;
    expect(mangled.length).toBe(token.length);
    const rest = await browser.fetch("POST", "/api/login", {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      options: { csrfToken: mangled },
    });
    expect(rest.status, rest.text).toBe(403);
    const graphql = await browser.fetch<{ errors?: Array<{ extensions: { code: string } }> }>("POST", "/graphql", {
      body: { query: `mutation { logout { csrfToken } }` },
      options: { csrfToken: mangled },
    });
    expect(graphql.status, graphql.text).toBe(403);
    expect(graphql.body.errors?.[0]?.extensions.code).toBe("CSRF_INVALID");
  });

  it("unknown e-mail and wrong password get the same answer: 401 'Wrong e-mail or password', no cookie", async () => {
    const browser = new Browser(app.url);
    await browser.authenticate();
    const unknown = await browser.fetch("POST", "/api/login", { body: { email: "nobody@example.com", password: ADMIN_PASSWORD } });
    const wrong = await browser.fetch("POST", "/api/login", { body: { email: ADMIN_EMAIL, password: "wrong-password" } });
    const empty = await browser.fetch("POST", "/api/login", { body: {} });
    for (const answer of [unknown, wrong, empty]) {
      expect({ status: answer.status, body: answer.text }).toEqual({ status: 401, body: "Wrong e-mail or password" });
      expect(setCookieLine(answer.headers, "session")).toBeUndefined();
    }
  });

  it("sessions are stored hashed: sessions.token_hash is SHA-256 of the cookie, never the cookie value", async () => {
    const user = await insertUser(app, { permissions: [] });
    const browser = new Browser(app.url);
    await browser.authenticate();
    const answer = await browser.fetch("POST", "/api/login", { body: { email: user.email, password: user.password } });
    expect(answer.status, answer.text).toBe(200);
    const cookie = browser.jar.get("session")!;
    expect(cookie).toBeTruthy();
    const rows = await app.query<{ token_hash: string }>(`SELECT token_hash FROM sessions WHERE user_id = $1`, [user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(cookie);
    expect(rows[0]!.token_hash).not.toContain(cookie);
    expect(rows[0]!.token_hash).toBe(sha256(cookie));
    const [plain] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1`, [cookie]);
    expect(plain!.n).toBe(0);
  });
});

describe("GraphQL login", () => {
  it("sets the same cookie and answers the user with permissions and a new CSRF token; the old anonymous token no longer validates a mutation", async () => {
    const client = new GraphQLClient(app.url);
    const anonymousToken = await client.authenticate();
    const answer = await client.op<{ login: AuthenticationJson }>(LOGIN_MUTATION, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(answer.errors).toBeUndefined();
    const login = answer.data!.login;
    expect(login.user).toMatchObject({ email: ADMIN_EMAIL, permissions: [...ALL_PERMISSIONS] });
    expect(login.csrfToken).not.toBe(anonymousToken);
    const cookie = setCookieLine(answer.headers, "session");
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);

    // The anonymous token (in header and cookie) with the session cookie: refused.
    client.jar.set("csrf_token", anonymousToken);
    const stale = await client.op(`mutation { createApiToken(name: "stale") { token } }`, {}, { csrfToken: anonymousToken });
    expect(errorCode(stale)).toBe("CSRF_INVALID");
    expect(stale.status).toBe(403);
    // The session's token works.
    client.jar.set("csrf_token", login.csrfToken);
    const fresh = await client.op<{ createApiToken: { token: string } }>(
      `mutation { createApiToken(name: "fresh") { token } }`,
      {},
      { csrfToken: login.csrfToken },
    );
    expect(fresh.errors).toBeUndefined();
    expect(fresh.data!.createApiToken.token).toMatch(/^sbt_/);

    const me = await client.op<{ authenticate: AuthenticationJson }>(AUTHENTICATE_QUERY);
    expect(me.data!.authenticate.user).toMatchObject({ email: ADMIN_EMAIL, permissions: [...ALL_PERMISSIONS] });
  });

  it("a session's CSRF token does not validate for another session", async () => {
    const a = await signIn(app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const b = await signIn(app, ADMIN_EMAIL, ADMIN_PASSWORD);
    b.jar.set("csrf_token", a.csrfToken!);
    const answer = await b.op(`mutation { createApiToken(name: "cross") { token } }`, {}, { csrfToken: a.csrfToken! });
    expect(errorCode(answer)).toBe("CSRF_INVALID");
  });

  it("needs the CSRF header", async () => {
    const client = new GraphQLClient(app.url);
    await client.authenticate();
    const answer = await client.op<{ login: AuthenticationJson }>(
      LOGIN_MUTATION,
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      { csrf: false },
    );
    expect(errorCode(answer)).toBe("CSRF_INVALID");
    expect(answer.data?.login).toBeFalsy();
    expect(setCookieLine(answer.headers, "session")).toBeUndefined();
  });

  it("unknown e-mail and wrong password: the same UNAUTHENTICATED 'Wrong e-mail or password'", async () => {
    const client = new GraphQLClient(app.url);
    const unknown = await client.op(LOGIN_MUTATION, { email: "nobody@example.com", password: ADMIN_PASSWORD });
    const wrong = await client.op(LOGIN_MUTATION, { email: ADMIN_EMAIL, password: "wrong-password" });
    for (const answer of [unknown, wrong]) {
      expect(firstError(answer)).toMatchObject({
        message: "Wrong e-mail or password",
        extensions: { code: "UNAUTHENTICATED", status: 401 },
      });
      expect(setCookieLine(answer.headers, "session")).toBeUndefined();
    }
    expect({ ...firstError(unknown), path: undefined }).toEqual({ ...firstError(wrong), path: undefined });
  });

  it("the e-mail is matched case-insensitively and trimmed", async () => {
    const client = await signIn(app, `  ${ADMIN_EMAIL.toUpperCase()} `, ADMIN_PASSWORD);
    expect((await whoAmI(client))?.email).toBe(ADMIN_EMAIL);
  });
});

describe("logout", () => {
  it("POST /api/logout deletes the session row, clears the cookie; authenticate is anonymous and the old cookie no longer works", async () => {
    const user = await insertUser(app, { permissions: ["administer_bookings"] });
    const browser = new Browser(app.url);
    await browser.authenticate();
    const login = await browser.fetch<AuthenticationJson>("POST", "/api/login", { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
    browser.csrfToken = login.body.csrfToken;
    const oldCookie = browser.jar.get("session")!;
    expect(await sessionCount(app, user.id)).toBe(1);

    const withoutCsrf = await browser.fetch("POST", "/api/logout", { options: { csrf: false } });
    expect(withoutCsrf.status).toBe(403);
    expect(await sessionCount(app, user.id)).toBe(1);

    const answer = await browser.fetch<AuthenticationJson>("POST", "/api/logout");
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.user).toBeNull();
    expect(answer.body.csrfToken).toBeTruthy();
    const cleared = setCookieLine(answer.headers, "session");
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(/^session=;|Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(browser.jar.get("session")).toBeUndefined();
    expect(await sessionCount(app, user.id)).toBe(0);

    const me = await browser.fetch<AuthenticationJson>("GET", "/api/authenticate");
    expect(me.body.user).toBeNull();

    const replay = new GraphQLClient(app.url);
    replay.jar.set("session", oldCookie);
    expect(await whoAmI(replay)).toBeNull();
    const bookings = await replay.op(`query { bookings { total } }`);
    expect(errorCode(bookings)).toBe("UNAUTHENTICATED");
  });

  it("GraphQL logout: same, and the answer's anonymous CSRF token works for the next mutation", async () => {
    const user = await insertUser(app, { permissions: [] });
    const client = await signIn(app, user.email, user.password);
    const oldCookie = client.jar.get("session")!;
    const answer = await client.op<{ logout: AuthenticationJson }>(`mutation { logout { csrfToken user { id } } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.logout.user).toBeNull();
    expect(client.jar.get("session")).toBeUndefined();
    expect(await sessionCount(app, user.id)).toBe(0);
    expect(await whoAmI(client)).toBeNull();

    client.csrfToken = answer.data!.logout.csrfToken;
    const again = await client.op<{ login: AuthenticationJson }>(LOGIN_MUTATION, { email: user.email, password: "wrong-password" });
    expect(errorCode(again)).toBe("UNAUTHENTICATED"); // got past the CSRF check with the new anonymous token

    const replay = new GraphQLClient(app.url);
    replay.jar.set("session", oldCookie);
    expect(await whoAmI(replay)).toBeNull();
  });
});

describe("changePassword", () => {
  it("requires the current password, matching entries and 10 characters; nothing changes on refusal", async () => {
    const user = await insertUser(app, { permissions: [], password: "old-password-1" });
    const client = await signIn(app, user.email, user.password);
    const [before] = await app.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = $1`, [user.id]);

    const wrong = await client.op(CHANGE_PASSWORD, {
      input: { currentPassword: "not-my-password", newPassword: "new-password-1", confirmPassword: "new-password-1" },
    });
    expect(firstError(wrong)?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      status: 400,
      fields: { currentPassword: "The current password is wrong" },
    });

    const mismatch = await client.op(CHANGE_PASSWORD, {
      input: { currentPassword: user.password, newPassword: "new-password-1", confirmPassword: "new-password-2" },
    });
    expect(firstError(mismatch)?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      status: 400,
      fields: { confirmPassword: "Passwords do not match" },
    });

    const short = await client.op(CHANGE_PASSWORD, {
      input: { currentPassword: user.password, newPassword: "short-9ch", confirmPassword: "short-9ch" },
    });
    expect(firstError(short)?.extensions).toMatchObject({ code: "BAD_USER_INPUT", status: 400 });
    expect(firstError(short)?.extensions?.fields?.newPassword).toMatch(/^Password must be at least/);

    const [after] = await app.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = $1`, [user.id]);
    expect(after).toEqual(before);
  });

  it("afterwards the new password signs in and the old one does not; the user's other sessions end, the current one stays", async () => {
    const user = await insertUser(app, { permissions: ["administer_bookings"], password: "old-password-2" });
    const current = await signIn(app, user.email, user.password);
    const other = await signIn(app, user.email, user.password);
    const bystander = await insertUser(app, { permissions: [] });
    const bystanderClient = await signIn(app, bystander.email, bystander.password);
    expect(await sessionCount(app, user.id)).toBe(2);

    const answer = await current.op<{ changePassword: boolean }>(CHANGE_PASSWORD, {
      input: { currentPassword: user.password, newPassword: "brand-new-password", confirmPassword: "brand-new-password" },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.changePassword).toBe(true);

    expect(await sessionCount(app, user.id)).toBe(1);
    expect((await whoAmI(current))?.id).toBe(user.id);
    expect(await whoAmI(other)).toBeNull();
    expect((await whoAmI(bystanderClient))?.id).toBe(bystander.id);

    const oldLogin = await new GraphQLClient(app.url).op(LOGIN_MUTATION, { email: user.email, password: user.password });
    expect(firstError(oldLogin)).toMatchObject({ message: "Wrong e-mail or password", extensions: { code: "UNAUTHENTICATED" } });
    const newLogin = await signIn(app, user.email, "brand-new-password");
    expect((await whoAmI(newLogin))?.email).toBe(user.email);
  });

  // Server bug: field messages are translated without parameters (app/errors.ts toGraphQLError and
  // passwordErrors in user.service.ts carry no {min}), so the user sees the literal placeholder.
  it("the too-short password message names the minimum (10)", async () => {
    const user = await insertUser(app, { permissions: [], password: "old-password-3" });
    const client = await signIn(app, user.email, user.password);
    const short = await client.op(CHANGE_PASSWORD, {
      input: { currentPassword: user.password, newPassword: "short-9ch", confirmPassword: "short-9ch" },
    });
    expect(firstError(short)?.extensions?.fields?.newPassword).toBe("Password must be at least 10 characters");
  });

  it("anonymous: UNAUTHENTICATED", async () => {
    const client = new GraphQLClient(app.url);
    const answer = await client.op(CHANGE_PASSWORD, {
      input: { currentPassword: "x", newPassword: "new-password-1", confirmPassword: "new-password-1" },
    });
    expect(errorCode(answer)).toBe("UNAUTHENTICATED");
  });
});
