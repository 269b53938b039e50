import type { IncomingHttpHeaders } from "node:http";
import type * as z from "zod/mini";
import type { RequestContext } from "./context.js";
import type { Services } from "./services.js";

/** A query's parameters: each a schema of an optional string (or of a list of strings). */
export type ParameterShape = Record<string, z.ZodMiniType>;

/** The names of a path template's parameters: "uuid" | "ticketId" of "/drafts/:uuid/tickets/:ticketId". */
export type PathParameters<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParameters<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A document answered as it is (a map, a PDF, a spreadsheet): its media type and what it is. */
export interface DocumentAnswer {
  media: string;
  description: string;
  /** A file made for downloading (an export, a PDF): never tagged for revalidation. */
  file?: true;
}

/**
 * What a route answers on success, by status: a schema of its JSON body, a document's media type, or null for no body
 * (204). The schemas are the answer's as JSON (dates as ISO strings), and integration tests validate every answer
 * they receive against the OpenAPI document made of them (app/openapi.ts), so they cannot drift from what is sent.
 */
export type RouteAnswers = Partial<Record<200 | 201 | 204, z.ZodMiniType | DocumentAnswer | null>>;

/**
 * A route's description in the OpenAPI document (/api/openapi.json, app/openapi.ts). `params`, `query` and `body`
 * are the very schemas app/rest.ts parses the request with before the handler runs: the document describes what is
 * checked, never a copy of it.
 */
interface RouteDescription<Q extends ParameterShape, B extends z.ZodMiniType | "svg" | undefined> {
  /** One line for the document's operation. */
  summary: string;
  /** The document's group of this operation (its module's subject: "Drafts", "Plans", ...). */
  tag: string;
  /** The permissions the route asks for (any one of them when `anyPermission`): documented, and answered 401/403. */
  permissions?: readonly string[];
  anyPermission?: boolean;
  /** What each path parameter is (every one is a string: the route parses ids itself, a malformed one a 400 or 404). */
  params?: Record<string, string>;
  query?: Q;
  /**
   * The JSON body's schema, parsed before the handler runs (a failure is a 400 naming the first problem's message
   * key, else 'bad request'); "svg": the body is an SVG document read as bytes (image/svg+xml, up to the config's
   * planSvgMaxBytes) instead of JSON: the plan map worker decodes it, so a 4 MB map is not also turned into a string
   * and copied on the event loop.
   */
  body?: B;
  answers: RouteAnswers;
  /** Refusals the route itself answers and callers branch on (404, 409...), by status and why; 400, 401/403 of permissions and the CSRF check, 429 and 503 are every route's. */
  refusals?: Partial<Record<403 | 404 | 409 | 413 | 422 | 429, string>>;
}

type Parsed<Shape extends ParameterShape> = string extends keyof Shape
  ? Record<string, unknown>
  : { [K in keyof Shape]: z.infer<Shape[K]> };
type ParsedBody<B> = B extends z.ZodMiniType ? z.infer<B> : B extends "svg" ? Buffer : unknown;

/** What a handler reads of its request, whichever HTTP framework serves it: its input parsed by the route's schemas. */
export interface RestRequest<Path extends string = string, Q extends ParameterShape = ParameterShape, B = unknown> {
  params: string extends Path ? Record<string, string> : Record<PathParameters<Path>, string>;
  /** The query parsed by the route's schema (parameters it does not name left out); `?lng=` is the facade's. */
  query: Parsed<Q>;
  /** The JSON body parsed by the route's schema, or the bytes of an SVG route's. */
  body: ParsedBody<B>;
  headers: IncomingHttpHeaders;
}

/** What a route without a session is answered with: no identity, cookies or CSRF check, so nothing read for them. */
export interface PublicCall {
  services: Services;
  language: string;
}

interface RouteShape<Path extends string, Q extends ParameterShape, B extends z.ZodMiniType | "svg" | undefined> extends RouteDescription<
  Q,
  B
> {
  method: "get" | "post" | "put" | "delete";
  /** Under /api, with `:name` parameters. */
  path: Path;
  /** false: the route takes no `?lng=` (its answer does not depend on the language). */
  language?: boolean;
}

/**
 * One REST route of the facade (SPEC section 7): modules declare theirs beside their services
 * (`<module>.http.ts`, with restRoute) and app/rest.ts mounts them all, with the context, CSRF check, input parsing,
 * JSON answer and error conversion in one place. A handler answers a value (sent as JSON), undefined (204), or a
 * RestAnswer (common/rest-answer.ts: 201, a document, a shared body, a download), never writing the response itself.
 */
export type RestRoute<
  Path extends string = string,
  Q extends ParameterShape = ParameterShape,
  B extends z.ZodMiniType | "svg" | undefined = z.ZodMiniType | "svg" | undefined,
> =
  | (RouteShape<Path, Q, B> & {
      session?: true;
      handler: (ctx: RequestContext, req: RestRequest<Path, Q, B>) => Promise<unknown>;
    })
  | (RouteShape<Path, Q, B> & {
      /** A public read that is the same for everyone (a map poll): answered without a request context. */
      session: false;
      method: "get";
      handler: (call: PublicCall, req: RestRequest<Path, Q, B>) => Promise<unknown>;
    });
