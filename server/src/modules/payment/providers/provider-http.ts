import { timingSafeEqual } from "node:crypto";
import { ProviderUnavailable } from "../payment-provider.js";

export type FetchLike = typeof globalThis.fetch;

export interface HttpReply {
  status: number;
  /** Lowercase header names. */
  headers: Record<string, string>;
  body: string;
}

const TIMEOUT_MS = 10_000;

/** One HTTP call to a provider: 10 s timeout; network errors and non-2xx answers become ProviderUnavailable. */
export async function providerRequest(
  provider: string,
  fetchFn: FetchLike,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  acceptStatus: (status: number) => boolean = (status) => status >= 200 && status < 300,
): Promise<HttpReply> {
  let response: Response;
  let body: string;
  try {
    response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    body = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new ProviderUnavailable(provider, timedOut ? "request timed out" : "network error");
  }
  if (!acceptStatus(response.status)) throw new ProviderUnavailable(provider, `HTTP ${response.status}`);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return { status: response.status, headers, body };
}

/** Parses a JSON object answer; anything else is ProviderUnavailable. */
export function parseJsonObject(provider: string, body: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new ProviderUnavailable(provider, "response is not JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new ProviderUnavailable(provider, "response is not a JSON object");
  return parsed as Record<string, unknown>;
}

/** Constant-time string comparison (the length difference is not hidden; signatures have a fixed length). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Cuts a string to at most `max` characters (code points, so a surrogate pair is never split). */
export function truncate(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : chars.slice(0, max).join("");
}
