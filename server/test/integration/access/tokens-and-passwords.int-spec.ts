/**
 * API tokens end with the password (DESIGN section 7.1): a change of one's own password or an
 * administrator's reset revokes every token of the user; a token cannot mint tokens; administrators
 * list and revoke any user's tokens; changePassword is limited per minute like login (per user and per
 * client address), so the current password cannot be guessed at speed with a stolen session.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCode, firstError, insertUser, rawGraphQL, signIn, signInAdmin } from "../../helpers/access-client.js";
import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { newClientAddress, type GraphQLClient } from "../../helpers/booking-client.js";

const LIMIT = 4;
const CREATE_TOKEN = `mutation ($name: String!) { createApiToken(name: $name) { token apiToken { id } } }`;
const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }`;
const USER_TOKENS = `query ($userId: ID!) { apiTokens(userId: $userId) { id name tokenPrefix lastUsedAt } }`;
const REVOKE_USER_TOKEN = `mutation ($id: ID!) { revokeUserApiToken(id: $id) }`;
const PROBE = `query { myApiTokens { id } }`;

let app: BookingTestApp;
let admin: GraphQLClient & { userId: string };

beforeAll(async () => {
  // Five seconds into a minute, and the clock stays there: every attempt below falls in one window.
  const clock = new ManualClock(new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000));
  app = await startBookingApp({ demoData: false, clock, env: { LOGIN_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  admin = await signInAdmin(app);
});

afterAll(async () => {
  await app?.stop();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function createToken(client: GraphQLClient, name: string): Promise<{ token: string; id: string }> {
  const answer = await client.op<{ createApiToken: { token: string; apiToken: { id: string } } }>(CREATE_TOKEN, { name });
  if (!answer.data?.createApiToken) throw new Error(`createApiToken failed: ${JSON.stringify(answer.errors)}`);
  return { token: answer.data.createApiToken.token, id: answer.data.createApiToken.apiToken.id };
}

async function tokenWorks(token: string): Promise<boolean> {
  const answer = await rawGraphQL(app, PROBE, {}, bearer(token));
  if (answer.status === 401 && errorCode(answer) === "UNAUTHENTICATED") return false;
  expect(answer.errors).toBeUndefined();
  return true;
}

describe("tokens end with the password", () => {
  it("changePassword revokes every API token of the user (not other users')", async () => {
    const user = await insertUser(app, { permissions: [], password: "old-password-1" });
    const client = await signIn(app, user.email, user.password);
    const first = await createToken(client, "CI");
    const second = await createToken(client, "Reports");
    const bystander = await createToken(admin, "Admin's own");
    expect(await tokenWorks(first.token)).toBe(true);

    const answer = await client.op(CHANGE_PASSWORD, {
      input: { currentPassword: user.password, newPassword: "new-password-1", confirmPassword: "new-password-1" },
    });
    expect(answer.errors).toBeUndefined();
    expect(await tokenWorks(first.token)).toBe(false);
    expect(await tokenWorks(second.token)).toBe(false);
    expect(await tokenWorks(bystander.token)).toBe(true);
    expect(await app.query(`SELECT 1 FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL`, [user.id])).toHaveLength(0);
  });

  it("an administrator's setUserPassword revokes every API token of the user", async () => {
    const user = await insertUser(app, { permissions: [] });
    const client = await signIn(app, user.email, user.password);
    const { token } = await createToken(client, "Integration");
    const answer = await admin.op(`mutation ($id: ID!, $password: String!) { setUserPassword(id: $id, password: $password) }`, {
      id: user.id,
      password: "reset-by-admin-1",
    });
    expect(answer.errors).toBeUndefined();
    expect(await tokenWorks(token)).toBe(false);
  });

  it("a refused password change leaves the tokens working", async () => {
    const user = await insertUser(app, { permissions: [] });
    const client = await signIn(app, user.email, user.password);
    const { token } = await createToken(client, "Stays");
    const wrong = await client.op(CHANGE_PASSWORD, {
      input: { currentPassword: "not-the-password", newPassword: "new-password-2", confirmPassword: "new-password-2" },
    });
    expect(errorCode(wrong)).toBe("BAD_USER_INPUT");
    expect(await tokenWorks(token)).toBe(true);
  });
});

describe("a token cannot mint tokens", () => {
  it("createApiToken with a Bearer token is 403 FORBIDDEN with a message saying why; nothing is created", async () => {
    const { token } = await createToken(admin, "Automation");
    const before = await app.query(`SELECT id FROM api_tokens ORDER BY id`);
    const answer = await rawGraphQL<{ createApiToken: unknown }>(app, CREATE_TOKEN, { name: "Minted" }, bearer(token));
    expect(answer.data?.createApiToken ?? null).toBeNull();
    expect(firstError(answer)).toMatchObject({
      message: "An API token cannot create API tokens: sign in with your password to create one",
      extensions: { code: "FORBIDDEN", status: 403 },
    });
    expect(await app.query(`SELECT id FROM api_tokens ORDER BY id`)).toEqual(before);
  });
});

describe("administrators and other users' tokens", () => {
  it("apiTokens(userId) lists a user's live tokens and revokeUserApiToken ends one at once", async () => {
    const user = await insertUser(app, { permissions: [] });
    const client = await signIn(app, user.email, user.password);
    const kept = await createToken(client, "Kept");
    const leaked = await createToken(client, "Leaked");

    const listed = await admin.op<{ apiTokens: Array<{ id: string; name: string; tokenPrefix: string }> }>(USER_TOKENS, {
      userId: user.id,
    });
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.apiTokens.map((token) => token.name).sort()).toEqual(["Kept", "Leaked"]);
    expect(listed.data!.apiTokens.find((token) => token.id === leaked.id)!.tokenPrefix).toBe(leaked.token.slice(0, 12));

    const revoked = await admin.op<{ revokeUserApiToken: boolean }>(REVOKE_USER_TOKEN, { id: leaked.id });
    expect(revoked.errors).toBeUndefined();
    expect(revoked.data!.revokeUserApiToken).toBe(true);
    expect(await tokenWorks(leaked.token)).toBe(false);
    expect(await tokenWorks(kept.token)).toBe(true);
    const after = await admin.op<{ apiTokens: Array<{ id: string }> }>(USER_TOKENS, { userId: user.id });
    expect(after.data!.apiTokens.map((token) => token.id)).toEqual([kept.id]);

    // Revoking it again, or an unknown token, or listing an unknown user: 404.
    expect(errorCode(await admin.op(REVOKE_USER_TOKEN, { id: leaked.id }))).toBe("NOT_FOUND");
    expect(errorCode(await admin.op(USER_TOKENS, { userId: "0d2c5a4e-8f1b-4c3a-9e7d-6b5a4c3d2e1f" }))).toBe("NOT_FOUND");
  });

  it("a user without administer_users can neither list nor revoke another user's token, by session or by token", async () => {
    const owner = await insertUser(app, { permissions: [] });
    const { token, id } = await createToken(await signIn(app, owner.email, owner.password), "Owner's");
    const other = await insertUser(app, { permissions: ["administer_roles", "administer_bookings"] });
    const otherClient = await signIn(app, other.email, other.password);
    const otherToken = await createToken(otherClient, "Other's");

    expect(errorCode(await otherClient.op(USER_TOKENS, { userId: owner.id }))).toBe("FORBIDDEN");
    expect(errorCode(await otherClient.op(REVOKE_USER_TOKEN, { id }))).toBe("FORBIDDEN");
    expect(errorCode(await rawGraphQL(app, REVOKE_USER_TOKEN, { id }, bearer(otherToken.token)))).toBe("FORBIDDEN");
    expect(await tokenWorks(token)).toBe(true);
  });
});

describe("changePassword is limited like login", () => {
  const attempt = (client: GraphQLClient, currentPassword: string) =>
    client.op<{ changePassword: boolean }>(CHANGE_PASSWORD, {
      input: { currentPassword, newPassword: "guessed-new-pass", confirmPassword: "guessed-new-pass" },
    });

  it(`per user: after ${LIMIT} attempts a minute, 429 RATE_LIMITED with the message, even with the right password and from another address`, async () => {
    const user = await insertUser(app, { permissions: [], password: "right-password-1" });
    const client = await signIn(app, user.email, user.password);
    const [before] = await app.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = $1`, [user.id]);
    for (let guess = 0; guess < LIMIT; guess++) expect(errorCode(await attempt(client, `guess-${guess}-password`))).toBe("BAD_USER_INPUT");

    const limited = await attempt(client, user.password);
    expect(limited.data?.changePassword ?? null).toBeNull();
    expect(firstError(limited)).toMatchObject({
      message: "Too many password attempts, try again in a minute",
      extensions: { code: "RATE_LIMITED", status: 429 },
    });
    expect(Number(firstError(limited)?.extensions?.retryAfter)).toBeGreaterThanOrEqual(1);
    const elsewhere = await signIn(app, user.email, user.password, { address: newClientAddress() });
    expect(errorCode(await attempt(elsewhere, user.password))).toBe("RATE_LIMITED");
    const [after] = await app.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = $1`, [user.id]);
    expect(after).toEqual(before);
  });

  it("per address: one address guessing for several accounts is limited too", async () => {
    const address = newClientAddress();
    const users = await Promise.all([1, 2].map(() => insertUser(app, { permissions: [] })));
    const clients = [];
    for (const user of users) clients.push(await signIn(app, user.email, user.password, { address }));
    for (let guess = 0; guess < LIMIT; guess++) {
      expect(errorCode(await attempt(clients[guess % 2]!, `guess-${guess}-password`))).toBe("BAD_USER_INPUT");
    }
    expect(errorCode(await attempt(clients[0]!, users[0]!.password))).toBe("RATE_LIMITED");
    expect(errorCode(await attempt(clients[1]!, users[1]!.password))).toBe("RATE_LIMITED");
  });
});
