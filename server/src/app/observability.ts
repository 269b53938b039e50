import { randomUUID, timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { isLoopbackAddress } from "../common/client-key.js";
import { runWithRequestId } from "../common/logger.js";
import { httpDuration, httpRequests, metricsRegistry } from "../common/metrics.js";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** What an incoming X-Request-Id may be: the ids of common proxies and tracers (UUIDs, hex, AWS' Root=1-…). */
export const WELL_FORMED_ID = /^[A-Za-z0-9._:/+=;-]{1,128}$/;

/**
 * Every request gets an id: the caller's well-formed X-Request-Id, else a new UUID. It is sent back as
 * X-Request-Id and is on every log line written while the request is handled. A malformed one is refused (400):
 * a log line must never carry what a caller smuggled into it.
 */
export const requestIds: RequestHandler = (req, res, next) => {
  const incoming = req.headers["x-request-id"];
  if (incoming !== undefined && (typeof incoming !== "string" || !WELL_FORMED_ID.test(incoming))) {
    const id = randomUUID();
    res
      .status(400)
      .set(REQUEST_ID_HEADER, id)
      .type("text/plain")
      .send("X-Request-Id must be 1 to 128 characters: letters, digits and . _ : / + = ; -");
    return;
  }
  const id = incoming ?? randomUUID();
  res.set(REQUEST_ID_HEADER, id);
  runWithRequestId(id, next);
};

/** The route a request matched, as its template: never ids or anything else a caller chooses (label cardinality). */
function routeOf(req: Request): string {
  if (req.route?.path && typeof req.route.path === "string") return `${req.baseUrl}${req.route.path}`;
  if (req.baseUrl === "/graphql" || req.path === "/graphql") return "/graphql";
  if (req.path.startsWith("/assets/")) return "/assets";
  if (req.method === "GET" && !req.path.startsWith("/api/")) return "client";
  return "unmatched";
}

/** Counts every answer and its duration by method, route template and status. */
export const httpMetrics: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const route = routeOf(req);
    const method = req.method;
    httpRequests.inc({ method, route, status: String(res.statusCode) });
    httpDuration.observe({ method, route }, Number(process.hrtime.bigint() - started) / 1e9);
  });
  next();
};

/**
 * GET /metrics in Prometheus' text format. With METRICS_TOKEN, for `Authorization: Bearer <token>` only. Without it,
 * for connections from this machine only (the socket's own address: a forwarded-for header proves nothing), and not
 * at all behind a proxy (TRUST_PROXY): the proxy on this machine connects from loopback for every client, so 404.
 */
export function metricsEndpoint(token: string | undefined, behindProxy: boolean): RequestHandler {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  return async (req, res) => {
    if (expected) {
      const given = Buffer.from(req.headers.authorization ?? "");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain").send("metrics need the METRICS_TOKEN");
        return;
      }
    } else if (behindProxy) {
      res.status(404).type("text/plain").send("Not Found");
      return;
    } else if (!isLoopbackAddress(req.socket.remoteAddress)) {
      res.status(403).type("text/plain").send("metrics are served to this machine only; set METRICS_TOKEN to read them from elsewhere");
      return;
    }
    res
      .set("Cache-Control", "no-store")
      .type(metricsRegistry.contentType)
      .send(await metricsRegistry.metrics());
  };
}
