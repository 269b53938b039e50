import "reflect-metadata";
import { loadConfig } from "../config/config.js";
import { migrateDatabase } from "../app/database/migrate.js";
import { restoreDatabase } from "../db/backup.js";
import { backupConnection } from "./backup-connection.js";

/**
 * `npm run restore -- <file>`: a backup of `npm run backup` restored into the app's database (DATABASE_URL, or the embedded
 * one under DATA_DIR), which must hold no users, events or bookings: it is migrated to this version first, and the backup
 * must be of the same version. Stop the app while restoring.
 */
const file = process.argv[2];
if (!file) {
  console.error("usage: npm run restore -- <backup file>");
  process.exit(2);
}
const config = loadConfig();
const database = await backupConnection(config);
try {
  const done = await restoreDatabase(database.directUrl, file, () => migrateDatabase(database.directUrl));
  console.log(`restored ${file}: ${done.tables} tables, ${done.rows} rows`);
} catch (error) {
  console.error(`restore failed, nothing was changed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.stop();
}
