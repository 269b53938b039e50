/**
 * Observability (issue 19): a request id on every answer (the caller's well-formed X-Request-Id, else a new one; a
 * malformed one refused) and on every log line of its request; no personal data in the logs; /metrics in
 * Prometheus' format with requests, holds, refusals (409 conflicts), the pool and job runs, served to this machine
 * only without METRICS_TOKEN and to its bearer only with it; behind a proxy (TRUST_PROXY), only with it (issue 32).
 */
import "reflect-metadata";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redirectLogs, setLogLevel, type Level } from "../../src/common/logger.js";
import { startBookingApp, type BookingTestApp } from "../helpers/booking-app.js";
import { RestClient, VALID_CLIENT } from "../helpers/booking-client.js";
import { demoIds, type DemoIds } from "../helpers/booking-fixtures.js";

let app: BookingTestApp;
let guarded: BookingTestApp;
let proxied: BookingTestApp;
let demo: DemoIds;
const lines: string[] = [];
let restoreLogs: () => void;
let previousLevel: Level;
const TOKEN = "metrics-token-of-the-test-0123456789";

beforeAll(async () => {
  // No proxy in front: /metrics without a token is for this machine's own connections.
  app = await startBookingApp({ jobs: true, env: { SWEEP_INTERVAL_SECONDS: "1", TRUST_PROXY: "false" } });
  guarded = await startBookingApp({ env: { METRICS_TOKEN: TOKEN } });
  demo = await demoIds(app);
  restoreLogs = redirectLogs(
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    }),
  );
  previousLevel = setLogLevel("debug");
}, 60_000);

afterAll(async () => {
  await proxied?.stop();
  setLogLevel(previousLevel);
  restoreLogs?.();
  await Promise.all([app?.stop(), guarded?.stop()]);
});

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("request ids", () => {
  it("answers a new id when none is sent, and the caller's own when it is well formed", async () => {
    const fresh = await fetch(`${app.url}/healthz`);
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const own = await fetch(`${app.url}/healthz`, { headers: { "X-Request-Id": "lb-7f3a:Root=1-5e1b;x" } });
    expect(own.status).toBe(200);
    expect(own.headers.get("x-request-id")).toBe("lb-7f3a:Root=1-5e1b;x");
  });

  it("refuses a malformed id with a clear 400, never a 500", async () => {
    for (const bad of ["has space", "x".repeat(129), 'quote"d', "tab\there"]) {
      const answer = await fetch(`${app.url}/api/events`, { headers: { "X-Request-Id": bad } });
      expect(answer.status, bad).toBe(400);
      expect(await answer.text()).toMatch(/^X-Request-Id must be 1 to 128 characters/);
      expect(answer.headers.get("x-request-id")).not.toBe(bad);
    }
  });

  it("puts the id on every log line of its request, and no personal data", async () => {
    const visitor = new RestClient(app.url);
    await visitor.bookOk(demo.occasions["Evening show"]!);
    await visitor.addSpaceOk(demo.space("R3-S3"));
    const id = "checkout-under-test-1";
    const confirmed = await visitor.confirm(
      { ...VALID_CLIENT, email: "private.person@example.fi", terms_accepted: true, payment_method_id: "skip" },
      { headers: { "X-Request-Id": id } },
    );
    expect(confirmed.status, confirmed.text).toBe(200);
    await expect.poll(() => logged().some((line) => line.requestId === id && line.message === "http")).toBe(true);
    const ofRequest = logged().filter((line) => line.requestId === id);
    expect(ofRequest.map((line) => line.path)).toContain(`/api/drafts/${visitor.uuid}/confirm`);
    const text = lines.join("\n");
    for (const personal of ["private.person@example.fi", VALID_CLIENT.phone, VALID_CLIENT.lastname]) expect(text).not.toContain(personal);
  });
});

describe("/metrics", () => {
  it("counts requests, holds, conflicts, the pool and job runs, for this machine without a token", async () => {
    const occasionId = demo.occasions["Evening show"]!;
    const first = new RestClient(app.url);
    await first.bookOk(occasionId);
    await first.addSpaceOk(demo.space("R4-S4"));
    const second = new RestClient(app.url);
    await second.bookOk(occasionId);
    expect((await second.addSpace(demo.space("R4-S4"))).status).toBe(409);

    let text = "";
    await expect
      .poll(async () => {
        const answer = await fetch(`${app.url}/metrics`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
        text = await answer.text();
        return /^job_runs_total\{job="expiry-sweep",result="ok"\} [1-9]/m.test(text);
      })
      .toBe(true);
    expect(text).toMatch(/^holds_total\{result="held"\} [1-9]/m);
    expect(text).toMatch(/^holds_total\{result="SPACE_OCCUPIED"\} [1-9]/m);
    expect(text).toMatch(/^domain_refusals_total\{code="SPACE_OCCUPIED",status="409"\} [1-9]/m);
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/api\/drafts\/:uuid\/spaces\/:spaceId",status="201"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/api\/occasions\/:occasionId\/book"\}/m);
    expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
    // No id reaches a label: routes are templates.
    expect(text).not.toMatch(/route="[^"]*[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it("behind a proxy (TRUST_PROXY) without METRICS_TOKEN: 404 even from this machine, and start-up says how to set it", async () => {
    const startLines = lines.length;
    proxied = await startBookingApp({ env: { TRUST_PROXY: "1" }, demoData: false });
    // The proxy on this machine connects from loopback for every client: loopback proves nothing here.
    const answer = await fetch(`${proxied.url}/metrics`, { headers: { "X-Forwarded-For": "127.0.0.1" } });
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain("http_requests_total");
    const warning = lines
      .slice(startLines)
      .map((line) => JSON.parse(line) as { level: string; message: string })
      .find((entry) => entry.message.includes("/metrics"));
    expect(warning?.level).toBe("warn");
    expect(warning?.message).toMatch(/Set METRICS_TOKEN/);
  });

  it("with METRICS_TOKEN: only for its bearer, behind a proxy too", async () => {
    expect((await fetch(`${guarded.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${guarded.url}/metrics`, { headers: { Authorization: "Bearer wrong-token-of-the-same-len-ab" } })).status).toBe(
      401,
    );
    const allowed = await fetch(`${guarded.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain("http_requests_total");
  });
});
