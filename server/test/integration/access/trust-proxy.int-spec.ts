/**
 * TRUST_PROXY is a hop count or the proxies' addresses, never `true` (DESIGN section 7.1): the client's
 * address is the entry of X-Forwarded-For that the trusted proxy added (the last one behind one proxy), so
 * a client writing its own entries in front gets no fresh per-address limit. (`true` is refused at
 * start-up: src/config/config.spec.ts.)
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../helpers/access-client.js";
import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { Browser } from "../../helpers/booking-client.js";

const LIMIT = 3;

let oneHop: BookingTestApp;
let listed: BookingTestApp;

beforeAll(async () => {
  const clock = new ManualClock(new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000));
  const env = { LOGIN_RATE_LIMIT_PER_MINUTE: String(LIMIT) };
  [oneHop, listed] = await Promise.all([
    startBookingApp({ demoData: false, clock, env: { ...env, TRUST_PROXY: "1" } }),
    // The tests connect from loopback: that is the one trusted proxy here.
    startBookingApp({ demoData: false, clock, env: { ...env, TRUST_PROXY: "127.0.0.1/8,::1" } }),
  ]);
});

afterAll(async () => {
  await Promise.all([oneHop?.stop(), listed?.stop()]);
});

async function login(app: BookingTestApp, forwardedFor: string, email: string, password: string) {
  const browser = new Browser(app.url, { address: forwardedFor });
  await browser.authenticate();
  return browser.fetch("POST", "/api/login", { body: { email, password } });
}

describe.each([
  ["a hop count (TRUST_PROXY=1)", () => oneHop],
  ["proxy addresses (TRUST_PROXY=127.0.0.1/8,::1)", () => listed],
])("%s", (_name, app) => {
  it("the client's address is the last X-Forwarded-For entry, the one the trusted proxy added", async () => {
    const user = await insertUser(app(), { permissions: [] });
    const answer = await login(app(), "203.0.113.9, 10.77.0.1", user.email, user.password);
    expect(answer.status, answer.text).toBe(200);
    const rows = await app().query<{ ip_address: string }>(`SELECT ip_address FROM sessions WHERE user_id = $1`, [user.id]);
    expect(rows.map((row) => row.ip_address)).toEqual(["10.77.0.1"]);
  });

  it("entries a client writes in front of it do not give it a fresh sign-in limit", async () => {
    const user = await insertUser(app(), { permissions: [] });
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const answer = await login(app(), `198.51.100.${attempt}, 10.77.0.2`, `nobody-${attempt}@example.com`, "wrong-password");
      expect(answer.status, answer.text).toBe(401);
    }
    const limited = await login(app(), "198.51.100.200, 10.77.0.2", user.email, user.password);
    expect(limited.status, limited.text).toBe(429);
  });
});
