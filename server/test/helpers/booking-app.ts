/**
 * The booking integration tests' app: the real HTTP server (startApp) on a fresh cloned database, like
 * test/helpers/app.ts, but with an optional ManualClock and the periodic jobs switchable, and a second
 * DataSource on demand (a "second process" for the sweeper race).
 */
import "reflect-metadata";
import pg from "pg";
import type { DataSource } from "typeorm";
import { startApp, type RunningApp } from "../../src/app/bootstrap.js";
import { ManualClock } from "../../src/common/clock.js";
import { loadConfig } from "../../src/config/config.js";
import { createDataSource } from "../../src/app/database/data-source.js";
import { cloneTestDatabase } from "./database.js";

export interface BookingTestApp extends RunningApp {
  /** http://127.0.0.1:<port> */
  url: string;
  databaseUrl: string;
  /** The ManualClock when the app was started with one. */
  clock: ManualClock | undefined;
  /** SQL against the app's own database. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A separate connection pool on the same database (closed by `stop`). */
  openDataSource(poolSize?: number): Promise<DataSource>;
  /**
   * For an app that may be wedged (e.g. a starved connection pool): terminates its database sessions,
   * gives the normal stop a few seconds, then drops the database regardless.
   */
  forceStop(): Promise<void>;
}

export interface BookingAppOptions {
  demoData?: boolean;
  env?: Record<string, string>;
  /** Pass a ManualClock to control time; the app's services all use it. */
  clock?: ManualClock;
  /** Periodic jobs (expiry sweeper); default off so tests decide when holds are swept. */
  jobs?: boolean;
}

export async function startBookingApp(options: BookingAppOptions = {}): Promise<BookingTestApp> {
  const database = await cloneTestDatabase();
  const config = loadConfig({
    DATABASE_URL: database.url,
    PORT: "0",
    HOST: "127.0.0.1",
    SEED_DEMO_DATA: options.demoData === false ? "false" : "true",
    // Seeding the demo concert hall sanitizes a 2,016-place SVG (about a second): only the specs that use it ask for it.
    SEED_CONCERT_HALL: "false",
    ADMIN_PASSWORD: "test-admin-password",
    LOG_LEVEL: "error",
    // Each simulated browser sends its own X-Forwarded-For, so rate limits are per browser unless a test shares one.
    TRUST_PROXY: "1",
    BOOK_RATE_LIMIT_PER_MINUTE: "100000",
    // Likewise plan map uploads (one administrator uploads many maps in a spec); the rate limit's own test lowers it.
    PLAN_UPLOAD_RATE_LIMIT_PER_MINUTE: "100000",
    // Payment specs turn the simulator on; everything else sees skip payment only.
    PAYMENT_SIMULATOR: "false",
    // The mail catcher (no SMTP_URL) on free ports: files run in parallel.
    MAIL_CATCHER_PORT: "0",
    MAIL_CATCHER_WEB_PORT: "0",
    ...options.env,
  });
  const app = await startApp(config, { clock: options.clock, jobs: options.jobs ?? false });
  const extra: DataSource[] = [];
  return {
    ...app,
    url: `http://127.0.0.1:${app.port}`,
    databaseUrl: database.url,
    clock: options.clock,
    query: <T>(sql: string, params: unknown[] = []) => app.services.dataSource.query(sql, params) as Promise<T[]>,
    async openDataSource(poolSize = 5) {
      const dataSource = await createDataSource({ url: database.url, poolSize }).initialize();
      extra.push(dataSource);
      return dataSource;
    },
    async stop() {
      await Promise.all(extra.map((dataSource) => (dataSource.isInitialized ? dataSource.destroy() : undefined)));
      await app.stop();
      await database.drop();
    },
    async forceStop() {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
      } finally {
        await client.end();
      }
      await Promise.race([app.stop().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      await database.drop();
    },
  };
}

export { ManualClock };
