import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { cloneTestDatabase } from "../../helpers/database.js";
import { RestClient, mapLimit } from "../../helpers/booking-client.js";
import pg from "pg";

// DESIGN section 1: N identical processes on one PostgreSQL. Two real server processes (the built
// server, as `npm start` runs it) share one database: the capacity invariant and live occupancy must hold
// across them. `npm test` builds the server before the tests run.
const main = path.resolve(import.meta.dirname, "../../../dist/main.js");

interface ServerProcess {
  url: string;
  child: ChildProcess;
}

async function startServer(databaseUrl: string): Promise<ServerProcess> {
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build -w @seatbooking/server\` first (npm test does)`);
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: "0",
      HOST: "127.0.0.1",
      SEED_DEMO_DATA: "true",
      ADMIN_PASSWORD: "two-process-password",
      TRUST_PROXY: "1",
      BOOK_RATE_LIMIT_PER_MINUTE: "100000",
      LOG_LEVEL: "error",
      // Each process's own mail catcher on free ports (never the development defaults).
      MAIL_CATCHER_PORT: "0",
      MAIL_CATCHER_WEB_PORT: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${errors}`)));
  });
  return { url, child };
}

async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}

let database: Awaited<ReturnType<typeof cloneTestDatabase>>;
let first: ServerProcess;
let second: ServerProcess;
let db: pg.Pool;
let occasionId: string;
let seatId: string;

beforeAll(async () => {
  database = await cloneTestDatabase();
  // One starts first (migrations, seed), then the second joins the same database.
  first = await startServer(database.url);
  second = await startServer(database.url);
  db = new pg.Pool({ connectionString: database.url, max: 2 });
  const events = (await (await fetch(`${first.url}/api/events`)).json()) as Array<{ name: string; occasions: Array<{ id: string }> }>;
  occasionId = events.find((event) => event.name === "The Seven Brothers")!.occasions[1]!.id;
  seatId = (
    await db.query(`SELECT s.id FROM spaces s JOIN occasion_spaces o ON o.space_id = s.id WHERE o.occasion_id = $1 AND s.name = 'R5-S7'`, [
      occasionId,
    ])
  ).rows[0].id;
}, 120_000);

afterAll(async () => {
  await db?.end();
  await Promise.all([stopServer(first), stopServer(second)]);
  await database?.drop();
});

describe("two server processes on one database", () => {
  it("200 buyers split across both processes race for one seat: exactly one gets it", async () => {
    const buyers = Array.from({ length: 200 }, (_, index) => new RestClient(index % 2 === 0 ? first.url : second.url));
    await mapLimit(buyers, 200, async (buyer) => {
      await buyer.authenticate();
      expect((await buyer.book(occasionId)).status).toBe(201);
    });
    const answers = await Promise.all(buyers.map((buyer) => buyer.fetch("POST", `/api/drafts/${buyer.uuid}/spaces/${seatId}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(199);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.text === "selected space is already booked")).toBe(
      true,
    );
    const counts = await db.query(
      `SELECT o.held, (SELECT count(*)::int FROM tickets t JOIN bookings b ON b.id = t.booking_id
                        WHERE t.occasion_id = o.occasion_id AND t.space_id = o.space_id AND b.status IN ('draft', 'payment', 'locked', 'booked', 'renewable')) AS holding
         FROM occasion_spaces o WHERE o.occasion_id = $1 AND o.space_id = $2`,
      [occasionId, seatId],
    );
    expect(counts.rows[0]).toEqual({ held: 1, holding: 1 });
  }, 60_000);

  it("a hold made through one process reaches occupancy subscribers of the other", async () => {
    const spaceId = (
      await db.query(
        `SELECT s.id FROM spaces s JOIN occasion_spaces o ON o.space_id = s.id WHERE o.occasion_id = $1 AND s.name = 'R9-S3'`,
        [occasionId],
      )
    ).rows[0].id as string;
    const client = createClient({
      url: second.url.replace("http", "ws") + "/graphql",
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
    });
    const updates: Array<Record<string, number>> = [];
    const seen = new Promise<void>((resolve, reject) => {
      const dispose = client.subscribe<{ occupancyChanged: { occupancy: Array<{ spaceId: string; count: number }> } }>(
        {
          query: `subscription ($id: ID!) { occupancyChanged(occasionId: $id) { occupancy { spaceId count } } }`,
          variables: { id: occasionId },
        },
        {
          next: (message) => {
            const map = Object.fromEntries((message.data?.occupancyChanged.occupancy ?? []).map((row) => [row.spaceId, row.count]));
            updates.push(map);
            if (map[spaceId] === 1) {
              dispose();
              resolve();
            }
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    try {
      // Wait for the first (current) state before holding, so the update must come from the other process.
      await expect.poll(() => updates.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(updates[0]![spaceId]).toBe(0);
      const buyer = new RestClient(first.url);
      await buyer.authenticate();
      await buyer.book(occasionId);
      expect((await buyer.fetch("POST", `/api/drafts/${buyer.uuid}/spaces/${spaceId}`)).status).toBe(201);
      await Promise.race([
        seen,
        new Promise((_, reject) => setTimeout(() => reject(new Error("no update from the other process within 5 s")), 5000)),
      ]);
    } finally {
      await client.dispose();
    }
  }, 30_000);

  it("the sweeper runs in one process at a time: lapsed holds are released exactly once", async () => {
    // A batch of drafts whose holds lapsed a minute ago, on both processes' database.
    const spaces = (
      await db.query(
        `SELECT space_id FROM occasion_spaces WHERE occasion_id = $1 AND held = 0 AND max_tickets = 1 ORDER BY space_id LIMIT 40 OFFSET 100`,
        [occasionId],
      )
    ).rows.map((row) => row.space_id as string);
    const ticketType = (await db.query(`SELECT id FROM ticket_types ORDER BY position LIMIT 1`)).rows[0].id as string;
    // Each draft with its hold in one transaction, as the app writes them: the running sweepers must never
    // see a lapsed draft without its ticket (they would expire it and the later hold would never be released).
    const client = await db.connect();
    try {
      for (const spaceId of spaces) {
        await client.query("BEGIN");
        const booking = await client.query(
          `INSERT INTO bookings (occasion_id, status, expires_at) VALUES ($1, 'draft', now() - interval '1 minute') RETURNING id`,
          [occasionId],
        );
        await client.query(`UPDATE occasion_spaces SET held = held + 1 WHERE occasion_id = $1 AND space_id = $2`, [occasionId, spaceId]);
        await client.query(
          `INSERT INTO tickets (booking_id, occasion_id, space_id, ticket_type_id, price, vat, code) VALUES ($1, $2, $3, $4, 0, 0, md5(random()::text))`,
          [booking.rows[0].id, occasionId, spaceId, ticketType],
        );
        await client.query("COMMIT");
      }
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    } finally {
      client.release();
    }
    // Both processes sweep every 5 s (SWEEP_INTERVAL_SECONDS default); wait for the holds to go.
    await expect
      .poll(
        async () =>
          (
            await db.query(
              `SELECT coalesce(sum(held), 0)::int AS held FROM occasion_spaces WHERE occasion_id = $1 AND space_id = ANY($2::uuid[])`,
              [occasionId, spaces],
            )
          ).rows[0].held,
        { timeout: 15_000, interval: 500 },
      )
      .toBe(0);
    const history = await db.query(
      `SELECT count(*)::int AS n FROM booking_status_changes c JOIN tickets t ON t.booking_id = c.booking_id
        WHERE t.space_id = ANY($1::uuid[]) AND c.to_status = 'expired'`,
      [spaces],
    );
    expect(history.rows[0].n).toBe(spaces.length);
    const negative = await db.query(`SELECT count(*)::int AS n FROM occasion_spaces WHERE held < 0`);
    expect(negative.rows[0].n).toBe(0);
  }, 30_000);
});
