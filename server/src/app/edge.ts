import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler } from "express";
import { logger, runWithRequestId } from "../common/logger.js";
import { httpDuration, httpRequests } from "../common/metrics.js";
import { loggablePath } from "./loggable-path.js";
import { REQUEST_ID_HEADER, WELL_FORMED_ID } from "./observability.js";
import { setSecurityHeaders } from "./security-headers.js";

// Kept on the request itself: a WeakMap entry per request costs the garbage collector more.
const REQUEST_ID = Symbol("requestId");
const ROUTE_TEMPLATE = Symbol("routeTemplate");
type EdgeRequest = IncomingMessage & { [REQUEST_ID]?: string; [ROUTE_TEMPLATE]?: string };

/** The id the edge gave a request (the caller's well-formed X-Request-Id, else a new UUID). */
export function requestIdOf(req: IncomingMessage | undefined): string | undefined {
  return (req as EdgeRequest | undefined)?.[REQUEST_ID];
}

/**
 * What every request gets, first and in one middleware (DESIGN section 7.1):
 * - an id: the caller's well-formed X-Request-Id, else a new UUID, sent back as X-Request-Id and on every log line
 *   written while the request is handled; a malformed one is refused (400), as a log line must never carry what a
 *   caller smuggled into it;
 * - the security headers;
 * - when answered, its count and duration by method, route template and status, and with LOG_LEVEL=debug an access
 *   log line (method, path without the query string, which may carry tokens, GraphQL operation name, status, ms),
 *   which the end-to-end tests print for a failed test.
 */
export const edge: RequestHandler = (req, res, next) => {
  const incoming = req.headers["x-request-id"];
  if (incoming !== undefined && (typeof incoming !== "string" || !WELL_FORMED_ID.test(incoming))) {
    res
      .status(400)
      .set(REQUEST_ID_HEADER, randomUUID())
      .type("text/plain")
      .send("X-Request-Id must be 1 to 128 characters: letters, digits and . _ : / + = ; -");
    return;
  }
  const started = process.hrtime.bigint();
  const id = incoming ?? randomUUID();
  (req as EdgeRequest)[REQUEST_ID] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  setSecurityHeaders(res, req.host, req.secure);
  res.once("finish", () => {
    const body: unknown = req.body;
    recordAnswer({
      method: req.method,
      route: routeOf(req),
      path: req.path,
      status: res.statusCode,
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
      operation: body && typeof body === "object" && "operationName" in body ? body.operationName : undefined,
    });
  });
  runWithRequestId(id, next);
};

/** Records the template of the route a request matched outside Express's router (the REST facade's, app/rest.ts). */
export function setRouteTemplate(req: IncomingMessage, template: string): void {
  (req as EdgeRequest)[ROUTE_TEMPLATE] = template;
}

/** The route a request matched, as its template: never ids or anything else a caller chooses (label cardinality). */
function routeOf(req: Request): string {
  const template = (req as EdgeRequest)[ROUTE_TEMPLATE];
  if (template) return template;
  if (req.route?.path && typeof req.route.path === "string") return `${req.baseUrl}${req.route.path}`;
  if (req.baseUrl === "/graphql" || req.path === "/graphql") return "/graphql";
  if (req.path.startsWith("/assets/")) return "/assets";
  if (req.method === "GET" && !req.path.startsWith("/api/")) return "client";
  return "unmatched";
}

/** An answered request: counted and timed by method, route template and status, and logged with LOG_LEVEL=debug. */
export function recordAnswer(answer: {
  method: string;
  route: string;
  path: string;
  status: number;
  seconds: number;
  /** The GraphQL operation's name, when the body named one. */
  operation?: unknown;
}): void {
  const { method, route, status, seconds, operation } = answer;
  httpRequests.inc({ method, route, status: String(status) });
  httpDuration.observe({ method, route }, seconds);
  if (!logger.enabled("debug")) return;
  logger.debug("http", {
    method,
    path: loggablePath(answer.path),
    ...(typeof operation === "string" ? { operation } : {}),
    status,
    ms: Math.round(seconds * 1000),
  });
}
