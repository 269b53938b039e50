/**
 * Bounded waits (DESIGN section 3: "Bound lock waits (lock_timeout) and map a timeout to 503 with
 * Retry-After, never a hang").
 *
 * A row lock held too long (an administrator's long transaction, a stuck process) answers 503 with
 * Retry-After after LOCK_TIMEOUT_MS.
 *
 * Regression (pool starvation): a use case transaction holds one pool connection; when it awaits a query on *another* pool
 * connection (the dataSource, not its transaction's manager), a burst of at least DB_POOL_SIZE such
 * transactions takes every connection and each waits forever for one more: the server stops answering
 * every database call, permanently (no PostgreSQL lock is involved, so lock_timeout never fires, and
 * the sessions sit "idle in transaction").
 *
 * Known places: BookingService.addSpace and updateTicket call SaleInfoCache.get (a dataSource query when
 * the 1-second cache is cold) inside the transaction; initiatePayment and confirm call
 * SettingsService.settingsEntity() (a dataSource query, uncached) inside the transaction.
 *
 * The pool is made small (4) so a burst of 12 shows it; production's default pool of 20 wedges the same way
 * under any flash sale with more than 20 requests in flight.
 */
import "reflect-metadata";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, onlyError, RestClient, VALID_CLIENT, type HttpAnswer } from "../../helpers/booking-client.js";
import { demoIds } from "../../helpers/booking-fixtures.js";

const POOL = 4;
const BURST = 12;

async function settle<T>(work: Promise<T[]>, seconds: number): Promise<{ done: true; value: T[] } | { done: false }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ done: false }>((resolve) => (timer = setTimeout(() => resolve({ done: false }), seconds * 1000)));
  try {
    return await Promise.race([work.then((value) => ({ done: true as const, value })), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function buyersWithDrafts(app: BookingTestApp, occasionId: string, count: number): Promise<RestClient[]> {
  const buyers: RestClient[] = [];
  for (let index = 0; index < count; index++) {
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    buyers.push(buyer);
  }
  return buyers;
}

/** Sessions of the app's database sitting idle inside a transaction (own connection: the app's pool may be wedged). */
async function idleInTransaction(app: BookingTestApp): Promise<number> {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction'`,
    );
    return result.rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** Normal answers take well under 200 ms here; 3 s without one is a hang. */
const PATIENCE_SECONDS = 3;

describe("a burst of requests larger than the connection pool", () => {
  it("no pool starvation: 12 concurrent addSpace calls on a pool of 4 with a cold sale-info cache all get an answer", async () => {
    const app = await startBookingApp({ env: { DB_POOL_SIZE: String(POOL) } });
    try {
      const demo = await demoIds(app);
      const occasionId = demo.occasions.Matinee!;
      const buyers = await buyersWithDrafts(app, occasionId, BURST);
      const seats = Array.from({ length: BURST }, (_, index) => demo.space(`R2-S${index + 1}`));
      // The sale-info cache lives one second; a flash sale crosses that boundary every second.
      app.services.saleInfo.invalidate();

      const outcome = await settle(Promise.all(buyers.map((buyer, index) => buyer.addSpace(seats[index]!))), PATIENCE_SECONDS);

      if (!outcome.done) {
        expect.fail(
          `no answer within ${PATIENCE_SECONDS} s: the server is wedged; ${await idleInTransaction(app)} of ${POOL} pool sessions idle in transaction`,
        );
      }
      expect(outcome.value.map((answer: HttpAnswer<unknown>) => answer.status)).toEqual(Array(BURST).fill(201));
    } finally {
      await app.forceStop();
    }
  });

  it("no pool starvation: 12 concurrent initiatePayment calls on a pool of 4 all get an answer", async () => {
    const app = await startBookingApp({ env: { DB_POOL_SIZE: String(POOL) } });
    try {
      const demo = await demoIds(app);
      const occasionId = demo.occasions.Matinee!;
      const buyers = await buyersWithDrafts(app, occasionId, BURST);
      for (const [index, buyer] of buyers.entries()) await buyer.addSpaceOk(demo.space(`R3-S${index + 1}`));

      const outcome = await settle(
        Promise.all(buyers.map((buyer) => buyer.initiatePayment({ ...VALID_CLIENT, payment_method_id: "skip" }))),
        PATIENCE_SECONDS,
      );

      if (!outcome.done) {
        expect.fail(
          `no answer within ${PATIENCE_SECONDS} s: the server is wedged; ${await idleInTransaction(app)} of ${POOL} pool sessions idle in transaction`,
        );
      }
      expect(outcome.value.map((answer) => answer.status)).toEqual(Array(BURST).fill(200));
    } finally {
      await app.forceStop();
    }
  });
});

describe("a row lock held longer than LOCK_TIMEOUT_MS", () => {
  it("answers 503 'The service is busy, try again in a moment' with Retry-After (GraphQL UNAVAILABLE), then works once the lock is gone", async () => {
    const app = await startBookingApp({ env: { LOCK_TIMEOUT_MS: "300" } });
    try {
      const demo = await demoIds(app);
      const occasionId = demo.occasions.Matinee!;
      const seat = demo.space("R4-S1");
      const buyer = new RestClient(app.url);
      await buyer.bookOk(occasionId);
      const holder = (await app.openDataSource(1)).createQueryRunner();
      await holder.connect();
      try {
        await holder.startTransaction();
        await holder.query(`SELECT 1 FROM bookings WHERE id = $1 FOR UPDATE`, [buyer.uuid]);
        const started = Date.now();
        const answer = await buyer.addSpace(seat);
        expect({ status: answer.status, body: answer.text }).toEqual({ status: 503, body: "The service is busy, try again in a moment" });
        expect(answer.headers.get("retry-after")).toBe("1");
        expect(Date.now() - started, "answered after the lock timeout, not after a long hang").toBeLessThan(3000);

        const gql = new GraphQLClient(app.url);
        gql.jar.set("draft_secret", buyer.draftSecret!);
        const error = onlyError(await gql.addSpace(seat, { uuid: buyer.uuid }));
        expect(error.extensions).toMatchObject({ code: "UNAVAILABLE", status: 503 });
        await holder.rollbackTransaction();
      } finally {
        if (holder.isTransactionActive) await holder.rollbackTransaction();
        await holder.release();
      }
      expect((await buyer.addSpace(seat)).status).toBe(201);
      const [held] = await app.query<{ held: number }>(`SELECT held FROM occasion_spaces WHERE occasion_id = $1 AND space_id = $2`, [
        occasionId,
        seat,
      ]);
      expect(held!.held).toBe(1);
    } finally {
      await app.stop();
    }
  });
});
