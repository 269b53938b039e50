import { randomBytes } from "node:crypto";
import type { DataSource } from "typeorm";

/**
 * The key that signs CSRF tokens and other server-issued values. SECRET_KEY wins; otherwise the first
 * process to start generates one into the database, and every later process (and restart) reads the same.
 */
export async function loadServerSecret(dataSource: DataSource, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await dataSource.query(`INSERT INTO server_keys (name, value) VALUES ('secret_key', $1) ON CONFLICT (name) DO NOTHING`, [
    randomBytes(48).toString("base64url"),
  ]);
  const rows: Array<{ value: string }> = await dataSource.query(`SELECT value FROM server_keys WHERE name = 'secret_key'`);
  return rows[0]!.value;
}
