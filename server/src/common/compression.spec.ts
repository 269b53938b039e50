import type { IncomingMessage } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { codingFor, COMPRESS_MIN_BYTES, encode, isCompressible, varyOnEncoding } from "./compression.js";

const asking = (acceptEncoding?: string, method = "GET") =>
  ({ method, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }) as IncomingMessage;

describe("codingFor", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.4", "gzip"],
    ["deflate", "identity"],
    ["*", "br"],
    ["br;q=0, *", "gzip"],
    ["br;q=0, gzip;q=0, *", "identity"],
    ["*;q=0, gzip", "gzip"],
    ["GZIP", "gzip"],
    ["gzip; q=0.8, br; q=0.9", "br"],
    ["br;q=abc, gzip", "gzip"],
    ["identity", "identity"],
    ["", "identity"],
    [undefined, "identity"],
  ])("Accept-Encoding %j answers in %s", (header, coding) => {
    expect(codingFor(asking(header))).toBe(coding);
  });

  it("answers HEAD as it is: no coding worked out for a body not sent", () => {
    expect(codingFor(asking("gzip, br", "HEAD"))).toBe("identity");
  });
});

describe("isCompressible", () => {
  it("takes text, JSON (GraphQL's too) and SVG from 1 kB", () => {
    for (const type of ["application/json; charset=utf-8", "application/graphql-response+json", "image/svg+xml", "text/html", "text/csv"])
      expect(isCompressible(type, COMPRESS_MIN_BYTES)).toBe(true);
    expect(isCompressible("application/json", COMPRESS_MIN_BYTES - 1)).toBe(false);
  });

  it("leaves already compressed types and unknown types alone", () => {
    for (const type of ["application/pdf", "image/png", "application/zip", undefined]) expect(isCompressible(type, 100_000)).toBe(false);
  });
});

describe("encode", () => {
  const body = JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Łukasz Ščerbanović ${index}` })));

  it("round-trips brotli and gzip, and shrinks a repetitive answer", () => {
    const br = encode(body, "br");
    const gzip = encode(body, "gzip");
    expect(brotliDecompressSync(br).toString()).toBe(body);
    expect(gunzipSync(gzip).toString()).toBe(body);
    expect(br.length).toBeLessThan(Buffer.byteLength(body) / 5);
    expect(encode(body, "identity").toString()).toBe(body);
  });
});

describe("varyOnEncoding", () => {
  it("adds Accept-Encoding once to what an answer already varies on", () => {
    expect(varyOnEncoding(undefined)).toBe("Accept-Encoding");
    expect(varyOnEncoding("Origin")).toBe("Origin, Accept-Encoding");
    expect(varyOnEncoding("accept-encoding")).toBe("accept-encoding");
    expect(varyOnEncoding(["Origin", "Cookie"])).toBe("Origin, Cookie, Accept-Encoding");
    expect(varyOnEncoding("*")).toBe("*");
  });
});
