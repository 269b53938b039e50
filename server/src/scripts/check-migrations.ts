import "reflect-metadata";
import { createDataSource } from "../app/database/data-source.js";
import { diffSchema } from "../db/schema-diff.js";
import { withScratchDatabase } from "../db/with-database.js";

/**
 * Migration drift check: migrate a scratch database, then ask TypeORM what it would still change to
 * match the entities. Anything at all means an entity changed without a migration. Exit 1 and list it.
 */
const pending = await withScratchDatabase(async (url) => {
  const dataSource = await createDataSource({ url, poolSize: 2 }).initialize();
  try {
    await dataSource.runMigrations({ transaction: "each" });
    return (await diffSchema(dataSource)).up;
  } finally {
    await dataSource.destroy();
  }
});
if (pending.length > 0) {
  console.error(
    "Migration drift: the entities differ from the migrations. Run `npm run migration:generate -w @seatbooking/server -- <Name>`. Missing:",
  );
  for (const query of pending) console.error(`  ${query}`);
  process.exit(1);
}
console.log("migrations: entities and migrations agree");
