/**
 * LOGIN_RATE_LIMIT_PER_MINUTE (SPEC section 5): counted per client address and per e-mail, every attempt
 * counts (right password or not); past the limit 429 with Retry-After and a clear message. A ManualClock
 * keeps all attempts inside one minute window (and lets the window pass).
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type AuthenticationJson,
  firstError,
  insertUser,
  LOGIN_MUTATION,
  uniqueEmail,
} from "../../helpers/access-client.js";
import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { Browser, GraphQLClient, newClientAddress } from "../../helpers/booking-client.js";

const LIMIT = 3;
const MESSAGE = "Too many sign-in attempts, try again in a minute";

let app: BookingTestApp;
let clock: ManualClock;

beforeAll(async () => {
  // Five seconds into a minute: every attempt below falls in the same window.
  clock = new ManualClock(new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000));
  app = await startBookingApp({ demoData: false, clock, env: { LOGIN_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
});

afterAll(async () => {
  await app?.stop();
});

async function restLogin(address: string, email: string, password: string) {
  const browser = new Browser(app.url, { address });
  await browser.authenticate();
  return browser.fetch<AuthenticationJson>("POST", "/api/login", { body: { email, password } });
}

function expectLimited(answer: { status: number; text: string; headers: Headers }) {
  expect({ status: answer.status, body: answer.text }).toEqual({ status: 429, body: MESSAGE });
  const retryAfter = Number(answer.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(answer.headers.getSetCookie().some((line) => line.startsWith("session="))).toBe(false);
}

describe("login rate limit", () => {
  it("per address: the 4th attempt from one address is 429 with Retry-After, even with the right password and for other e-mails", async () => {
    const user = await insertUser(app, { permissions: [] });
    const address = newClientAddress();
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const answer = await restLogin(address, uniqueEmail("nobody"), "wrong-password");
      expect(answer.status, answer.text).toBe(401);
    }
    expectLimited(await restLogin(address, user.email, user.password));
    expectLimited(await restLogin(address, ADMIN_EMAIL, ADMIN_PASSWORD));
    // Another address is not affected, and the user's e-mail was not counted by the refused attempts.
    const elsewhere = await restLogin(newClientAddress(), user.email, user.password);
    expect(elsewhere.status, elsewhere.text).toBe(200);
  });

  it("per e-mail: the 4th attempt on one e-mail is 429 even from a new address and with the right password", async () => {
    const user = await insertUser(app, { permissions: [] });
    const first = await restLogin(newClientAddress(), user.email, user.password);
    expect(first.status, first.text).toBe(200);
    for (let attempt = 1; attempt < LIMIT; attempt++) {
      const answer = await restLogin(newClientAddress(), user.email, "wrong-password");
      expect(answer.status, answer.text).toBe(401);
    }
    expectLimited(await restLogin(newClientAddress(), user.email, user.password));
    // Case and spaces do not make a new e-mail.
    expectLimited(await restLogin(newClientAddress(), ` ${user.email.toUpperCase()} `, user.password));
    expect(await app.query(`SELECT 1 FROM sessions WHERE user_id = $1`, [user.id])).toHaveLength(1);
  });

  it("GraphQL login is limited the same way: RATE_LIMITED with retryAfter and the message", async () => {
    const user = await insertUser(app, { permissions: [] });
    const address = newClientAddress();
    const client = new GraphQLClient(app.url, { address });
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const answer = await client.op(LOGIN_MUTATION, { email: user.email, password: "wrong-password" });
      expect(firstError(answer)?.extensions?.code).toBe("UNAUTHENTICATED");
    }
    const limited = await client.op<{ login: AuthenticationJson }>(LOGIN_MUTATION, { email: user.email, password: user.password });
    expect(limited.data?.login).toBeFalsy();
    expect(firstError(limited)).toMatchObject({ message: MESSAGE, extensions: { code: "RATE_LIMITED", status: 429 } });
    expect(Number(firstError(limited)?.extensions?.retryAfter)).toBeGreaterThanOrEqual(1);
    // The same e-mail over REST from another address is limited too (shared per-e-mail counter).
    expectLimited(await restLogin(newClientAddress(), user.email, user.password));
  });

  it("after the minute passes the limit is lifted", async () => {
    const user = await insertUser(app, { permissions: [] });
    const address = newClientAddress();
    for (let attempt = 0; attempt < LIMIT; attempt++) expect((await restLogin(address, user.email, "wrong-password")).status).toBe(401);
    expectLimited(await restLogin(address, user.email, user.password));
    clock.advance(60_000);
    const later = await restLogin(address, user.email, user.password);
    expect(later.status, later.text).toBe(200);
    expect((later.body as AuthenticationJson).user?.email).toBe(user.email);
  });
});
