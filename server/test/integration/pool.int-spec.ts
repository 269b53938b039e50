/**
 * The database pool is open and full before the first request (issue 18): an on-sale's first second does not
 * wait for DB_POOL_SIZE connections to be set up at once, and idle connections are not closed again.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgPoolOf } from "../../src/db/data-source.js";
import { startTestApp, type TestApp } from "../helpers/app.js";

const POOL_SIZE = 7;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ demoData: false, env: { DB_POOL_SIZE: String(POOL_SIZE) } });
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

describe("the database pool", () => {
  it("has all DB_POOL_SIZE connections open once the server listens, and keeps them when idle", async () => {
    const pool = pgPoolOf(app.services.dataSource);
    expect(pool.totalCount).toBe(POOL_SIZE);
    // Idle connections are closed only above `min`.
    expect(pool.options).toMatchObject({ min: POOL_SIZE, max: POOL_SIZE });

    const backends = await app.services.dataSource.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'seatbooking'`,
    );
    // The pool's connections, and the one this query runs on is one of them.
    expect(backends[0].n).toBeGreaterThanOrEqual(POOL_SIZE);
  });
});
