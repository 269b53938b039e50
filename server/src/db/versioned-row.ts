import { changedMeanwhile, DomainError } from "../common/errors.js";
import { queryRows, type SqlRunner } from "./query-rows.js";

/** The tables administrators save over a version (a row's updated_at to the millisecond). */
type VersionedTable = "events" | "occasions" | "bookings" | "plans" | "series";

/**
 * Locks a row for a save based on `version` (its updatedAt when the form was loaded) and answers `columns` of it:
 * NOT_FOUND without the row, CONFLICT 'changed by someone else' when it changed since (optimistic concurrency).
 */
export async function lockAtVersion<Row extends object>(
  runner: SqlRunner,
  table: VersionedTable,
  columns: string,
  id: string,
  version: Date,
  notFoundKey: DomainError["messageKey"] = "errors.notFound",
): Promise<Row> {
  // `table` and `columns` are the callers' own constants, never input.
  const rows = await queryRows<Row & { current: boolean }>(
    runner,
    `SELECT ${columns}, date_trunc('milliseconds', updated_at) = $2 AS current FROM ${table} WHERE id = $1 FOR UPDATE`,
    [id, version],
  );
  const row = rows[0];
  if (!row) throw new DomainError("NOT_FOUND", notFoundKey);
  if (!row.current) throw changedMeanwhile();
  return row;
}
