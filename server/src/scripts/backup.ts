import { mkdir } from "node:fs/promises";
import path from "node:path";
import { loadConfig } from "../config/config.js";
import { backupDatabase } from "../db/backup.js";
import { backupConnection } from "./backup-connection.js";

/**
 * `npm run backup [-- <file>]`: a consistent dump of the app's database (db/backup.ts) to `<file>`, by default
 * `DATA_DIR/backups/seatbooking-<time>.backup.gz`. The file is created with mode 0600: it holds the server's secret key
 * and customers' personal data.
 */
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = process.argv[2] ?? path.join(config.dataDir, "backups", `seatbooking-${stamp}.backup.gz`);
await mkdir(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
const database = await backupConnection(config);
try {
  const done = await backupDatabase(database.directUrl, file);
  console.log(`backup written to ${file}: ${done.tables} tables, ${done.rows} rows, at migration ${done.migration ?? "none"}`);
} finally {
  await database.stop();
}
