import "reflect-metadata";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app.js";
import { gqlData, requestText } from "../helpers/read-api.js";

// A stand-in for the built client, so the single-page-app fallback can be checked exactly.
const clientDist = mkdtempSync(path.join(os.tmpdir(), "client-dist-"));
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Seat booking</title></head><body><div id="root" data-marker="spa-index"></div></body></html>`;
writeFileSync(path.join(clientDist, "index.html"), INDEX_HTML);
mkdirSync(path.join(clientDist, "assets"));
writeFileSync(path.join(clientDist, "assets", "app-1234.js"), "console.log('app');");
// The build's compressed copies (client/vite.config.ts, precompress) of a larger asset.
const LARGE_ASSET = `console.log(${JSON.stringify("x".repeat(4000))});`;
writeFileSync(path.join(clientDist, "assets", "large-1234.js"), LARGE_ASSET);
writeFileSync(path.join(clientDist, "assets", "large-1234.js.br"), brotliCompressSync(LARGE_ASSET));
writeFileSync(path.join(clientDist, "assets", "large-1234.js.gz"), gzipSync(LARGE_ASSET));
// What a build tool may leave beside the files (Vite's .vite/manifest.json): never served.
mkdirSync(path.join(clientDist, ".vite"));
writeFileSync(path.join(clientDist, ".vite", "manifest.json"), '{"secret":"build internals"}');
writeFileSync(path.join(clientDist, ".env"), "SECRET=1");

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { CLIENT_DIST: clientDist } });
});
afterAll(async () => {
  await app?.stop();
  rmSync(clientDist, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("health checks", () => {
  it("GET /healthz answers 200", async () => {
    const response = await requestText(app, "/healthz");
    expect(response.status).toBe(200);
    expect(response.body).toBe("ok");
  });

  it("GET /readyz answers 200 when the database answers", async () => {
    const response = await requestText(app, "/readyz");
    expect(response.status).toBe(200);
    expect(response.body).toBe("ready");
  });

  it("GET /readyz answers 503 when the database does not, and recovers", async () => {
    const dataSource = app.services.dataSource;
    const original = dataSource.query.bind(dataSource);
    // Only the readiness probe's query fails; background jobs keep their database.
    vi.spyOn(dataSource, "query").mockImplementation(((sql: string, ...rest: unknown[]) =>
      sql === "SELECT 1"
        ? Promise.reject(new Error("connection refused"))
        : (original as (...args: unknown[]) => Promise<unknown>)(sql, ...rest)) as typeof dataSource.query);
    const down = await requestText(app, "/readyz");
    expect(down.status).toBe(503);
    expect(down.body).not.toContain("connection refused");
    expect((await requestText(app, "/healthz")).status).toBe(200);
    vi.restoreAllMocks();
    expect((await requestText(app, "/readyz")).status).toBe(200);
  });
});

describe("the single-page app", () => {
  it.each(["/en/events", "/fi/events/0d2c5a4e-8f1b-4c3a-9e7d-6b5a4c3d2e1f", "/sv/checkout", "/events"])(
    "GET %s answers the client's index.html",
    async (url) => {
      const response = await requestText(app, url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.body).toContain('data-marker="spa-index"');
      expect(response.headers.get("cache-control")).toBe("no-cache");
    },
  );

  it("redirects / to the visitor's language (page-head.int-spec.ts has the order)", async () => {
    const response = await requestText(app, "/", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en");
  });

  it("serves built assets as immutable files", async () => {
    const response = await requestText(app, "/assets/app-1234.js");
    expect(response.status).toBe(200);
    expect(response.body).toBe("console.log('app');");
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("serves an asset's compressed copy to a browser that accepts it, the file itself to others", async () => {
    const get = (encoding: string | null) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const request = http.get(
          `${app.url}/assets/large-1234.js`,
          { headers: encoding ? { "accept-encoding": encoding } : {} },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          },
        );
        request.on("error", reject);
      });
    const brotli = await get("gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotli.headers.vary).toContain("Accept-Encoding");
    expect(brotli.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(LARGE_ASSET);

    const gzipped = await get("gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(LARGE_ASSET);

    for (const encoding of [null, "identity", "br;q=0, gzip;q=0"]) {
      const plain = await get(encoding);
      expect(plain.headers["content-encoding"], String(encoding)).toBeUndefined();
      expect(plain.body.toString(), String(encoding)).toBe(LARGE_ASSET);
    }
    // An asset without compressed copies, and a name that is not an asset, are not made up.
    expect((await requestText(app, "/assets/app-1234.js", { headers: { "accept-encoding": "br" } })).body).toBe("console.log('app');");
    expect(
      (await requestText(app, "/assets/missing-1234.js", { headers: { "accept-encoding": "br" } })).headers.get("content-encoding"),
    ).toBeNull();
  });

  it("serves no dotfile of the build: its path is a page of the app", async () => {
    for (const url of ["/.vite/manifest.json", "/.env", "/assets/.hidden"]) {
      const response = await requestText(app, url);
      expect(response.status, url).toBe(200);
      expect(response.body, url).toContain('data-marker="spa-index"');
      expect(response.body, url).not.toContain("secret");
    }
  });

  it("never answers an /api path with the client's HTML", async () => {
    const response = await requestText(app, "/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.body).not.toContain("spa-index");
  });

  it("names a published occasion's plan on its seat map's page, and nothing else", async () => {
    const rows: Array<{ id: string; plan_id: string }> = await app.services.dataSource.query(
      `SELECT o.id, o.plan_id FROM occasions o JOIN events e ON e.id = o.event_id WHERE o.published AND e.published LIMIT 1`,
    );
    const { id, plan_id: planId } = rows[0]!;
    const page = await requestText(app, `/fi/occasions/${id}`);
    expect(page.body).toContain(`<meta name="occasion-plan" content="${id} ${planId}" /></head>`);
    expect(page.body).toContain('data-marker="spa-index"');

    await app.services.dataSource.query(`UPDATE occasions SET published = false WHERE id = $1`, [id]);
    try {
      expect((await requestText(app, `/fi/occasions/${id}`)).body).not.toContain("occasion-plan");
    } finally {
      await app.services.dataSource.query(`UPDATE occasions SET published = true WHERE id = $1`, [id]);
    }
    for (const url of [`/fi/occasions/${id}/checkout`, "/fi/occasions/not-a-uuid", "/fi/occasions/0d2c5a4e-8f1b-4c3a-9e7d-6b5a4c3d2e1f"]) {
      const other = await requestText(app, url);
      expect(other.status, url).toBe(200);
      expect(other.body, url).not.toContain("occasion-plan");
    }
  });

  it("leaves /graphql to GraphQL", async () => {
    expect((await gqlData<{ languages: unknown[] }>(app, `{ languages { id } }`)).languages).toHaveLength(3);
  });
});

describe("security headers", () => {
  it.each(["/api/events", "/api/settings", "/en/events", "/healthz"])(
    "%s carries Referrer-Policy, nosniff and frame options",
    async (url) => {
      const response = await requestText(app, url);
      expect(response.headers.get("referrer-policy")).toBe("same-origin");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(response.headers.get("x-powered-by")).toBeNull();
    },
  );

  it("REST answers are not cached", async () => {
    for (const url of ["/api/events", "/api/settings", "/api/languages", "/api/authenticate"]) {
      expect((await requestText(app, url)).headers.get("cache-control"), url).toBe("no-store");
    }
  });
});
