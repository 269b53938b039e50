import "reflect-metadata";
import type pg from "pg";
import { DataSource, type Logger as TypeOrmLogger } from "typeorm";
import { logger } from "../common/logger.js";
import { SnakeNamingStrategy } from "./naming-strategy.js";

export interface DataSourceOptions {
  url: string;
  poolSize?: number;
  /** Longest wait for a row lock (then the use case answers 503). */
  lockTimeoutMs?: number;
  /** Application name shown in pg_stat_activity. */
  applicationName?: string;
  /**
   * `url` goes through a transaction pooler (PgBouncer, DATABASE_DIRECT_URL set): its connections carry no session
   * settings of their own (session-defaults.ts says why and where they come from instead).
   */
  transactionPooled?: boolean;
}

/**
 * The settings every database session of the app runs with: a lock wait past `lock_timeout` answers 503 with
 * Retry-After instead of hanging (DESIGN section 3), a runaway statement ends after 30 s, and a transaction left open
 * by a stuck request gives its locks back after 60 s. In milliseconds, as PostgreSQL stores them.
 */
export function sessionSettings(lockTimeoutMs = 5000): Record<string, string> {
  return { lock_timeout: String(lockTimeoutMs), statement_timeout: "30000", idle_in_transaction_session_timeout: "60000" };
}

/** A statement slower than this is logged (warn) with its duration: the log names what a slow request waited on. */
const SLOW_STATEMENT_MS = 1000;

/**
 * TypeORM's logger: only slow statements, as one warn line each with the statement's start and never its
 * parameters (they may carry personal data). Failed statements surface as the errors callers handle.
 */
const slowStatementLogger: TypeOrmLogger = {
  logQuery: () => {},
  logQueryError: () => {},
  logQuerySlow: (ms, query) => logger.warn("slow SQL statement", { ms, statement: query.replace(/\s+/g, " ").slice(0, 300) }),
  logSchemaBuild: () => {},
  logMigration: () => {},
  log: () => {},
};

/** The pg pool TypeORM's postgres driver keeps (`driver.master`), which TypeORM does not type. */
export function pgPoolOf(dataSource: DataSource): pg.Pool {
  return (dataSource.driver as unknown as { master: pg.Pool }).master;
}

/**
 * Opens the pool's `count` connections at start-up, before the first request: a flash sale's first second
 * otherwise waited for them all to be set up at once (a backend forked, SCRAM's key derivation on both
 * sides, empty catalog caches) and its first holds took two to three times as long as the rest.
 */
export async function openPoolConnections(dataSource: DataSource, count: number): Promise<void> {
  const pool = pgPoolOf(dataSource);
  // Held until all are open, so that each is a connection of its own rather than one reused.
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  try {
    await Promise.all(clients.map((client) => client.query("SELECT 1")));
  } finally {
    for (const client of clients) client.release();
  }
}

/**
 * What a data source maps and migrates: every module's entities and every migration. The layer above the
 * modules (app/database) knows them; this one, which the modules import, does not.
 */
export interface DatabaseSchema {
  entities: Function[];
  migrations: Function[];
}

/**
 * The one TypeORM data source definition, for `schema`; `synchronize` is never on: the schema comes from
 * migrations. The app's own is app/database/data-source.ts (`createDataSource`).
 */
export function buildDataSource(schema: DatabaseSchema, options: DataSourceOptions): DataSource {
  return new DataSource({
    type: "postgres",
    url: options.url,
    entities: schema.entities,
    migrations: schema.migrations,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+, so no extension needs superuser rights.
    uuidExtension: "pgcrypto",
    migrationsRun: false,
    migrationsTransactionMode: "each",
    logger: slowStatementLogger,
    maxQueryExecutionTime: SLOW_STATEMENT_MS,
    applicationName: options.applicationName ?? "seatbooking",
    extra: {
      max: options.poolSize ?? 20,
      // A fixed-size pool (as HikariCP recommends): connections do not close after 10 s idle (pg's default), so
      // the first second of an on-sale does not open them all again (issue 18; see openPoolConnections).
      min: options.poolSize ?? 20,
      // Waiting longer than this for a pooled connection fails the request (503) instead of queueing forever.
      connectionTimeoutMillis: 10_000,
      // Each connection asks for the session settings when it starts (the `options` startup parameter); a transaction
      // pooler refuses that parameter, and there they are the role's defaults in the database (session-defaults.ts).
      ...(options.transactionPooled
        ? {}
        : {
            options: Object.entries(sessionSettings(options.lockTimeoutMs))
              .map(([name, value]) => `-c ${name}=${value}`)
              .join(" "),
          }),
    },
  });
}
