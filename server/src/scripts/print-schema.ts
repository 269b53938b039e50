import "reflect-metadata";
import { writeFile } from "node:fs/promises";
import { lexicographicSortSchema, printSchema } from "graphql";
import { createSchema } from "../app/schema.js";

/** Writes the sorted schema to schema.graphql (or prints it with --stdout): the reviewed API contract. */
export async function renderSchema(): Promise<string> {
  return printSchema(lexicographicSortSchema(await createSchema())) + "\n";
}

const target = new URL("../../../schema.graphql", import.meta.url);
const sdl = await renderSchema();
if (process.argv.includes("--stdout")) process.stdout.write(sdl);
else await writeFile(target, sdl);
