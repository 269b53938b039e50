import type { IncomingMessage, ServerResponse } from "node:http";
import { codingFor, type ContentCoding, encode, isCompressible, varyOnEncoding } from "./compression.js";

/**
 * A body serialized once and compressed at most once per coding: the first reader that takes brotli (or gzip) pays
 * for it, every later one gets the same bytes.
 */
export class SharedBody {
  private readonly encoded = new Map<ContentCoding, Buffer>();
  private readonly compressible: boolean;

  constructor(
    readonly body: string,
    readonly etag: string,
    private readonly contentType = "application/json; charset=utf-8",
  ) {
    this.compressible = isCompressible(contentType, Buffer.byteLength(body));
  }

  /**
   * Answers 304 to a reader that has this version, else the body, compressed when the reader takes brotli or gzip.
   * Each coding is another representation, so it has a tag of its own (`"…-br"`, `"…-gz"`).
   */
  send(req: IncomingMessage, res: ServerResponse): void {
    const coding = this.compressible ? codingFor(req) : "identity";
    const etag = coding === "identity" ? this.etag : `${this.etag.slice(0, -1)}-${coding === "br" ? "br" : "gz"}"`;
    // Watchers revalidate with If-None-Match and mostly get 304.
    res.setHeader("ETag", etag);
    res.setHeader("Cache-Control", "no-cache");
    if (this.compressible) res.setHeader("Vary", varyOnEncoding(res.getHeader("Vary")));
    if (req.headers["if-none-match"] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader("Content-Type", this.contentType);
    let body: string | Buffer = this.body;
    if (coding !== "identity") {
      body = this.encoded.get(coding) ?? this.encoded.set(coding, encode(this.body, coding)).get(coding)!;
      res.setHeader("Content-Encoding", coding);
    }
    res.setHeader("Content-Length", Buffer.byteLength(body));
    res.end(req.method === "HEAD" ? undefined : body);
  }
}
