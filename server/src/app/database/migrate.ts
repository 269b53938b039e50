import { createDataSource } from "./data-source.js";

/** Brings the database at `url` to this version's schema (every migration, each in its transaction); answers the last one's name. */
export async function migrateDatabase(url: string): Promise<string | null> {
  const dataSource = await createDataSource({ url, poolSize: 2 }).initialize();
  try {
    await dataSource.runMigrations({ transaction: "each" });
    const rows: Array<{ name: string }> = await dataSource.query(`SELECT name FROM migrations ORDER BY timestamp DESC, id DESC LIMIT 1`);
    return rows[0]?.name ?? null;
  } finally {
    await dataSource.destroy();
  }
}
