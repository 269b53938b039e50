import type { DataSource } from "typeorm";
import { buildDataSource, type DataSourceOptions } from "../../db/data-source.js";
import { entities } from "./entities.js";
import { migrations } from "./migrations/index.js";

/** The app's data source: every module's entities (entities.ts) and every migration (migrations/index.ts). */
export function createDataSource(options: DataSourceOptions): DataSource {
  return buildDataSource({ entities, migrations }, options);
}
