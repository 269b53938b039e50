/**
 * HTTP stack benchmark (`npm run bench:http-stack`, issue 12): is Fastify 5 clearly faster than Express 5
 * for this app's hot path? Each stack serves the shape of a hold (POST /api/drafts/{uuid}/spaces/{spaceId}
 * with cookies and a CSRF header, the security headers, a 201 JSON answer) from a child process of its own,
 * with the database call replaced by a fixed 0.3 ms wait (hold_place's round trip), while this process
 * drives it with 200 concurrent keep-alive requests. node:http alone is the ceiling. The flash-sale
 * benchmark gives the whole hold's cost to compare the framework's share with. Prints one JSON line.
 */
import { fork, type ChildProcess } from "node:child_process";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { Agent, request } from "undici";

const STACKS = ["node", "express", "fastify"] as const;
type Stack = (typeof STACKS)[number];
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DB_WAIT_MS = 0.3;

const HEADERS: Record<string, string> = {
  "Referrer-Policy": "same-origin",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "SAMEORIGIN",
  "Content-Security-Policy": "default-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'self'",
  "Cache-Control": "no-store",
};

/** The stand-in for the service call: what a hold answers, after the database's round trip. */
async function hold(uuid: string, spaceId: string, secret: string | undefined, csrf: string | undefined) {
  if (!secret || !csrf) return null;
  await sleep(DB_WAIT_MS);
  return {
    id: "0b0f1c36-7b5e-4d21-9a0a-2f1b5b0c9d11",
    space_id: spaceId,
    booking: uuid,
    ticket_type_id: "adult",
    price: 3900,
    vat: 14,
    addons: [],
    total: 3900,
  };
}

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

async function serveNode(): Promise<number> {
  const route = /^\/api\/drafts\/([^/]+)\/spaces\/([^/]+)$/;
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const match = route.exec(req.url ?? "");
    if (req.method !== "POST" || !match) return void res.writeHead(404).end();
    for await (const _chunk of req);
    const ticket = await hold(match[1]!, match[2]!, cookie(req.headers.cookie, "draft_secret"), req.headers["x-csrf-token"] as string);
    res.writeHead(ticket ? 201 : 404, { ...HEADERS, "content-type": "application/json" }).end(JSON.stringify(ticket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

async function serveExpress(): Promise<number> {
  const { default: express } = await import("express");
  const { parseCookie } = await import("cookie");
  const app = express();
  app.disable("x-powered-by");
  app.use((_req, res, next) => {
    res.set(HEADERS);
    next();
  });
  // As the app's pipeline: the body parser scoped to the route, cookies read when the handler asks.
  const router = express.Router();
  router.post("/drafts/:uuid/spaces/:spaceId", express.json({ limit: 100 * 1024 }), async (req, res) => {
    const draftSecret = parseCookie(req.headers.cookie ?? "").draft_secret;
    const ticket = await hold(String(req.params.uuid), String(req.params.spaceId), draftSecret, req.get("x-csrf-token"));
    res.status(ticket ? 201 : 404).json(ticket);
  });
  app.use("/api", router);
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

async function serveFastify(): Promise<number> {
  const { default: Fastify } = await import("fastify");
  const app = Fastify({ logger: false, bodyLimit: 100 * 1024 });
  app.addHook("onRequest", async (_req, reply) => {
    reply.headers(HEADERS);
  });
  app.post<{ Params: { uuid: string; spaceId: string } }>("/api/drafts/:uuid/spaces/:spaceId", async (req, reply) => {
    const ticket = await hold(
      req.params.uuid,
      req.params.spaceId,
      cookie(req.headers.cookie, "draft_secret"),
      req.headers["x-csrf-token"] as string,
    );
    reply.code(ticket ? 201 : 404);
    return ticket;
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as AddressInfo).port;
}

/** Child process: serve one stack and report its port. */
async function serve(stack: Stack): Promise<void> {
  const port = await (stack === "node" ? serveNode() : stack === "express" ? serveExpress() : serveFastify());
  process.send!({ port });
}

interface Result {
  requests_per_s: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
}

async function load(port: number): Promise<Result> {
  const dispatcher = new Agent({ connections: CONCURRENCY, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + DURATION_MS;
  const started = performance.now();
  const worker = async (index: number) => {
    while (performance.now() < deadline) {
      const begin = performance.now();
      try {
        const response = await request(`http://127.0.0.1:${port}/api/drafts/6f1d3c4e-8a2b-4c1d-9e0f-1a2b3c4d5e6f/spaces/s-${index}`, {
          method: "POST",
          dispatcher,
          headers: { cookie: "draft_secret=abc; csrf_token=def", "x-csrf-token": "def", "content-type": "application/json" },
          body: "{}",
        });
        await response.body.arrayBuffer();
        if (response.statusCode !== 201) errors++;
        latencies.push(performance.now() - begin);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => worker(index)));
  const seconds = (performance.now() - started) / 1000;
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0) * 10) / 10;
  return { requests_per_s: Math.round(latencies.length / seconds), p50_ms: at(0.5), p99_ms: at(0.99), errors };
}

async function startStack(stack: Stack): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(import.meta.url), ["serve", stack], { stdio: "inherit" });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message: { port: number }) => resolve(message.port));
    child.once("exit", (code) => reject(new Error(`${stack} server exited (${code})`)));
  });
  return { child, port };
}

async function main(): Promise<void> {
  const results: Record<string, Result[]> = Object.fromEntries(STACKS.map((stack) => [stack, []]));
  // Rounds interleave the stacks, so a busier moment of the machine does not favour one of them.
  for (let round = 0; round < ROUNDS; round++) {
    for (const stack of STACKS) {
      const { child, port } = await startStack(stack);
      await load(port); // warm-up: JIT, connections
      results[stack]!.push(await load(port));
      child.kill();
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const summary = Object.fromEntries(
    STACKS.map((stack) => {
      const runs = results[stack]!;
      return [
        stack,
        {
          requests_per_s: median(runs.map((r) => r.requests_per_s)),
          p99_ms: median(runs.map((r) => r.p99_ms)),
          errors: runs.reduce((n, r) => n + r.errors, 0),
        },
      ];
    }),
  );
  const express = summary.express!.requests_per_s;
  const fastify = summary.fastify!.requests_per_s;
  console.log(
    JSON.stringify({
      bench: "http-stack",
      concurrency: CONCURRENCY,
      db_wait_ms: DB_WAIT_MS,
      rounds: ROUNDS,
      ...summary,
      fastify_over_express: Math.round((fastify / express) * 100) / 100,
      // Per request, what the framework adds over node:http, in microseconds of the server's one thread.
      express_overhead_us: Math.round(1e6 / express - 1e6 / summary.node!.requests_per_s),
      fastify_overhead_us: Math.round(1e6 / fastify - 1e6 / summary.node!.requests_per_s),
    }),
  );
}

if (process.argv[2] === "serve") await serve(process.argv[3] as Stack);
else await main();
