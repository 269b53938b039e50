/**
 * The per-minute limits are shared by every process through rate_limit_counters (DESIGN section 1). A key
 * is the caller's input (a login e-mail): one PostgreSQL refuses (NUL) must neither make the shared sync
 * fail for every other key (each process then counted alone: the login limit of 10 became 18 with two
 * processes) nor be lost. Two RateLimiters on two connection pools stand for two processes.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../../../src/common/errors.js";
import { RateLimiter, rateLimitKey } from "../../../src/modules/access/rate-limiter.js";
import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";

const LIMIT = 10;

let app: BookingTestApp;
let clock: ManualClock;
let first: RateLimiter;
let second: RateLimiter;

beforeAll(async () => {
  // Five seconds into a minute: every hit below falls in the same window.
  clock = new ManualClock(new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000));
  app = await startBookingApp({ demoData: false });
  first = new RateLimiter(app.services.dataSource, clock);
  second = new RateLimiter(await app.openDataSource(2), clock);
});

afterAll(async () => {
  await app?.stop();
});

async function allowed(limiter: RateLimiter, key: string): Promise<boolean> {
  try {
    await limiter.hit(key, LIMIT);
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === "RATE_LIMITED") return false;
    throw error;
  }
}

/**
 * Hits `key` `attempts` times, alternating between the two processes; after each hit the process that
 * counted it syncs, then the other (so both know the exact total before the next hit).
 */
async function allowedAcrossProcesses(key: string, attempts: number): Promise<number> {
  let count = 0;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const [hitter, other] = attempt % 2 === 0 ? [first, second] : [second, first];
    if (await allowed(hitter, key)) count++;
    await hitter.sync();
    await other.sync();
  }
  return count;
}

describe("rate limit sync across processes", () => {
  it("after a NUL in a login e-mail key on both processes, the limit of another e-mail stays 10 across the two", async () => {
    for (const limiter of [first, second]) expect(await allowed(limiter, "login-email:evil\u0000@example.com")).toBe(true);
    expect(await allowedAcrossProcesses("login-email:victim@example.com", 30)).toBe(LIMIT);
  });

  it("the NUL key itself is counted across both processes (stored with the control character replaced)", async () => {
    const key = "login-email:mallory\u0000@example.com";
    expect(await allowedAcrossProcesses(key, 25)).toBe(LIMIT);
    const rows = await app.query<{ count: number }>(`SELECT count FROM rate_limit_counters WHERE key = $1`, [rateLimitKey(key)]);
    expect(rows.map((row) => row.count)).toEqual([LIMIT]);
  });

  it("a key PostgreSQL still refuses does not stop the other keys syncing; it keeps counting in its own process", async () => {
    const windowStart = Math.floor(clock.now().getTime() / 60_000) * 60_000;
    // Bypasses hit()'s cleaning, as a future key format might: a raw NUL reaches the sync.
    type Counter = { windowStart: number; shared: number; unsynced: number; localOnly?: boolean };
    const counters = (first as unknown as { counters: Map<string, Counter> }).counters;
    counters.set("raw\u0000key", { windowStart, shared: 0, unsynced: LIMIT });
    expect(await allowedAcrossProcesses("login-address:10.9.9.9", 30)).toBe(LIMIT);
    expect(counters.get("raw\u0000key")).toEqual({ windowStart, shared: 0, unsynced: LIMIT, localOnly: true });
  });

  it("keys are stored as read back: no control characters, no half surrogate pair at the 300-character cut", () => {
    expect(rateLimitKey("a\u0000b\u001bc\u009bd")).toBe("a\uFFFDb\uFFFDc\uFFFDd");
    const cut = rateLimitKey(`${"x".repeat(299)}😀`);
    expect(cut).toHaveLength(300);
    expect(cut.endsWith("\uFFFD")).toBe(true);
  });
});
