import { timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
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
