import pg from "pg";
import type { DataSource, EntityManager } from "typeorm";
import { DomainError } from "./errors.js";

const DEADLOCK = "40P01";
const SERIALIZATION_FAILURE = "40001";
const LOCK_NOT_AVAILABLE = "55P03";
const QUERY_CANCELED = "57014";

/** node-postgres's pool gave up waiting for a free connection (connectionTimeoutMillis). */
function isPoolTimeout(error: unknown): boolean {
  return error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message);
}

/**
 * PostgreSQL itself refused the statement (a deadlock, a constraint, a lock timeout...): an autocommit
 * statement that failed so committed nothing, and may be run again. A lost connection is not such an
 * answer: whether the statement committed is then unknown.
 */
export function refusedByDatabase(error: unknown): boolean {
  const driverError = (error as { driverError?: unknown })?.driverError ?? error;
  return driverError instanceof pg.DatabaseError;
}

function pgCode(error: unknown): string | undefined {
  const candidate = error as { code?: string; driverError?: { code?: string } };
  return candidate?.driverError?.code ?? candidate?.code;
}

/**
 * One transaction per use case. A deadlock or serialization failure is retried (the transaction had no
 * effect); a lock wait past lock_timeout answers 503 with Retry-After instead of hanging (DESIGN section 3).
 */
export async function inTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>, attempts = 3): Promise<T> {
  return withRetries(() => dataSource.transaction(work), attempts);
}

/** The same retry and 503 mapping for a single autocommit statement (a use case in one round trip). */
export async function withRetries<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = pgCode(error);
      if ((code === DEADLOCK || code === SERIALIZATION_FAILURE) && attempt < attempts) continue;
      if (
        isPoolTimeout(error) ||
        code === LOCK_NOT_AVAILABLE ||
        code === QUERY_CANCELED ||
        code === DEADLOCK ||
        code === SERIALIZATION_FAILURE
      ) {
        throw new DomainError("UNAVAILABLE", "errors.unavailable", {}, {}, 1);
      }
      throw error;
    }
  }
}

/** Node's socket errors when the database server is gone or restarting. */
const UNREACHABLE_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);

/**
 * The database cannot be reached right now (down, restarting, a connection cut): PostgreSQL's connection
 * exceptions (class 08), its shutdown codes (57P01-57P03), the socket's errors, or the pool's own words.
 * Such a failure is answered 503 with Retry-After, never 500: nothing was done, and trying again later works.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const code = pgCode(error);
  if (code && (code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03")) return true;
  if (code && UNREACHABLE_SOCKET_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : "";
  return (
    isPoolTimeout(error) ||
    /Connection terminated|connection error|ECONNREFUSED|the database system is (starting up|shutting down)|terminating connection/i.test(
      message,
    )
  );
}

/** The answer to a request the database could not serve: 503, try again in a few seconds. */
export function databaseUnavailable(): DomainError {
  return new DomainError("UNAVAILABLE", "errors.unavailable", {}, {}, 5);
}
