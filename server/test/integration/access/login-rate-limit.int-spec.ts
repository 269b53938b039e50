/**
 * LOGIN_RATE_LIMIT_PER_MINUTE (SPEC section 5): every attempt counts (right password or not). Past the limit
 * per client address (and per e-mail and address) 429 with Retry-After and a clear message; an e-mail tried
 * from many addresses is slowed down, never locked, so nobody can lock its owner out (DESIGN section 7.1).
 * A ManualClock keeps all attempts inside one minute window (and lets the window pass).
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

  it("per e-mail from many addresses: never 429, the owner still signs in from their own address, after a growing delay", async () => {
    const user = await insertUser(app, { permissions: [] });
    const timed = async (address: string, email: string, password: string) => {
      const started = performance.now();
      const answer = await restLogin(address, email, password);
      return { status: answer.status, ms: performance.now() - started };
    };
    // LIMIT attempts without delay, then 100, 200 and 400 ms (case and spaces do not make a new e-mail).
    const guesses = [];
    for (let attempt = 0; attempt < LIMIT + 3; attempt++) {
      guesses.push(await timed(newClientAddress(), attempt % 2 ? ` ${user.email.toUpperCase()} ` : user.email, "wrong-password"));
    }
    expect(guesses.map((guess) => guess.status)).toEqual(Array(LIMIT + 3).fill(401));
    expect(guesses[LIMIT + 2]!.ms).toBeGreaterThanOrEqual(390);

    // The owner, from an address of their own: the next delay (800 ms), then signed in.
    const owner = await timed(newClientAddress(), user.email, user.password);
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(790);
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
    // The owner from another address is not locked out by what this address did.
    const owner = await restLogin(newClientAddress(), user.email, user.password);
    expect(owner.status, owner.text).toBe(200);
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
