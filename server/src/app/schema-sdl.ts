import { lexicographicSortSchema, printSchema } from "graphql";
import { createSchema } from "./schema.js";

/** The schema as committed in schema.graphql: sorted SDL with a trailing newline. */
export async function renderSchemaSdl(): Promise<string> {
  return printSchema(lexicographicSortSchema(await createSchema())) + "\n";
}
