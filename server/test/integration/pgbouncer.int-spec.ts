/**
 * PgBouncer in transaction pooling (issue 40, point 5), as README "PgBouncer" sets it up: Debian's pgbouncer (1.18 on
 * Debian 12, installed by .ci/run) in front of the test's PostgreSQL, refusing startup parameters it does not know
 * (`options`) as it does out of the box, with fewer server connections than the app's pools have clients. Two server
 * processes (`server/dist`) take DATABASE_URL through it and DATABASE_DIRECT_URL straight to PostgreSQL. One seat sells
 * once in a race through both, the live update reaches a map on each process (LISTEN on the direct connection), the
 * job queue expires the hold through the pooler, and a lock wait still ends after LOCK_TIMEOUT_MS with 503.
 */
import "reflect-metadata";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Client } from "graphql-ws";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowTraversal, freePort } from "../../src/db/embedded-postgres.js";
import { mapLimit, RestClient } from "../helpers/booking-client.js";
import { cloneTestDatabase } from "../helpers/database.js";
import { startServerProcess, stopServerProcess, watchOccupancy, type ServerProcess } from "../helpers/server-process.js";

const PGBOUNCER = ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"].find((candidate) => existsSync(candidate));
/** Server connections per database and user: fewer than the two processes' pools (2 x DB_POOL_SIZE) hold clients. */
const SERVER_CONNECTIONS = 6;
const DB_POOL_SIZE = 10;
const LOCK_TIMEOUT_MS = 1000;
const DRAFT_EXPIRY_SECONDS = 20;

let database: { url: string; drop(): Promise<void> };
/** The database through PgBouncer. */
let pooledUrl = "";
/** `url` through PgBouncer. */
function throughPooler(url: string): string {
  const pooled = new URL(url);
  pooled.host = new URL(pooledUrl).host;
  return pooled.toString();
}
let db: pg.Client;
let pgbouncer: ChildProcess | undefined;
let pgbouncerLog = "";
let pgbouncerDir = "";
const processes: ServerProcess[] = [];
const sockets: Client[] = [];

/**
 * PgBouncer in transaction pooling on a free loopback port, in front of `direct`'s server, signing clients and itself in
 * with SCRAM (the user's password in its auth file, as README shows). PgBouncer refuses to run as root: as root it
 * switches to the `postgres` user (-u), which then owns its files.
 */
async function startPgBouncer(direct: URL): Promise<URL> {
  if (!PGBOUNCER) throw new Error("pgbouncer is not installed: `apt-get install pgbouncer` (bash .ci/run installs it)");
  pgbouncerDir = mkdtempSync(path.join(os.tmpdir(), "seatbooking-pgbouncer-"));
  const port = await freePort();
  const user = decodeURIComponent(direct.username);
  const password = decodeURIComponent(direct.password);
  const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
  writeFileSync(path.join(pgbouncerDir, "userlist.txt"), `${quoted(user)} ${quoted(password)}\n`, { mode: 0o600 });
  writeFileSync(
    path.join(pgbouncerDir, "pgbouncer.ini"),
    `[databases]
* = host=${direct.hostname} port=${direct.port}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = scram-sha-256
auth_file = ${path.join(pgbouncerDir, "userlist.txt")}
pool_mode = transaction
default_pool_size = ${SERVER_CONNECTIONS}
max_client_conn = 500
`,
    { mode: 0o600 },
  );
  const root = process.getuid?.() === 0;
  if (root) {
    execFileSync("chown", ["-R", "postgres:", pgbouncerDir]);
    await allowTraversal(path.dirname(pgbouncerDir));
  }
  const child = spawn(PGBOUNCER, [...(root ? ["-u", "postgres"] : []), path.join(pgbouncerDir, "pgbouncer.ini")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  pgbouncer = child;
  child.stdout!.on("data", (chunk) => (pgbouncerLog += String(chunk)));
  child.stderr!.on("data", (chunk) => (pgbouncerLog += String(chunk)));
  const url = new URL(direct);
  url.host = `127.0.0.1:${port}`;
  // Asked on the maintenance database: a server connection to the app's database opened now, before the app sets the
  // role's defaults, would keep running without them (the start-up warning README, PgBouncer, describes).
  const probe = new URL(url);
  probe.pathname = "/postgres";
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited: ${pgbouncerLog}`);
    const client = new pg.Client({ connectionString: probe.toString() });
    const answered = await client.connect().then(
      () => client.query("SELECT 1").then(() => true),
      () => false,
    );
    await client.end().catch(() => undefined);
    if (answered) return url;
    if (Date.now() > deadline) throw new Error(`pgbouncer did not answer in 20 s: ${pgbouncerLog}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  database = await cloneTestDatabase();
  pooledUrl = (await startPgBouncer(new URL(database.url))).toString();
  // The first process migrates (over the direct connection) and seeds the demo; the second finds both done.
  processes.push(await startServerProcess("A", processEnv()));
  processes.push(await startServerProcess("B", processEnv()));
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
}, 240_000);

/** A process's environment: its pool through PgBouncer, its sessions direct. */
function processEnv(direct = database.url): Record<string, string> {
  return {
    DATABASE_URL: throughPooler(direct),
    DATABASE_DIRECT_URL: direct,
    DB_POOL_SIZE: String(DB_POOL_SIZE),
    LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS),
    BOOK_RATE_LIMIT_PER_MINUTE: "100000",
    DRAFT_EXPIRY_SECONDS: String(DRAFT_EXPIRY_SECONDS),
    SWEEP_INTERVAL_SECONDS: "1",
  };
}

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await Promise.all(processes.map(stopServerProcess));
  await db?.end();
  if (pgbouncer && pgbouncer.exitCode === null) {
    const exited = new Promise((resolve) => pgbouncer!.once("exit", resolve));
    pgbouncer.kill("SIGTERM");
    await exited;
  }
  await database?.drop().catch(() => undefined);
  if (pgbouncerDir) rmSync(pgbouncerDir, { recursive: true, force: true });
});

async function occasionAndSeats(): Promise<{ occasionId: string; seats: string[] }> {
  const occasion = await db.query<{ id: string }>(
    `SELECT o.id FROM occasions o JOIN events e ON e.id = o.event_id WHERE o.published AND e.published AND o.bookable
      ORDER BY o.start_time LIMIT 1`,
  );
  const seats = await db.query<{ space_id: string }>(
    `SELECT os.space_id FROM occasion_spaces os JOIN spaces s ON s.id = os.space_id
      WHERE os.occasion_id = $1 AND os.max_tickets = 1 AND os.held = 0 ORDER BY s.name LIMIT 10`,
    [occasion.rows[0]!.id],
  );
  return { occasionId: occasion.rows[0]!.id, seats: seats.rows.map((row) => row.space_id) };
}

describe("two processes through PgBouncer in transaction pooling", () => {
  it("is the PgBouncer the issue names: it refuses the `options` startup parameter the app sends without one", async () => {
    const client = new pg.Client({ connectionString: pooledUrl, options: "-c lock_timeout=1000" });
    await expect(client.connect()).rejects.toThrow(/unsupported startup parameter: options/);
    await client.end().catch(() => undefined);
  });

  it("sells one seat once to buyers racing through both processes, and the live update reaches a map on each", async () => {
    const { occasionId, seats } = await occasionAndSeats();
    const seat = seats[0]!;
    const onA = watchOccupancy(processes[0]!.url, occasionId, sockets);
    const onB = watchOccupancy(processes[1]!.url, occasionId, sockets);
    await expect.poll(() => onA.counts.get(seat), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => onB.counts.get(seat), { timeout: 10_000 }).toBe(0);

    // Ten buyers, five on each process, each with a draft of their own, ask for the same seat at once.
    const buyers = await mapLimit(
      Array.from({ length: 10 }, (_, index) => index),
      10,
      async (index) => {
        const buyer = new RestClient(processes[index % 2]!.url);
        await buyer.bookOk(occasionId);
        return buyer;
      },
    );
    const answers = await Promise.all(buyers.map((buyer) => buyer.addSpace(seat)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array.from({ length: 9 }, () => 409)]);
    const winner = buyers[answers.findIndex((answer) => answer.status === 201)]!;
    const held = await db.query<{ held: number; tickets: number }>(
      `SELECT os.held, (SELECT count(*)::int FROM tickets t WHERE t.occasion_id = os.occasion_id AND t.space_id = os.space_id) AS tickets
         FROM occasion_spaces os WHERE os.occasion_id = $1 AND os.space_id = $2`,
      [occasionId, seat],
    );
    expect(held.rows).toEqual([{ held: 1, tickets: 1 }]);

    await expect.poll(() => onA.counts.get(seat), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => onB.counts.get(seat), { timeout: 10_000 }).toBe(1);

    // The job queue works through the pooler too: the winner's hold lapses, is expired once, and both maps show it free.
    await expect
      .poll(async () => (await db.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [winner.uuid])).rows[0]?.status, {
        timeout: (DRAFT_EXPIRY_SECONDS + 40) * 1000,
      })
      .toBe("expired");
    await expect.poll(() => onA.counts.get(seat), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => onB.counts.get(seat), { timeout: 10_000 }).toBe(0);
    expect([...onA.errors, ...onB.errors]).toEqual([]);
  }, 120_000);

  it("runs every pooled server connection with the app's session settings (the role's defaults in the database)", async () => {
    // Transactions held open at once each get a server connection of their own: all the pool's, and new ones.
    const clients = Array.from({ length: SERVER_CONNECTIONS }, () => new pg.Client({ connectionString: pooledUrl }));
    try {
      await Promise.all(clients.map((client) => client.connect()));
      await Promise.all(clients.map((client) => client.query("BEGIN")));
      const seen = await Promise.all(
        clients.map(async (client) => {
          const rows = await client.query<{ name: string; setting: string }>(
            `SELECT name, setting FROM pg_settings
              WHERE name IN ('lock_timeout', 'statement_timeout', 'idle_in_transaction_session_timeout') ORDER BY name`,
          );
          const backend = await client.query<{ pid: number }>(`SELECT pg_backend_pid() AS pid`);
          return { pid: backend.rows[0]!.pid, settings: Object.fromEntries(rows.rows.map((row) => [row.name, row.setting])) };
        }),
      );
      expect(new Set(seen.map((entry) => entry.pid)).size, "each open transaction on a server connection of its own").toBe(
        SERVER_CONNECTIONS,
      );
      // What each process checked at start-up over its pool, and would have warned about.
      for (const server of processes) expect(server.output()).not.toMatch(/session settings/);
      for (const entry of seen)
        expect(entry.settings).toEqual({
          idle_in_transaction_session_timeout: "60000",
          lock_timeout: String(LOCK_TIMEOUT_MS),
          statement_timeout: "30000",
        });
      await Promise.all(clients.map((client) => client.query("COMMIT")));
    } finally {
      await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    }
  });

  it("answers a lock wait past LOCK_TIMEOUT_MS with 503 and Retry-After through the pooler, then sells once the lock is gone", async () => {
    const { occasionId, seats } = await occasionAndSeats();
    const seat = seats[1]!;
    const buyer = new RestClient(processes[1]!.url);
    await buyer.bookOk(occasionId);
    // Someone else's long transaction (on the direct connection) holds the buyer's booking row.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query("BEGIN");
      await holder.query(`SELECT 1 FROM bookings WHERE id = $1 FOR UPDATE`, [buyer.uuid]);
      const started = Date.now();
      const answer = await buyer.addSpace(seat);
      const waited = Date.now() - started;
      expect({ status: answer.status, body: answer.text }).toEqual({ status: 503, body: "The service is busy, try again in a moment" });
      expect(answer.headers.get("retry-after")).toBe("1");
      // It waited for the lock (lock_timeout, not an error at once) and no longer (not statement_timeout's 30 s).
      expect(waited).toBeGreaterThanOrEqual(LOCK_TIMEOUT_MS - 50);
      expect(waited).toBeLessThan(LOCK_TIMEOUT_MS + 10_000);
      await holder.query("ROLLBACK");
    } finally {
      await holder.end();
    }
    expect((await buyer.addSpace(seat)).status).toBe(201);
  });

  it("warns at start-up when the pooler kept a server connection from before the settings were the role's defaults", async () => {
    const other = await cloneTestDatabase();
    try {
      // A connection through the pooler before the app ever started on this database: PgBouncer keeps its server
      // connection, which began without the role's defaults, for the next clients.
      const early = new pg.Client({ connectionString: throughPooler(other.url) });
      await early.connect();
      await early.query("SELECT 1");
      await early.end();
      const late = await startServerProcess("C", { ...processEnv(other.url), SEED_DEMO_DATA: "false" });
      try {
        expect(late.output()).toMatch(/connections through the pooler run with other session settings than this process's/);
        expect(late.output()).toMatch(/lock_timeout=0 \(wanted 1000\) on [1-9]\d* of 10 connections/);
      } finally {
        await stopServerProcess(late);
      }
    } finally {
      await other.drop().catch(() => undefined);
    }
  }, 120_000);
});
