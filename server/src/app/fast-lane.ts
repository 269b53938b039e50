import { randomUUID } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import proxyaddr from "proxy-addr";
import type { TrustProxy } from "../common/client-key.js";
import { DomainError } from "../common/errors.js";
import { runWithRequestId } from "../common/logger.js";
import { bookDraft, holdSpace } from "../modules/booking/booking.http.js";
import { publishedOccupancy } from "../modules/occasion/occasion.http.js";
import { requestCookies } from "./cookies.js";
import { createContextFrom, type RequestContext, type RequestView } from "./context.js";
import { LANE_MAX_BODY_BYTES, laneAnswerType, type GraphQLLane } from "./graphql-lane.js";
import { recordAnswer } from "./edge.js";
import { REQUEST_ID_HEADER, WELL_FORMED_ID } from "./observability.js";
import { sendJson } from "../common/rest-answer.js";
import { restRefusal } from "./rest.js";
import { setSecurityHeaders } from "./security-headers.js";
import type { Services } from "./services.js";

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const OCCUPANCY_PATH = new RegExp(`^/api/occasions/(${UUID})/occupancy$`);
const HOLD_PATH = new RegExp(`^/api/drafts/(${UUID})/spaces/(${UUID})$`);
const BOOK_PATH = new RegExp(`^/api/occasions/(${UUID})/book$`);
/** A query string with nothing to decode or refuse (no escapes, no control characters): anything else goes to Express. */
const PLAIN_QUERY = /^[A-Za-z0-9=&_.-]*$/;

interface FastRoute {
  /** The route's template, as Express's metrics label it. */
  template: string;
  /** Whether ?lng= chooses the language of its answers (as the REST route's `language` option). */
  language: boolean;
  /** Null: not this route's request. */
  match(req: IncomingMessage, path: string): string[] | null;
  answer(
    services: Services,
    req: IncomingMessage,
    res: ServerResponse,
    params: string[],
    query: URLSearchParams,
    view: RequestView,
  ): Promise<void>;
}

/**
 * The flash sale's hottest calls answered on node:http itself, before Express (issue 18): a map poller's compact
 * occupancy, a new draft and a hold over REST (`POST /api/occasions/{id}/book`, `POST /api/drafts/{uuid}/spaces/
 * {spaceId}`, without a body) and over GraphQL (a mutation of `book` or `addSpace` alone, see GraphQLLane). Each
 * does what the Express stack does for it (request id, security headers, metrics and access log, the language, the
 * session, the CSRF double submit, the draft cookie, the refusals) without the
 * router, the middleware chain and Apollo's pipeline, which cost more server time than the hold itself. Only plain
 * requests take the lane: an API token, an escaped or unusual query string, a malformed X-Request-Id, a REST call
 * with a body, any other GraphQL operation or any other route goes to `fallback` (the Express app) and gets exactly
 * the answer it always did. A GraphQL body the lane has read reaches Express already parsed (`req.body`), or with
 * the parse error body-parser would have raised (`laneBodyError`, see replayLaneBodyError).
 */
export function withFastLane(
  services: Services,
  trustProxy: TrustProxy,
  fallback: RequestListener,
  graphql?: GraphQLLane,
): RequestListener {
  return (req, res) => {
    const url = req.url ?? "";
    const mark = url.indexOf("?");
    const path = mark < 0 ? url : url.slice(0, mark);
    const queryString = mark < 0 ? "" : url.slice(mark + 1);
    if (!plainRequest(req, queryString)) return fallback(req, res);
    if (graphql && path === "/graphql" && req.method === "POST" && queryString === "" && laneJsonBody(req) && laneAnswerType(req)) {
      readBody(req).then(
        (text) => {
          let body: unknown;
          try {
            body = parseJsonBody(text);
          } catch (error) {
            (req as LaneRequest).laneBodyError = error;
            return fallback(req, res);
          }
          const hold = graphql.prepare(body);
          (req as LaneRequest).body = body;
          if (!hold) return fallback(req, res);
          const operation = (body as { operationName?: unknown }).operationName;
          serve(req, res, path, "/graphql", trustProxy, typeof operation === "string" ? operation : undefined, (view) =>
            graphql.answer(req, res, view, hold),
          );
        },
        () => res.destroy(),
      );
      return;
    }
    if (forBodyParser(req)) return fallback(req, res);
    const matched = matchRoute(req, path);
    if (!matched) return fallback(req, res);
    const { route, params } = matched;
    const query = new URLSearchParams(queryString);
    serve(req, res, path, route.template, trustProxy, undefined, (view) =>
      route
        .answer(services, req, res, params, query, view)
        .catch((error: unknown) => refuse(services, req, res, path, route.language ? query : undefined, error)),
    );
  };
}

/** A request the lane answers: its id, the security headers, metrics and the access log around `answer`. */
function serve(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  template: string,
  trustProxy: TrustProxy,
  operation: string | undefined,
  answer: (view: RequestView) => Promise<void>,
): void {
  const started = process.hrtime.bigint();
  const requestId = (req.headers["x-request-id"] as string | undefined) ?? randomUUID();
  res.setHeader(REQUEST_ID_HEADER, requestId);
  const secure = protocolOf(req, trustProxy) === "https";
  setSecurityHeaders(res, hostOf(req, trustProxy), secure);
  res.on("finish", () =>
    recordAnswer({
      method: req.method!,
      route: template,
      path,
      status: res.statusCode,
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
      operation,
    }),
  );
  const view: RequestView = {
    cookies: requestCookies(req),
    header: (name) => {
      const value = req.headers[name.toLowerCase()];
      return typeof value === "string" ? value : undefined;
    },
    ip: proxyaddr(req, trustProxy as (address: string, hop: number) => boolean),
    secure,
    requestId,
    answer: res,
  };
  runWithRequestId(requestId, () => void answer(view));
}

type LaneRequest = IncomingMessage & { body?: unknown; laneBodyError?: unknown };

/**
 * First on /graphql in Express: a body the lane read and found not to be JSON fails here as body-parser would have
 * failed it (400 'entity.parse.failed'); a body it parsed is left in req.body, which body-parser then keeps.
 */
export function replayLaneBodyError(req: IncomingMessage, _res: ServerResponse, next: (error?: unknown) => void): void {
  const error = (req as LaneRequest).laneBodyError;
  if (error !== undefined) next(error);
  else next();
}

/** The content types the lane reads as body-parser would: JSON in UTF-8 (any other charset is body-parser's 415). */
const JSON_TYPE = /^application\/json(; ?charset=utf-8)?$/i;

/** A JSON body as express.json() would take it (UTF-8, not compressed, within the lane's size), announced by its length. */
function laneJsonBody(req: IncomingMessage): boolean {
  if (!JSON_TYPE.test(req.headers["content-type"] ?? "") || !plainEncoding(req)) return false;
  const length = Number(req.headers["content-length"]);
  return req.headers["transfer-encoding"] === undefined && Number.isInteger(length) && length > 0 && length <= LANE_MAX_BODY_BYTES;
}

/** A compressed or otherwise encoded body is body-parser's to inflate (or refuse with 415). */
function plainEncoding(req: IncomingMessage): boolean {
  const encoding = req.headers["content-encoding"];
  return encoding === undefined || encoding.toLowerCase() === "identity";
}

/** Whether body-parser has something to read or refuse: a body, an encoding, a type other than JSON. The lane's REST calls have none. */
function forBodyParser(req: IncomingMessage): boolean {
  const type = req.headers["content-type"];
  if ((type !== undefined && !JSON_TYPE.test(type)) || !plainEncoding(req)) return true;
  return (
    req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] !== undefined && req.headers["content-length"] !== "0")
  );
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** body-parser's strict JSON: an object or an array (a byte-order mark dropped), else its 400 'entity.parse.failed'. */
function parseJsonBody(text: string): unknown {
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const first = /^[ \t\n\r]*(.)/.exec(json)?.[1];
  const fail = (message: string) =>
    Object.assign(new SyntaxError(message), { status: 400, statusCode: 400, expose: true, type: "entity.parse.failed" });
  if (first !== "{" && first !== "[") throw fail(`Unexpected token ${first ?? "end of input"} in JSON`);
  try {
    return JSON.parse(json);
  } catch (error) {
    throw fail((error as Error).message);
  }
}

const FAST_ROUTES: FastRoute[] = [
  {
    template: "/api/occasions/:occasionId/book",
    language: true,
    match: (req, path) => (req.method === "POST" ? matchParams(BOOK_PATH, path) : null),
    async answer(services, req, res, [occasionId], query, view) {
      sendJson(res, 201, await bookDraft(await draftCallContext(services, req, query, view), occasionId!));
    },
  },
  {
    template: "/api/occasions/:occasionId/occupancy",
    language: false,
    match: (req, path) => (req.method === "GET" ? matchParams(OCCUPANCY_PATH, path) : null),
    async answer(services, req, res, [occasionId], query) {
      // The route takes no ?lng= (its answer is the same in every language): Accept-Language words its refusals.
      const language = await services.settings.requestLanguage(undefined, req.headers["accept-language"]);
      (await publishedOccupancy(services, occasionId!, language, query.get("ids") === "true")).send(req, res);
    },
  },
  {
    template: "/api/drafts/:uuid/spaces/:spaceId",
    language: true,
    match: (req, path) => (req.method === "POST" ? matchParams(HOLD_PATH, path) : null),
    async answer(services, req, res, [uuid, spaceId], query, view) {
      // No body, so no accessibility need: a held-back wheelchair place is refused as through Express.
      sendJson(res, 201, await holdSpace(await draftCallContext(services, req, query, view), uuid!, spaceId!, false));
    },
  },
];

/** A draft call's context, as the REST router makes it: ?lng= or Accept-Language, the session, the CSRF header required. */
async function draftCallContext(
  services: Services,
  req: IncomingMessage,
  query: URLSearchParams,
  view: RequestView,
): Promise<RequestContext> {
  const language = await services.settings.requestLanguage(query.get("lng") ?? undefined, req.headers["accept-language"]);
  const ctx = await createContextFrom(services, view, language);
  // State-changing calls need the CSRF header; a 403 with its own message, never 'booking is not allowed'.
  if (!ctx.csrfValid) throw new DomainError("CSRF_INVALID", "errors.csrfInvalid");
  return ctx;
}

function matchRoute(req: IncomingMessage, path: string): { route: FastRoute; params: string[] } | null {
  for (const route of FAST_ROUTES) {
    const params = route.match(req, path);
    if (params) return { route, params };
  }
  return null;
}

function matchParams(pattern: RegExp, path: string): string[] | null {
  const match = pattern.exec(path);
  return match ? match.slice(1) : null;
}

/** What the lane can answer exactly as Express would: no API token, a plain query, a well-formed request id. */
function plainRequest(req: IncomingMessage, queryString: string): boolean {
  const { headers } = req;
  if (headers.authorization !== undefined) return false;
  const requestId = headers["x-request-id"];
  if (requestId !== undefined && (typeof requestId !== "string" || !WELL_FORMED_ID.test(requestId))) return false;
  if (!PLAIN_QUERY.test(queryString)) return false;
  // A repeated parameter is an array to Express's parser (and then ignored): the lane would read its first value.
  const names = [...new URLSearchParams(queryString).keys()];
  return new Set(names).size === names.length;
}

/** Express's req.protocol: X-Forwarded-Proto's first value when the peer is a trusted proxy. */
function protocolOf(req: IncomingMessage, trustProxy: TrustProxy): string {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  if (!trustProxy(req.socket.remoteAddress, 0)) return own;
  const header = req.headers["x-forwarded-proto"];
  const value = (typeof header === "string" ? header : undefined) ?? own;
  return value.split(",")[0]!.trim();
}

/** Express's req.host: X-Forwarded-Host's first value when the peer is a trusted proxy, else Host. */
function hostOf(req: IncomingMessage, trustProxy: TrustProxy): string {
  const forwarded = req.headers["x-forwarded-host"];
  if (typeof forwarded === "string" && forwarded && trustProxy(req.socket.remoteAddress, 0)) return forwarded.split(",")[0]!.trimEnd();
  return req.headers.host ?? "";
}

/** The REST facade's refusal (app/rest.ts), in the request's language when it is known. */
async function refuse(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams | undefined,
  error: unknown,
): Promise<void> {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const lng = query?.get("lng") ?? undefined;
  const language = await services.settings.requestLanguage(lng, req.headers["accept-language"]).catch(() => "en");
  const refusal = restRefusal(error, language, path);
  res.statusCode = refusal.status;
  if (refusal.retryAfter !== undefined) res.setHeader("Retry-After", String(refusal.retryAfter));
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(refusal.body));
  res.end(refusal.body);
}
