import type { ServerResponse } from "node:http";
import { CACHE_LIMITS, createCache } from "../common/caches.js";
import { BOOT_SCRIPT_SOURCE } from "./boot-script.js";

/** A Host as browsers send it (name or address, optional port): anything else is left out of the policy. */
const PLAIN_HOST = /^[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/i;

/**
 * The Content-Security-Policy of every answer (DESIGN section 7.1). What the app needs beyond 'self':
 * - styles inline: Mantine and the GraphQL explorer's editor inject <style> elements, and the plan's SVG
 *   (inlined into the seat map) carries style attributes and its plan styles;
 * - images and fonts as data: URLs (in plan SVGs and the explorer's bundled fonts);
 * - the GraphQL WebSocket on this same origin (older browsers do not count ws: as 'self');
 * - the explorer's editor workers, files of this origin;
 * - the seat map's boot script (boot-script.ts), by its hash: the one inline script a page may run.
 * No form-action: the checkout posts a form to the payment provider's page.
 */
export function contentSecurityPolicy(host: string, framedBy: readonly string[] = []): string {
  const key = framedBy.length === 0 ? host : `${host} ${framedBy.join(" ")}`;
  let policy = policies.get(key);
  if (policy === undefined) {
    policy = policyFor(host, framedBy);
    policies.set(key, policy);
  }
  return policy;
}

/** Policies by Host: built once per host a server is reached by, not once per answer. */
const policies = createCache<string, string>(CACHE_LIMITS.contentSecurityPolicies);

function policyFor(host: string, framedBy: readonly string[]): string {
  const websocket = host && PLAIN_HOST.test(host) ? ` ws://${host} wss://${host}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' ${BOOT_SCRIPT_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${websocket}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["frame-ancestors 'self'", ...framedBy].join(" "),
  ].join("; ");
}

/** A year; browsers remember to use HTTPS only, for this host. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * Headers on every answer (app/edge.ts). HSTS only over HTTPS (req.secure, which honours TRUST_PROXY for a TLS proxy):
 * browsers ignore it over HTTP, and a development server must never pin localhost to HTTPS.
 */
export function setSecurityHeaders(res: ServerResponse, host: string, secure: boolean): void {
  res.setHeader("Referrer-Policy", "same-origin");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(host));
  if (secure) res.setHeader("Strict-Transport-Security", `max-age=${HSTS_MAX_AGE_SECONDS}`);
}

/**
 * The embed page's framing (issue 40): pages of `origins` (normalized origins the administrator listed) may frame it
 * besides the app itself. X-Frame-Options goes: it cannot name other sites (ALLOW-FROM is obsolete and ignored), and a
 * browser that knows frame-ancestors ignores X-Frame-Options anyway, so only CSP decides, for this answer alone.
 */
export function allowFramingBy(res: ServerResponse, host: string, origins: readonly string[]): void {
  res.removeHeader("X-Frame-Options");
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(host, origins));
}
