import { createRequire } from "node:module";
import * as z from "zod/mini";
import { content, type RestAnswer } from "../common/rest-answer.js";
import { OPENAPI_PATH, openApiDocument } from "./openapi.js";
import type { RestRoute } from "./rest-route.js";

/** The server's version (server/package.json, beside both src/ and dist/), the document's. */
const { version } = createRequire(import.meta.url)("../../package.json") as { version: string };

/** The document's outline, as its own answer is described (the OpenAPI 3.1 meta-schema is the linter's to check). */
const openApiAnswer = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()),
});

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every route, made once from their declarations (`routes()`:
 * the list it is itself in) and served like any read, revalidated by its ETag.
 */
export function openApiRoute(routes: () => readonly RestRoute[]): RestRoute & { prepare(): void } {
  let answer: RestAnswer | undefined;
  const prepare = () => {
    answer ??= content(
      "application/json; charset=utf-8",
      JSON.stringify(openApiDocument(routes(), version)),
      { "Cache-Control": "no-cache" },
      {
        revalidate: true,
      },
    );
    return answer;
  };
  return {
    method: "get",
    path: OPENAPI_PATH.slice("/api".length),
    summary: "This document: the OpenAPI 3.1 description of every /api route.",
    tag: "Documentation",
    session: false,
    language: false,
    answers: { 200: openApiAnswer },
    handler: async () => prepare(),
    prepare: () => void prepare(),
  };
}
