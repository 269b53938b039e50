import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Writable } from "node:stream";
import { isCompressible, sendCompressible, varyOnEncoding } from "./compression.js";
import { logger } from "./logger.js";
import type { SharedBody } from "./shared-body.js";
import { withoutTranslations } from "./without-translations.js";

/**
 * What a REST handler answers besides a JSON value (200, or 204 for undefined). Each writes itself on node's own
 * request and response, so the facade's routes do not depend on the HTTP framework that serves them.
 */
export abstract class RestAnswer {
  abstract write(req: IncomingMessage, res: ServerResponse): Promise<void> | void;
}

/** A JSON answer, not stored by any cache; compressed from 1 kB for a client that takes it. */
export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, value: unknown): void {
  res.statusCode = status;
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  sendCompressible(req, res, JSON.stringify(value, withoutTranslations));
}

class JsonAnswer extends RestAnswer {
  constructor(
    private readonly status: number,
    private readonly value: unknown,
  ) {
    super();
  }

  write(req: IncomingMessage, res: ServerResponse): void {
    sendJson(req, res, this.status, this.value);
  }
}

/** 201 with what was made. */
export function created(value: unknown): RestAnswer {
  return new JsonAnswer(201, value);
}

/**
 * Whether an If-None-Match header names `etag` (weakly compared, RFC 9110). Not express's req.fresh: that
 * ignores the tags of a request with Cache-Control: no-cache, which fetch adds to every request it is given
 * an If-None-Match for, so a browser's revalidation would never get its 304.
 */
export function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag.replace(/^W\//, "");
  });
}

class ContentAnswer extends RestAnswer {
  constructor(
    private readonly status: number,
    private readonly headers: Record<string, string>,
    private readonly body?: string | Buffer,
    private readonly revalidate = false,
  ) {
    super();
  }

  write(req: IncomingMessage, res: ServerResponse): void {
    res.statusCode = this.status;
    for (const [name, value] of Object.entries(this.headers)) res.setHeader(name, value);
    if (this.body !== undefined && this.revalidate) {
      // Express's own weak tag (the etag package's), so callers' caches keep their tags across the change.
      const etag = `W/"${Buffer.byteLength(this.body).toString(16)}-${createHash("sha1").update(this.body).digest("base64").slice(0, 27)}"`;
      res.setHeader("ETag", etag);
      // A 304 says what its 200 would vary on (RFC 9110 section 15.4.5).
      const type = this.headers["Content-Type"];
      if (isCompressible(type, Buffer.byteLength(this.body))) res.setHeader("Vary", varyOnEncoding(res.getHeader("Vary")));
      if (matchesEntityTag(req.headers["if-none-match"], etag)) {
        res.statusCode = 304;
        res.removeHeader("Content-Type");
        return void res.end();
      }
    }
    if (this.body === undefined) return void res.end();
    sendCompressible(req, res, this.body);
  }
}

/**
 * A document as it is (a map, a PDF, a dictionary) with its Content-Type and other headers, compressed from 1 kB when
 * its type is text, JSON or SVG and the client takes it; `revalidate`: tagged by its content (a weak ETag: the same
 * for every coding of it) and answered 304 to a caller that has it.
 */
export function content(
  type: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
  options: { revalidate?: boolean; status?: number } = {},
): RestAnswer {
  return new ContentAnswer(options.status ?? 200, { ...headers, "Content-Type": type }, body, options.revalidate);
}

/** 304: the caller has this version. */
export function notModified(headers: Record<string, string>): RestAnswer {
  return new ContentAnswer(304, headers);
}

class SharedAnswer extends RestAnswer {
  constructor(private readonly body: SharedBody) {
    super();
  }

  write(req: IncomingMessage, res: ServerResponse): void {
    this.body.send(req, res);
  }
}

/** A body serialized once for every reader, revalidated by its ETag and compressed (brotli or gzip) for those who take it. */
export function shared(body: SharedBody): RestAnswer {
  return new SharedAnswer(body);
}

class DownloadAnswer extends RestAnswer {
  constructor(
    private readonly file: { name: string; type: string; what: string },
    private readonly writeTo: (out: Writable) => Promise<void>,
  ) {
    super();
  }

  async write(_req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.statusCode = 200;
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Disposition", `attachment; filename="${this.file.name}"`);
    res.setHeader("Content-Type", this.file.type);
    try {
      await this.writeTo(res);
    } catch (error) {
      // The download has started: a broken file must not pass for a whole one.
      logger.error(`${this.file.what} failed`, { error: String(error), stack: (error as Error)?.stack });
      res.destroy(error as Error);
    }
  }
}

/**
 * A file streamed as it is made (an export): `what` names it in the log should it fail halfway, when the answer has
 * started and the connection is cut instead.
 */
export function download(file: { name: string; type: string; what: string }, writeTo: (out: Writable) => Promise<void>): RestAnswer {
  return new DownloadAnswer(file, writeTo);
}

/** The Content-Type of each spreadsheet export format. */
export const EXPORT_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;
