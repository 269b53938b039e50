/**
 * Flash-sale benchmark (`npm run bench:flash-sale`): thousands of places go on sale and simulated buyers
 * race for them through the HTTP API (REST and GraphQL, 200 and 1,000 concurrent buyers) while 50
 * occupancy-map readers poll, against a raw-SQL ceiling of the same workload measured in the same run. After the
 * client's own warm-up, a freshly started server's first sale is run and reported (`*_first_sale`), then the
 * measured sales. Prints one JSON line. Loopback only, bounded in count and time.
 */
import "reflect-metadata";
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { gunzipSync } from "node:zlib";
import pg from "pg";
import { Agent, setGlobalDispatcher, request as undiciRequest } from "undici";
import { freePort } from "../db/embedded-postgres.js";
import { startBenchServer } from "./bench-server.js";
import { printStatements, startBenchDatabase } from "./bench-database.js";

const SEATS = Number(process.env.BENCH_SEATS ?? 6000);
const STANDING_AREAS = Number(process.env.BENCH_STANDING_AREAS ?? 4);
const STANDING_CAPACITY = Number(process.env.BENCH_STANDING_CAPACITY ?? 500);
const READERS = Number(process.env.BENCH_READERS ?? 50);
const CONCURRENCIES = (process.env.BENCH_CONCURRENCY ?? "200,1000").split(",").map(Number);
/** BENCH_PG_STATS=1: PostgreSQL's pg_stat_statements on, its top statements printed to stderr after the run. */
const PG_STATS = process.env.BENCH_PG_STATS === "1";
/** BENCH_TWO_PROCESSES=0 leaves out the variant with two server processes on the one database. */
const TWO_PROCESSES = process.env.BENCH_TWO_PROCESSES !== "0";
/** The HTTP APIs to run (BENCH_APIS=rest to profile one). */
const APIS = (process.env.BENCH_APIS ?? "rest,graphql").split(",");
/**
 * BENCH_TIMELINE=<file>: every HTTP hold's start (ms), duration (ms), status and kind (seat or standing) appended
 * to the file, to see when and where the tail happens.
 */
const TIMELINE = process.env.BENCH_TIMELINE;
const VARIANT_TIME_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_MS ?? 60_000);
const TICKETS_PER_DRAFT = 10;

setGlobalDispatcher(new Agent({ connections: 1500, pipelining: 1, keepAliveTimeout: 10_000 }));

let networkErrors = 0;

/**
 * The part of a fetch Response the buyers and readers use. Buyers speak HTTP/1.1 through undici's `request`,
 * not `fetch`: the same requests, cookies and headers on the wire for a fraction of the client's CPU, which
 * shares the machine's two cores with the server and PostgreSQL.
 */
interface BenchResponse {
  status: number;
  ok: boolean;
  header(name: string): string | undefined;
  setCookies(): string[];
  text(): Promise<string>;
  json(): Promise<unknown>;
  bytes(): Promise<Buffer>;
  drain(): Promise<void>;
}

/** One HTTP request; a dropped connection is counted (network_errors) and retried, up to three times. */
async function request(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<BenchResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await undiciRequest(url, { method: (init.method ?? "GET") as "GET", headers: init.headers, body: init.body });
      const header = (name: string) => {
        const value = response.headers[name];
        return Array.isArray(value) ? value.join(", ") : value;
      };
      return {
        status: response.statusCode,
        ok: response.statusCode >= 200 && response.statusCode < 300,
        header,
        setCookies: () => {
          const value = response.headers["set-cookie"];
          return value === undefined ? [] : Array.isArray(value) ? value : [value];
        },
        text: () => response.body.text(),
        json: () => response.body.json(),
        bytes: async () => Buffer.from(await response.body.arrayBuffer()),
        drain: async () => {
          await response.body.dump();
        },
      };
    } catch (error) {
      networkErrors++;
      if (attempt >= 3) throw error;
    }
  }
}

interface Occasion {
  id: string;
  seatIds: string[];
  standingIds: string[];
  capacity: number;
}

async function createOccasion(db: pg.Pool, label: string): Promise<Occasion> {
  const client = await db.connect();
  try {
    await client.query("BEGIN");
    const plan = await client.query(
      `INSERT INTO plans (name, map) VALUES (jsonb_build_object('en', $1::text), '<svg xmlns="http://www.w3.org/2000/svg"/>') RETURNING id`,
      [`Bench ${label}`],
    );
    const planId: string = plan.rows[0].id;
    await client.query(`INSERT INTO spaces (plan_id, name, max_tickets) SELECT $1, 'S' || n, 1 FROM generate_series(1, $2) AS n`, [
      planId,
      SEATS,
    ]);
    await client.query(`INSERT INTO spaces (plan_id, name, max_tickets) SELECT $1, 'standing-' || n, $3 FROM generate_series(1, $2) AS n`, [
      planId,
      STANDING_AREAS,
      STANDING_CAPACITY,
    ]);
    const event = await client.query(`INSERT INTO events (name, plan_id, published) VALUES ($1, $2, true) RETURNING id`, [
      { en: `Bench ${label}` },
      planId,
    ]);
    const ticketType = await client.query(`SELECT id FROM ticket_types ORDER BY position LIMIT 1`);
    await client.query(`INSERT INTO event_prices (event_id, ticket_type_id, price) VALUES ($1, $2, 2500)`, [
      event.rows[0].id,
      ticketType.rows[0].id,
    ]);
    const occasion = await client.query(
      `INSERT INTO occasions (event_id, plan_id, name, start_time, published, bookable) VALUES ($1, $2, jsonb_build_object('en', $3::text), now() + interval '30 days', true, true) RETURNING id`,
      [event.rows[0].id, planId, label],
    );
    const occasionId: string = occasion.rows[0].id;
    await client.query(
      `INSERT INTO occasion_spaces (occasion_id, space_id, max_tickets) SELECT $1, id, max_tickets FROM spaces WHERE plan_id = $2`,
      [occasionId, planId],
    );
    const spaces = await client.query(`SELECT id, max_tickets FROM spaces WHERE plan_id = $1`, [planId]);
    await client.query("COMMIT");
    return {
      id: occasionId,
      seatIds: spaces.rows.filter((row) => row.max_tickets === 1).map((row) => row.id),
      standingIds: spaces.rows.filter((row) => row.max_tickets > 1).map((row) => row.id),
      capacity: SEATS + STANDING_AREAS * STANDING_CAPACITY,
    };
  } finally {
    client.release();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

/** What buyers believe is still free: seats leave it on success or refusal; standing areas when full. */
class Market {
  private readonly free: string[];
  private readonly standing: Set<string>;
  holds = 0;
  constructor(readonly occasion: Occasion) {
    this.free = [...occasion.seatIds, ...occasion.standingIds];
    this.standing = new Set(occasion.standingIds);
  }
  get soldOut() {
    return this.holds >= this.occasion.capacity || this.free.length === 0;
  }
  isStanding(spaceId: string): boolean {
    return this.standing.has(spaceId);
  }
  pick(): string | undefined {
    return this.free[Math.floor(Math.random() * this.free.length)];
  }
  gone(spaceId: string): void {
    const index = this.free.indexOf(spaceId);
    if (index >= 0) this.free.splice(index, 1);
  }
  taken(spaceId: string): void {
    this.holds++;
    if (!this.standing.has(spaceId)) this.gone(spaceId);
  }
}

interface Api {
  book(jar: Jar, occasionId: string): Promise<{ status: number; uuid?: string }>;
  addSpace(jar: Jar, uuid: string, spaceId: string): Promise<number>;
}

let customers = 0;
function nextAddress(): string {
  customers++;
  return `10.${(customers >> 16) & 255}.${(customers >> 8) & 255}.${customers & 255}`;
}

/**
 * One concurrent buyer's browser: cookies, CSRF token, and an address. Each draft is a new customer from
 * an address of their own (a sale's customers come from many networks and hold at most a draft's worth of
 * places each), so MAX_HELD_PER_ADDRESS_PER_OCCASION never refuses the simulated crowd.
 */
class Jar {
  constructor(readonly server = 0) {}
  cookies = new Map<string, string>();
  csrf = "";
  address = nextAddress();
  newCustomer(): void {
    this.address = nextAddress();
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  take(response: BenchResponse): void {
    for (const line of response.setCookies()) {
      const [pair] = line.split(";");
      const index = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
  }
}

function restApi(base: string): Api {
  return {
    async book(jar, occasionId) {
      const response = await request(`${base}/api/occasions/${occasionId}/book`, {
        method: "POST",
        headers: { cookie: jar.header(), "x-csrf-token": jar.csrf, "x-forwarded-for": jar.address },
      });
      jar.take(response);
      const body = response.ok ? ((await response.json()) as { uuid: string }) : (await response.text(), undefined);
      return { status: response.status, uuid: body?.uuid };
    },
    async addSpace(jar, uuid, spaceId) {
      const response = await request(`${base}/api/drafts/${uuid}/spaces/${spaceId}`, {
        method: "POST",
        headers: { cookie: jar.header(), "x-csrf-token": jar.csrf, "x-forwarded-for": jar.address },
      });
      await response.drain();
      return response.status;
    },
  };
}

function graphqlApi(base: string): Api {
  const call = async (jar: Jar, query: string, variables: Record<string, unknown>) => {
    const response = await request(`${base}/graphql`, {
      method: "POST",
      headers: { cookie: jar.header(), "x-csrf-token": jar.csrf, "x-forwarded-for": jar.address, "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
    });
    jar.take(response);
    if (response.status >= 500) {
      await response.drain();
      return { status: response.status };
    }
    const body = (await response.json()) as {
      data?: Record<string, { uuid?: string; id?: string }>;
      errors?: Array<{ extensions?: { status?: number } }>;
    };
    const status = body.errors?.[0]?.extensions?.status ?? (body.data ? 200 : 500);
    return { status, data: body.data };
  };
  return {
    async book(jar, occasionId) {
      const result = await call(jar, `mutation Book($id: ID!) { book(occasionId: $id) { uuid } }`, { id: occasionId });
      return { status: result.status, uuid: result.data?.book?.uuid };
    },
    async addSpace(jar, uuid, spaceId) {
      return (
        await call(jar, `mutation Add($uuid: ID!, $space: ID!) { addSpace(uuid: $uuid, spaceId: $space) { id } }`, { uuid, space: spaceId })
      ).status;
    },
  };
}

async function authenticate(base: string, jar: Jar): Promise<void> {
  const response = await request(`${base}/api/authenticate`, { headers: { cookie: jar.header(), "x-forwarded-for": jar.address } });
  jar.take(response);
  jar.csrf = ((await response.json()) as { csrfToken: string }).csrfToken;
}

/** Buyers and readers are spread over `bases` (one server process each), each keeping to one. */
async function runVariant(bases: string[], makeApi: (base: string) => Api, occasion: Occasion, buyers: number) {
  const apis = bases.map(makeApi);
  const market = new Market(occasion);
  const latencies: number[] = [];
  const timeline = TIMELINE ? ([] as string[]) : undefined;
  let rejections = 0;
  let otherRefusals = 0;
  let serverErrors = 0;
  let reads = 0;
  let first = 0;
  let last = 0;
  const deadline = Date.now() + VARIANT_TIME_LIMIT_MS;
  const jars = await Promise.all(
    Array.from({ length: buyers }, async (_, index) => {
      const jar = new Jar(index % bases.length);
      await authenticate(bases[jar.server]!, jar);
      return jar;
    }),
  );
  let selling = true;
  // A live map's poller: the compact occupancy (the ids once, then counts), gzipped, revalidated by ETag.
  const readers = Array.from({ length: READERS }, async (_, index) => {
    const base = bases[index % bases.length]!;
    let etag = "";
    let order = "";
    while (selling && Date.now() < deadline) {
      const response = await request(`${base}/api/occasions/${occasion.id}/occupancy${order ? "" : "?ids=true"}`, {
        headers: { "accept-encoding": "gzip", ...(etag ? { "if-none-match": etag } : {}) },
      });
      if (response.status === 200) {
        // Under 1 kB (a small occasion) an answer comes as it is.
        const bytes = await response.bytes();
        const text = (response.header("content-encoding") === "gzip" ? gunzipSync(bytes) : bytes).toString("utf8");
        const body = JSON.parse(text) as { order: string; counts: number[] };
        if (!Array.isArray(body.counts)) throw new Error("an occupancy answer without counts");
        order = body.order;
        etag = response.header("etag") ?? "";
      } else await response.drain();
      if (response.status >= 500) serverErrors++;
      reads++;
    }
  });
  const readStart = Date.now();
  // The benchmark's own event loop: time a response waits here is counted in its latency too.
  const clientLoop = monitorEventLoopDelay({ resolution: 5 });
  clientLoop.enable();
  const buyer = async (jar: Jar) => {
    const api = apis[jar.server]!;
    let uuid: string | undefined;
    let inDraft = 0;
    while (!market.soldOut && Date.now() < deadline) {
      if (!uuid || inDraft >= TICKETS_PER_DRAFT) {
        jar.newCustomer();
        const booked = await api.book(jar, occasion.id);
        if (booked.status >= 500) serverErrors++;
        if (!booked.uuid) continue;
        uuid = booked.uuid;
        inDraft = 0;
      }
      const spaceId = market.pick();
      if (!spaceId) break;
      const started = performance.now();
      const status = await api.addSpace(jar, uuid, spaceId);
      latencies.push(performance.now() - started);
      timeline?.push(
        `${Math.round(started)} ${Math.round(performance.now() - started)} ${status} ${market.isStanding(spaceId) ? "standing" : "seat"}`,
      );
      if (status === 201 || status === 200) {
        first ||= Date.now();
        last = Date.now();
        inDraft++;
        market.taken(spaceId);
      } else if (status === 409) {
        rejections++;
        market.gone(spaceId);
      } else if (status >= 500) serverErrors++;
      else otherRefusals++;
    }
  };
  await Promise.all(jars.map(buyer));
  selling = false;
  if (timeline) appendFileSync(TIMELINE!, `# ${bases.length} process(es), ${buyers} buyers\n${timeline.join("\n")}\n`);
  await Promise.all(readers);
  const readSeconds = (Date.now() - readStart) / 1000;
  clientLoop.disable();
  const seconds = Math.max(0.001, (last - first) / 1000);
  latencies.sort((a, b) => a - b);
  return {
    holds: market.holds,
    window_s: Math.round(seconds * 100) / 100,
    holds_per_s: Math.round(market.holds / seconds),
    rejections_per_s: Math.round(rejections / seconds),
    p50_ms: percentile(latencies, 50),
    p95_ms: percentile(latencies, 95),
    p99_ms: percentile(latencies, 99),
    map_reads_per_s: Math.round(reads / readSeconds),
    client_loop_delay_p50_ms: Math.round(clientLoop.percentile(50) / 1e5) / 10,
    client_loop_delay_p99_ms: Math.round(clientLoop.percentile(99) / 1e5) / 10,
    // Holds refused for anything but a taken place (a limit): the simulated customers should meet none.
    other_refusals: otherRefusals,
    errors_5xx: serverErrors,
  };
}

/**
 * Holds straight through pg, no HTTP: `hold` runs one worker's hold of a space and says whether it was
 * taken. Workers race until the occasion is sold out, as the HTTP buyers do.
 */
async function runSql(
  url: string,
  occasion: Occasion,
  concurrency: number,
  hold: (pool: pg.Pool, worker: number, spaceId: string) => Promise<boolean>,
) {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const market = new Market(occasion);
  let first = 0;
  let last = 0;
  let rejections = 0;
  // Each call's time, its wait for one of the pool's connections included: a buyer's view, as over HTTP.
  const latencies: number[] = [];
  const deadline = Date.now() + VARIANT_TIME_LIMIT_MS;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (!market.soldOut && Date.now() < deadline) {
        const spaceId = market.pick();
        if (!spaceId) break;
        const started = performance.now();
        const held = await hold(pool, worker, spaceId);
        latencies.push(performance.now() - started);
        if (held) {
          first ||= Date.now();
          last = Date.now();
          market.taken(spaceId);
        } else {
          rejections++;
          market.gone(spaceId);
        }
      }
    }),
  );
  await pool.end();
  const seconds = Math.max(0.001, (last - first) / 1000);
  latencies.sort((a, b) => a - b);
  return {
    holds: market.holds,
    holds_per_s: Math.round(market.holds / seconds),
    rejections_per_s: Math.round(rejections / seconds),
    p50_ms: percentile(latencies, 50),
    p95_ms: percentile(latencies, 95),
    p99_ms: percentile(latencies, 99),
  };
}

/** The minimal correct SQL for one hold: the guarded counter statement chained into the ticket insert (the raw ceiling). */
function runRawSql(url: string, occasion: Occasion, concurrency: number, bookingIds: string[], ticketTypeId: string) {
  return runSql(url, occasion, concurrency, async (pool, worker, spaceId) => {
    const result = await pool.query(
      `WITH held AS (UPDATE occasion_spaces SET held = held + 1 WHERE occasion_id = $1 AND space_id = $2 AND held < max_tickets RETURNING occasion_id, space_id)
       INSERT INTO tickets (booking_id, occasion_id, space_id, ticket_type_id, price, vat, code)
       SELECT $3, occasion_id, space_id, $4, 2500, 14, md5(random()::text) FROM held RETURNING id`,
      [occasion.id, spaceId, bookingIds[worker % bookingIds.length], ticketTypeId],
    );
    return (result.rowCount ?? 0) > 0;
  });
}

/**
 * The app's one hold path, hold_place (draft access, ticket limit, the address's held places, the guarded
 * counter and the ticket): what the database itself costs per hold. Each worker holds for a draft of its
 * own, from an address of its own.
 */
function runHoldPlace(url: string, occasion: Occasion, concurrency: number, bookingIds: string[], ticketTypeId: string) {
  return runSql(url, occasion, concurrency, async (pool, worker, spaceId) => {
    const result = await pool.query(
      `SELECT outcome FROM hold_place($1, 'bench', $2, $3, $4, 2500, 14, md5(random()::text), now(), 1000000, 1000000)`,
      [bookingIds[worker % bookingIds.length], occasion.id, spaceId, ticketTypeId],
    );
    return result.rows[0].outcome === "held";
  });
}

async function oversold(db: pg.Pool): Promise<number> {
  const counters = await db.query(
    `SELECT coalesce(sum(held - max_tickets), 0)::int AS excess FROM occasion_spaces WHERE held > max_tickets`,
  );
  const tickets = await db.query(
    `SELECT coalesce(sum(n - max_tickets), 0)::int AS excess FROM (
       SELECT os.max_tickets, count(t.id) AS n FROM occasion_spaces os
         JOIN tickets t ON t.occasion_id = os.occasion_id AND t.space_id = os.space_id
         JOIN bookings b ON b.id = t.booking_id AND b.status IN ('draft', 'payment', 'locked', 'booked', 'renewable')
        GROUP BY os.occasion_id, os.space_id, os.max_tickets HAVING count(t.id) > os.max_tickets) AS over`,
  );
  return counters.rows[0].excess + tickets.rows[0].excess;
}

/** Every process of a run shares the key, as the processes behind one balancer must (cookies, CSRF tokens). */
const SECRET_KEY = randomBytes(32).toString("hex");

function startServer(databaseUrl: string, port: number, seed = true): Promise<ChildProcess> {
  return startBenchServer(databaseUrl, port, {
    SECRET_KEY,
    SEED_DEMO_DATA: String(seed),
    ADMIN_PASSWORD: "bench-password-123",
    BOOK_RATE_LIMIT_PER_MINUTE: "100000000",
    MAX_TICKETS_PER_DRAFT: String(TICKETS_PER_DRAFT),
    DB_POOL_SIZE: process.env.BENCH_DB_POOL_SIZE ?? "20",
    // No payments in the benchmark: skip payment for free bookings lets production start without a provider.
    PAYMENT_SKIP: "true",
    // Every buyer sends its own X-Forwarded-For (Jar.address), as buyers behind one proxy would.
    TRUST_PROXY: "1",
  });
}

/**
 * The benchmark client's own warm-up: one sale through each API against a throwaway server process, stopped
 * before the first sale. The client runs in one process with the buyers' and readers' code, which is as cold as a
 * new server's at first; without this, a fresh server's first sale (`*_first_sale`) also measured the client's
 * first sale (p99 50-80 ms higher in interleaved runs), which a real on-sale's buyers, each in a browser of their
 * own, do not share.
 */
async function warmUpClient(url: string, db: pg.Pool, apis: ReadonlyArray<readonly [string, (base: string) => Api]>, buyers: number) {
  const port = await freePort();
  const throwaway = await startServer(url, port, false);
  try {
    for (const [name, api] of apis)
      await runVariant([`http://127.0.0.1:${port}`], api, await createOccasion(db, `${name}-client-warm-up`), buyers);
  } finally {
    await stopServer(throwaway);
  }
}

async function stopServer(server: ChildProcess): Promise<void> {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

async function main(): Promise<void> {
  const database = await startBenchDatabase("bench", { pgStats: PG_STATS });
  const { url } = database;
  let server: ChildProcess | undefined;
  let secondServer: ChildProcess | undefined;
  try {
    const port = await freePort();
    server = await startServer(url, port);
    const base = `http://127.0.0.1:${port}`;
    const db = new pg.Pool({ connectionString: url, max: 4 });
    const results: Record<string, unknown> = {};
    const ticketType = (await db.query(`SELECT id FROM ticket_types ORDER BY position LIMIT 1`)).rows[0].id as string;
    /** The raw-SQL ceiling once, on an occasion of its own. */
    const rawSql = async (concurrency: number, label: string) => {
      const rawOccasion = await createOccasion(db, `raw-${label}-${concurrency}`);
      const bookings = await db.query(
        `INSERT INTO bookings (occasion_id, status) SELECT $1, 'booked' FROM generate_series(1, $2) RETURNING id`,
        [rawOccasion.id, concurrency],
      );
      return runRawSql(
        url,
        rawOccasion,
        concurrency,
        bookings.rows.map((row) => row.id as string),
        ticketType,
      );
    };
    const httpApis = (
      [
        ["rest", restApi],
        ["graphql", graphqlApi],
      ] as const
    ).filter(([name]) => APIS.includes(name));
    /**
     * A freshly started process's first sale, through each API, on an occasion of its own: reported (`*_first_sale`)
     * but not the measured variant. V8 runs a new process's code unoptimized until it is hot; in that sale's first
     * second holds took twice as long as later. A server that opens a sale has long been up, so the measured variants
     * run on servers that have served one sale, as a benchmark's warm-up does.
     */
    const firstSales = async (bases: string[], label: string, concurrency: number) => {
      for (const [name, api] of httpApis) {
        const occasion = await createOccasion(db, `${name}-first-sale-${label}${concurrency}`);
        results[`${name}_${label}${concurrency}_first_sale`] = await runVariant(bases, api, occasion, concurrency);
      }
    };
    await warmUpClient(url, db, httpApis, CONCURRENCIES[0]!);
    await firstSales([base], "", CONCURRENCIES[0]!);
    for (const concurrency of CONCURRENCIES) {
      // The ceiling is measured before and after the HTTP variants and the ratios divide by the mean of the two: this
      // machine's speed drifts within a run (other work on it), and one measurement at either end is biased by it.
      const rawBefore = await rawSql(concurrency, "before");
      for (const [name, api] of httpApis) {
        const occasion = await createOccasion(db, `${name}-${concurrency}`);
        results[`${name}_${concurrency}`] = await runVariant([base], api, occasion, concurrency);
      }
      if (TWO_PROCESSES && concurrency === CONCURRENCIES[0]) {
        // The same sale through two server processes on the one database, buyers and readers split between them.
        const secondPort = await freePort();
        secondServer = await startServer(url, secondPort, false);
        const bases = [base, `http://127.0.0.1:${secondPort}`];
        await firstSales(bases, "two_processes_", concurrency);
        for (const [name, api] of httpApis) {
          const occasion = await createOccasion(db, `${name}-two-processes-${concurrency}`);
          results[`${name}_two_processes_${concurrency}`] = await runVariant(bases, api, occasion, concurrency);
        }
        await stopServer(secondServer);
        secondServer = undefined;
      }
      const rawAfter = await rawSql(concurrency, "after");
      results[`raw_sql_${concurrency}`] = {
        holds_per_s: Math.round((rawBefore.holds_per_s + rawAfter.holds_per_s) / 2),
        before: rawBefore,
        after: rawAfter,
      };
      const holdOccasion = await createOccasion(db, `hold-place-${concurrency}`);
      const drafts = await db.query(
        `INSERT INTO bookings (occasion_id, status, secret_hash, expires_at, client_address)
         SELECT $1, 'draft', 'bench', now() + interval '1 hour', '10.1.' || (n / 256) || '.' || (n % 256) FROM generate_series(1, $2) AS n RETURNING id`,
        [holdOccasion.id, concurrency],
      );
      results[`hold_place_${concurrency}`] = await runHoldPlace(
        url,
        holdOccasion,
        concurrency,
        drafts.rows.map((row) => row.id as string),
        ticketType,
      );
    }
    const ratio = (variant: string, concurrency: number, suffix = "") => {
      const api = results[`${variant}_${concurrency}${suffix}`] as { holds_per_s: number } | undefined;
      const raw = results[`raw_sql_${concurrency}`] as { holds_per_s: number } | undefined;
      if (!api || !raw) return null;
      return Math.round((api.holds_per_s / raw.holds_per_s) * 100) / 100;
    };
    const summary = {
      bench: "flash-sale",
      places_per_occasion: SEATS + STANDING_AREAS * STANDING_CAPACITY,
      seats: SEATS,
      standing_areas: STANDING_AREAS,
      standing_capacity: STANDING_CAPACITY,
      map_readers: READERS,
      cpus: os.cpus().length,
      ...results,
      ratio_rest: ratio("rest", 200),
      ratio_graphql: ratio("graphql", 200),
      ratio_rest_two_processes: ratio("rest_two_processes", 200),
      ratio_graphql_two_processes: ratio("graphql_two_processes", 200),
      ratio_rest_1000: ratio("rest", 1000),
      ratio_graphql_1000: ratio("graphql", 1000),
      ratio_hold_place: ratio("hold_place", 200),
      ratio_rest_first_sale: ratio("rest", CONCURRENCIES[0]!, "_first_sale"),
      ratio_graphql_first_sale: ratio("graphql", CONCURRENCIES[0]!, "_first_sale"),
      network_errors: networkErrors,
      errors_5xx: Object.values(results).reduce((sum: number, value) => sum + ((value as { errors_5xx?: number }).errors_5xx ?? 0), 0),
      oversold: await oversold(db),
    };
    if (PG_STATS) await printStatements(db, 25);
    await db.end();
    console.log(JSON.stringify(summary));
  } finally {
    secondServer?.kill("SIGTERM");
    if (server) await stopServer(server);
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
