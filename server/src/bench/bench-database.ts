import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import { createDataSource } from "../app/database/data-source.js";
import { ensureDatabase } from "../db/database.js";
import { freePort, startEmbeddedPostgres } from "../db/embedded-postgres.js";

export interface BenchDatabase {
  /** The migrated `bench` database's URL. */
  url: string;
  /** Stops the cluster and removes its files. */
  stop(): Promise<void>;
}

/**
 * A fresh embedded PostgreSQL cluster in a temporary directory with a migrated `bench` database. `pgStats`:
 * pg_stat_statements on (BENCH_PG_STATS=1), for printStatements.
 */
export async function startBenchDatabase(name: string, options: { pgStats?: boolean } = {}): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
  const cluster = await startEmbeddedPostgres({
    dataDir,
    port: await freePort(),
    persistent: false,
    extraFlags: options.pgStats ? ["-c", "shared_preload_libraries=pg_stat_statements", "-c", "pg_stat_statements.track=all"] : [],
  });
  const stop = async () => {
    await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await ensureDatabase(cluster.url(), "bench");
    const url = cluster.url("bench");
    const migrator = await createDataSource({ url, poolSize: 1 }).initialize();
    await migrator.runMigrations();
    if (options.pgStats) await migrator.query(`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`);
    await migrator.destroy();
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Where PostgreSQL's time went: the run's top statements by total execution time, on stderr (BENCH_PG_STATS=1). */
export async function printStatements(db: pg.Pool, limit: number): Promise<void> {
  const { rows } = await db.query(
    `SELECT calls, round(total_exec_time)::int AS total_ms, round(mean_exec_time::numeric, 3) AS mean_ms, toplevel,
            left(regexp_replace(query, '\\s+', ' ', 'g'), 140) AS query
       FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT $1`,
    [limit],
  );
  for (const row of rows)
    console.error(
      `${String(row.total_ms).padStart(8)} ms ${String(row.calls).padStart(8)} calls ${String(row.mean_ms).padStart(8)} ms ${row.toplevel ? "top " : "nest"}  ${row.query}`,
    );
}
