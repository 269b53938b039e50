/**
 * Waiting-room benchmark (`npm run bench:queue`, issue 39): 5,000 simulated visitors arrive over the ten minutes
 * before the sale of an 8,000-place date (compressed in time: BENCH_COMPRESSION, 10 by default, so 60 s), plus 500
 * after the start. Each joins the line over REST and watches its standing over graphql-ws (queueStatusChanged) as a
 * browser would; when it is let in it takes its admission, opens a draft and holds 1-4 free seats, then leaves. 500
 * scripted requests try to hold without an admission. Prints one table: the admission order's correlation with the
 * early arrivals' order, the share of holds made without admission, the waiting visitors' cost to the database, the
 * latency of the live position updates, and oversold places, then the load per phase (cores busy, the server's event loop
 * delay). Loopback only, bounded in count and time (about three minutes on two cores).
 *
 * The schedule: an idle baseline of the database's statements (pg_stat_statements) with the room open and empty; the
 * early arrivals; the statements again with the whole crowd waiting for the draw and nobody joining; the start (the
 * lottery); the sale, until no seat is free. Position-update latency is a status's arrival at the visitor's socket less
 * its `updatedAt` (the admission run's tick that produced it; same machine, same clock), counted once per visitor and
 * tick: a status pushed again for a join between ticks is not a new update.
 *
 * Every visitor (and every scripted request) sends an X-Forwarded-For address of its own with TRUST_PROXY=1, as the
 * integration tests do and as visitors behind a load balancer would: the per-client limits (joins, entries, sockets,
 * operations, book rate, held places) then apply per simulated visitor at their production defaults, instead of being
 * raised for one load generator, so the server does the work it would do for 5,500 people.
 */
import "reflect-metadata";
import type { ChildProcess } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { createClient, type Client } from "graphql-ws";
import pg from "pg";
import { Agent, setGlobalDispatcher, request as undiciRequest } from "undici";
import WebSocket from "ws";
import { freePort } from "../db/embedded-postgres.js";
import { printStatements, startBenchDatabase } from "./bench-database.js";
import { startBenchServer } from "./bench-server.js";

const EARLY = Number(process.env.BENCH_EARLY ?? 5000);
const LATE = Number(process.env.BENCH_LATE ?? 500);
const SEATS = Number(process.env.BENCH_SEATS ?? 8000);
/** Real time is divided by this: ten minutes of arrivals take 600 / COMPRESSION seconds. */
const COMPRESSION = Number(process.env.BENCH_COMPRESSION ?? 10);
const ARRIVAL_WINDOW_MS = (600 / COMPRESSION) * 1000;
/** The late arrivals come over the sale's first five minutes, compressed alike. */
const LATE_WINDOW_MS = (300 / COMPRESSION) * 1000;
/** People let in per minute ("auto": the room's automatic rate, from the places still free). */
const RATE = process.env.BENCH_RATE ?? "3000";
const TICK_SECONDS = 1;
/** Each measurement of the database's statements (idle baseline, then with the crowd waiting). */
const MEASURE_MS = 10_000;
const SCRIPTED = Number(process.env.BENCH_SCRIPTED ?? 500);
/** The sale phase ends when no place is free, every visitor is done, or after this long. */
const SALE_LIMIT_MS = Number(process.env.BENCH_SALE_LIMIT_MS ?? 120_000);
/** BENCH_PG_STATS=1: the run's top statements printed to stderr after the table. */
const PG_STATS = process.env.BENCH_PG_STATS === "1";
/** /metrics behind TRUST_PROXY needs a token: the server's event loop delay per phase is read from it. */
const METRICS_TOKEN = randomBytes(16).toString("hex");
const ADMIN = { email: "admin@example.com", password: "bench-password-123" };

setGlobalDispatcher(new Agent({ connections: 512, pipelining: 1, keepAliveTimeout: 10_000 }));

let addresses = 0;
/** A client address of its own (10.0.0.0/8) for each simulated visitor or scripted request. */
function nextAddress(): string {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** One browser: its cookies, CSRF token and address. */
class Jar {
  readonly cookies = new Map<string, string>();
  csrf = "";
  readonly address = nextAddress();
  header(filter: (name: string) => boolean = () => true): string {
    return [...this.cookies]
      .filter(([name]) => filter(name))
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
  }
  take(setCookie: string | string[] | undefined): void {
    for (const line of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair] = line.split(";");
      const index = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
  }
}

let networkErrors = 0;

/** One HTTP request as `jar`'s browser (its cookies, CSRF token and address); its status and JSON body (if any). */
async function send(
  base: string,
  jar: Jar,
  method: "GET" | "POST",
  path: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<{ status: number; body: unknown }> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await undiciRequest(`${base}${path}`, {
        method,
        headers: {
          cookie: options.cookie ?? jar.header(),
          "x-csrf-token": jar.csrf,
          "x-forwarded-for": jar.address,
          ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      jar.take(response.headers["set-cookie"]);
      const text = await response.body.text();
      let body: unknown = text;
      if (String(response.headers["content-type"] ?? "").includes("json")) body = JSON.parse(text);
      return { status: response.statusCode, body };
    } catch (error) {
      networkErrors++;
      if (attempt >= 3) throw error;
    }
  }
}

/** The browser's CSRF token (and its cookie): what a page load gets before the first POST. */
async function authenticate(base: string, jar: Jar): Promise<void> {
  const answer = await send(base, jar, "GET", "/api/authenticate");
  jar.csrf = (answer.body as { csrfToken: string }).csrfToken;
}

/** The seats buyers believe are still free: a seat leaves on a hold, or when a hold of it is refused as taken. */
class Market {
  private readonly free: string[];
  private readonly index = new Map<string, number>();
  constructor(seatIds: string[]) {
    this.free = [...seatIds];
    this.free.forEach((id, i) => this.index.set(id, i));
  }
  get size(): number {
    return this.free.length;
  }
  pick(): string | undefined {
    return this.free[randomInt(Math.max(1, this.free.length))];
  }
  gone(id: string): void {
    const i = this.index.get(id);
    if (i === undefined) return;
    const last = this.free.pop()!;
    this.index.delete(id);
    if (last !== id) {
      this.free[i] = last;
      this.index.set(last, i);
    }
  }
}

interface Status {
  standing: string;
  position: number | null;
  updatedAt: string | null;
}

interface Visitor {
  jar: Jar;
  late: boolean;
  socket?: Client;
  /** The tick (updatedAt) of the last status it was sent. */
  lastTick?: string | null;
  state: "arriving" | "waiting" | "shopping" | "done";
}

function pearson(xs: number[], ys: number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

const sleepUntil = (at: number) => sleep(Math.max(0, at - Date.now()));

/**
 * CPU time of this process (the load generator), of the server process and of PostgreSQL (every other process this
 * one started: the postmaster and its backends), from /proc (Linux; elsewhere "n/a"). `mark` answers the cores each
 * kept busy since the previous mark.
 */
class CpuMeter {
  private last: ReturnType<CpuMeter["read"]>;
  private at = performance.now();
  constructor(
    private readonly serverPid: number,
    private readonly base: string,
  ) {
    this.last = this.read();
  }

  private read(): { client: number; server: number; postgres: number } | null {
    try {
      const stats = new Map<number, { ppid: number; seconds: number }>();
      for (const name of readdirSync("/proc")) {
        if (!/^\d+$/.test(name)) continue;
        try {
          const text = readFileSync(`/proc/${name}/stat`, "utf8");
          // After the command's closing parenthesis: state, ppid, ... utime (14th field) and stime (15th).
          const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
          stats.set(Number(name), { ppid: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / 100 });
        } catch {
          // The process ended meanwhile.
        }
      }
      const under = (pid: number, root: number): boolean => {
        for (let current = pid, depth = 0; current > 1 && depth < 20; current = stats.get(current)?.ppid ?? 0, depth++)
          if (current === root) return true;
        return false;
      };
      let server = 0;
      let postgres = 0;
      for (const [pid, stat] of stats) {
        if (pid === process.pid) continue;
        if (this.serverPid && under(pid, this.serverPid)) server += stat.seconds;
        else if (under(pid, process.pid)) postgres += stat.seconds;
      }
      const own = process.cpuUsage();
      return { client: (own.user + own.system) / 1e6, server, postgres };
    } catch {
      return null;
    }
  }

  /** The cores each kept busy since the previous mark, and the server's event loop delay p99 over that time (/metrics). */
  async mark(): Promise<string> {
    let loop = "n/a";
    try {
      const response = await undiciRequest(`${this.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const match = /^nodejs_eventloop_lag_p99_seconds (\S+)$/m.exec(await response.body.text());
      if (match) loop = `${Math.round(Number(match[1]) * 1000)} ms`;
    } catch {
      // No metrics: the delay is left out.
    }
    return `${this.cores()}, server loop delay p99 ${loop}`;
  }

  private cores(): string {
    const now = this.read();
    const seconds = (performance.now() - this.at) / 1000;
    const last = this.last;
    this.last = now;
    this.at = performance.now();
    if (!now || !last) return "n/a";
    const busy = (key: "client" | "server" | "postgres") => ((now[key] - last[key]) / seconds).toFixed(2);
    return `cores ${busy("client")} / ${busy("server")} / ${busy("postgres")}`;
  }
}

/** A date of SEATS single seats, published and bookable from `saleStart`; its id and its seats' ids. */
async function createOccasion(db: pg.Pool, saleStart: Date): Promise<{ id: string; seatIds: string[] }> {
  const client = await db.connect();
  try {
    await client.query("BEGIN");
    const plan = await client.query(
      `INSERT INTO plans (name, map) VALUES ('{"en":"Bench queue"}', '<svg xmlns="http://www.w3.org/2000/svg"/>') RETURNING id`,
    );
    const planId: string = plan.rows[0].id;
    const seats = await client.query(
      `INSERT INTO spaces (plan_id, name, max_tickets) SELECT $1, 'S' || n, 1 FROM generate_series(1, $2) AS n RETURNING id`,
      [planId, SEATS],
    );
    const event = await client.query(`INSERT INTO events (name, plan_id, published) VALUES ($1, $2, true) RETURNING id`, [
      { en: "Bench queue" },
      planId,
    ]);
    const ticketType = await client.query(`SELECT id FROM ticket_types ORDER BY position LIMIT 1`);
    await client.query(`INSERT INTO event_prices (event_id, ticket_type_id, price) VALUES ($1, $2, 2500)`, [
      event.rows[0].id,
      ticketType.rows[0].id,
    ]);
    const occasion = await client.query(
      `INSERT INTO occasions (event_id, plan_id, name, start_time, published, bookable, bookable_start_time)
       VALUES ($1, $2, '{"en":"Bench queue"}', now() + interval '30 days', true, true, $3) RETURNING id`,
      [event.rows[0].id, planId, saleStart],
    );
    const id: string = occasion.rows[0].id;
    await client.query(
      `INSERT INTO occasion_spaces (occasion_id, space_id, max_tickets) SELECT $1, id, max_tickets FROM spaces WHERE plan_id = $2`,
      [id, planId],
    );
    await client.query("COMMIT");
    return { id, seatIds: seats.rows.map((row) => row.id as string) };
  } finally {
    client.release();
  }
}

/**
 * Statements PostgreSQL ran in the bench database (pg_stat_statements, top level; BEGIN and COMMIT count too), the
 * benchmark's own reads of the statistics left out.
 */
async function statements(db: pg.Pool): Promise<number> {
  const { rows } = await db.query(
    `SELECT coalesce(sum(calls), 0)::bigint AS calls FROM pg_stat_statements
      WHERE toplevel AND dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT ILIKE '%pg_stat%'`,
  );
  return Number(rows[0].calls);
}

async function statementsPerSecond(db: pg.Pool, ms: number): Promise<number> {
  const before = await statements(db);
  const started = performance.now();
  await sleep(ms);
  const after = await statements(db);
  return (after - before) / ((performance.now() - started) / 1000);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

async function main(): Promise<void> {
  const database = await startBenchDatabase("bench-queue", { pgStats: true });
  let server: ChildProcess | undefined;
  const visitors: Visitor[] = [];
  try {
    const port = await freePort();
    server = await startBenchServer(database.url, port, {
      SECRET_KEY: randomBytes(32).toString("hex"),
      SEED_DEMO_DATA: "true",
      SEED_CONCERT_HALL: "false",
      ADMIN_PASSWORD: ADMIN.password,
      PAYMENT_SKIP: "true",
      TRUST_PROXY: "1",
      QUEUE_TICK_SECONDS: String(TICK_SECONDS),
      METRICS_TOKEN,
    });
    const base = `http://127.0.0.1:${port}`;
    const wsUrl = `ws://127.0.0.1:${port}/graphql`;
    const db = new pg.Pool({ connectionString: database.url, max: 4 });

    // The schedule: an idle baseline, the early arrivals over the compressed ten minutes, the cost of the crowd waiting
    // (nobody joining), then the start. The date is first put on sale in 25 minutes (its room opens 30 minutes before,
    // QUEUE_OPENS_MINUTES), and its start moved to two seconds ahead once the waiting crowd has been measured, so that
    // however long the arrivals take on a slow machine, the measurement is of visitors waiting for the draw.
    let saleStart = Date.now() + 25 * 60_000;
    const occasion = await createOccasion(db, new Date(saleStart));
    const market = new Market(occasion.seatIds);

    const admin = new Jar();
    await authenticate(base, admin);
    const login = await send(base, admin, "POST", "/api/login", { body: ADMIN });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
    admin.csrf = (login.body as { csrfToken: string }).csrfToken;
    const room = await send(base, admin, "POST", "/graphql", {
      body: {
        query: `mutation ($id: ID!, $input: QueueRoomInput!) { updateQueueRoom(occasionId: $id, input: $input) { active ratePerMinute } }`,
        variables: {
          id: occasion.id,
          input: { enabled: true, highDemand: false, ratePerMinute: RATE === "auto" ? null : Number(RATE), paused: false },
        },
      },
    });
    if ((room.body as { errors?: unknown }).errors) throw new Error(`updateQueueRoom: ${JSON.stringify(room.body)}`);

    // The database's work with the room open and nobody in it (the job queue, the admission run's tick).
    await sleep(2_000);
    const idleRate = await statementsPerSecond(db, MEASURE_MS);

    const cpu = new CpuMeter(server.pid!, base);
    const clientLoop = monitorEventLoopDelay({ resolution: 10 });
    clientLoop.enable();
    const latencyBefore: number[] = [];
    const latencySale: number[] = [];
    /** Each early arrival's page load and join (authenticate + POST queue), and how late it finished against its schedule. */
    const joinTimes: number[] = [];
    let arrivalLag = 0;
    let updates = 0;
    let socketErrors = 0;
    let joinRefusals = 0;
    let selling = true;
    const shoppers = new Set<Promise<void>>();
    const outcome = { admittedSeen: 0, claimRefused: 0, bookRefused: 0, holds: 0, taken: 0, otherRefusals: 0, served: 0, errors5xx: 0 };

    /** Admitted visitors' drafts, whose cookies the scripted requests copy. */
    const drafts: Array<{ jar: Jar; uuid: string }> = [];

    const finish = (visitor: Visitor) => {
      visitor.state = "done";
      void visitor.socket?.dispose();
    };

    /** Let in: takes the admission, opens a draft, holds 1-4 free seats (another when one is taken), leaves. */
    const shop = async (visitor: Visitor) => {
      const { jar } = visitor;
      const claim = await send(base, jar, "POST", `/api/occasions/${occasion.id}/queue/admission`);
      if (claim.status !== 200) {
        outcome.claimRefused++;
        return finish(visitor);
      }
      const book = await send(base, jar, "POST", `/api/occasions/${occasion.id}/book`);
      const uuid = (book.body as { uuid?: string }).uuid;
      if (book.status >= 300 || !uuid) {
        if (book.status >= 500) outcome.errors5xx++;
        outcome.bookRefused++;
        return finish(visitor);
      }
      drafts.push({ jar, uuid });
      const wanted = 1 + randomInt(4);
      let held = 0;
      for (let tries = 0; held < wanted && tries < wanted + 8 && market.size > 0 && selling; tries++) {
        const seat = market.pick()!;
        const added = await send(base, jar, "POST", `/api/drafts/${uuid}/spaces/${seat}`);
        if (added.status === 200 || added.status === 201) {
          held++;
          market.gone(seat);
        } else if (added.status === 409) {
          outcome.taken++;
          market.gone(seat);
        } else {
          if (added.status >= 500) outcome.errors5xx++;
          outcome.otherRefusals++;
          break;
        }
      }
      outcome.holds += held;
      if (held > 0) outcome.served++;
      finish(visitor);
    };
    const onStatus = (visitor: Visitor, status: Status) => {
      const received = Date.now();
      // The first status is the standing when it subscribed; after it, each new tick's is a live update.
      if (visitor.lastTick !== undefined && status.updatedAt && status.updatedAt !== visitor.lastTick) {
        updates++;
        (received < saleStart ? latencyBefore : latencySale).push(received - Date.parse(status.updatedAt));
      }
      visitor.lastTick = status.updatedAt;
      if (status.standing === "ADMITTED" && visitor.state === "waiting") {
        outcome.admittedSeen++;
        visitor.state = "shopping";
        if (!selling) return finish(visitor);
        const shopping = shop(visitor).catch(() => {
          outcome.errors5xx++;
          finish(visitor);
        });
        shoppers.add(shopping);
        void shopping.finally(() => shoppers.delete(shopping));
      }
    };

    /** A browser comes to the date's page: its CSRF token, joins the line, watches its standing over the socket. */
    const arrive = async (visitor: Visitor, scheduled: number) => {
      const { jar } = visitor;
      const started = performance.now();
      await authenticate(base, jar);
      const joined = await send(base, jar, "POST", `/api/occasions/${occasion.id}/queue`);
      if (!visitor.late) {
        joinTimes.push(performance.now() - started);
        arrivalLag = Math.max(arrivalLag, Date.now() - scheduled);
      }
      if (joined.status !== 200) {
        joinRefusals++;
        visitor.state = "done";
        return;
      }
      visitor.state = "waiting";
      // The socket's upgrade request carries the visitor cookie and the visitor's address, and no Origin (not a browser).
      const headers = { cookie: jar.header((name) => name === "queue_visitor"), "x-forwarded-for": jar.address };
      class VisitorSocket extends WebSocket {
        constructor(address: string | URL, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      }
      visitor.socket = createClient({ url: wsUrl, webSocketImpl: VisitorSocket, retryAttempts: 0, lazy: true });
      visitor.socket.subscribe<{ queueStatusChanged: Status }>(
        {
          query: `subscription ($id: ID!) { queueStatusChanged(occasionId: $id) { standing position updatedAt } }`,
          variables: { id: occasion.id },
        },
        {
          next: (result) => {
            if (result.data) onStatus(visitor, result.data.queueStatusChanged);
            else socketErrors++;
          },
          error: () => {
            if (visitor.state !== "done") socketErrors++;
          },
          complete: () => undefined,
        },
      );
    };

    // The early arrivals, at random moments over the compressed ten minutes.
    const arrivalsStart = Date.now() + 1_000;
    await cpu.mark();
    const times = Array.from({ length: EARLY }, () => arrivalsStart + Math.random() * ARRIVAL_WINDOW_MS).sort((a, b) => a - b);
    const arrivals: Array<Promise<void>> = [];
    for (const at of times) {
      await sleepUntil(at);
      const visitor: Visitor = { jar: new Jar(), late: false, state: "arriving" };
      visitors.push(visitor);
      arrivals.push(arrive(visitor, at));
    }
    await Promise.all(arrivals);
    // Every socket has its first status (it is subscribed), or ten seconds have passed.
    const subscribedBy = Date.now() + 10_000;
    while (Date.now() < subscribedBy && visitors.some((visitor) => visitor.state === "waiting" && visitor.lastTick === undefined))
      await sleep(100);
    const arrivalsSeconds = (Date.now() - arrivalsStart) / 1000;
    const arrivalsCpu = await cpu.mark();

    // The crowd waiting for the draw, nobody joining: what it costs the database.
    await sleep(3_000);
    await cpu.mark();
    const waitingNow = visitors.filter((visitor) => visitor.state === "waiting" && visitor.lastTick !== undefined).length;
    const waitingRate = await statementsPerSecond(db, MEASURE_MS);
    const waitingCpu = await cpu.mark();

    // The start, two seconds from now: the admission run's next tick after it draws the lottery.
    saleStart = Math.ceil((Date.now() + 2_000) / 1000) * 1000;
    await db.query(`UPDATE occasions SET bookable_start_time = $2 WHERE id = $1`, [occasion.id, new Date(saleStart)]);
    const waitedSeconds = (saleStart - arrivalsStart - ARRIVAL_WINDOW_MS) / 1000;

    // The sale: the late arrivals over its first (compressed) five minutes; scripted holds without an admission.
    await sleepUntil(saleStart);
    await cpu.mark();
    const lateArrivals = (async () => {
      const lateTimes = Array.from({ length: LATE }, () => saleStart + Math.random() * LATE_WINDOW_MS).sort((a, b) => a - b);
      const late: Array<Promise<void>> = [];
      for (const at of lateTimes) {
        await sleepUntil(at);
        if (!selling) break;
        const visitor: Visitor = { jar: new Jar(), late: true, state: "arriving" };
        visitors.push(visitor);
        late.push(arrive(visitor, at));
      }
      await Promise.all(late);
    })();

    const scripted = new Map<string, { attempts: number; succeeded: number; statuses: Record<number, number> }>();
    const scriptedRun = (async () => {
      // Once a few admitted visitors hold drafts whose cookies can be copied.
      while (drafts.length < 20 && Date.now() < saleStart + 30_000) await sleep(200);
      const kinds: Array<[string, () => Promise<number>]> = [
        // No waiting at all: a fresh browser books.
        [
          "book, never in line",
          async () => {
            const bot = new Jar();
            await authenticate(base, bot);
            return (await send(base, bot, "POST", `/api/occasions/${occasion.id}/book`)).status;
          },
        ],
        // Joins the line and books at once, not waiting its turn (taking the admission first, which is refused).
        [
          "book, joined but not admitted",
          async () => {
            const bot = new Jar();
            await authenticate(base, bot);
            await send(base, bot, "POST", `/api/occasions/${occasion.id}/queue`);
            await send(base, bot, "POST", `/api/occasions/${occasion.id}/queue/admission`);
            return (await send(base, bot, "POST", `/api/occasions/${occasion.id}/book`)).status;
          },
        ],
        // Another browser's admission cookie copied into a bot's own.
        [
          "book, admission cookie copied",
          async () => {
            const victim = drafts[randomInt(drafts.length)]!;
            const bot = new Jar();
            await authenticate(base, bot);
            const name = `queue_admission_${occasion.id.replace(/-/g, "")}`;
            bot.cookies.set(name, victim.jar.cookies.get(name) ?? "");
            return (await send(base, bot, "POST", `/api/occasions/${occasion.id}/book`)).status;
          },
        ],
        // An admitted visitor's draft, its cookies copied without the waiting room's: adds a seat.
        [
          "addSpace, draft without admission",
          async () => {
            const victim = drafts[randomInt(drafts.length)]!;
            const bot = new Jar();
            for (const [name, value] of victim.jar.cookies) if (!name.startsWith("queue_")) bot.cookies.set(name, value);
            bot.csrf = victim.jar.csrf;
            const seat = market.pick() ?? occasion.seatIds[0]!;
            return (await send(base, bot, "POST", `/api/drafts/${victim.uuid}/spaces/${seat}`)).status;
          },
        ],
      ];
      let next = 0;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (next < SCRIPTED) {
            const [kind, attempt] = kinds[next++ % kinds.length]!;
            const status = await attempt();
            const tally = scripted.get(kind) ?? { attempts: 0, succeeded: 0, statuses: {} };
            tally.attempts++;
            if (status >= 200 && status < 300) tally.succeeded++;
            tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
            scripted.set(kind, tally);
          }
        }),
      );
    })();

    // Until no place is free, everyone is done, or the time limit.
    let soldOutAt: number | null = null;
    while (Date.now() < saleStart + SALE_LIMIT_MS) {
      await sleep(500);
      const [{ free }] = (
        await db.query(`SELECT sum(max_tickets - held)::int AS free FROM occasion_spaces WHERE occasion_id = $1`, [occasion.id])
      ).rows as [{ free: number }];
      if (free <= 0) {
        soldOutAt = Date.now();
        break;
      }
      if (Date.now() > saleStart + LATE_WINDOW_MS && visitors.every((visitor) => visitor.state === "done")) break;
    }
    selling = false;
    const saleSeconds = ((soldOutAt ?? Date.now()) - saleStart) / 1000;
    await Promise.all([lateArrivals, scriptedRun, ...shoppers]);
    const saleCpu = await cpu.mark();
    clientLoop.disable();
    const stillWaiting = visitors.filter((visitor) => visitor.state === "waiting").length;
    for (const visitor of visitors) void visitor.socket?.dispose();

    // The line as the database has it: arrival (joined_at) against place (the order it is let in).
    const entries = (
      await db.query(
        `SELECT early, position, admitted_at IS NOT NULL AS admitted FROM queue_entries WHERE occasion_id = $1 ORDER BY joined_at, id`,
        [occasion.id],
      )
    ).rows as Array<{ early: boolean; position: number | null; admitted: boolean }>;
    const early = entries.filter((entry) => entry.early);
    const late = entries.filter((entry) => !entry.early);
    const earlyR = pearson(
      early.map((_, i) => i),
      early.map((entry) => entry.position ?? NaN),
    );
    const lateR =
      late.length > 1
        ? pearson(
            late.map((_, i) => i),
            late.map((entry) => entry.position ?? NaN),
          )
        : NaN;
    const lastEarly = Math.max(...early.map((entry) => entry.position ?? Infinity));
    const firstLate = Math.min(...late.map((entry) => entry.position ?? -Infinity));
    const admittedEntries = entries.filter((entry) => entry.admitted).length;

    const [holds] = (
      await db.query(
        `SELECT count(*)::int AS holds, count(*) FILTER (WHERE e.id IS NULL)::int AS without
           FROM tickets t LEFT JOIN queue_entries e ON e.booking_id = t.booking_id AND e.occasion_id = t.occasion_id
          WHERE t.occasion_id = $1`,
        [occasion.id],
      )
    ).rows as [{ holds: number; without: number }];
    const [over] = (
      await db.query(
        `SELECT (SELECT coalesce(sum(held - max_tickets), 0) FROM occasion_spaces WHERE occasion_id = $1 AND held > max_tickets)::int
              + (SELECT coalesce(sum(n - max_tickets), 0) FROM (
                  SELECT os.max_tickets, count(t.id) AS n FROM occasion_spaces os
                    JOIN tickets t ON t.occasion_id = os.occasion_id AND t.space_id = os.space_id
                    JOIN bookings b ON b.id = t.booking_id AND b.status IN ('draft', 'payment', 'locked', 'booked', 'renewable')
                   WHERE os.occasion_id = $1 GROUP BY os.space_id, os.max_tickets HAVING count(t.id) > os.max_tickets) AS o)::int AS excess`,
        [occasion.id],
      )
    ).rows as [{ excess: number }];
    if (PG_STATS) await printStatements(db, 25);
    await db.end();

    latencyBefore.sort((a, b) => a - b);
    latencySale.sort((a, b) => a - b);
    const scriptedTotal = [...scripted.values()].reduce((sum, tally) => sum + tally.attempts, 0);
    const scriptedSucceeded = [...scripted.values()].reduce((sum, tally) => sum + tally.succeeded, 0);
    const netRate = waitingRate - idleRate;
    const perThousand = (rate: number) => (waitingNow > 0 ? rate / (waitingNow / 1000) : NaN);
    const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");
    const verdict = (ok: boolean) => (ok ? "PASS" : "MISS");
    const statusList = (statuses: Record<number, number>) =>
      Object.entries(statuses)
        .map(([status, n]) => `${status}×${n}`)
        .join(" ");

    const rows: Array<[string, string, string, string]> = [
      [
        "Early arrivals: admission order vs arrival order, Pearson r",
        `r = ${fixed(earlyR, 4)} (n = ${early.length}; noise sd ≈ ${fixed(1 / Math.sqrt(early.length), 3)})`,
        "|r| < 0.05",
        verdict(Math.abs(earlyR) < 0.05),
      ],
      [
        "Late arrivals: after every early one, in arrival order",
        `first late place ${firstLate} > last early ${lastEarly}; r = ${fixed(lateR, 4)} (n = ${late.length})`,
        "after, r ≈ 1",
        verdict(late.length === 0 || (firstLate > lastEarly && lateR > 0.99)),
      ],
      [
        "Holds made without admission (share of all holds)",
        `${holds.without} of ${holds.holds} (${fixed((100 * holds.without) / Math.max(1, holds.holds), 2)} %)`,
        "0",
        verdict(holds.without === 0),
      ],
      [
        "Scripted holds without admission that got through",
        `${scriptedSucceeded} of ${scriptedTotal}`,
        "0",
        verdict(scriptedSucceeded === 0 && scriptedTotal > 0),
      ],
      [
        "DB cost of waiting visitors, statements/s per 1,000 waiting (net)",
        `${fixed(perThousand(netRate), 2)} (net ${fixed(netRate)}/s = ${fixed(waitingRate)}/s with ${waitingNow} waiting − ${fixed(idleRate)}/s idle; raw ${fixed(perThousand(waitingRate), 2)}/s per 1,000)`,
        "none set",
        "info",
      ],
      [
        "Position updates during the sale, latency p50 / p99",
        `${fixed(percentile(latencySale, 0.5), 0)} / ${fixed(percentile(latencySale, 0.99), 0)} ms (${latencySale.length} updates)`,
        "none set",
        "info",
      ],
      [
        "Updates while waiting for the draw, latency p50 / p99",
        `${fixed(percentile(latencyBefore, 0.5), 0)} / ${fixed(percentile(latencyBefore, 0.99), 0)} ms (${latencyBefore.length} updates)`,
        "none set",
        "info",
      ],
      ["Oversold places", String(over.excess), "0", verdict(over.excess === 0)],
    ];
    const widths = [0, 1, 2, 3].map((column) =>
      Math.max(...rows.map((row) => row[column]!.length), ["Metric", "Result", "Goal", "Verdict"][column]!.length),
    );
    const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
    console.log(
      `\nbench:queue: ${EARLY} early visitors over ${600 / COMPRESSION} s (ten minutes compressed ×${COMPRESSION}), ${LATE} late over ` +
        `${LATE_WINDOW_MS / 1000} s, ${SEATS} seats, rate ${RATE === "auto" ? "automatic" : `${RATE}/min`}, tick ${TICK_SECONDS} s, ` +
        `${os.cpus().length} CPUs\n`,
    );
    console.log(line(["Metric", "Result", "Goal", "Verdict"]));
    console.log(line(widths.map((width) => "-".repeat(width))));
    for (const row of rows) console.log(line(row));
    console.log(
      `\nsale: ${holds.holds} seats held by ${outcome.served} visitors in ${fixed(saleSeconds)} s (${soldOutAt ? "sold out" : "stopped"}); ` +
        `ADMITTED seen ${outcome.admittedSeen}, admitted in the database ${admittedEntries}, still waiting ${stillWaiting}; ` +
        `seats found taken ${outcome.taken}; claims refused ${outcome.claimRefused}, books refused ${outcome.bookRefused}, other hold refusals ${outcome.otherRefusals}`,
    );
    console.log(
      `arrivals: ${EARLY} early in ${fixed(arrivalsSeconds)} s for a ${ARRIVAL_WINDOW_MS / 1000} s window (latest ${fixed(arrivalLag / 1000)} s behind ` +
        `its schedule; page load + join p50 ${fixed(
          percentile(
            joinTimes.sort((a, b) => a - b),
            0.5,
          ),
          0,
        )} ms, p99 ` +
        `${fixed(percentile(joinTimes, 0.99), 0)} ms); joins refused ${joinRefusals}; the crowd then waited ${fixed(waitedSeconds)} s for the start`,
    );
    console.log(
      `load (cores busy: load generator / server / PostgreSQL):\n  arrivals ${arrivalsCpu}\n  waiting  ${waitingCpu}\n  sale     ${saleCpu}`,
    );
    console.log(
      `${updates} live updates; socket errors ${socketErrors}; ` +
        `network errors ${networkErrors}; 5xx ${outcome.errors5xx}; client event loop delay p99 ${fixed(clientLoop.percentile(99) / 1e6)} ms`,
    );
    for (const [kind, tally] of scripted) console.log(`scripted "${kind}": ${tally.attempts} tries, answers ${statusList(tally.statuses)}`);
  } finally {
    for (const visitor of visitors) void visitor.socket?.dispose();
    if (server) await stopServer(server);
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
