import { Negotiator } from "@fastify/accept-negotiator";
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

const negotiator = new Negotiator<ContentCoding>({
  supportedValues: ["br", "gzip", "identity"],
  // Browsers send a handful of distinct headers: each is parsed once.
  cache: createCache<string, string>(CACHE_LIMITS.acceptEncodings),
});

/** The coding to answer `req` in: brotli, else gzip, as its Accept-Encoding allows; identity otherwise. */
export function codingFor(req: IncomingMessage): ContentCoding {
  const header = req.headers["accept-encoding"];
  return header ? (negotiator.negotiate(header) ?? "identity") : "identity";
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
