import "reflect-metadata";
import { writeFile } from "node:fs/promises";
import { renderSchemaSdl } from "../app/schema-sdl.js";

/** Writes the sorted schema to schema.graphql (or prints it with --stdout): the reviewed API contract. */
const sdl = await renderSchemaSdl();
if (process.argv.includes("--stdout")) process.stdout.write(sdl);
else await writeFile(new URL("../../../schema.graphql", import.meta.url), sdl);
