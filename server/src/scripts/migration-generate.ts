import "reflect-metadata";
import { writeFile } from "node:fs/promises";
import { createDataSource } from "../app/database/data-source.js";
import { diffSchema } from "../db/schema-diff.js";
import { withScratchDatabase } from "../db/with-database.js";

/** Usage: npm run migration:generate -w @seatbooking/server -- <Name>. Writes src/app/database/migrations/<timestamp>-<name>.ts for review. */
const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
  console.error("usage: migration:generate <PascalCaseName>");
  process.exit(2);
}

await withScratchDatabase(async (url) => {
  const dataSource = await createDataSource({ url }).initialize();
  try {
    await dataSource.runMigrations({ transaction: "each" });
    const diff = await diffSchema(dataSource);
    if (diff.up.length === 0) {
      console.log("No changes: the entities match the migrations.");
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const quote = (query: string) => `    await queryRunner.query(${JSON.stringify(query)});`;
    const source = `import type { MigrationInterface, QueryRunner } from "typeorm";

export class ${className} implements MigrationInterface {
  name = "${className}";

  async up(queryRunner: QueryRunner): Promise<void> {
${diff.up.map(quote).join("\n")}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${diff.down.reverse().map(quote).join("\n")}
  }
}
`;
    const kebab = name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
    const file = new URL(`../../src/app/database/migrations/${timestamp}-${kebab}.ts`, import.meta.url);
    await writeFile(file, source);
    console.log(`Wrote ${file.pathname}; add it to src/app/database/migrations/index.ts and review it.`);
  } finally {
    await dataSource.destroy();
  }
});
