import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import { CACHE_LIMITS, createCache } from "./caches.js";

/** A content coding the server answers in. */
export type ContentCoding = "br" | "gzip" | "identity";

/** Answers smaller than this go as they are: a header or two of overhead would eat what compression saves. */
export const COMPRESS_MIN_BYTES = 1024;

/** Types worth compressing: text, JSON (GraphQL's too), SVG, JavaScript, XML. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|graphql-response\+json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

/**
 * Brotli at quality 5: for answers compressed as they go out (or once per snapshot), about gzip's speed with a
 * tenth smaller output; quality 11, the library's default, costs 20-50 times the CPU. Built assets are compressed
 * at build time at the highest quality.
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** The coding chosen for each Accept-Encoding header seen: browsers send a handful of distinct ones. */
const chosen = createCache<string, ContentCoding>(CACHE_LIMITS.acceptEncodings);

/** The coding to answer `req` in: brotli, else gzip, as its Accept-Encoding allows; identity otherwise. HEAD: identity. */
export function codingFor(req: IncomingMessage): ContentCoding {
  const header = req.headers["accept-encoding"];
  if (!header || req.method === "HEAD") return "identity";
  let coding = chosen.get(header);
  if (coding === undefined) chosen.set(header, (coding = negotiate(header)));
  return coding;
}

/**
 * RFC 9110 section 12.5.3: each coding's weight, `*` for any not named, `;q=0` a refusal. The heavier of brotli and
 * gzip wins (brotli on a tie); neither acceptable, identity.
 */
export function negotiate(header: string): ContentCoding {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : "identity";
}

/** Whether an answer of this type and size is worth compressing. */
export function isCompressible(contentType: string | undefined, bytes: number): boolean {
  return bytes >= COMPRESS_MIN_BYTES && contentType !== undefined && COMPRESSIBLE.test(contentType);
}

/** A Vary header's value with Accept-Encoding added (to what an answer already varies on). */
export function varyOnEncoding(vary: number | string | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(",") : String(vary ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes("*") || names.some((name) => name.toLowerCase() === "accept-encoding")) return names.join(", ");
  return [...names, "Accept-Encoding"].join(", ");
}

/** `body` in `coding` (as it is for identity). */
export function encode(body: string | Buffer, coding: ContentCoding): Buffer {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  if (coding === "br") return brotliCompressSync(bytes, BROTLI_OPTIONS);
  if (coding === "gzip") return gzipSync(bytes, { level: 6 });
  return bytes;
}

/**
 * Sends `body` with the headers already set on `res`, compressed when its type and size are worth it and the client
 * takes a coding: Content-Encoding, Vary and Content-Length follow. HEAD gets the headers alone.
 */
export function sendCompressible(req: IncomingMessage, res: ServerResponse, body: string | Buffer): void {
  const type = res.getHeader("Content-Type");
  let out: string | Buffer = body;
  if (isCompressible(typeof type === "string" ? type : undefined, Buffer.byteLength(body))) {
    res.setHeader("Vary", varyOnEncoding(res.getHeader("Vary")));
    const coding = codingFor(req);
    if (coding !== "identity") {
      out = encode(body, coding);
      res.setHeader("Content-Encoding", coding);
    }
  }
  res.setHeader("Content-Length", Buffer.byteLength(out));
  res.end(req.method === "HEAD" ? undefined : out);
}
