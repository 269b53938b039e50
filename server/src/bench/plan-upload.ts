/**
 * Plan upload benchmark (`npm run bench:plan-upload`, issue 32 finding 6): does a huge plan map leave the event loop
 * free? The built server (fresh embedded PostgreSQL, loopback) is sent, signed in as the administrator, a
 * 60,000-element map (4.4 MB; PUT /api/plans/{id}/map.svg), which it refuses with 422 PLAN_TOO_COMPLEX after counting
 * its elements in the plan map worker. While the server works on it, /healthz is asked one request at a time from
 * the moment the body has been sent until the answer. A tiny map uploaded first starts the worker (loading jsdom), so
 * the runs measure the map's own work. Before the worker, the same upload held every request for 21 s.
 * Prints one JSON line per run (BENCH_RUNS, 3) and a summary line.
 */
import "reflect-metadata";
import type { ChildProcess } from "node:child_process";
import { request } from "node:http";
import { freePort } from "../db/embedded-postgres.js";
import { startBenchDatabase } from "./bench-database.js";
import { startBenchServer } from "./bench-server.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SEATS = 60_000;
const ADMIN = { email: "admin@example.com", password: "bench-password-123" };

/** The int-spec's map (plan-upload-limits.int-spec.ts): an <svg> with `seats` seat <rect>s in rows of 400. */
function seatMap(seats: number): string {
  const lines = [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4000 ${Math.ceil(seats / 400) * 10}">`];
  for (let index = 0; index < seats; index++) {
    const x = (index % 400) * 10;
    const y = Math.floor(index / 400) * 10;
    lines.push(`<rect id="S-${index}" class="space" x="${x}" y="${y}" width="8" height="8"/>`);
  }
  lines.push("</svg>");
  return lines.join("\n");
}

/** The administrator's session: its cookies and CSRF token. */
class AdminSession {
  private readonly cookies = new Map<string, string>();
  private csrf = "";
  constructor(readonly base: string) {}

  headers(): Record<string, string> {
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "), "x-csrf-token": this.csrf };
  }

  private take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
  }

  async signIn(): Promise<void> {
    const first = await fetch(`${this.base}/api/authenticate`);
    this.take(first);
    this.csrf = ((await first.json()) as { csrfToken: string }).csrfToken;
    const login = await fetch(`${this.base}/api/login`, {
      method: "POST",
      headers: { ...this.headers(), "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    this.take(login);
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    this.csrf = ((await login.json()) as { csrfToken: string }).csrfToken;
  }

  async createPlan(): Promise<string> {
    const response = await fetch(`${this.base}/graphql`, {
      method: "POST",
      headers: { ...this.headers(), "content-type": "application/json" },
      body: JSON.stringify({
        query: `mutation ($input: PlanInput!) { createPlan(input: $input) { plan { id } } }`,
        variables: {
          input: {
            names: ["en", "fi", "sv"].map((language) => ({ language, text: "Bench plan upload" })),
            descriptions: [],
            namePattern: null,
            mapLabelMasks: [],
            spaceLabelMasks: [],
            styles: null,
          },
        },
      }),
    });
    const body = (await response.json()) as { data?: { createPlan: { plan: { id: string } } }; errors?: unknown[] };
    if (body.errors?.length || !body.data) throw new Error(`createPlan: ${JSON.stringify(body.errors ?? body)}`);
    return body.data.createPlan.plan.id;
  }

  /** PUT map.svg through node:http: `sent` settles when the body has left, `answer` with the server's answer. */
  putMap(planId: string, svg: string): { sent: Promise<void>; answer: Promise<{ status: number; text: string }> } {
    let sent!: () => void;
    const whenSent = new Promise<void>((resolve) => (sent = resolve));
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(new URL(`/api/plans/${planId}/map.svg`, this.base), {
        method: "PUT",
        headers: { ...this.headers(), "content-type": "image/svg+xml" },
      });
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(svg, () => sent());
    });
    return { sent: whenSent, answer };
  }
}

/** Asks /healthz one request at a time until `work` settles; each answer's time in ms. */
async function healthzWhile<T>(base: string, work: Promise<T>): Promise<{ result: T; latencies: number[] }> {
  let settled = false;
  const done = work.finally(() => (settled = true));
  const latencies: number[] = [];
  while (!settled) {
    const started = performance.now();
    const response = await fetch(`${base}/healthz`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`/healthz answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return { result: await done, latencies };
}

/** Nearest-rank percentile of sorted values, to 0.1 (null when there are none). */
function percentile(sorted: number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  return round1(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

async function main(): Promise<void> {
  const database = await startBenchDatabase("bench-plan-upload");
  let server: ChildProcess | undefined;
  try {
    const port = await freePort();
    server = await startBenchServer(database.url, port, {
      SEED_DEMO_DATA: "false",
      ADMIN_PASSWORD: ADMIN.password,
      PAYMENT_SKIP: "true",
      PLAN_UPLOAD_RATE_LIMIT_PER_MINUTE: "1000",
    });
    const base = `http://127.0.0.1:${port}`;
    const admin = new AdminSession(base);
    await admin.signIn();
    const planId = await admin.createPlan();
    const warmUp = await admin.putMap(planId, seatMap(10)).answer;
    if (warmUp.status !== 200) throw new Error(`the tiny map answered ${warmUp.status}: ${warmUp.text.slice(0, 300)}`);

    const map = seatMap(SEATS);
    const statuses = new Set<number>();
    const uploads: number[] = [];
    const allLatencies: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const started = performance.now();
      const upload = admin.putMap(planId, map);
      let uploadMs = 0;
      const answered = upload.answer.finally(() => (uploadMs = performance.now() - started));
      await upload.sent;
      const { result: answer, latencies } = await healthzWhile(base, answered);
      const sorted = [...latencies].sort((a, b) => a - b);
      const line = {
        run,
        elements: SEATS + 1,
        mb: round1(map.length / 1_000_000),
        status: answer.status,
        upload_ms: Math.round(uploadMs),
        healthz: latencies.length,
        healthz_p50_ms: percentile(sorted, 0.5),
        healthz_p99_ms: percentile(sorted, 0.99),
        healthz_max_ms: percentile(sorted, 1),
      };
      console.log(JSON.stringify(line));
      statuses.add(answer.status);
      uploads.push(uploadMs);
      allLatencies.push(...latencies);
    }
    uploads.sort((a, b) => a - b);
    allLatencies.sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        summary: true,
        runs: RUNS,
        statuses: [...statuses],
        upload_ms_median: Math.round(percentile(uploads, 0.5) ?? 0),
        healthz: allLatencies.length,
        healthz_p50_ms: percentile(allLatencies, 0.5),
        healthz_p99_ms: percentile(allLatencies, 0.99),
        healthz_max_ms: percentile(allLatencies, 1),
      }),
    );
  } finally {
    server?.kill("SIGTERM");
    await database.stop();
  }
}

await main();
