/**
 * Every REST answer a test receives (test/setup.ts wraps each worker's fetch), checked against the OpenAPI document the server serves (/api/openapi.json):
 * its status is one the operation describes, its Content-Type one of that status', and a JSON body valid against
 * its schema (Ajv, JSON Schema 2020-12, as OpenAPI 3.1 writes schemas). A mismatch fails the test that received it,
 * so the document is proven by every integration test that calls the facade.
 *
 * Not checked, because the document does not describe them: paths outside it (a test of a 404 for a path nothing
 * serves), methods a path does not take (405) and HEAD; /api/payments/*, the providers' own messages.
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

// ajv-formats is CommonJS: its default export arrives as the module object under Node's ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv2020,
) => void;

interface DescribedResponse {
  description: string;
  content?: Record<string, { schema?: unknown }>;
  $ref?: string;
}
interface Operation {
  operationId: string;
  responses: Record<string, DescribedResponse>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, DescribedResponse> };
}

interface Checker {
  /** A response as the operation gives it, or the component it refers to. */
  response(response: DescribedResponse): DescribedResponse;
  operation(method: string, path: string): { template: string; operation: Operation } | undefined;
  validator(schema: unknown): ValidateFunction;
}

/** Per origin; null for a server that serves no document (the mail catcher's own /api/messages). */
const checkers = new Map<string, Promise<Checker | null>>();

/** fetch as it was before checkEveryRestAnswer wrapped it. */
const plainFetch = globalThis.fetch;

/** The path's template in the document: literal segments before parameters (`/api/series/orders/{uuid}` over `/api/series/{id}/...`). */
function templateMatcher(paths: string[]) {
  const compiled = paths
    .map((template) => {
      const segments = template.split("/");
      const pattern = segments.map((segment) => (/^\{\w+\}$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^$()|[\]\\]/g, "\\$&")));
      return {
        template,
        regex: new RegExp(`^${pattern.join("/")}$`),
        literals: segments.filter((segment) => !segment.startsWith("{")).length,
      };
    })
    .sort((a, b) => b.literals - a.literals);
  return (path: string) => compiled.find((entry) => entry.regex.test(path))?.template;
}

async function checkerFor(baseUrl: string): Promise<Checker | null> {
  const response = await plainFetch(`${baseUrl}/api/openapi.json`);
  const document = response.status === 200 ? ((await response.json()) as Document) : null;
  if (!document?.paths) return null;
  // OpenAPI 3.1 keywords beside JSON Schema's (none in our schemas today, but `strict: false` lets them be).
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema({ $id: "openapi.json", components: { schemas: document.components.schemas } });
  const compiled = new Map<string, ValidateFunction>();
  const match = templateMatcher(Object.keys(document.paths));
  return {
    response(response) {
      const name = response.$ref?.replace("#/components/responses/", "");
      return name === undefined ? response : document.components.responses[name]!;
    },
    operation(method, path) {
      const template = match(path);
      const operation = template ? document.paths[template]?.[method] : undefined;
      return template && operation ? { template, operation } : undefined;
    },
    validator(schema) {
      // The document's references are to its own components: resolved against it.
      const text = JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/');
      let validate = compiled.get(text);
      if (!validate) {
        validate = ajv.compile(JSON.parse(text) as object);
        compiled.set(text, validate);
      }
      return validate;
    },
  };
}

/** The media type of a Content-Type header, without its parameters. */
function mediaType(header: string | null): string {
  return (header ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * Checks one answer of `method` `path` (the query is ignored) against the document `baseUrl` serves, throwing a
 * readable error naming the operation and what differs.
 */
export async function checkAnswer(
  baseUrl: string,
  method: string,
  path: string,
  answer: { status: number; headers: Headers; text: string },
): Promise<void> {
  const verb = method.toLowerCase();
  const pathname = new URL(path, "http://x").pathname;
  if (verb === "head" || !pathname.startsWith("/api/") || pathname.startsWith("/api/payments/")) return;
  let checker = checkers.get(baseUrl);
  if (!checker) {
    checker = checkerFor(baseUrl);
    checkers.set(baseUrl, checker);
    checker.catch(() => checkers.delete(baseUrl));
  }
  const found = (await checker)?.operation(verb, pathname);
  if (!found) return;
  const { template, operation } = found;
  const where = `${method.toUpperCase()} ${path} (${operation.operationId}, ${template}) answered ${answer.status}`;
  const statusKey = String(answer.status);
  const given = operation.responses[statusKey] ?? operation.responses[`${statusKey[0]}XX`] ?? operation.responses.default ?? undefined;
  const described = given && (await checker)!.response(given);
  if (!described)
    throw new Error(`${where}: the OpenAPI document describes no such status (it has ${Object.keys(operation.responses).join(", ")})`);
  if (!described.content) {
    if (answer.text !== "") throw new Error(`${where}: the document describes no body, but one came: ${answer.text.slice(0, 200)}`);
    return;
  }
  const type = mediaType(answer.headers.get("content-type"));
  const media = described.content[type];
  if (!media)
    throw new Error(`${where} as ${type || "no Content-Type"}: the document describes ${Object.keys(described.content).join(", ")}`);
  if (type !== "application/json" || media.schema === undefined) return;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new Error(`${where}: the body is not JSON: ${answer.text.slice(0, 200)}`);
  }
  const validate = (await checker)!.validator(media.schema);
  if (!validate(body)) {
    const problems = (validate.errors ?? [])
      .slice(0, 10)
      .map((error) => {
        let value: unknown = body;
        for (const key of error.instancePath.split("/").slice(1))
          value = (value as Record<string, unknown> | undefined)?.[key.replaceAll("~1", "/").replaceAll("~0", "~")];
        return `  ${error.instancePath || "(the body)"} ${error.message ?? ""} ${JSON.stringify(error.params)}; is ${JSON.stringify(value)?.slice(0, 120)}`;
      })
      .join("\n");
    throw new Error(`${where}: the body does not match the OpenAPI document:\n${problems}`);
  }
}

const WRAPPED = Symbol.for("seatbooking.openapi-check");

/**
 * Wraps this worker's fetch (once) so that every answer of a local server's /api is checked before the test sees it:
 * RestClient's, TestApp.request's and a test's own fetch alike. An answer that breaks off (a test of a failed
 * download) is the test's to find, and is not checked.
 */
export function checkEveryRestAnswer(): void {
  const global = globalThis as typeof globalThis & { [WRAPPED]?: true };
  if (global[WRAPPED]) return;
  global[WRAPPED] = true;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const response = await plainFetch(input, init);
    const url = new URL(input instanceof Request ? input.url : input);
    if (!/^(127\.0\.0\.1|localhost|\[::1\])$/.test(url.hostname) || !url.pathname.startsWith("/api/")) return response;
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    const text = await response
      .clone()
      .text()
      .catch(() => undefined);
    if (text !== undefined)
      await checkAnswer(url.origin, method, `${url.pathname}${url.search}`, { status: response.status, headers: response.headers, text });
    return response;
  };
}
