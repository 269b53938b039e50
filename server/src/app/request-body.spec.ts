import { EventEmitter } from "node:events";
import { Readable } from "node:stream";
import { createGunzip, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { limitedBody } from "./request-body.js";

/** A request whose body is `body`, sent in 16 kB chunks, and an answer that closes when told. */
function exchange(body: Buffer) {
  const chunks: Buffer[] = [];
  for (let at = 0; at < body.length; at += 16_384) chunks.push(body.subarray(at, at + 16_384));
  const raw = Readable.from(chunks, { objectMode: false });
  const answer = new EventEmitter();
  return { request: { raw } as unknown as FastifyRequest, reply: { raw: answer } as unknown as FastifyReply, raw, answer };
}

/** Reads a stream to its end or error: the bytes read, and the error. */
function drain(stream: Readable): Promise<{ bytes: number; error?: Error }> {
  return new Promise((resolve) => {
    let bytes = 0;
    stream.on("data", (chunk: Buffer) => (bytes += chunk.length));
    stream.on("end", () => resolve({ bytes }));
    stream.on("error", (error) => resolve({ bytes, error }));
  });
}

describe("limitedBody", () => {
  it("passes a body within the limit whole, counting the bytes that came over the wire", async () => {
    const json = Buffer.from(JSON.stringify({ query: "{ languages { id } }" }));
    const gzipped = gzipSync(json);
    const { request, reply, raw } = exchange(gzipped);
    const body = limitedBody(request, reply, raw, 1_000, createGunzip()) as Readable & { receivedEncodedLength: number };
    expect(await drain(body)).toEqual({ bytes: json.length });
    expect(body.receivedEncodedLength).toBe(gzipped.length);
  });

  it("stops inflating a zip bomb at the limit: a 413, and the inflater destroyed", async () => {
    const bomb = gzipSync(Buffer.alloc(256 * 1024 * 1024));
    const { request, reply, raw } = exchange(bomb);
    const inflate = createGunzip();
    const read = await drain(limitedBody(request, reply, raw, 100_000, inflate));
    expect((read.error as Error & { statusCode: number }).statusCode).toBe(413);
    expect(read.bytes).toBeLessThanOrEqual(100_000);
    expect(inflate.destroyed).toBe(true);
  });

  it("stops inflating when the answer goes first (a refusal before the body is read)", async () => {
    const bomb = gzipSync(Buffer.alloc(256 * 1024 * 1024));
    const { request, reply, raw, answer } = exchange(bomb);
    const inflate = createGunzip();
    limitedBody(request, reply, raw, 4_000_000, inflate);
    answer.emit("close");
    expect(inflate.destroyed).toBe(true);
  });
});
