/**
 * Issue 33, the booking process: its commands decide their own transitions (the table refuses the rest, and nothing
 * is written then), the effects a unit of work registers run once after it commits and never after a rollback, and
 * the money ledger adds up to what the providers (the local simulator) recorded after mixed payments and refunds.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inUnitOfWork, type UnitOfWork } from "../../../src/common/unit-of-work.js";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { RestClient, VALID_CLIENT, type GraphQLClient } from "../../helpers/booking-client.js";
import { demoIds, heldOf, statusHistory, type DemoIds } from "../../helpers/booking-fixtures.js";
import { bookingVersion, paidBooking as paidThrough, seatDealer, type Provider } from "../payments/payment-flow.js";

let app: BookingTestApp;
let demo: DemoIds;
let occasionId: string;
let seat: () => string;
let admin: GraphQLClient;

beforeAll(async () => {
  app = await startBookingApp({ env: { PAYMENT_SIMULATOR: "true" } });
  demo = await demoIds(app);
  occasionId = demo.occasions["Evening show"]!;
  seat = seatDealer(demo);
  admin = await signInAdmin(app);
});

afterAll(async () => {
  await app?.stop();
});

/** A booking of `places` seats, booked with skip payment (nothing received). */
async function skipBooked(places = 1): Promise<{ id: string; spaceIds: string[] }> {
  const spaceIds = Array.from({ length: places }, () => seat());
  const buyer = new RestClient(app.url);
  await buyer.bookOk(occasionId);
  for (const id of spaceIds) await buyer.addSpaceOk(id);
  const confirmed = await buyer.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: true });
  expect(confirmed.body.status).toBe("booked");
  return { id: buyer.uuid!, spaceIds };
}

/** A booking of `places` adult seats (39 EUR each) paid through `provider` at the simulator. */
async function paidBooking(provider: Provider, places: number): Promise<{ id: string; stamp: string }> {
  return paidThrough(app, { occasionId, spaceIds: Array.from({ length: places }, () => seat()), provider });
}

function run<T>(work: (unit: UnitOfWork) => Promise<T>): Promise<T> {
  return inUnitOfWork(app.services.dataSource, work);
}

async function refusal(work: (unit: UnitOfWork) => Promise<unknown>): Promise<unknown> {
  return run(work).then(
    () => null,
    (error: unknown) => error,
  );
}

async function versionOf(id: string): Promise<string> {
  return bookingVersion(app, id);
}

async function ticketsOf(id: string): Promise<Array<{ id: string }>> {
  return app.query<{ id: string }>(`SELECT id FROM tickets WHERE booking_id = $1 ORDER BY created_at, id`, [id]);
}

describe("commands decide their own transitions", () => {
  it("refuses what the transition table refuses, with INVALID_TRANSITION, and writes nothing", async () => {
    const lifecycle = app.services.lifecycle;
    const { id, spaceIds } = await skipBooked();
    const now = () => app.services.clock.now();
    const booked = await statusHistory(app, id);
    const fromBooked = [
      (unit: UnitOfWork) => lifecycle.resumeEditing(unit, { bookingId: id, reason: "test", now: now() }),
      (unit: UnitOfWork) => lifecycle.expire(unit, { bookingId: id, reason: "test", actorUserId: null, now: now() }),
      (unit: UnitOfWork) => lifecycle.book(unit, { bookingId: id, reason: "test", now: now() }),
    ];
    for (const command of fromBooked) expect(await refusal(command)).toMatchObject({ code: "INVALID_TRANSITION" });
    expect(await statusHistory(app, id)).toEqual(booked);
    expect(await heldOf(app, occasionId, spaceIds[0]!)).toMatchObject({ held: 1, holding: 1 });

    await run((unit) => lifecycle.cancel(unit, { bookingId: id, reason: "test", actorUserId: null, now: now(), refund: "keep" }));
    const cancelled = await statusHistory(app, id);
    expect(cancelled.at(-1)).toMatchObject({ from: "booked", to: "cancelled" });
    const fromCancelled = [
      (unit: UnitOfWork) => lifecycle.cancel(unit, { bookingId: id, reason: "again", actorUserId: null, now: now(), refund: "keep" }),
      (unit: UnitOfWork) => lifecycle.refund(unit, { bookingId: id, reason: "again", actorUserId: null, now: now() }),
      (unit: UnitOfWork) => lifecycle.book(unit, { bookingId: id, reason: "again", now: now() }),
      (unit: UnitOfWork) => lifecycle.awaitPayment(unit, { bookingId: id, reason: "again", now: now() }),
    ];
    for (const command of fromCancelled) expect(await refusal(command)).toMatchObject({ code: "INVALID_TRANSITION" });
    const [ticket] = await ticketsOf(id);
    expect(
      await refusal((unit) =>
        lifecycle.removeTickets(unit, {
          bookingId: id,
          ticketIds: [ticket!.id],
          reason: "again",
          lastReason: "again",
          actorUserId: null,
          now: now(),
          record: null,
        }),
      ),
    ).toMatchObject({ code: "INVALID_TRANSITION" });
    expect(await statusHistory(app, id)).toEqual(cancelled);
    expect(await heldOf(app, occasionId, spaceIds[0]!)).toMatchObject({ held: 0, holding: 0 });
  });
});

describe("one unit of work", () => {
  it("pushes an occasion's occupancy once, after commit, however many of its places changed", async () => {
    const first = await skipBooked();
    const second = await skipBooked(2);
    const pushed = vi.spyOn(app.services.occupancyFeed, "changed");
    try {
      await run(async (unit) => {
        for (const id of [first.id, second.id]) {
          await app.services.lifecycle.cancel(unit, {
            bookingId: id,
            reason: "test",
            actorUserId: null,
            now: app.services.clock.now(),
            refund: "keep",
          });
        }
        expect(pushed, "nothing is pushed before commit").not.toHaveBeenCalled();
      });
      expect(pushed.mock.calls).toEqual([[occasionId]]);
    } finally {
      pushed.mockRestore();
    }
    for (const spaceId of [...first.spaceIds, ...second.spaceIds])
      expect(await heldOf(app, occasionId, spaceId)).toMatchObject({ held: 0 });
  });

  it("runs nothing after a rollback: no push, no refund asked of the provider, nothing changed", async () => {
    const booked = await skipBooked();
    const paid = await paidBooking("paytrail", 1);
    const pushed = vi.spyOn(app.services.occupancyFeed, "changed");
    const boom = new Error("rolled back");
    try {
      const error = await refusal(async (unit) => {
        await app.services.lifecycle.cancel(unit, {
          bookingId: booked.id,
          reason: "test",
          actorUserId: null,
          now: app.services.clock.now(),
          refund: "keep",
        });
        await app.services.lifecycle.refund(unit, { bookingId: paid.id, reason: "test", actorUserId: null, now: app.services.clock.now() });
        throw boom;
      });
      expect(error).toBe(boom);
      expect(pushed).not.toHaveBeenCalled();
    } finally {
      pushed.mockRestore();
    }
    expect(await heldOf(app, occasionId, booked.spaceIds[0]!)).toMatchObject({ held: 1, holding: 1 });
    const statuses = await app.query<{ status: string }>(`SELECT status FROM bookings WHERE id = ANY($1::uuid[]) ORDER BY status`, [
      [booked.id, paid.id],
    ]);
    expect(statuses.map((row) => row.status)).toEqual(["booked", "booked"]);
    expect(app.simulator!.payment("paytrail", paid.stamp)!.details.refunded ?? "0").toBe("0");
    expect(await app.query(`SELECT 1 FROM money_movements WHERE booking_id = $1 AND kind = 'refund'`, [paid.id])).toEqual([]);
  });
});

describe("the money ledger", () => {
  it("adds up to the providers' own record after mixed payments and refunds", async () => {
    const BOOKING = `price paid received refunded owed balance tickets { id }`;
    interface Figures {
      price: number;
      paid: number;
      received: number;
      refunded: number;
      owed: number;
      balance: number;
    }
    const figures = async (id: string) =>
      (await admin.op<{ booking: Figures }>(`query ($id: ID!) { booking(id: $id) { ${BOOKING} } }`, { id })).data!.booking;
    const removeTicket = async (bookingId: string, ticketId: string) => {
      const answer = await admin.op(
        `mutation ($b: ID!, $t: ID!, $v: DateTimeISO!) { removeBookingTicket(bookingId: $b, ticketId: $t, version: $v) { id } }`,
        { b: bookingId, t: ticketId, v: await versionOf(bookingId) },
      );
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    };
    const changeType = async (bookingId: string, ticketId: string, type: string) => {
      const answer = await admin.op(
        `mutation ($b: ID!, $t: ID!, $type: ID!, $v: DateTimeISO!) { changeTicketType(bookingId: $b, ticketId: $t, ticketTypeId: $type, version: $v) { id } }`,
        { b: bookingId, t: ticketId, type, v: await versionOf(bookingId) },
      );
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    };

    // Paytrail: three seats, one removed (a part back), one repriced cheaper (another part), then the rest refunded whole.
    const paytrail = await paidBooking("paytrail", 3);
    const [a, b] = await ticketsOf(paytrail.id);
    await removeTicket(paytrail.id, a!.id);
    await changeType(paytrail.id, b!.id, demo.ticketTypes["child"]!);
    expect(await figures(paytrail.id)).toMatchObject({ price: 5800, received: 11700, refunded: 5900, owed: 0, paid: 5800, balance: 0 });
    const refunded = await admin.op(`mutation ($id: ID!, $v: DateTimeISO!) { refundBooking(id: $id, version: $v) { status } }`, {
      id: paytrail.id,
      v: await versionOf(paytrail.id),
    });
    expect(refunded.errors, JSON.stringify(refunded.errors)).toBeUndefined();
    // Visma Pay: two seats, one removed.
    const vismapay = await paidBooking("vismapay", 2);
    const [c] = await ticketsOf(vismapay.id);
    await removeTicket(vismapay.id, c!.id);

    for (const [provider, booking] of [
      ["paytrail", paytrail],
      ["vismapay", vismapay],
    ] as const) {
      const simulated = app.simulator!.payment(provider, booking.stamp)!;
      const ledger = await app.services.moneyLedger.figures(app.services.dataSource, booking.id);
      expect({ received: ledger.received, refunded: ledger.refunded, owed: ledger.owed }, provider).toEqual({
        received: simulated.amount,
        refunded: Number(simulated.details.refunded ?? 0),
        owed: 0,
      });
    }
    expect(await figures(paytrail.id)).toMatchObject({ received: 11700, refunded: 11700, owed: 0, paid: 0 });
    expect(await figures(vismapay.id)).toMatchObject({ price: 3900, received: 7800, refunded: 3900, owed: 0, paid: 3900, balance: 0 });
    // Every row got where it stands through the transition table, with a history row for it.
    const [history] = await app.query<{ unrecorded: number }>(
      `SELECT count(*)::int AS unrecorded FROM money_movements m
        WHERE m.booking_id = ANY($1::uuid[])
          AND NOT EXISTS (SELECT 1 FROM money_movement_status_changes c WHERE c.movement_id = m.id AND c.to_status = m.status)`,
      [[paytrail.id, vismapay.id]],
    );
    expect(history!.unrecorded).toBe(0);
  });
});
