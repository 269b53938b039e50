import "reflect-metadata";
import http from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app.js";
import { BOOT_SCRIPT_SOURCE } from "../../src/app/boot-script.js";

// A stand-in for the built client: the explorer page is the client's index.html.
const clientDist = mkdtempSync(path.join(os.tmpdir(), "client-dist-"));
writeFileSync(
  path.join(clientDist, "index.html"),
  `<!doctype html><html><body><div id="root" data-marker="spa-index"></div></body></html>`,
);
mkdirSync(path.join(clientDist, "assets"));
writeFileSync(path.join(clientDist, "assets", "app-1234.js"), "console.log('app');");

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

let app: TestApp;
let behindProxy: TestApp;
let sandboxOff: TestApp;
beforeAll(async () => {
  [app, behindProxy, sandboxOff] = await Promise.all([
    startTestApp({ env: { CLIENT_DIST: clientDist } }),
    startTestApp({ env: { CLIENT_DIST: clientDist, TRUST_PROXY: "1" } }),
    startTestApp({ env: { CLIENT_DIST: clientDist, GRAPHQL_SANDBOX: "false" } }),
  ]);
});
afterAll(async () => {
  await Promise.all([app?.stop(), behindProxy?.stop(), sandboxOff?.stop()]);
  rmSync(clientDist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header: name -> sources. */
function directives(header: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

const postGraphQL = (target: TestApp, body: string, headers: Record<string, string> = {}) =>
  target.request("/graphql", { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

/** What Express's own error page shows in development: HTML, the stack and the server's file paths. */
function expectNoInternals(body: string): void {
  expect(body).not.toMatch(/<html|<pre>|<!doctype/i);
  expect(body).not.toMatch(/\bat [\w.<>]+ \(|SyntaxError|node_modules|\/server\/|\.js:\d+/);
}

describe("Content-Security-Policy and nosniff", () => {
  const ANSWERS: Array<[string, () => Promise<Response>]> = [
    ["an app page", () => app.request("/en/events", { headers: { accept: BROWSER_ACCEPT } })],
    ["the root page", () => app.request("/")],
    ["a built asset", () => app.request("/assets/app-1234.js")],
    ["a REST answer", () => app.request("/api/events")],
    ["a REST error", () => app.request("/api/no-such-thing")],
    ["a GraphQL answer", () => postGraphQL(app, JSON.stringify({ query: "{ languages { id } }" }))],
    ["the GraphQL explorer page", () => app.request("/graphql", { headers: { accept: BROWSER_ACCEPT } })],
    ["a health check", () => app.request("/healthz")],
  ];

  it.each(ANSWERS)("%s carries the policy and X-Content-Type-Options: nosniff", async (_name, answer) => {
    const response = await answer();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const policy = directives(response.headers.get("content-security-policy"));
    expect(policy.get("script-src")).toEqual(["'self'", BOOT_SCRIPT_SOURCE]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });

  it("lets the app do what it needs: inline styles (Mantine, plan SVGs), data: images and fonts, its own WebSocket", async () => {
    const response = await app.request("/en/events");
    const policy = directives(response.headers.get("content-security-policy"));
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("img-src")).toEqual(expect.arrayContaining(["'self'", "data:"]));
    expect(policy.get("font-src")).toEqual(expect.arrayContaining(["'self'", "data:"]));
    const host = new URL(app.url).host;
    expect(policy.get("connect-src")).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
    // The checkout posts its form to the payment provider's page: no form-action.
    expect(policy.has("form-action")).toBe(false);
    expect(response.headers.get("content-security-policy")).not.toContain("unsafe-eval");
  });

  it("names no WebSocket origin for a Host header that is not a plain host", async () => {
    const policy = directives(await policyForHost(app, "evil.example; script-src *"));
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'", BOOT_SCRIPT_SOURCE]);
  });

  it("the plan map keeps its own stricter policy", async () => {
    const plans = (await (await app.request("/api/plans")).json()) as Array<{ id: string }>;
    const response = await app.request(`/api/plans/${plans[0]!.id}/map.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
  });
});

/** The policy answered for a request with this Host header (fetch will not set Host; node:http does). */
function policyForHost(target: TestApp, host: string): Promise<string | null> {
  const url = new URL(target.url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path: "/en/events", headers: { host } }, (response) => {
      response.resume();
      const policy = response.headers["content-security-policy"];
      resolve(policy === undefined ? null : String(policy));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("Strict-Transport-Security", () => {
  it("is sent over HTTPS: behind a trusted proxy (TRUST_PROXY hop count) that says X-Forwarded-Proto: https", async () => {
    for (const url of ["/en/events", "/api/events"]) {
      const response = await behindProxy.request(url, { headers: { "x-forwarded-proto": "https" } });
      expect(response.headers.get("strict-transport-security"), url).toMatch(/^max-age=\d{7,}$/);
    }
  });

  it("is not sent over plain HTTP", async () => {
    expect((await behindProxy.request("/en/events")).headers.get("strict-transport-security")).toBeNull();
    expect(
      (await behindProxy.request("/en/events", { headers: { "x-forwarded-proto": "http" } })).headers.get("strict-transport-security"),
    ).toBeNull();
  });

  it("is not sent when X-Forwarded-Proto comes from a client no proxy setting trusts", async () => {
    const response = await app.request("/en/events", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("a body that is not JSON, or too large", () => {
  it("GraphQL answers a GraphQL error with code BAD_REQUEST and status 400, translated, without internals", async () => {
    const response = await postGraphQL(app, '{"query": "{ languages { id } }"', { "accept-language": "fi" });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const text = await response.text();
    expectNoInternals(text);
    expect(JSON.parse(text)).toEqual({
      errors: [{ message: "Virheellinen pyyntö", extensions: { code: "BAD_REQUEST", status: 400 } }],
    });
  });

  it("GraphQL answers 413 with code PAYLOAD_TOO_LARGE for a body over the limit", async () => {
    const body = JSON.stringify({ query: `{ languages { id } } # ${"x".repeat(200_000)}` });
    const response = await postGraphQL(app, body, { "accept-language": "sv" });
    expect(response.status).toBe(413);
    const text = await response.text();
    expectNoInternals(text);
    expect(JSON.parse(text)).toEqual({
      errors: [{ message: "Begäran är för stor", extensions: { code: "PAYLOAD_TOO_LARGE", status: 413 } }],
    });
  });

  it("REST answers a plain-text 400 in the ?lng= language", async () => {
    const response = await app.request("/api/login?lng=fi", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expectNoInternals(text);
    expect(text).toBe("Virheellinen pyyntö");
  });

  it("without ?lng= REST answers in the browser's Accept-Language (and ?lng= wins over it)", async () => {
    const bad = { method: "POST", body: '{"email": ' };
    const finnish = await app.request("/api/login", {
      ...bad,
      headers: { "content-type": "application/json", "accept-language": "fi-FI,fi;q=0.9" },
    });
    expect(await finnish.text()).toBe("Virheellinen pyyntö");
    const swedish = await app.request("/api/login?lng=sv", {
      ...bad,
      headers: { "content-type": "application/json", "accept-language": "fi" },
    });
    expect(await swedish.text()).toBe("Felaktig begäran");
    const missing = await app.request("/api/no-such-path", { headers: { "accept-language": "sv" } });
    expect([missing.status, await missing.text()]).toEqual([404, "Hittades inte"]);
  });

  it("REST answers a plain-text 413, also on the payment providers' paths", async () => {
    for (const url of ["/api/login?lng=fi", "/api/payments/paytrail/callback?lng=fi"]) {
      const response = await app.request(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "x".repeat(200_000) }),
      });
      expect(response.status, url).toBe(413);
      expect(response.headers.get("content-type"), url).toMatch(/^text\/plain/);
      const text = await response.text();
      expectNoInternals(text);
      expect(text, url).toBe("Pyyntö on liian suuri");
    }
  });
});

describe("a compressed body", () => {
  const post = (url: string, encoding: string, body: Buffer) =>
    app.request(url, {
      method: "POST",
      headers: { "content-type": "application/json", "content-encoding": encoding },
      body: new Uint8Array(body),
    });

  it("is inflated, and one that inflates past the limit is a 413, in the caller's language", async () => {
    // 64 MiB of JSON whitespace in a 64 kB gzip body: a zip bomb against the 100 kB limit.
    const bomb = gzipSync(Buffer.concat([Buffer.from('{"email":"'), Buffer.alloc(64 * 1024 * 1024, 0x20), Buffer.from('"}')]));
    for (const url of ["/api/login?lng=fi", "/api/payments/paytrail/callback?lng=fi"]) {
      const response = await post(url, "gzip", bomb);
      expect(response.status, url).toBe(413);
      expect(await response.text(), url).toBe("Pyyntö on liian suuri");
    }
    const graphql = await post(
      "/graphql",
      "br",
      brotliCompressSync(JSON.stringify({ query: `{ languages { id ${" ".repeat(200_000)}} }` })),
    );
    expect(graphql.status).toBe(413);
    expect(((await graphql.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe(
      "PAYLOAD_TOO_LARGE",
    );
    const fine = await post("/graphql", "deflate", deflateSync(JSON.stringify({ query: "{ languages { id } }" })));
    expect(((await fine.json()) as { data: { languages: unknown[] } }).data.languages).toHaveLength(3);
  });

  it("that is not what its encoding says is a 400, and an encoding the server does not know a 415", async () => {
    const corrupt = await post("/api/login?lng=fi", "gzip", Buffer.from("not gzip at all"));
    expect(corrupt.status).toBe(400);
    expectNoInternals(await corrupt.text());
    const unknown = await post("/api/login", "zstd", Buffer.from("{}"));
    expect(unknown.status).toBe(415);
    expectNoInternals(await unknown.text());
  });
});

describe("a method /graphql does not take", () => {
  it("is refused GraphQL-shaped, never with a page or an empty answer", async () => {
    const response = await app.request("/graphql", { method: "PROPFIND" });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0]!.extensions.code).toBe("NOT_FOUND");
  });
});

describe("the GraphQL explorer at /graphql", () => {
  it("a browser opening /graphql gets the client, whose router shows the explorer", async () => {
    const response = await app.request("/graphql", { headers: { accept: BROWSER_ACCEPT } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain('data-marker="spa-index"');
  });

  it("API calls to /graphql still reach GraphQL, GET and POST", async () => {
    const get = await app.request(`/graphql?query=${encodeURIComponent("{ languages { id } }")}`, {
      headers: { accept: "application/json", "apollo-require-preflight": "true" },
    });
    expect(get.status).toBe(200);
    expect(((await get.json()) as { data: { languages: unknown[] } }).data.languages).toHaveLength(3);
    const post = await postGraphQL(sandboxOff, JSON.stringify({ query: "{ languages { id } }" }));
    expect(post.status).toBe(200);
  });

  it("with GRAPHQL_SANDBOX off (production's default) it is a short translated 404 saying how to turn it on", async () => {
    const response = await sandboxOff.request("/graphql", { headers: { accept: BROWSER_ACCEPT } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("GRAPHQL_SANDBOX=true");
    expect(text).not.toContain("spa-index");
    const finnish = await sandboxOff.request("/graphql", { headers: { accept: BROWSER_ACCEPT, "accept-language": "fi" } });
    expect(await finnish.text()).toBe("GraphQL-selain ei ole käytössä (GRAPHQL_SANDBOX=true ottaa sen käyttöön)");
  });
});
