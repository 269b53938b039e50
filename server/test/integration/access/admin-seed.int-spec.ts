/**
 * The administrator (ADMIN_EMAIL / ADMIN_PASSWORD) is seeded only into a database without users: one an
 * administrator deleted stays deleted across restarts (it used to come back with a freshly printed password
 * on every start), and processes starting together on an empty database seed exactly one.
 */
import "reflect-metadata";
import { afterEach, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../../../src/app/bootstrap.js";
import { loadConfig } from "../../../src/config/config.js";
import { createDataSource } from "../../../src/app/database/data-source.js";
import { seedBase } from "../../../src/app/database/seeds/base.js";
import { cloneTestDatabase } from "../../helpers/database.js";

type Database = Awaited<ReturnType<typeof cloneTestDatabase>>;

const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function freshDatabase(): Promise<Database> {
  const database = await cloneTestDatabase();
  cleanups.push(() => database.drop());
  return database;
}

async function start(database: Database, env: Record<string, string> = {}): Promise<RunningApp> {
  const config = loadConfig({
    DATABASE_URL: database.url,
    PORT: "0",
    HOST: "127.0.0.1",
    SEED_DEMO_DATA: "false",
    LOG_LEVEL: "error",
    PAYMENT_SIMULATOR: "false",
    MAIL_CATCHER_PORT: "0",
    MAIL_CATCHER_WEB_PORT: "0",
    ...env,
  });
  return startApp(config, { jobs: false });
}

const usersOf = async (app: RunningApp) =>
  ((await app.services.dataSource.query(`SELECT email FROM users ORDER BY email`)) as Array<{ email: string }>).map((row) => row.email);

describe("seeding the administrator", () => {
  it("a deleted administrator is not re-created on the next start, nor another one for a changed ADMIN_EMAIL", async () => {
    const database = await freshDatabase();
    const first = await start(database);
    expect(first.admin.email).toBe("admin@example.com");
    expect(first.admin.createdPassword).toMatch(/^[A-Za-z0-9]{20}$/);
    // Another administrator takes over and deletes the seeded one (by SQL: the API's lock-out rule is not the point here).
    await first.services.dataSource.query(
      `WITH u AS (INSERT INTO users (email, password_hash) VALUES ('successor@example.com', 'x') RETURNING id)
       INSERT INTO user_roles (user_id, role_id) SELECT u.id, r.id FROM u, roles r WHERE r.name = 'Administrator'`,
    );
    await first.services.dataSource.query(`DELETE FROM users WHERE email = 'admin@example.com'`);
    await first.stop();

    const second = await start(database);
    cleanups.push(() => second.stop());
    expect(second.admin.createdPassword).toBeNull();
    expect(await usersOf(second)).toEqual(["successor@example.com"]);
    await second.stop();

    const third = await start(database, { ADMIN_EMAIL: "new-admin@example.com", ADMIN_PASSWORD: "a-new-admin-password" });
    cleanups.push(() => third.stop());
    expect(third.admin.createdPassword).toBeNull();
    expect(await usersOf(third)).toEqual(["successor@example.com"]);
  });

  it("processes starting together on an empty database seed one administrator", async () => {
    const database = await freshDatabase();
    const sources = await Promise.all([1, 2, 3].map(() => createDataSource({ url: database.url, poolSize: 2 }).initialize()));
    cleanups.push(async () => void (await Promise.all(sources.map((source) => source.destroy()))));
    const seeds = await Promise.all(
      sources.map((source) => seedBase(source, { email: "admin@example.com", password: "the-admin-password" })),
    );
    expect(seeds.filter((seed) => seed.createdPassword !== null)).toHaveLength(1);
    const rows = await sources[0]!.query(`SELECT email FROM users`);
    expect(rows).toEqual([{ email: "admin@example.com" }]);
  });
});
