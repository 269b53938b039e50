import { timingSafeEqual } from "node:crypto";
import type { RouteHandlerMethod } from "fastify";
import { isLoopbackAddress } from "../common/client-key.js";
import { metricsRegistry } from "../common/metrics.js";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** What an incoming X-Request-Id may be: the ids of common proxies and tracers (UUIDs, hex, AWS' Root=1-…). */
export const WELL_FORMED_ID = /^[A-Za-z0-9._:/+=;-]{1,128}$/;

/**
 * GET /metrics in Prometheus' text format. With METRICS_TOKEN, for `Authorization: Bearer <token>` only. Without it,
 * for connections from this machine only (the socket's own address: a forwarded-for header proves nothing), and not
 * at all behind a proxy (TRUST_PROXY): the proxy on this machine connects from loopback for every client, so 404.
 */
export function metricsEndpoint(token: string | undefined, behindProxy: boolean): RouteHandlerMethod {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  return async (request, reply) => {
    const text = "text/plain; charset=utf-8";
    if (expected) {
      const given = Buffer.from(request.headers.authorization ?? "");
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return reply.code(401).header("WWW-Authenticate", 'Bearer realm="metrics"').type(text).send("metrics need the METRICS_TOKEN");
    } else if (behindProxy) {
      return reply.code(404).type(text).send("Not Found");
    } else if (!isLoopbackAddress(request.socket.remoteAddress)) {
      return reply.code(403).type(text).send("metrics are served to this machine only; set METRICS_TOKEN to read them from elsewhere");
    }
    return reply
      .header("Cache-Control", "no-store")
      .type(metricsRegistry.contentType)
      .send(await metricsRegistry.metrics());
  };
}
