/**
 * hold_places takes its bookings' locks and every (date, client address) advisory lock before any counter's row lock, so
 * two batches from one address over the same dates, in opposite orders, wait for each other instead of deadlocking. Called
 * on two connections of their own, without the server's retry of a deadlocked transaction.
 */
import "reflect-metadata";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { createOccasion, createPlan, invariantViolations } from "../../helpers/booking-fixtures.js";

let app: BookingTestApp;
let ticketTypeId: string;
let dates: Array<{ occasionId: string; spaceId: string }>;
const connections: pg.Client[] = [];

beforeAll(async () => {
  app = await startBookingApp();
  [{ id: ticketTypeId }] = (await app.query<{ id: string }>(`SELECT id FROM ticket_types ORDER BY position LIMIT 1`)) as [{ id: string }];
  const { planId, spaceIds } = await createPlan(app, [{ name: "Standing", maxTickets: 1000 }]);
  dates = [];
  for (let index = 0; index < 2; index++) {
    const { occasionId } = await createOccasion(app, { planId, eventPrices: { [ticketTypeId]: 1000 } });
    dates.push({ occasionId, spaceId: spaceIds[0]! });
  }
  for (let index = 0; index < 3; index++) {
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    connections.push(client);
  }
});

afterAll(async () => {
  for (const client of connections) await client.end();
  await app?.stop();
});

let serial = 0;

/** A draft of one date from `address`, as the book call leaves it. */
async function draft(occasionId: string, address: string): Promise<{ id: string; secretHash: string; occasionId: string }> {
  serial++;
  const secretHash = `locks-${serial}`;
  const [row] = await app.query<{ id: string }>(
    `INSERT INTO bookings (occasion_id, status, secret_hash, expires_at, client_address)
     VALUES ($1, 'draft', $2, now() + interval '15 minutes', $3) RETURNING id`,
    [occasionId, secretHash, address],
  );
  return { id: row!.id, secretHash, occasionId };
}

/** One batch's hold_places statement: a place on each draft's date, in the drafts' order. */
function holdPlaces(client: pg.Client, drafts: Array<{ id: string; secretHash: string; occasionId: string }>) {
  const spaceOf = new Map(dates.map((date) => [date.occasionId, date.spaceId]));
  return client.query<{ outcome: string }>(
    `SELECT outcome FROM hold_places($1::uuid[], $2::varchar[], $3::uuid[], $4::uuid[], $5::uuid[], $6::integer[], $7::numeric[],
       $8::varchar[], $9::timestamptz[], 10, 1000) ORDER BY idx`,
    [
      drafts.map((each) => each.id),
      drafts.map((each) => each.secretHash),
      drafts.map((each) => each.occasionId),
      drafts.map((each) => spaceOf.get(each.occasionId)),
      drafts.map(() => ticketTypeId),
      drafts.map(() => 1000),
      drafts.map(() => 14),
      drafts.map(() => `code-${Math.random().toString(36).slice(2)}`),
      drafts.map(() => new Date()),
    ],
  );
}

/** Two batches of one address over both dates, the second in the opposite order; each on a connection of its own. */
async function twoBatches(address: string) {
  const [first, second] = connections as [pg.Client, pg.Client];
  const mine = [await draft(dates[0]!.occasionId, address), await draft(dates[1]!.occasionId, address)];
  const theirs = [await draft(dates[1]!.occasionId, address), await draft(dates[0]!.occasionId, address)];
  await first.query("BEGIN");
  await second.query("BEGIN");
  return { first, second, mine, theirs };
}

/** Settles a batch's statement and ends its transaction: the outcomes, or the error it failed with. */
async function settle(client: pg.Client, statement: Promise<pg.QueryResult<{ outcome: string }>>): Promise<string[] | string> {
  try {
    const result = await statement;
    await client.query("COMMIT");
    return result.rows.map((row) => row.outcome);
  } catch (error) {
    await client.query("ROLLBACK");
    return (error as Error).message;
  }
}

describe("two batches from one client address over the same dates in opposite orders", () => {
  it("wait for each other and both hold, when the first is held up at a counter after taking its address's first date", async () => {
    const { first, second, mine, theirs } = await twoBatches("10.66.0.1");
    const blocker = connections[2]!;
    await blocker.query("BEGIN");
    await blocker.query(`SELECT 1 FROM occasion_spaces WHERE occasion_id = $1 AND space_id = $2 FOR UPDATE`, [
      dates[0]!.occasionId,
      dates[0]!.spaceId,
    ]);
    const [{ pid: firstPid }] = (await first.query<{ pid: number }>(`SELECT pg_backend_pid() AS pid`)).rows as [{ pid: number }];
    const [{ pid: secondPid }] = (await second.query<{ pid: number }>(`SELECT pg_backend_pid() AS pid`)).rows as [{ pid: number }];
    const firstHolds = holdPlaces(first, mine);
    firstHolds.catch(() => {});
    const waiting = async (pid: number) =>
      (await app.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock'`, [pid])).length > 0;
    await expect.poll(() => waiting(firstPid), { timeout: 5000 }).toBe(true);
    const secondHolds = holdPlaces(second, theirs);
    secondHolds.catch(() => {});
    // The second waits too: before the fix, holding its address's lock on the other date, which the first then needs.
    await expect.poll(() => waiting(secondPid), { timeout: 5000 }).toBe(true);
    await blocker.query("ROLLBACK");
    expect(await settle(first, firstHolds)).toEqual(["held", "held"]);
    expect(await settle(second, secondHolds)).toEqual(["held", "held"]);
    for (const date of dates) expect(await invariantViolations(app, date.occasionId)).toEqual([]);
  });

  it("never deadlock, raced 20 times", async () => {
    const outcomes: Array<string[] | string> = [];
    for (let round = 0; round < 20; round++) {
      const { first, second, mine, theirs } = await twoBatches(`10.66.1.${round}`);
      const firstHolds = holdPlaces(first, mine);
      const secondHolds = holdPlaces(second, theirs);
      firstHolds.catch(() => {});
      secondHolds.catch(() => {});
      // Whichever finishes first commits first; the other may be waiting for it.
      const settled = await Promise.all([settle(first, firstHolds), settle(second, secondHolds)]);
      outcomes.push(...settled);
    }
    expect(outcomes.filter((outcome) => typeof outcome === "string")).toEqual([]);
    expect(outcomes).toEqual(Array.from({ length: 40 }, () => ["held", "held"]));
    for (const date of dates) expect(await invariantViolations(app, date.occasionId)).toEqual([]);
  });
});
