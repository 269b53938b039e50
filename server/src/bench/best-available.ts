/**
 * Best-available benchmark (`npm run bench:best-available`, issue 20: "fast on a 2,000-seat plan, < 50 ms
 * server time"). Three parts:
 * 1. The pure rules (`bestAvailable`) on a 2,000-seat plan (4 sections x 20 rows x 25 seats) under several
 *    occupancy patterns, counts 1-10, with and without a section preference: median / p95 / max ms.
 * 2. The whole mutation through the built server (GraphQL `holdBestAvailable`, CSRF header, draft cookie):
 *    buyers one at a time, each a new customer, until the hall is sold out. Sequential on loopback, so each
 *    request's latency bounds the server's time from above. Sampled between requests: the server's seat read
 *    (the same SQL, through pg) and the pure pick on its rows, to tell where the time goes.
 * 3. A short concurrent sale (20 buyers) on a fresh occasion, checked from the database afterwards: no seat
 *    held twice, and every successful answer's draft holds exactly the seats asked for.
 * Prints one JSON line (a human table on stderr). Loopback only, bounded in count and time.
 */
import "reflect-metadata";
import type { ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import os from "node:os";
import pg from "pg";
import { Agent, setGlobalDispatcher, request } from "undici";
import { freePort } from "../db/embedded-postgres.js";
import { bestAvailable, type BestAvailablePreference, type SeatCandidate } from "../modules/booking/draft/best-available.js";
import { startBenchServer } from "./bench-server.js";
import { printStatements, startBenchDatabase } from "./bench-database.js";

const SEATS = Number(process.env.BENCH_SEATS ?? 2000);
const SECTIONS = Number(process.env.BENCH_SECTIONS ?? 4);
const SEATS_PER_ROW = Number(process.env.BENCH_SEATS_PER_ROW ?? 25);
/** Timed runs of each pure case (after warm-up), fewer when a case would take longer than PURE_CASE_MS. */
const PURE_RUNS = Number(process.env.BENCH_PURE_RUNS ?? 300);
const PURE_CASE_MS = Number(process.env.BENCH_PURE_CASE_MS ?? 3000);
const COUNTS = [1, 2, 4, 6, 10];
/** The counts buyers ask for in turn through the server. */
const SALE_COUNTS = [2, 4, 3, 6, 1, 10, 2, 5, 4, 8];
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
/** Every how many sequential requests the seat read and the pick are timed on their own (0: never). */
const SAMPLE_EVERY = Number(process.env.BENCH_SAMPLE_EVERY ?? 3);
const TIME_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_MS ?? 120_000);
const GOAL_MS = 50;
const MAX_TICKETS = 10;

/** BENCH_PG_STATS=1: PostgreSQL's pg_stat_statements on, the sequential sale's top statements printed to stderr. */
const PG_STATS = process.env.BENCH_PG_STATS === "1";

const agent = new Agent({ connections: 200, pipelining: 1, keepAliveTimeout: 10_000 });
setGlobalDispatcher(agent);

const SECTION_NAMES = Array.from({ length: SECTIONS }, (_, index) => String.fromCharCode(65 + index));
const PER_SECTION = Math.ceil(SEATS / SECTIONS);

/** Section, row and seat of the i-th seat of the plan (as the app stores them: strings). */
function place(index: number): { section: string; row: string; seat: string } {
  const inSection = index % PER_SECTION;
  return {
    section: SECTION_NAMES[Math.floor(index / PER_SECTION)]!,
    row: String(Math.floor(inSection / SEATS_PER_ROW) + 1),
    seat: String((inSection % SEATS_PER_ROW) + 1),
  };
}

/** A small seeded PRNG (mulberry32): the same occupancy every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50_ms: percentile(sorted, 50),
    p95_ms: percentile(sorted, 95),
    p99_ms: percentile(sorted, 99),
    max_ms: round(sorted.at(-1) ?? 0),
  };
}

// ---------------------------------------------------------------------------------------------------------
// 1. The pure rules

type Pattern = "empty" | "taken_50" | "taken_90" | "fragmented";

/** Which seats are taken under a pattern (by plan index). */
function occupancy(pattern: Pattern): boolean[] {
  const next = random(20);
  return Array.from({ length: SEATS }, (_, index) => {
    switch (pattern) {
      case "empty":
        return false;
      case "taken_50":
        return next() < 0.5;
      case "taken_90":
        return next() < 0.9;
      case "fragmented": {
        // Every other seat taken (staggered by row), and one taken seat in eight freed: most free seats are
        // singles, a few runs of three.
        const { row, seat } = place(index);
        const checker = (Number(row) + Number(seat)) % 2 === 0;
        return checker && next() >= 0.125;
      }
    }
  });
}

/** The plan's seats as the server reads them (in no particular order: the SQL read has none). */
function candidates(pattern: Pattern): SeatCandidate[] {
  const taken = occupancy(pattern);
  const seats = taken.map((isTaken, index) => ({
    id: randomUUID(),
    ...place(index),
    free: !isTaken,
    single: true,
    accessible: false,
    priceZoneId: null,
  }));
  const next = random(7);
  for (let index = seats.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [seats[index], seats[other]] = [seats[other]!, seats[index]!];
  }
  return seats;
}

interface PureCase {
  pattern: Pattern;
  free: number;
  count: number;
  preference: string | null;
  runs: number;
  /** What the rules answered: the blocks of the best alternative, or the refusal. */
  answer: string;
  median_ms: number;
  p95_ms: number;
  max_ms: number;
}

function benchPure(): PureCase[] {
  const cases: PureCase[] = [];
  if (PURE_RUNS === 0) return cases;
  const patterns: Pattern[] = ["empty", "taken_50", "taken_90", "fragmented"];
  // Warm-up: every case a few times, so the timed runs see optimised code.
  const inputs = patterns.map((pattern) => ({ pattern, seats: candidates(pattern) }));
  for (let round = 0; round < 20; round++)
    for (const { seats } of inputs) for (const count of COUNTS) bestAvailable(seats, count, { section: SECTION_NAMES[1] });
  for (const { pattern, seats } of inputs) {
    for (const count of COUNTS) {
      for (const section of [null, SECTION_NAMES[1]!]) {
        const preference: BestAvailablePreference = section ? { section } : {};
        const times: number[] = [];
        const started = performance.now();
        let found = bestAvailable(seats, count, preference);
        while (times.length < PURE_RUNS && (times.length < 30 || performance.now() - started < PURE_CASE_MS)) {
          const start = performance.now();
          found = bestAvailable(seats, count, preference);
          times.push(performance.now() - start);
        }
        const sorted = times.sort((a, b) => a - b);
        cases.push({
          pattern,
          free: seats.filter((seat) => seat.free).length,
          count,
          preference: section,
          runs: times.length,
          answer: found.ok ? found.alternatives[0]!.map((block) => block.length).join("+") : found.problem,
          median_ms: percentile(sorted, 50),
          p95_ms: percentile(sorted, 95),
          max_ms: round(sorted.at(-1)!),
        });
      }
    }
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------------------
// 2./3. Through the server

async function createOccasion(db: pg.Pool, label: string, ticketTypeId: string): Promise<string> {
  const client = await db.connect();
  try {
    await client.query("BEGIN");
    const plan = await client.query(
      `INSERT INTO plans (name, map) VALUES (jsonb_build_object('en', $1::text), '<svg xmlns="http://www.w3.org/2000/svg"/>') RETURNING id`,
      [`Bench ${label}`],
    );
    const planId: string = plan.rows[0].id;
    const places = Array.from({ length: SEATS }, (_, index) => place(index));
    await client.query(
      `INSERT INTO spaces (plan_id, name, max_tickets, section, "row", seat)
       SELECT $1, p.section || '-' || p.r || '-' || p.s, 1, p.section, p.r, p.s
         FROM unnest($2::text[], $3::text[], $4::text[]) AS p(section, r, s)`,
      [planId, places.map((p) => p.section), places.map((p) => p.row), places.map((p) => p.seat)],
    );
    const event = await client.query(`INSERT INTO events (name, plan_id, published) VALUES ($1, $2, true) RETURNING id`, [
      { en: `Bench ${label}` },
      planId,
    ]);
    await client.query(`INSERT INTO event_prices (event_id, ticket_type_id, price) VALUES ($1, $2, 2500)`, [
      event.rows[0].id,
      ticketTypeId,
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
    await client.query("COMMIT");
    return occasionId;
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}

let customers = 0;

/** One customer's browser: cookies, CSRF token and an address of their own (X-Forwarded-For, TRUST_PROXY=1). */
class Jar {
  cookies = new Map<string, string>();
  csrf = "";
  address: string;
  constructor() {
    customers++;
    this.address = `10.${(customers >> 16) & 255}.${(customers >> 8) & 255}.${customers & 255}`;
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  take(setCookie: string | string[] | undefined): void {
    for (const line of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair] = line.split(";");
      const index = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
  }
}

async function authenticate(base: string, jar: Jar): Promise<void> {
  const response = await request(`${base}/api/authenticate`, { headers: { "x-forwarded-for": jar.address } });
  jar.take(response.headers["set-cookie"]);
  jar.csrf = ((await response.body.json()) as { csrfToken: string }).csrfToken;
}

const HOLD = `mutation Hold($occasionId: ID!, $count: Int!, $preference: BestAvailableInput) {
  holdBestAvailable(occasionId: $occasionId, count: $count, preference: $preference) { uuid tickets { spaceId } }
}`;

interface HoldAnswer {
  ms: number;
  status: number;
  /** Refusal: code and message key's English text. */
  reason?: string;
  uuid?: string;
  spaceIds?: string[];
}

async function holdBestAvailable(base: string, jar: Jar, occasionId: string, count: number): Promise<HoldAnswer> {
  const body = JSON.stringify({ query: HOLD, variables: { occasionId, count } });
  const started = performance.now();
  const response = await request(`${base}/graphql`, {
    method: "POST",
    headers: { cookie: jar.header(), "x-csrf-token": jar.csrf, "x-forwarded-for": jar.address, "content-type": "application/json" },
    body,
  });
  jar.take(response.headers["set-cookie"]);
  const text = await response.body.text();
  const ms = performance.now() - started;
  let answer: {
    data?: { holdBestAvailable?: { uuid: string; tickets: Array<{ spaceId: string }> } | null } | null;
    errors?: Array<{ message: string; extensions?: { code?: string; status?: number } }>;
  };
  try {
    answer = JSON.parse(text);
  } catch {
    return { ms, status: response.statusCode, reason: `HTTP ${response.statusCode}` };
  }
  const error = answer.errors?.[0];
  if (error || !answer.data?.holdBestAvailable) {
    const code = error?.extensions?.code ?? "?";
    // The two refusals of best available by name (booking.bestAvailableNone, booking.bestAvailableTaken).
    const reason =
      code === "CONFLICT" && error?.message.startsWith("There are not")
        ? "none_available"
        : code === "SPACE_OCCUPIED"
          ? "taken_meanwhile"
          : `${code}: ${error?.message ?? "?"}`;
    return { ms, status: error?.extensions?.status ?? response.statusCode, reason };
  }
  const draft = answer.data.holdBestAvailable;
  return { ms, status: 200, uuid: draft.uuid, spaceIds: draft.tickets.map((ticket) => ticket.spaceId) };
}

const BENCH_METRICS_TOKEN = randomBytes(24).toString("hex");

/**
 * The server's own clock for POST /graphql (its http_request_duration_seconds histogram on /metrics, for
 * METRICS_TOKEN's bearer behind TRUST_PROXY): how many answers, their total seconds, and how many took at most 50 ms.
 */
async function serverTimes(base: string): Promise<{ count: number; sum: number; within50: number }> {
  const response = await request(`${base}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  const text = await response.body.text();
  const value = (name: string, le?: string) => {
    for (const line of text.split("\n")) {
      const [series, number] = line.split(" ");
      if (!series?.startsWith(`${name}{`) || !series.includes('method="POST"') || !series.includes('route="/graphql"')) continue;
      if (le && !series.includes(`le="${le}"`)) continue;
      return Number(number);
    }
    return 0;
  };
  return {
    count: value("http_request_duration_seconds_count"),
    sum: value("http_request_duration_seconds_sum"),
    within50: value("http_request_duration_seconds_bucket", "0.05"),
  };
}

/** The server's seat read (DraftService.bestSeats), run through pg. */
const SEAT_READ = `SELECT s.id, s.section, s.row, s.seat, s.price_zone_id AS "priceZoneId", os.max_tickets = 1 AS single,
        os.held < os.max_tickets AS free, COALESCE(st.accessible, false) AS accessible
   FROM occasion_spaces os JOIN spaces s ON s.id = os.space_id LEFT JOIN space_types st ON st.id = s.space_type_id
  WHERE os.occasion_id = $1`;

interface SaleRequest {
  ms: number;
  count: number;
  /** Share of the hall held before the request. */
  fill: number;
  ok: boolean;
  reason?: string;
}

const tally = (reasons: Array<string | undefined>) =>
  reasons.reduce<Record<string, number>>((all, reason) => (reason ? { ...all, [reason]: (all[reason] ?? 0) + 1 } : all), {});

/** Buyers one at a time until the hall is sold out (or nobody can be seated any more). */
async function sequentialSale(base: string, db: pg.Pool, occasionId: string) {
  const requests: SaleRequest[] = [];
  const samples: Array<{ fill: number; sql_ms: number; pick_ms: number; rows: number }> = [];
  const seen = new Set<string>();
  let held = 0;
  let wrongCount = 0;
  let refusedInARow = 0;
  const deadline = Date.now() + TIME_LIMIT_MS;
  const before = await serverTimes(base);
  for (let index = 0; held < SEATS && Date.now() < deadline; index++) {
    const count = SALE_COUNTS[index % SALE_COUNTS.length]!;
    const fill = held / SEATS;
    if (SAMPLE_EVERY > 0 && index % SAMPLE_EVERY === 0) {
      const start = performance.now();
      const { rows } = await db.query<SeatCandidate>(SEAT_READ, [occasionId]);
      const read = performance.now();
      bestAvailable(rows, count, {});
      samples.push({ fill, sql_ms: read - start, pick_ms: performance.now() - read, rows: rows.length });
    }
    const jar = new Jar();
    await authenticate(base, jar);
    const answer = await holdBestAvailable(base, jar, occasionId, count);
    requests.push({ ms: answer.ms, count, fill, ok: !!answer.uuid, reason: answer.reason });
    if (answer.uuid) {
      if (answer.spaceIds!.length !== count) wrongCount++;
      for (const id of answer.spaceIds!) seen.add(id);
      held += answer.spaceIds!.length;
      refusedInARow = 0;
    } else if (++refusedInARow >= SALE_COUNTS.length) break;
  }
  const after = await serverTimes(base);
  // PostgreSQL's own time for the seat read on the sold-out hall (EXPLAIN ANALYZE, median of 5).
  const executions: number[] = [];
  for (let run = 0; run < 5; run++) {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${SEAT_READ}`, [occasionId]);
    executions.push(rows[0]["QUERY PLAN"][0]["Execution Time"] as number);
  }
  const part = (from: number) => requests.filter((request) => request.fill >= from);
  const sampleStats = (from: number) => {
    const chosen = samples.filter((sample) => sample.fill >= from);
    return { sql_read: stats(chosen.map((sample) => sample.sql_ms)), pure_pick: stats(chosen.map((sample) => sample.pick_ms)) };
  };
  const byCount = Object.fromEntries(
    [...new Set(SALE_COUNTS)]
      .sort((a, b) => a - b)
      .map((count) => {
        const { p50_ms, p95_ms, max_ms } = stats(requests.filter((request) => request.count === count).map((request) => request.ms));
        return [count, { p50_ms, p95_ms, max_ms }];
      }),
  );
  return {
    requests: requests.length,
    seats_held: held,
    distinct_seats_held: seen.size,
    final_fill: round(held / SEATS, 3),
    answers_with_wrong_count: wrongCount,
    latency: stats(requests.map((request) => request.ms)),
    // The server's histogram: mean time from the request's arrival to its answer's end, and the share within 50 ms.
    server_mean_ms: round(((after.sum - before.sum) / Math.max(1, after.count - before.count)) * 1000),
    server_share_within_50ms: round((after.within50 - before.within50) / Math.max(1, after.count - before.count), 3),
    latency_last_quarter: stats(part(0.75).map((request) => request.ms)),
    latency_by_count: byCount,
    refusals: tally(requests.map((request) => request.reason)),
    // Between requests, on the same database: the server's seat read through pg and the pure pick on its rows.
    parts: { all: sampleStats(0), last_quarter: sampleStats(0.75) },
    seat_read_execution_ms: percentile(
      executions.sort((a, b) => a - b),
      50,
    ),
  };
}

/** CONCURRENCY buyers at once on a fresh occasion, each request a new customer, until sold out. */
async function concurrentSale(base: string, db: pg.Pool, occasionId: string) {
  const latencies: number[] = [];
  const reasons: string[] = [];
  const held = new Map<string, number>();
  const spaceIds: string[] = [];
  let wrongCount = 0;
  let seats = 0;
  let next = 0;
  let soldOut = false;
  const deadline = Date.now() + TIME_LIMIT_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      let refusedInARow = 0;
      while (!soldOut && seats < SEATS && Date.now() < deadline) {
        const count = SALE_COUNTS[next++ % SALE_COUNTS.length]!;
        const jar = new Jar();
        await authenticate(base, jar);
        const answer = await holdBestAvailable(base, jar, occasionId, count);
        latencies.push(answer.ms);
        if (answer.uuid) {
          refusedInARow = 0;
          if (answer.spaceIds!.length !== count) wrongCount++;
          held.set(answer.uuid, count);
          spaceIds.push(...answer.spaceIds!);
          seats += answer.spaceIds!.length;
        } else {
          reasons.push(answer.reason!);
          if (answer.status >= 500) throw new Error(`server error: ${answer.reason}`);
          // A buyer who could not be seated for any count gives up: the hall is (nearly) sold out.
          if (++refusedInARow >= SALE_COUNTS.length) soldOut = true;
        }
      }
    }),
  );
  // From the database: every seat's counter within its capacity, no seat with two live tickets, and each
  // successful answer's draft holding exactly the seats asked for (the others none).
  const counters = await db.query(
    `SELECT coalesce(sum(greatest(held - max_tickets, 0)), 0)::int AS excess, coalesce(sum(held), 0)::int AS held FROM occasion_spaces WHERE occasion_id = $1`,
    [occasionId],
  );
  const doubles = await db.query(
    `SELECT coalesce(sum(n - 1), 0)::int AS excess FROM (
       SELECT count(*) AS n FROM tickets t JOIN bookings b ON b.id = t.booking_id AND b.status IN ('draft', 'payment', 'locked', 'booked', 'renewable')
        WHERE t.occasion_id = $1 GROUP BY t.space_id HAVING count(*) > 1) AS twice`,
    [occasionId],
  );
  const drafts = await db.query<{ id: string; n: number }>(
    `SELECT b.id, count(t.id)::int AS n FROM bookings b LEFT JOIN tickets t ON t.booking_id = b.id WHERE b.occasion_id = $1 GROUP BY b.id`,
    [occasionId],
  );
  let draftMismatches = 0;
  for (const draft of drafts.rows) if (draft.n !== (held.get(draft.id) ?? 0)) draftMismatches++;
  for (const uuid of held.keys()) if (!drafts.rows.some((draft) => draft.id === uuid)) draftMismatches++;
  const { p50_ms, p95_ms, p99_ms, max_ms } = stats(latencies);
  return {
    buyers: CONCURRENCY,
    requests: latencies.length,
    seats_held: seats,
    held_counter: counters.rows[0].held as number,
    p50_ms,
    p95_ms,
    p99_ms,
    max_ms,
    refusals: tally(reasons),
    oversold: (counters.rows[0].excess as number) + (doubles.rows[0].excess as number),
    seats_in_two_answers: spaceIds.length - new Set(spaceIds).size,
    answers_with_wrong_count: wrongCount,
    draft_mismatches: draftMismatches,
  };
}

function printTables(
  pure: PureCase[],
  sequential: Awaited<ReturnType<typeof sequentialSale>>,
  concurrent: Awaited<ReturnType<typeof concurrentSale>>,
) {
  const lines = ["pattern      free count section answer        median     p95     max (ms)"];
  for (const entry of pure)
    lines.push(
      `${entry.pattern.padEnd(12)} ${String(entry.free).padStart(4)} ${String(entry.count).padStart(5)} ${(entry.preference ?? "-").padStart(7)} ${entry.answer.padEnd(12)} ${entry.median_ms.toFixed(2).padStart(7)} ${entry.p95_ms.toFixed(2).padStart(7)} ${entry.max_ms.toFixed(2).padStart(7)}`,
    );
  const { latency, latency_last_quarter: last, parts } = sequential;
  lines.push(
    "",
    `sequential: ${sequential.requests} requests, ${sequential.seats_held} seats held, p50/p95/p99/max ${latency.p50_ms}/${latency.p95_ms}/${latency.p99_ms}/${latency.max_ms} ms;` +
      ` last quarter ${last.p50_ms}/${last.p95_ms}/${last.p99_ms}/${last.max_ms} ms`,
    `  server's histogram: mean ${sequential.server_mean_ms} ms, ${Math.round(sequential.server_share_within_50ms * 100)} % within 50 ms; seat read in PostgreSQL ${sequential.seat_read_execution_ms} ms`,
    `  seat read p50/p95 ${parts.all.sql_read.p50_ms}/${parts.all.sql_read.p95_ms} ms, pure pick p50/p95 ${parts.all.pure_pick.p50_ms}/${parts.all.pure_pick.p95_ms} ms` +
      ` (last quarter: ${parts.last_quarter.sql_read.p50_ms}/${parts.last_quarter.sql_read.p95_ms}, ${parts.last_quarter.pure_pick.p50_ms}/${parts.last_quarter.pure_pick.p95_ms})`,
    `  refusals ${JSON.stringify(sequential.refusals)}`,
    `concurrent (${concurrent.buyers}): ${concurrent.requests} requests, p50/p95 ${concurrent.p50_ms}/${concurrent.p95_ms} ms, oversold ${concurrent.oversold}, draft mismatches ${concurrent.draft_mismatches}, refusals ${JSON.stringify(concurrent.refusals)}`,
  );
  console.error(lines.join("\n"));
}

async function main(): Promise<void> {
  const pure = benchPure();
  const database = await startBenchDatabase("bench-best-available", { pgStats: PG_STATS });
  const { url } = database;
  let server: ChildProcess | undefined;
  try {
    const db = new pg.Pool({ connectionString: url, max: 4 });
    const ticketType = await db.query(
      `INSERT INTO ticket_types (name, vat, product_code, position) VALUES ('{"en": "Adult"}', 14, 'BENCH-ADULT', 0) RETURNING id`,
    );
    const ticketTypeId: string = ticketType.rows[0].id;
    const sequentialOccasion = await createOccasion(db, "sequential", ticketTypeId);
    const concurrentOccasion = await createOccasion(db, "concurrent", ticketTypeId);
    const warmUpOccasion = await createOccasion(db, "warm-up", ticketTypeId);
    const port = await freePort();
    server = await startBenchServer(url, port, {
      SECRET_KEY: randomBytes(32).toString("hex"),
      SEED_DEMO_DATA: "false",
      ADMIN_PASSWORD: "bench-password-123",
      BOOK_RATE_LIMIT_PER_MINUTE: "100000000",
      MAX_TICKETS_PER_DRAFT: String(MAX_TICKETS),
      PAYMENT_SKIP: "true",
      TRUST_PROXY: "1",
      METRICS_TOKEN: BENCH_METRICS_TOKEN,
      ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
    });
    const base = `http://127.0.0.1:${port}`;
    // Warm-up on an occasion of its own: the server's code paths and caches, PostgreSQL's plans.
    for (let index = 0; index < 30; index++) {
      const jar = new Jar();
      await authenticate(base, jar);
      await holdBestAvailable(base, jar, warmUpOccasion, SALE_COUNTS[index % SALE_COUNTS.length]!);
    }
    if (PG_STATS) await db.query(`SELECT pg_stat_statements_reset()`);
    const sequential = await sequentialSale(base, db, sequentialOccasion);
    if (PG_STATS) await printStatements(db, 20);
    const concurrent = await concurrentSale(base, db, concurrentOccasion);
    await db.end();
    printTables(pure, sequential, concurrent);
    const worstPure = pure.reduce<PureCase | undefined>(
      (worst, entry) => (worst && worst.p95_ms >= entry.p95_ms ? worst : entry),
      undefined,
    );
    console.log(
      JSON.stringify({
        bench: "best-available",
        seats: SEATS,
        layout: `${SECTIONS} sections x ${Math.ceil(PER_SECTION / SEATS_PER_ROW)} rows x ${SEATS_PER_ROW} seats`,
        cpus: os.cpus().length,
        pure,
        pure_worst_p95: worstPure && {
          pattern: worstPure.pattern,
          count: worstPure.count,
          preference: worstPure.preference,
          p95_ms: worstPure.p95_ms,
        },
        sequential,
        concurrent,
        goal_ms: GOAL_MS,
        sequential_p95_ms: sequential.latency.p95_ms,
        goal_met: sequential.latency.p95_ms < GOAL_MS,
      }),
    );
  } finally {
    // The keep-alive connections closed first: the server's graceful shutdown waits for them.
    await agent.close();
    server?.kill("SIGTERM");
    if (server && server.exitCode === null) await new Promise((resolve) => server!.once("exit", resolve));
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
