import { Transform, type Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest, preParsingHookHandler } from "fastify";
import { BODY_LIMIT_BYTES } from "./limits.js";

/** A body stream as Fastify's parsers read it: `receivedEncodedLength`, the bytes that came over the wire. */
type BodyStream = Readable & { receivedEncodedLength?: number };

/** An error Fastify answers with `statusCode` (request-errors.ts). */
export function httpError(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * How request bodies are read, for every route unless a route's scope says otherwise:
 * - `Content-Encoding` gzip, deflate or br is inflated, the route's limit counting the inflated bytes (a zip bomb is a
 *   413, and inflating stops there);
 * - JSON (application/json) as JSON.parse reads it, with prototype poisoning refused; only an object or an array, and an
 *   empty body is no body (a hold's `POST` with `Content-Length: 0`);
 * - an SVG document (image/svg+xml) as bytes, for the plan map's route (it sets its own limit);
 * - anything else is read (within the limit) and dropped: the handler sees no body, never a 415 for a type it ignores.
 */
export function configureBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser("error", "ignore");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    const first = text.trimStart()[0];
    if (first === undefined) return done(null, undefined);
    if (first !== "{" && first !== "[") return done(httpError(400, "a JSON body is an object or an array"), undefined);
    parseJson(request, text, done);
  });
  app.addContentTypeParser("image/svg+xml", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, _body, done) => done(null, undefined));
  app.addHook("preParsing", inflateBody);
}

const inflateBody: preParsingHookHandler = (request, reply, payload, done) => {
  const encoding = request.headers["content-encoding"]?.trim().toLowerCase() ?? "identity";
  if (encoding === "identity") return done(null, payload);
  const inflate =
    encoding === "gzip" || encoding === "x-gzip"
      ? createGunzip()
      : encoding === "deflate"
        ? createInflate()
        : encoding === "br"
          ? createBrotliDecompress()
          : null;
  if (!inflate) return done(httpError(415, `unsupported content encoding "${encoding}"`), undefined);
  done(null, limitedBody(request, reply, payload, request.routeOptions.bodyLimit ?? BODY_LIMIT_BYTES, inflate));
};

/**
 * `payload` (inflated by `inflate`, if given) limited to `limit` bytes as read: past it, a 413. Whatever ends the request
 * first (the body read, a refusal, the answer, the caller gone) stops the inflation and leaves the rest of the body to
 * be drained unread, never inflated.
 */
export function limitedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: BodyStream,
  limit: number,
  inflate?: Transform,
): BodyStream {
  let read = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      read += chunk.length;
      callback(read > limit ? httpError(413, "request entity too large") : null, chunk);
    },
  });
  let received = 0;
  if (payload.receivedEncodedLength === undefined) payload.on("data", (chunk: Buffer) => (received += chunk.length));
  Object.defineProperty(limited as BodyStream, "receivedEncodedLength", { get: () => payload.receivedEncodedLength ?? received });
  const source: Readable = inflate ? payload.pipe(inflate) : payload;
  source.pipe(limited);
  // Not stream.pipeline: a refusal must not destroy the request, whose socket still carries the answer.
  const fail = (error: Error) => limited.destroy(error);
  payload.once("error", fail);
  inflate?.once("error", fail);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    source.unpipe(limited);
    if (inflate) {
      payload.unpipe(inflate);
      inflate.destroy();
    }
    if (payload === request.raw && !request.raw.readableEnded) request.raw.resume();
  };
  limited.once("error", stop);
  reply.raw.once("close", stop);
  return limited;
}
