/** Tiny HTTP plumbing for the simulator: a parsed request, a response value, and a route table. */
import type { IncomingMessage, ServerResponse } from "node:http";

export interface SimRequest {
  method: string;
  /** Path without the query string. */
  pathname: string;
  query: URLSearchParams;
  /** Lowercase names, first value only. */
  headers: Record<string, string>;
  rawBody: string;
}

export interface SimResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Runs once the response has been sent (used to fire callbacks after the redirect). */
  after?: () => void;
}

export type RouteHandler = (req: SimRequest, params: string[]) => Promise<SimResponse> | SimResponse;

export interface Route {
  method: "GET" | "POST";
  /** Anchored pattern on the pathname; capture groups become `params`. */
  pattern: RegExp;
  handler: RouteHandler;
}

export function findRoute(routes: readonly Route[], req: SimRequest): { route: Route; params: string[] } | null {
  for (const route of routes) {
    if (route.method !== req.method) continue;
    const match = route.pattern.exec(req.pathname);
    if (match) return { route, params: match.slice(1).map((p) => decodeURIComponent(p)) };
  }
  return null;
}

const MAX_BODY_BYTES = 1024 * 1024;

export async function readRequest(incoming: IncomingMessage): Promise<SimRequest> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error("request body too large");
    chunks.push(buffer);
  }
  const url = new URL(incoming.url ?? "/", "http://simulator.invalid");
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? (value[0] ?? "") : value;
  }
  return {
    method: (incoming.method ?? "GET").toUpperCase(),
    pathname: url.pathname,
    query: url.searchParams,
    headers,
    rawBody: Buffer.concat(chunks).toString("utf8"),
  };
}

export function writeResponse(res: ServerResponse, response: SimResponse): void {
  const body = response.body ?? "";
  res.writeHead(response.status, { ...response.headers, "content-length": String(Buffer.byteLength(body)) });
  res.end(body);
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): SimResponse {
  return { status, headers: { "content-type": "application/json; charset=utf-8", ...headers }, body: JSON.stringify(value) };
}

/** Sends an already serialised JSON text (when the exact bytes were signed). */
export function jsonText(status: number, body: string, headers: Record<string, string> = {}): SimResponse {
  return { status, headers: { "content-type": "application/json; charset=utf-8", ...headers }, body };
}

export function html(status: number, body: string): SimResponse {
  return { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }, body };
}

export function redirect(location: string, after?: () => void): SimResponse {
  return { status: 302, headers: { location, "cache-control": "no-store" }, body: "", after };
}

/** First value of each query parameter. */
export function firstValues(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of params) if (!(name in out)) out[name] = value;
  return out;
}

/** Parses a JSON object body; null when it is not a JSON object. */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Appends parameters to a merchant URL, keeping whatever query it already has (§8.1: the merchant
 * may put its own ids in the return URL).
 */
export function appendParams(base: string, params: ReadonlyArray<readonly [string, string]>): string {
  const url = new URL(base);
  for (const [name, value] of params) url.searchParams.append(name, value);
  return url.toString();
}
