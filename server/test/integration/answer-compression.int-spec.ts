/**
 * Answers compressed on the wire (issue 37): GraphQL answers, REST JSON, dictionaries and plan maps over 1 kB go out in
 * brotli or gzip as the client's Accept-Encoding asks, with Vary; small answers and clients that take no coding get
 * them as they are; a revalidated answer still gets its 304.
 */
import "reflect-metadata";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../helpers/booking-app.js";
import { demoIds, type DemoIds } from "../helpers/booking-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
});

afterAll(async () => {
  await app?.stop();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire. */
  wire: Buffer;
  /** The body once its Content-Encoding is undone. */
  text: string;
}

/** One request through node:http, which (unlike fetch) leaves the answer's coding as it came. */
function raw(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(new URL(path, app.url), { method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const wire = Buffer.concat(chunks);
        const coding = res.headers["content-encoding"];
        const decoded = coding === "br" ? brotliDecompressSync(wire) : coding === "gzip" ? gunzipSync(wire) : wire;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, wire, text: decoded.toString("utf8") });
      });
    });
    sent.on("error", reject);
    sent.end(options.body);
  });
}

const EVENTS_QUERY = JSON.stringify({ query: "{ events { id name description occasions { id name startTime } } }" });
const graphql = (acceptEncoding?: string, body = EVENTS_QUERY) =>
  raw("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) },
    body,
  });

describe("GraphQL answers", () => {
  it("go out in brotli to a browser, gzip to a gzip-only client, as they are to one that takes no coding", async () => {
    const plain = await graphql();
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.wire.length).toBeGreaterThan(1024);
    const events = (JSON.parse(plain.text) as { data: { events: unknown[] } }).data.events;
    expect(events.length).toBeGreaterThan(0);

    const brotli = await graphql("gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(brotli.text)).toEqual(JSON.parse(plain.text));
    expect(brotli.wire.length).toBeLessThan(plain.wire.length / 2);
    expect(Number(brotli.headers["content-length"])).toBe(brotli.wire.length);

    const gzip = await graphql("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gzip.text)).toEqual(JSON.parse(plain.text));

    const refused = await graphql("br;q=0, gzip;q=0");
    expect(refused.headers["content-encoding"]).toBeUndefined();
    const anyButBrotli = await graphql("br;q=0, *");
    expect(anyButBrotli.headers["content-encoding"]).toBe("gzip");
  });

  it("leaves an answer under 1 kB as it is", async () => {
    const small = await graphql("br", JSON.stringify({ query: "{ __typename }" }));
    expect(small.status).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.text)).toEqual({ data: { __typename: "Query" } });
  });
});

describe("REST answers", () => {
  it("a dictionary: brotli, with its validator, and a 304 when revalidated in either coding", async () => {
    const first = await raw("/api/dictionaries/fi/ui.json", { headers: { "accept-encoding": "br" } });
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(Object.keys(JSON.parse(first.text) as object).length).toBeGreaterThan(5);
    const etag = String(first.headers["etag"]);
    expect(etag).toMatch(/^W\//);

    const plain = await raw("/api/dictionaries/fi/ui.json");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(first.text);
    expect(plain.headers["etag"]).toBe(etag);

    for (const coding of ["br", "gzip", "identity"]) {
      const again = await raw("/api/dictionaries/fi/ui.json", { headers: { "accept-encoding": coding, "if-none-match": etag } });
      expect(again.status, coding).toBe(304);
      expect(again.wire.length, coding).toBe(0);
      expect(again.headers["vary"], `${coding}: a 304 varies as its 200`).toMatch(/Accept-Encoding/i);
    }
  });

  it("a plan's map and its places: compressed SVG and JSON", async () => {
    const planId = demo.planId;
    const map = await raw(`/api/plans/${planId}/map.svg`, { headers: { "accept-encoding": "gzip, br" } });
    expect(map.status).toBe(200);
    expect(map.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(map.headers["content-encoding"]).toBe("br");
    expect(map.text).toMatch(/^<svg|^<\?xml/);
    const plain = await raw(`/api/plans/${planId}/map.svg`);
    expect(map.text).toBe(plain.text);
    expect(map.wire.length).toBeLessThan(plain.wire.length / 2);

    const places = await raw(`/api/plans/${planId}/spaces`, { headers: { "accept-encoding": "br" } });
    expect(places.status).toBe(200);
    expect(places.headers["content-encoding"]).toBe("br");
    const body = JSON.parse(places.text) as { id: string; spaces: unknown[] };
    expect(body.id).toBe(planId);
    expect(body.spaces.length).toBeGreaterThan(20);
  });

  it("an occasion page answers brotli or gzip, each with a validator of its own", async () => {
    const occasionId = demo.occasions.Matinee!;
    const brotli = await raw(`/api/occasions/${occasionId}`, { headers: { "accept-encoding": "gzip, br" } });
    const gzip = await raw(`/api/occasions/${occasionId}`, { headers: { "accept-encoding": "gzip" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotli.text).toBe(gzip.text);
    expect(brotli.headers["etag"]).not.toBe(gzip.headers["etag"]);
    const again = await raw(`/api/occasions/${occasionId}`, {
      headers: { "accept-encoding": "gzip, br", "if-none-match": String(brotli.headers["etag"]) },
    });
    expect(again.status).toBe(304);
  });
});
