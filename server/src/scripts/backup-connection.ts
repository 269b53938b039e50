import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { Config } from "../config/config.js";
import { openDatabase, type DatabaseHandle } from "../db/database.js";
import { PASSWORD_FILE } from "../db/embedded-postgres.js";

/**
 * The database `npm run backup` and `npm run restore` work on: DATABASE_URL when set (over DATABASE_DIRECT_URL when set:
 * a backup's one long transaction is a session's work, not a pooler's); else the embedded cluster under
 * DATA_DIR, the running app's when it runs (a backup is taken while selling), else started for the command alone.
 */
export async function backupConnection(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase(config);
  const password = await readFile(path.join(config.dataDir, PASSWORD_FILE), "utf8").then(
    (text) => text.trim(),
    () => null,
  );
  if (password) {
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${config.embeddedPostgresPort}/seatbooking`;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    const running = await client.connect().then(
      () => true,
      () => false,
    );
    await client.end().catch(() => undefined);
    if (running) return { url, directUrl: url, transactionPooled: false, embedded: true, stop: async () => undefined };
  }
  return openDatabase(config);
}
