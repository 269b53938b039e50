/**
 * A PostgreSQL restart (issue 19, faults): the server process (`server/dist/main.js`) on a cluster of its own.
 * While the database is down /readyz says so (503) and every request is answered 503 with Retry-After, never
 * 500; once it is back, /readyz is ready again without anyone touching the server, bookings work, and the
 * live feed is back (its LISTEN connection re-established).
 */
import "reflect-metadata";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, type Client } from "graphql-ws";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from "../../src/db/embedded-postgres.js";
import { RestClient } from "../helpers/booking-client.js";

const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/main.js");
const RUNNING_AT = /Seat booking is running at http:\/\/localhost:(\d+)/;

let dataDir = "";
let pgPort = 0;
let cluster: EmbeddedDatabase | undefined;
let server: ChildProcess | undefined;
let serverOutput = "";
let url = "";
const sockets: Client[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "seatbooking-restart-"));
  pgPort = await freePort();
  cluster = await startEmbeddedPostgres({ dataDir, port: pgPort, persistent: true });
  server = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      DATABASE_URL: cluster.url(),
      HOST: "127.0.0.1",
      PORT: "0",
      ADMIN_PASSWORD: "restart-admin-password",
      SEED_CONCERT_HALL: "false",
      LOG_LEVEL: "warn",
      PAYMENT_SIMULATOR: "false",
      MAIL_CATCHER_PORT: "0",
      MAIL_CATCHER_WEB_PORT: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk) => (serverOutput += String(chunk)));
  server.stderr!.on("data", (chunk) => (serverOutput += String(chunk)));
  const deadline = Date.now() + 90_000;
  while (!url) {
    if (server.exitCode !== null) throw new Error(`the server exited while starting:\n${serverOutput.slice(-3000)}`);
    const port = RUNNING_AT.exec(serverOutput)?.[1];
    if (port) url = `http://127.0.0.1:${port}`;
    else if (Date.now() > deadline) throw new Error(`the server did not start in 90 s:\n${serverOutput.slice(-3000)}`);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 180_000);

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function firstOccasionAndSeat(): Promise<{ occasionId: string; seat: string }> {
  const db = new pg.Client({ connectionString: cluster!.url() });
  await db.connect();
  try {
    const occasion = await db.query<{ id: string }>(
      `SELECT o.id FROM occasions o JOIN events e ON e.id = o.event_id WHERE o.published AND e.published AND o.bookable ORDER BY o.start_time LIMIT 1`,
    );
    const seat = await db.query<{ space_id: string }>(
      `SELECT space_id FROM occasion_spaces WHERE occasion_id = $1 AND held = 0 AND max_tickets = 1 ORDER BY space_id LIMIT 1`,
      [occasion.rows[0]!.id],
    );
    return { occasionId: occasion.rows[0]!.id, seat: seat.rows[0]!.space_id };
  } finally {
    await db.end();
  }
}

const status = (path: string, init?: RequestInit) => fetch(`${url}${path}`, init).then((answer) => answer.status);

describe("a PostgreSQL restart", () => {
  it("answers 503 with Retry-After while the database is down, and recovers by itself", async () => {
    await expect.poll(() => status("/readyz"), { timeout: 30_000 }).toBe(200);
    const { occasionId, seat } = await firstOccasionAndSeat();

    await cluster!.stop();
    await expect.poll(() => status("/readyz"), { timeout: 30_000 }).toBe(503);
    const rest = await fetch(`${url}/api/events`);
    expect(rest.status).toBe(503);
    expect(Number(rest.headers.get("retry-after"))).toBeGreaterThan(0);
    const graphql = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ query: "{ events { id } }" }),
    });
    expect(graphql.status).toBe(503);
    expect(Number(graphql.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await graphql.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(body.errors[0]!.extensions.code).toBe("UNAVAILABLE");
    // A visitor starting to book is told the same, never 500.
    const visitor = new RestClient(url);
    await expect(visitor.book(occasionId)).rejects.toThrow(/^authenticate answered 503: /);
    expect(await status(`/api/occasions/${occasionId}`)).toBe(503);

    cluster = await startEmbeddedPostgres({ dataDir, port: pgPort, persistent: true });
    await expect.poll(() => status("/readyz"), { timeout: 30_000 }).toBe(200);
    expect(await status("/api/events")).toBe(200);

    // Bookings work again, and the live feed with them.
    const socket = createClient({ url: `${url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    sockets.push(socket);
    let count: number | undefined;
    socket.subscribe<{ occupancyChanged: { occupancy: Array<{ spaceId: string; count: number }> } }>(
      {
        query: `subscription ($id: ID!) { occupancyChanged(occasionId: $id) { occupancy { spaceId count } } }`,
        variables: { id: occasionId },
      },
      {
        next: (result) => (count = result.data?.occupancyChanged.occupancy.find((entry) => entry.spaceId === seat)?.count ?? count),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await expect.poll(() => count, { timeout: 10_000 }).toBe(0);
    const buyer = new RestClient(url);
    await buyer.bookOk(occasionId);
    await buyer.addSpaceOk(seat);
    await expect.poll(() => count, { timeout: 10_000 }).toBe(1);

    // Another process's change arrives through LISTEN/NOTIFY: the listener's connection was re-established.
    const other = new pg.Client({ connectionString: cluster!.url() });
    await other.connect();
    const [second] = (
      await other.query<{ space_id: string }>(
        `SELECT space_id FROM occasion_spaces WHERE occasion_id = $1 AND held = 0 AND max_tickets = 1 AND space_id <> $2 ORDER BY space_id LIMIT 1`,
        [occasionId, seat],
      )
    ).rows;
    let secondCount: number | undefined;
    socket.subscribe<{ occupancyChanged: { occupancy: Array<{ spaceId: string; count: number }> } }>(
      {
        query: `subscription ($id: ID!) { occupancyChanged(occasionId: $id) { occupancy { spaceId count } } }`,
        variables: { id: occasionId },
      },
      {
        next: (result) =>
          (secondCount = result.data?.occupancyChanged.occupancy.find((entry) => entry.spaceId === second!.space_id)?.count ?? secondCount),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await expect.poll(() => secondCount, { timeout: 10_000 }).toBe(0);
    await other.query(`UPDATE occasion_spaces SET held = 1 WHERE occasion_id = $1 AND space_id = $2`, [occasionId, second!.space_id]);
    await other.query(`SELECT pg_notify('occupancy_changed', $1)`, [`${occasionId}|another-process`]);
    await other.end();
    await expect.poll(() => secondCount, { timeout: 40_000 }).toBe(1);
  });
});
