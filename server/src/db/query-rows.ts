/** Anything that runs SQL: a DataSource or an EntityManager. */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * The rows of a statement. TypeORM's PostgreSQL driver answers UPDATE and DELETE as `[rows, rowCount]`
 * but SELECT and INSERT as `rows`; this always gives the rows, so `... RETURNING` reads the same everywhere.
 */
export async function queryRows<T = Record<string, unknown>>(runner: SqlRunner, sql: string, parameters: unknown[] = []): Promise<T[]> {
  const result = await runner.query(sql, parameters);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === "number") return result[0] as T[];
  return result as T[];
}
