/**
 * Stopping drains (issue 19, what SIGTERM runs): new connections are refused at once, a request under way is
 * answered (not cut), open WebSockets are closed with 1001 'going away' so clients reconnect elsewhere, and the
 * stop ends within its bound.
 */
import "reflect-metadata";
import { createClient } from "graphql-ws";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startBookingApp, type BookingTestApp } from "../helpers/booking-app.js";
import { RestClient } from "../helpers/booking-client.js";
import { demoIds, type DemoIds } from "../helpers/booking-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

describe("stopping", () => {
  it("answers the request under way, refuses new connections, closes WebSockets with 1001, within its bound", async () => {
    const occasionId = demo.occasions["Evening show"]!;
    const visitor = new RestClient(app.url);
    const draft = await visitor.bookOk(occasionId);

    // A live map: its socket must be told the server is going away.
    let closeCode: number | undefined;
    const socket = createClient({
      url: `${app.url.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      on: { closed: (event) => (closeCode = (event as { code: number }).code) },
    });
    let updates = 0;
    socket.subscribe(
      { query: `subscription ($id: ID!) { occupancyChanged(occasionId: $id) { occasionId } }`, variables: { id: occasionId } },
      { next: () => (updates += 1), error: () => undefined, complete: () => undefined },
    );
    await expect.poll(() => updates).toBeGreaterThan(0);

    // A request under way: cancelling the draft waits for its row lock, held here.
    const locker = new pg.Client({ connectionString: app.databaseUrl });
    await locker.connect();
    await locker.query("BEGIN");
    await locker.query("SELECT id FROM bookings WHERE id = $1 FOR UPDATE", [draft.uuid]);
    const underWay = visitor.cancelDraft();
    await expect
      .poll(async () => {
        const waiting = await locker.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
        );
        return waiting.rows[0]!.n;
      })
      .toBeGreaterThan(0);

    const started = Date.now();
    const stopped = app.stop();
    // New connections are refused while the request under way is still being answered.
    await expect
      .poll(async () =>
        fetch(`${app.url}/healthz`).then(
          () => "answered",
          () => "refused",
        ),
      )
      .toBe("refused");
    await locker.query("COMMIT");
    await locker.end();

    const answer = await underWay;
    expect(answer.status, answer.text).toBe(204);
    await stopped;
    expect(Date.now() - started).toBeLessThan(12_000);
    await expect.poll(() => closeCode).toBe(1001);
    await socket.dispose();
  });
});
