/**
 * Holds that lapse (DESIGN section 3): a draft expires at expiresAt (DRAFT_EXPIRY_SECONDS after book),
 * a payment hold at now + PAYMENT_HOLD_SECONDS. An expired draft is 404 'booking expired or missing' for
 * every call; its places are reclaimed by the next buyer of a full space at once and by the sweeper in
 * bulk, which marks the bookings `expired` and keeps their rows. Time is a ManualClock, jobs are off: the
 * tests decide when time passes and when the sweeper runs.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { UnitOfWork } from "../../../src/common/unit-of-work.js";
import { sweepExpiredHolds } from "../../../src/modules/booking/process/expiry.job.js";

import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, mapLimit, onlyError, RestClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import {
  bookingRow,
  createOccasion,
  createPlan,
  demoIds,
  heldOf,
  invariantViolations,
  statusHistory,
  ticketCount,
  type DemoIds,
} from "../../helpers/booking-fixtures.js";

const DRAFT_EXPIRY_SECONDS = 600;
const PAYMENT_HOLD_SECONDS = 1200;
const EXPIRED = "booking expired or missing";

let app: BookingTestApp;
let clock: ManualClock;
let demo: DemoIds;
let occasionId: string;

beforeAll(async () => {
  clock = new ManualClock(new Date());
  app = await startBookingApp({
    clock,
    jobs: false,
    env: { DRAFT_EXPIRY_SECONDS: String(DRAFT_EXPIRY_SECONDS), PAYMENT_HOLD_SECONDS: String(PAYMENT_HOLD_SECONDS) },
  });
  demo = await demoIds(app);
  occasionId = demo.occasions["Evening show"]!;
});

afterAll(async () => {
  await app?.stop();
});

/** Moves time past every hold created so far. */
function lapse(): void {
  clock.advance((PAYMENT_HOLD_SECONDS + 1) * 1000);
}

describe("expiresAt", () => {
  it("book answers expiresAt = now + DRAFT_EXPIRY_SECONDS (REST and GraphQL), stored on the booking", async () => {
    const rest = new RestClient(app.url);
    const draft = await rest.bookOk(occasionId);
    const expected = new Date(clock.now().getTime() + DRAFT_EXPIRY_SECONDS * 1000);
    expect(draft.expiresAt).toBe(expected.toISOString());
    expect(draft.status).toBe("draft");
    expect((await bookingRow(app, draft.uuid)).expires_at).toEqual(expected);

    const gql = new GraphQLClient(app.url);
    const gqlDraft = await gql.bookOk(occasionId);
    expect(gqlDraft.expiresAt).toBe(expected.toISOString());
  });

  it("initiatePayment keeps the draft's hold (only a provider attempt extends it, payments/hold.int-spec.ts); cancelPayment keeps it too", async () => {
    const buyer = new RestClient(app.url);
    const draft = await buyer.bookOk(occasionId);
    await buyer.addSpaceOk(demo.space("R4-S1"));
    clock.advance(100_000);

    const payment = await buyer.initiatePayment({ ...VALID_CLIENT, payment_method_id: "skip" });
    expect(payment.status, payment.text).toBe(200);
    expect(payment.body.status).toBe("payment");
    expect(payment.body.expiresAt).toBe(draft.expiresAt);
    expect((await bookingRow(app, buyer.uuid!)).expires_at?.toISOString()).toBe(draft.expiresAt);

    clock.advance(5_000);
    const back = await buyer.cancelPayment();
    expect(back.status, back.text).toBe(200);
    expect(back.body.status).toBe("draft");
    expect(back.body.expiresAt).toBe(draft.expiresAt);
  });
});

describe("an expired draft", () => {
  it("answers 404 'booking expired or missing' to every REST call but GET (see the next test)", async () => {
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    const [first] = [await buyer.addSpaceOk(demo.space("R4-S2")), await buyer.addSpaceOk(demo.space("R4-S3"))];
    lapse();

    const calls = {
      addSpace: buyer.addSpace(demo.space("R4-S4")),
      updateTicket: buyer.updateTicket(first.id, { ticket_type_id: demo.ticketTypes.child }),
      removeTicket: buyer.removeTicket(first.id),
      initiatePayment: buyer.initiatePayment({ ...VALID_CLIENT, payment_method_id: "skip" }),
      cancelPayment: buyer.cancelPayment(),
      confirm: buyer.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: true }),
      pay: buyer.pay(),
      cancelDraft: buyer.cancelDraft(),
    };
    for (const [name, call] of Object.entries(calls)) {
      const answer = await call;
      expect({ name, status: answer.status, body: answer.text }).toEqual({ name, status: 404, body: EXPIRED });
    }
    // Nothing changed: still a (lapsed) draft with both tickets; only the sweeper or a reclaim ends it.
    expect((await bookingRow(app, buyer.uuid!)).status).toBe("draft");
    expect(await ticketCount(app, buyer.uuid!)).toBe(2);
  });

  it("REST GET /api/drafts/{uuid} honours the injected clock like GraphQL: a draft expired by the clock answers 404", async () => {
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    lapse();
    const gql = new GraphQLClient(app.url);
    gql.jar.set("draft_secret", buyer.draftSecret!);
    const viaGraphQL = onlyError(await gql.draft(buyer.uuid));
    expect(viaGraphQL.extensions).toMatchObject({ code: "DRAFT_EXPIRED", status: 404 });

    const viaRest = await buyer.getDraft();
    expect({ status: viaRest.status, body: viaRest.text }).toEqual({ status: 404, body: EXPIRED });
  });

  it("a draft past its expiresAt by the wall clock answers GET 404 'booking expired or missing'", async () => {
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    await app.query(`UPDATE bookings SET expires_at = $2 WHERE id = $1`, [
      buyer.uuid,
      new Date(Math.min(Date.now(), clock.now().getTime()) - 1000),
    ]);
    const answer = await buyer.getDraft();
    expect({ status: answer.status, body: answer.text }).toEqual({ status: 404, body: EXPIRED });
  });

  it("answers DRAFT_EXPIRED (extensions.status 404) to the draft query and every GraphQL mutation", async () => {
    const buyer = new GraphQLClient(app.url);
    await buyer.bookOk(occasionId);
    const ticket = (await buyer.addSpace(demo.space("R4-S5"))).data!.addSpace;
    lapse();

    const calls = {
      draft: buyer.draft(),
      addSpace: buyer.addSpace(demo.space("R4-S6")),
      updateTicket: buyer.updateTicket(ticket.id, { ticketTypeId: demo.ticketTypes.child }),
      removeTicket: buyer.removeTicket(ticket.id),
      initiatePayment: buyer.initiatePayment({ client: VALID_CLIENT, paymentMethodId: "skip" }),
      cancelPayment: buyer.cancelPayment(),
      confirm: buyer.confirm({ client: VALID_CLIENT, paymentMethodId: "skip", termsAccepted: true }),
      pay: buyer.pay(),
      cancelDraft: buyer.cancelDraft(),
    };
    for (const [name, call] of Object.entries(calls)) {
      const error = onlyError(await call);
      expect({ name, message: error.message, code: error.extensions?.code, status: error.extensions?.status }).toEqual({
        name,
        message: EXPIRED,
        code: "DRAFT_EXPIRED",
        status: 404,
      });
    }
  });

  it("holds its seat only until expiry: the next buyer gets it at once, and the lapsed draft becomes 'expired' with its rows kept", async () => {
    const seat = demo.space("R5-S1");
    const first = new RestClient(app.url);
    await first.bookOk(occasionId);
    await first.addSpaceOk(seat);
    const second = new RestClient(app.url);
    await second.bookOk(occasionId);
    expect((await second.addSpace(seat)).status, "held while the first draft is alive").toBe(409);

    lapse();
    const third = new RestClient(app.url);
    await third.bookOk(occasionId);
    const taken = await third.addSpace(seat);

    expect(taken.status, taken.text).toBe(201);
    const lapsed = await bookingRow(app, first.uuid!);
    expect(lapsed.status).toBe("expired");
    expect(await ticketCount(app, first.uuid!), "the expired booking keeps its ticket rows").toBe(1);
    expect(await statusHistory(app, first.uuid!)).toEqual([
      { from: null, to: "draft", reason: "booked by visitor" },
      { from: "draft", to: "expired", reason: "hold expired" },
    ]);
    expect(await heldOf(app, occasionId, seat)).toMatchObject({ held: 1, holding: 1 });
    expect((await first.getDraft()).status).toBe(404);
  });

  it("a lapsed payment hold is reclaimed the same way and keeps its client details (for a late payment)", async () => {
    const seat = demo.space("R5-S2");
    const payer = new RestClient(app.url);
    await payer.bookOk(occasionId);
    await payer.addSpaceOk(seat);
    expect((await payer.initiatePayment({ ...VALID_CLIENT, payment_method_id: "skip" })).status).toBe(200);

    lapse();
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    expect((await buyer.addSpace(seat)).status).toBe(201);

    const row = await bookingRow(app, payer.uuid!);
    expect(row.status).toBe("expired");
    expect({ firstname: row.firstname, email: row.email, method: row.payment_method_id }).toEqual({
      firstname: VALID_CLIENT.firstname,
      email: VALID_CLIENT.email,
      method: "skip",
    });
    expect((await statusHistory(app, payer.uuid!)).at(-1)).toEqual({ from: "payment", to: "expired", reason: "hold expired" });
  });
});

describe("ending a draft", () => {
  it("removing the last ticket cancels the draft: 204, status cancelled, place released, later GET 404", async () => {
    const seat = demo.space("R5-S3");
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    const one = await buyer.addSpaceOk(seat);
    const two = await buyer.addSpaceOk(demo.space("R5-S4"));

    const first = await buyer.removeTicket(one.id);
    expect(first.status).toBe(200);
    expect(first.body!.tickets.map((ticket) => ticket.id)).toEqual([two.id]);

    const last = await buyer.removeTicket(two.id);
    expect(last.status).toBe(204);
    expect(last.text).toBe("");
    const row = await bookingRow(app, buyer.uuid!);
    expect({ status: row.status, expires_at: row.expires_at }).toEqual({ status: "cancelled", expires_at: null });
    expect((await statusHistory(app, buyer.uuid!)).at(-1)).toEqual({ from: "draft", to: "cancelled", reason: "last ticket removed" });
    expect(await heldOf(app, occasionId, seat)).toMatchObject({ held: 0, holding: 0 });
    const after = await buyer.getDraft();
    expect({ status: after.status, body: after.text }).toEqual({ status: 404, body: EXPIRED });
  });

  it("GraphQL removeTicket of the last ticket answers null and the draft query then DRAFT_EXPIRED", async () => {
    const buyer = new GraphQLClient(app.url);
    await buyer.bookOk(occasionId);
    const ticket = (await buyer.addSpace(demo.space("R5-S6"))).data!.addSpace;
    const removed = await buyer.removeTicket(ticket.id);
    expect(removed.errors).toBeUndefined();
    expect(removed.data).toEqual({ removeTicket: null });
    expect(onlyError(await buyer.draft()).extensions?.code).toBe("DRAFT_EXPIRED");
    expect((await bookingRow(app, buyer.uuid!)).status).toBe("cancelled");
  });

  it("cancelDraft releases every place and answers 204; the draft is then gone", async () => {
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    const seats = ["R5-S7", "R5-S8"].map((name) => demo.space(name));
    for (const seat of seats) await buyer.addSpaceOk(seat);
    const answer = await buyer.cancelDraft();
    expect(answer.status).toBe(204);
    expect((await bookingRow(app, buyer.uuid!)).status).toBe("cancelled");
    for (const seat of seats) expect(await heldOf(app, occasionId, seat)).toMatchObject({ held: 0, holding: 0 });
    expect((await buyer.getDraft()).status).toBe(404);
  });
});

describe("the sweeper", () => {
  /** A plan of its own so the counts below are exact. */
  async function lapsedDrafts(
    count: number,
    ticketsEach: number,
  ): Promise<{ occasionId: string; drafts: RestClient[]; spaceIds: string[] }> {
    // Earlier tests leave drafts behind: let them all lapse and sweep them first, so the counts below are this test's own.
    lapse();
    await sweepExpiredHolds(app.services.dataSource, clock, app.services.lifecycle);
    const { planId, spaceIds } = await createPlan(
      app,
      Array.from({ length: count * ticketsEach }, (_, index) => ({ name: `sweep-${index}`, maxTickets: 1 })),
    );
    const created = await createOccasion(app, { planId, eventPrices: { [demo.ticketTypes.adult!]: 1200 } });
    const drafts = Array.from({ length: count }, () => new RestClient(app.url));
    await mapLimit(drafts, 10, async (draft, index) => {
      await draft.bookOk(created.occasionId);
      for (let ticket = 0; ticket < ticketsEach; ticket++) await draft.addSpaceOk(spaceIds[index * ticketsEach + ticket]!);
    });
    return { occasionId: created.occasionId, drafts, spaceIds };
  }

  it("releases lapsed holds in bulk, marks them expired (rows kept), leaves live drafts alone and announces the occasion", async () => {
    const { occasionId: sweptOccasion, drafts, spaceIds } = await lapsedDrafts(25, 2);
    lapse();
    const live = new RestClient(app.url);
    await live.bookOk(sweptOccasion);
    const liveSeat = spaceIds[0]!;
    expect((await live.addSpace(liveSeat)).status, "a full space reclaims its lapsed hold on demand").toBe(201);

    const announced = new Set<string>();
    const announce = vi.spyOn(app.services.occupancyFeed, "changed").mockImplementation((id: string) => void announced.add(id));
    const released = await sweepExpiredHolds(app.services.dataSource, clock, app.services.lifecycle).finally(() => announce.mockRestore());

    expect(released, "24 drafts left for the sweeper (one was reclaimed by the add)").toBe(24);
    expect([...announced]).toEqual([sweptOccasion]);
    const statuses = await app.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM bookings WHERE id = ANY($1::uuid[]) GROUP BY status`,
      [drafts.map((draft) => draft.uuid)],
    );
    expect(statuses).toEqual([{ status: "expired", n: 25 }]);
    const [kept] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE booking_id = ANY($1::uuid[])`, [
      drafts.map((draft) => draft.uuid),
    ]);
    expect(kept!.n).toBe(50);
    expect((await bookingRow(app, live.uuid!)).status).toBe("draft");
    const rows = await app.query<{ held: number }>(`SELECT sum(held)::int AS held FROM occasion_spaces WHERE occasion_id = $1`, [
      sweptOccasion,
    ]);
    expect(rows[0]!.held, "only the live draft's ticket is held").toBe(1);
    expect(await invariantViolations(app, sweptOccasion)).toEqual([]);
    expect(await sweepExpiredHolds(app.services.dataSource, clock, app.services.lifecycle), "a second sweep finds nothing").toBe(0);
  });

  it("sweepers in two processes (two pools) running at once release every hold exactly once (SKIP LOCKED), held never negative", async () => {
    const { occasionId: sweptOccasion, drafts } = await lapsedDrafts(40, 2);
    lapse();
    const second = await app.openDataSource(5);

    const sweeps = await Promise.all([
      sweepExpiredHolds(app.services.dataSource, clock, app.services.lifecycle),
      sweepExpiredHolds(second, clock, app.services.lifecycle),
      sweepExpiredHolds(second, clock, app.services.lifecycle),
      sweepExpiredHolds(app.services.dataSource, clock, app.services.lifecycle),
    ]);

    expect(sweeps.reduce((sum, count) => sum + count, 0)).toBe(40);
    const [history] = await app.query<{ n: number; distinct: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT booking_id)::int AS distinct FROM booking_status_changes WHERE to_status = 'expired' AND booking_id = ANY($1::uuid[])`,
      [drafts.map((draft) => draft.uuid)],
    );
    expect(history, "one draft -> expired change per booking, never two").toEqual({ n: 40, distinct: 40 });
    const [held] = await app.query<{ held: number; negative: number }>(
      `SELECT sum(held)::int AS held, count(*) FILTER (WHERE held < 0)::int AS negative FROM occasion_spaces WHERE occasion_id = $1`,
      [sweptOccasion],
    );
    expect(held).toEqual({ held: 0, negative: 0 });
    expect(await invariantViolations(app, sweptOccasion)).toEqual([]);
  });

  it("buyers adding lapsed seats while sweepers run: every hold released once, every seat ends with exactly one holder", async () => {
    const { occasionId: sweptOccasion, drafts, spaceIds } = await lapsedDrafts(40, 2);
    lapse();
    const second = await app.openDataSource(5);
    const buyers = Array.from({ length: 10 }, () => new RestClient(app.url));
    await mapLimit(buyers, 10, (buyer) => buyer.bookOk(sweptOccasion));
    const seats = buyers.map((_, index) => spaceIds[index * 8]!);

    const [, adds] = await Promise.all([
      Promise.all([
        sweepExpiredHolds(app.services.dataSource, clock, app.services.lifecycle),
        sweepExpiredHolds(second, clock, app.services.lifecycle),
      ]),
      Promise.all(buyers.map((buyer, index) => buyer.addSpace(seats[index]!))),
    ]);
    // Whatever lost the race (see the sweeper-race test below), a retry finds the seat free.
    for (const [index, answer] of adds.entries()) {
      expect([201, 409]).toContain(answer.status);
      if (answer.status === 409) expect((await buyers[index]!.addSpace(seats[index]!)).status).toBe(201);
    }

    const [history] = await app.query<{ n: number; distinct: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT booking_id)::int AS distinct FROM booking_status_changes WHERE to_status = 'expired' AND booking_id = ANY($1::uuid[])`,
      [drafts.map((draft) => draft.uuid)],
    );
    expect(history).toEqual({ n: 40, distinct: 40 });
    const [held] = await app.query<{ held: number; negative: number }>(
      `SELECT sum(held)::int AS held, count(*) FILTER (WHERE held < 0)::int AS negative FROM occasion_spaces WHERE occasion_id = $1`,
      [sweptOccasion],
    );
    expect(held).toEqual({ held: 10, negative: 0 });
    expect(await invariantViolations(app, sweptOccasion)).toEqual([]);
  });

  it("reclaim race: a 10-place space whose 10 holds all lapsed, 15 concurrent buyers -> exactly 10 get a place (no 409 while places are free)", async () => {
    const { planId, spaceIds } = await createPlan(app, [{ name: "lapsed-floor", maxTickets: 10 }]);
    const { occasionId: floorOccasion } = await createOccasion(app, { planId, eventPrices: { [demo.ticketTypes.adult!]: 1500 } });
    const floor = spaceIds[0]!;
    const holders = Array.from({ length: 10 }, () => new RestClient(app.url));
    for (const holder of holders) {
      await holder.bookOk(floorOccasion);
      await holder.addSpaceOk(floor);
    }
    lapse();
    // 15, below the pool size of 20 (see bounded-waits.int-spec.ts for what a larger burst does).
    const buyers = Array.from({ length: 15 }, () => new RestClient(app.url));
    await mapLimit(buyers, 15, (buyer) => buyer.bookOk(floorOccasion));

    const answers = await Promise.all(buyers.map((buyer) => buyer.addSpace(floor)));

    const statuses = answers.map((answer) => answer.status).sort();
    const after = await heldOf(app, floorOccasion, floor);
    expect(after).toMatchObject({ held: statuses.filter((status) => status === 201).length });
    expect(statuses, `every lapsed place is given to a buyer; afterwards ${after.held} of 10 places are held`).toEqual([
      ...Array(10).fill(201),
      ...Array(5).fill(409),
    ]);
    expect(await invariantViolations(app, floorOccasion)).toEqual([]);
  });

  it("sweeper race: a buyer adding a lapsed seat while a sweep is releasing it gets the seat, not 409 ('nobody is refused a space whose holds have all lapsed')", async () => {
    const { occasionId: sweptOccasion, drafts, spaceIds } = await lapsedDrafts(1, 1);
    const seat = spaceIds[0]!;
    lapse();
    const buyer = new RestClient(app.url);
    await buyer.bookOk(sweptOccasion);
    const sweeper = (await app.openDataSource(2)).createQueryRunner();
    await sweeper.connect();
    try {
      // The sweep has begun: it holds the lapsed booking's row lock and has not reached the counters yet.
      await sweeper.startTransaction();
      await sweeper.query(`SELECT id FROM bookings WHERE id = $1 FOR UPDATE`, [drafts[0]!.uuid]);
      const add = buyer.addSpace(seat);
      // Wait until the add is blocked on that lock (its reclaim step).
      for (let waited = 0; ; waited += 20) {
        const [blocked] = await app.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (blocked!.n > 0) break;
        if (waited > 3000) throw new Error("the add never waited for the sweeper's lock");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // The sweep finishes: the hold is released and committed while the add waits.
      const swept = await app.services.lifecycle.expireLapsed(new UnitOfWork(sweeper.manager), clock.now());
      expect(swept.bookingIds).toEqual([drafts[0]!.uuid]);
      await sweeper.commitTransaction();

      const answer = await add;
      expect({ status: answer.status, body: answer.text }).toMatchObject({ status: 201 });
      expect(await heldOf(app, sweptOccasion, seat)).toMatchObject({ held: 1, holding: 1 });
    } finally {
      if (sweeper.isTransactionActive) await sweeper.rollbackTransaction();
      await sweeper.release();
    }
  });

  it("without the job lock, batches taken concurrently from two pools (SKIP LOCKED) still release each hold once", async () => {
    const { occasionId: sweptOccasion, drafts } = await lapsedDrafts(30, 1);
    lapse();
    const second = await app.openDataSource(5);
    const now = clock.now();
    const worker = async (dataSource: typeof second) => {
      let released = 0;
      for (;;) {
        const result = await dataSource.transaction((manager) =>
          app.services.lifecycle.expireLapsed(new UnitOfWork(manager), now, { limit: 4, skipLocked: true }),
        );
        released += result.bookingIds.length;
        if (result.bookingIds.length === 0) return released;
      }
    };

    const counts = await Promise.all([worker(app.services.dataSource), worker(second), worker(app.services.dataSource), worker(second)]);

    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(30);
    const [statuses] = await app.query<{ expired: number }>(
      `SELECT count(*) FILTER (WHERE status = 'expired')::int AS expired FROM bookings WHERE id = ANY($1::uuid[])`,
      [drafts.map((draft) => draft.uuid)],
    );
    expect(statuses!.expired).toBe(30);
    expect(await invariantViolations(app, sweptOccasion)).toEqual([]);
    const [held] = await app.query<{ held: number }>(`SELECT sum(held)::int AS held FROM occasion_spaces WHERE occasion_id = $1`, [
      sweptOccasion,
    ]);
    expect(held!.held).toBe(0);
  });
});

describe("with the periodic jobs on and real time", () => {
  it("a 1-second draft is swept by the running sweeper (SWEEP_INTERVAL_SECONDS=1) and its place freed", async () => {
    const live = await startBookingApp({ jobs: true, env: { DRAFT_EXPIRY_SECONDS: "1", SWEEP_INTERVAL_SECONDS: "1" } });
    try {
      const ids = await demoIds(live);
      const occasion = ids.occasions.Matinee!;
      const seat = ids.space("R9-S9");
      const buyer = new RestClient(live.url);
      await buyer.bookOk(occasion);
      await buyer.addSpaceOk(seat);
      let status = "draft";
      for (let waited = 0; waited < 4000 && status !== "expired"; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await live.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [buyer.uuid]))[0]!.status;
      }
      expect(status).toBe("expired");
      expect(await heldOf(live, occasion, seat)).toMatchObject({ held: 0, holding: 0 });
      const answer = await buyer.getDraft();
      expect({ status: answer.status, body: answer.text }).toEqual({ status: 404, body: EXPIRED });
    } finally {
      await live.stop();
    }
  });
});
