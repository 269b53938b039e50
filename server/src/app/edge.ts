import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { codingFor, COMPRESS_MIN_BYTES, encode, isCompressible, varyOnEncoding } from "../common/compression.js";
import { logger, runWithRequestId } from "../common/logger.js";
import { isGraphQLPath, pathOf } from "../common/request-target.js";
import { httpDuration, httpRequests } from "../common/metrics.js";
import { loggablePath } from "./loggable-path.js";
import { REQUEST_ID_HEADER, WELL_FORMED_ID } from "./observability.js";
import { setSecurityHeaders } from "./security-headers.js";

/** A request's id: the caller's well-formed X-Request-Id, else a new UUID (Fastify's genReqId). */
export function requestIdFor(headers: IncomingHttpHeaders): string {
  const incoming = headers["x-request-id"];
  return typeof incoming === "string" && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * What every request gets, first (DESIGN section 7.1), as the app's Fastify hooks:
 * - an id (requestIdFor), sent back as X-Request-Id and on every log line written while the request is handled; a
 *   malformed one is refused (400), as a log line must never carry what a caller smuggled into it;
 * - the security headers;
 * - when answered, its count and duration by method, route template and status, and with LOG_LEVEL=debug an access
 *   log line (method, path without the query string, which may carry tokens, GraphQL operation name, status, ms),
 *   which the end-to-end tests print for a failed test.
 * Headers go on node's response itself, so an answer a route writes there (reply.hijack()) carries them too.
 */
export function addEdgeHooks(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    identify(request, reply);
    const incoming = request.headers["x-request-id"];
    if (incoming !== undefined && incoming !== request.id) {
      reply
        .code(400)
        .type("text/plain; charset=utf-8")
        .send("X-Request-Id must be 1 to 128 characters: letters, digits and . _ : / + = ; -");
      return;
    }
    runWithRequestId(request.id, done);
  });
  // Again once the body is read: its stream's events do not carry the request's asynchronous context.
  app.addHook("preHandler", (request, _reply, done) => runWithRequestId(request.id, done));
  app.addHook("onSend", compressAnswer);
  app.addHook("onResponse", (request, reply, done) => {
    const body: unknown = request.body;
    recordAnswer({
      method: request.method,
      route: routeOf(request),
      path: pathOf(request.url),
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
      operation: body && typeof body === "object" && "operationName" in body ? body.operationName : undefined,
    });
    done();
  });
}

/**
 * An answer sent through Fastify (GraphQL's, /metrics, error pages), compressed from 1 kB when it is text, JSON or SVG
 * and the client takes brotli or gzip. Answers a route writes itself (REST, pages) compress through the same
 * functions (common/compression.ts); static files have their build-time copies.
 */
function compressAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return done(null, payload);
  // A hold's answer is a few dozen bytes: it leaves at this check.
  const bytes = Buffer.byteLength(payload);
  if (bytes < COMPRESS_MIN_BYTES) return done(null, payload);
  const type = reply.getHeader("content-type");
  if (reply.hasHeader("content-encoding") || !isCompressible(typeof type === "string" ? type : undefined, bytes))
    return done(null, payload);
  reply.header("Vary", varyOnEncoding(reply.getHeader("vary")));
  const coding = codingFor(request.raw);
  if (coding === "identity") return done(null, payload);
  reply.header("Content-Encoding", coding);
  done(null, encode(payload, coding));
}

/** The id and security headers on the answer itself, so an answer a route writes there (reply.hijack()) carries them. */
function identify(request: FastifyRequest, reply: FastifyReply): void {
  reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
  setSecurityHeaders(reply.raw, request.host ?? "", request.protocol === "https");
}

/** What the edge gives an answer Fastify makes before any hook runs (a path that is not valid percent-encoding). */
export function answerOutsideHooks(request: FastifyRequest, reply: FastifyReply): void {
  identify(request, reply);
  const started = process.hrtime.bigint();
  reply.raw.once("finish", () =>
    recordAnswer({
      method: request.method,
      route: "unmatched",
      path: pathOf(request.url),
      status: reply.raw.statusCode,
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
    }),
  );
}

/** The route a request matched, as its template: never ids or anything else a caller chooses (label cardinality). */
function routeOf(request: FastifyRequest): string {
  const template = request.routeOptions.url;
  // The static files' and client pages' catch-all, and the not-found handler, are labelled by what they served.
  if (template && template !== "/*" && !template.endsWith("/*")) return template;
  const path = pathOf(request.url);
  if (path.startsWith("/assets/")) return "/assets";
  if ((request.method === "GET" || request.method === "HEAD") && !path.startsWith("/api/") && !isGraphQLPath(path)) return "client";
  return "unmatched";
}

/** An answered request: counted and timed by method, route template and status, and logged with LOG_LEVEL=debug. */
function recordAnswer(answer: {
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
