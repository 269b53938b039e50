import { gzipSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * A body serialized once and compressed at most once: the first reader that accepts gzip pays for it, every
 * later one gets the same bytes.
 */
export class SharedBody {
  private gzipped: Buffer | undefined;
  constructor(
    readonly body: string,
    readonly etag: string,
    private readonly contentType = "application/json; charset=utf-8",
  ) {}

  /**
   * Answers 304 to a reader that has this version, else the body, gzipped when the reader accepts it. The gzipped
   * bytes are another representation, so they have a tag of their own (`"…-gz"`).
   */
  send(req: IncomingMessage, res: ServerResponse): void {
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const etag = gzip ? `${this.etag.slice(0, -1)}-gz"` : this.etag;
    // Watchers revalidate with If-None-Match and mostly get 304.
    res.setHeader("ETag", etag);
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader("Content-Type", this.contentType);
    let body: string | Buffer = this.body;
    if (gzip) {
      body = this.gzipped ??= gzipSync(this.body, { level: 6 });
      res.setHeader("Content-Encoding", "gzip");
    }
    res.setHeader("Content-Length", Buffer.byteLength(body));
    res.end(req.method === "HEAD" ? undefined : body);
  }
}
