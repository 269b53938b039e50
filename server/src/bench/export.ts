/**
 * Export benchmark (`npm run bench:export`): an occasion with 100,000 booked tickets (10,000 bookings of
 * ten) is downloaded as CSV and as XLSX through /api/admin/bookings/export.*, signed in as the
 * administrator, while the server's resident memory is sampled: the rows stream from a database cursor,
 * so memory must not grow with the export's size. Prints one JSON line. Loopback only.
 */
import "reflect-metadata";
import type { ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { freePort } from "../db/embedded-postgres.js";
import { startBenchServer } from "./bench-server.js";
import { startBenchDatabase } from "./bench-database.js";

const TICKETS = Number(process.env.BENCH_EXPORT_TICKETS ?? 100_000);
const TICKETS_PER_BOOKING = 10;
const ADMIN = { email: "admin@example.com", password: "bench-password-123" };

/** One occasion of TICKETS seats, every one booked, ten to a booking. */
async function bookedOccasion(db: pg.Pool): Promise<string> {
  const client = await db.connect();
  try {
    await client.query("BEGIN");
    const plan = await client.query(
      `INSERT INTO plans (name, map) VALUES ('{"en": "Bench export"}', '<svg xmlns="http://www.w3.org/2000/svg"/>') RETURNING id`,
    );
    const planId: string = plan.rows[0].id;
    await client.query(`INSERT INTO spaces (plan_id, name, max_tickets) SELECT $1, 'S' || n, 1 FROM generate_series(1, $2) AS n`, [
      planId,
      TICKETS,
    ]);
    const event = await client.query(
      `INSERT INTO events (name, plan_id, published) VALUES ('{"en": "Bench export"}', $1, true) RETURNING id`,
      [planId],
    );
    const occasion = await client.query(
      `INSERT INTO occasions (event_id, plan_id, name, start_time, published, bookable) VALUES ($1, $2, '{"en": "export"}', now() + interval '30 days', true, true) RETURNING id`,
      [event.rows[0].id, planId],
    );
    const occasionId: string = occasion.rows[0].id;
    await client.query(`INSERT INTO occasion_spaces (occasion_id, space_id, max_tickets) SELECT $1, id, 1 FROM spaces WHERE plan_id = $2`, [
      occasionId,
      planId,
    ]);
    await client.query(
      `INSERT INTO bookings (occasion_id, status, firstname, lastname, email, phone, total)
       SELECT $1, 'booked', 'Matti' || n, 'Meikäläinen', 'buyer' || n || '@example.com', '+358401234567', $3 * 2500
         FROM generate_series(1, $2) AS n`,
      [occasionId, TICKETS / TICKETS_PER_BOOKING, TICKETS_PER_BOOKING],
    );
    await client.query(
      `INSERT INTO tickets (booking_id, occasion_id, space_id, ticket_type_id, price, vat, code)
       SELECT b.id, $1, s.id, (SELECT id FROM ticket_types ORDER BY position LIMIT 1), 2500, 10, substr(md5(s.id::text), 1, 12)
         FROM (SELECT id, row_number() OVER (ORDER BY name) - 1 AS i FROM spaces WHERE plan_id = $2) s
         JOIN (SELECT id, row_number() OVER (ORDER BY number) - 1 AS i FROM bookings WHERE occasion_id = $1) b ON b.i = s.i / $3`,
      [occasionId, planId, TICKETS_PER_BOOKING],
    );
    await client.query("COMMIT");
    return occasionId;
  } finally {
    client.release();
  }
}

/** Signs in through the REST API; returns the Cookie header of the session. */
async function signIn(base: string): Promise<string> {
  const first = await fetch(`${base}/api/authenticate`);
  const { csrfToken } = (await first.json()) as { csrfToken: string };
  const csrfCookie = first.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-csrf-token": csrfToken, cookie: csrfCookie },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return [csrfCookie, ...login.headers.getSetCookie().map((cookie) => cookie.split(";")[0])].join("; ");
}

/** Resident memory of a process in MB (Linux). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function download(base: string, cookie: string, format: "csv" | "xlsx", occasionId: string, pid: number) {
  const baseline = await rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    void rssMb(pid).then((mb) => (peak = Math.max(peak, mb)));
  }, 25);
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/bookings/export.${format}?occasionId=${occasionId}&lng=fi`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`export.${format}: ${response.status} ${await response.text()}`);
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    if (format === "csv") for (const byte of chunk) if (byte === 10) lines++;
  }
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  return {
    first_byte_ms: Math.round(firstByteMs),
    total_s: Math.round(totalMs / 100) / 10,
    mb: Math.round((bytes / 1024 / 1024) * 10) / 10,
    ...(format === "csv" ? { rows: lines - 1 } : {}),
    server_rss_mb_before: baseline,
    server_rss_mb_peak: peak,
  };
}

async function main(): Promise<void> {
  const database = await startBenchDatabase("bench-export");
  const { url } = database;
  let server: ChildProcess | undefined;
  try {
    const port = await freePort();
    server = await startBenchServer(url, port, { SEED_DEMO_DATA: "true", ADMIN_PASSWORD: ADMIN.password, PAYMENT_SKIP: "true" });
    const db = new pg.Pool({ connectionString: url, max: 2 });
    const occasionId = await bookedOccasion(db);
    await db.end();
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signIn(base);
    const csv = await download(base, cookie, "csv", occasionId, server.pid!);
    const xlsx = await download(base, cookie, "xlsx", occasionId, server.pid!);
    console.log(JSON.stringify({ tickets: TICKETS, bookings: TICKETS / TICKETS_PER_BOOKING, csv, xlsx }));
  } finally {
    server?.kill("SIGTERM");
    await database.stop();
  }
}

await main();
