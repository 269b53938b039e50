import type { DataSource } from "typeorm";

export interface SchemaDiff {
  up: string[];
  down: string[];
}

/**
 * What TypeORM would change to make the migrated database match the entities: empty when migrations
 * and entities agree. Used by `migration:generate` and by the migration drift check.
 */
export async function diffSchema(dataSource: DataSource): Promise<SchemaDiff> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return {
    up: sql.upQueries.map((query) => query.query),
    down: sql.downQueries.map((query) => query.query),
  };
}
