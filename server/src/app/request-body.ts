import { Transform, type Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import type { FastifyInstance, preParsingHookHandler } from "fastify";

/** A body stream as Fastify's parsers read it: `receivedEncodedLength`, the bytes that came over the wire. */
type BodyStream = Readable & { receivedEncodedLength?: number };

/** An error Fastify answers with `statusCode` (request-errors.ts). */
export function httpError(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * How request bodies are read, for every route unless a route's scope says otherwise:
 * - `Content-Encoding` gzip, deflate or br is inflated, the limits counting the inflated bytes (a zip bomb is a 413);
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

const inflateBody: preParsingHookHandler = (request, _reply, payload, done) => {
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
  done(null, counted(payload, inflate));
};

/** `output`, fed by `input`, reporting the bytes `input` delivered as its encoded length; errors of either end it. */
function counted(input: BodyStream, output: Transform): BodyStream {
  let received = 0;
  input.on("data", (chunk: Buffer) => (received += chunk.length));
  const stream = output as BodyStream;
  Object.defineProperty(stream, "receivedEncodedLength", { get: () => input.receivedEncodedLength ?? received });
  // Not stream.pipeline: a 413 must not destroy the request, whose socket still carries the answer.
  input.on("error", (error) => output.destroy(error));
  input.pipe(output);
  return stream;
}

/** `payload` limited to `limit` bytes (as read, after any inflation): past it, a 413. */
export function limitedBody(payload: BodyStream, limit: number): BodyStream {
  let seen = 0;
  return counted(
    payload,
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        callback(seen > limit ? httpError(413, "request entity too large") : null, chunk);
      },
    }),
  );
}
