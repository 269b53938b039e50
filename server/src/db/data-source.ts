import "reflect-metadata";
import { DataSource } from "typeorm";
import { entities } from "./entities.js";
import { migrations } from "./migrations/index.js";
import { SnakeNamingStrategy } from "./naming-strategy.js";

export interface DataSourceOptions {
  url: string;
  poolSize?: number;
  /** Longest wait for a row lock (then the use case answers 503). */
  lockTimeoutMs?: number;
  /** Application name shown in pg_stat_activity. */
  applicationName?: string;
}

/** The one TypeORM data source definition; `synchronize` is never on: the schema comes from migrations. */
export function createDataSource(options: DataSourceOptions): DataSource {
  return new DataSource({
    type: "postgres",
    url: options.url,
    entities,
    migrations,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+, so no extension needs superuser rights.
    uuidExtension: "pgcrypto",
    migrationsRun: false,
    migrationsTransactionMode: "each",
    applicationName: options.applicationName ?? "seatbooking",
    extra: {
      max: options.poolSize ?? 20,
      // Waiting longer than this for a pooled connection fails the request (503) instead of queueing forever.
      connectionTimeoutMillis: 10_000,
      // A lock wait past this answers 503 instead of hanging (DESIGN section 3).
      options: `-c lock_timeout=${options.lockTimeoutMs ?? 5000} -c statement_timeout=30000 -c idle_in_transaction_session_timeout=60000`,
    },
  });
}
