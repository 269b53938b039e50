/**
 * Late payments and reconciliation (DESIGN section 3 "Late payments"; reference payments.md §7.4, §8.5
 * item 8): a success after the hold lapsed books the booking again when its seats are free, otherwise
 * the payment becomes refund_required and is listed for administrators (paymentIssues). Open attempts
 * past PAYMENT_HOLD_SECONDS are settled through the providers' status APIs, or listed as stuck (Ceepos).
 * Time is a ManualClock; the periodic jobs are off, the tests run the sweeper and reconcile themselves.
 */
import "reflect-metadata";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sweepExpiredHolds } from "../../../src/modules/booking/process/expiry.job.js";
import { insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, RestClient } from "../../helpers/booking-client.js";
import {
  bookingRow,
  demoIds,
  heldOf,
  insertBooking,
  invariantViolations,
  statusHistory,
  type DemoIds,
} from "../../helpers/booking-fixtures.js";
import {
  checkoutPath,
  checkoutResult,
  confirmedBuyer,
  FAILURE_OUTCOME,
  eventsOf,
  paymentById,
  paymentsOf,
  payOk,
  PROVIDERS,
  seatDealer,
  visit,
  type Provider,
} from "./payment-flow.js";

const PAYMENT_HOLD_SECONDS = 1200;

let app: BookingTestApp;
let clock: ManualClock;
let demo: DemoIds;
let occasionId: string;
let seat: () => string;
let admin: GraphQLClient;

const ISSUES = `query { paymentIssues { id kind status provider amount stamp providerTransactionId bookingId bookingNumber bookingStatus email createdAt paidAt } }`;

interface Issue {
  id: string;
  kind: string;
  status: string;
  provider: string;
  amount: number;
  stamp: string;
  bookingId: string;
  bookingStatus: string;
  email: string | null;
}

beforeAll(async () => {
  clock = new ManualClock(new Date());
  app = await startBookingApp({
    clock,
    jobs: false,
    env: { PAYMENT_SIMULATOR: "true", PAYMENT_HOLD_SECONDS: String(PAYMENT_HOLD_SECONDS) },
  });
  demo = await demoIds(app);
  occasionId = demo.occasions["Evening show"]!;
  seat = seatDealer(demo);
  admin = await signInAdmin(app);
});

afterEach(() => {
  app.simulator!.configure({ callbackDelayMs: 0, callbackRepeat: 1, dropCallbacks: false, callbackTiming: "after", failCreate: null });
});

afterAll(async () => {
  await app?.stop();
});

function lapse(): void {
  clock.advance((PAYMENT_HOLD_SECONDS + 1) * 1000);
}

async function sweep(): Promise<number> {
  return sweepExpiredHolds(app.services.dataSource, app.services.clock, app.services.lifecycle);
}

async function issues(): Promise<Issue[]> {
  const answer = await admin.op<{ paymentIssues: Issue[] }>(ISSUES);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.paymentIssues;
}

describe.each(PROVIDERS)("%s late success", (provider: Provider) => {
  it("seat still free: the success after the sweep books the expired booking again (seat held again, invariant holds)", async () => {
    const spaceId = seat();
    const buyer = await confirmedBuyer(app, occasionId, spaceId, provider);
    const { payment } = await payOk(app, buyer, { language: "fi" });
    lapse();
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(app, buyer.uuid)).status).toBe("expired");
    expect(await heldOf(app, occasionId, spaceId)).toMatchObject({ held: 0, holding: 0 });

    const done = await app.simulator!.complete(provider, payment.stamp, { outcome: "ok" });
    expect(done.callbacks.map((delivery) => delivery.status)).toEqual([200]);
    const booking = await bookingRow(app, buyer.uuid);
    expect(booking.status).toBe("booked");
    expect(booking.expires_at).toBeNull();
    expect((await paymentById(app, payment.id)).status).toBe("paid");
    expect(await heldOf(app, occasionId, spaceId)).toMatchObject({ held: 1, holding: 1, max_tickets: 1 });
    expect(await invariantViolations(app, occasionId)).toEqual([]);
    const history = await statusHistory(app, buyer.uuid);
    expect(history.slice(-2).map((row) => [row.from, row.to])).toEqual([
      ["payment", "expired"],
      ["expired", "booked"],
    ]);
    const back = await visit(done.returnUrl);
    expect(back.location).toBe(`${app.url}${checkoutPath("fi", occasionId, buyer.uuid)}/success`);
    expect((await checkoutResult(buyer)).body.data?.checkoutResult).toMatchObject({ status: "booked", paymentStatus: "paid" });
    // Nobody can take the seat now.
    const other = new RestClient(app.url);
    await other.bookOk(occasionId);
    expect((await other.addSpace(spaceId)).status).toBe(409);
  });

  it("seat taken meanwhile: refund_required, booking stays expired, return -> expired page, listed in paymentIssues", async () => {
    const spaceId = seat();
    const buyer = await confirmedBuyer(app, occasionId, spaceId, provider);
    const { payment } = await payOk(app, buyer, { language: "sv" });
    lapse();
    await sweep();
    const other = new RestClient(app.url);
    await other.bookOk(occasionId);
    await other.addSpaceOk(spaceId);

    const done = await app.simulator!.complete(provider, payment.stamp, { outcome: "ok" });
    expect(done.callbacks.map((delivery) => delivery.status)).toEqual([200]);
    expect((await paymentById(app, payment.id)).status).toBe("refund_required");
    expect((await bookingRow(app, buyer.uuid)).status).toBe("expired");
    expect(await heldOf(app, occasionId, spaceId)).toMatchObject({ held: 1, holding: 1 });
    expect(await invariantViolations(app, occasionId)).toEqual([]);
    const back = await visit(done.returnUrl);
    expect(back.status).toBe(303);
    expect(back.location).toBe(`${app.url}${checkoutPath("sv", occasionId, buyer.uuid)}/expired`);
    // Duplicates change nothing.
    await app.simulator!.callback(provider, payment.stamp, { outcome: "ok", repeat: 2 });
    expect((await paymentById(app, payment.id)).status).toBe("refund_required");
    expect((await checkoutResult(buyer)).body.data?.checkoutResult).toMatchObject({ status: "expired", paymentStatus: "refund_required" });

    const listed = (await issues()).filter((issue) => issue.id === payment.id);
    expect(listed).toEqual([
      expect.objectContaining({
        kind: "refund_required",
        status: "refund_required",
        provider,
        stamp: payment.stamp,
        bookingId: buyer.uuid,
        bookingStatus: "expired",
        amount: payment.amount,
      }),
    ]);
  });

  it("reclaim path (no sweep): another buyer reclaims the lapsed seat, the late success is refund_required", async () => {
    const spaceId = seat();
    const buyer = await confirmedBuyer(app, occasionId, spaceId, provider);
    const { payment } = await payOk(app, buyer);
    lapse();
    const other = new RestClient(app.url);
    await other.bookOk(occasionId);
    await other.addSpaceOk(spaceId);
    expect((await bookingRow(app, buyer.uuid)).status).toBe("expired");
    await app.simulator!.complete(provider, payment.stamp, { outcome: "ok" });
    expect((await paymentById(app, payment.id)).status).toBe("refund_required");
    expect((await bookingRow(app, buyer.uuid)).status).toBe("expired");
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("lapsed but not yet swept, nobody else came: the success books it (its seat never stopped counting)", async () => {
    const spaceId = seat();
    const buyer = await confirmedBuyer(app, occasionId, spaceId, provider);
    const { payment } = await payOk(app, buyer);
    lapse();
    await app.simulator!.complete(provider, payment.stamp, { outcome: "ok" });
    expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
    expect(await heldOf(app, occasionId, spaceId)).toMatchObject({ held: 1, holding: 1 });
    // The sweeper leaves a booked booking alone.
    await sweep();
    expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("success after cancelDraft: refund_required, the booking stays cancelled and its seat free", async () => {
    const spaceId = seat();
    const buyer = await confirmedBuyer(app, occasionId, spaceId, provider);
    const { payment } = await payOk(app, buyer);
    const cancelled = await buyer.cancelDraft();
    expect(cancelled.status, cancelled.text).toBe(204);
    expect((await paymentById(app, payment.id)).status).toBe("cancelled");
    const done = await app.simulator!.complete(provider, payment.stamp, { outcome: "ok" });
    expect(done.callbacks.map((delivery) => delivery.status)).toEqual([200]);
    expect((await paymentById(app, payment.id)).status).toBe("refund_required");
    expect((await bookingRow(app, buyer.uuid)).status).toBe("cancelled");
    expect(await heldOf(app, occasionId, spaceId)).toMatchObject({ held: 0, holding: 0 });
    expect((await visit(done.returnUrl)).location).toMatch(/\/expired$/);
    expect((await issues()).some((issue) => issue.id === payment.id && issue.kind === "refund_required")).toBe(true);
  });

  it("a second paid attempt on an already booked booking: refunded automatically (owed without a refund API), booked once", async () => {
    const spaceId = seat();
    const buyer = await confirmedBuyer(app, occasionId, spaceId, provider);
    const first = await payOk(app, buyer);
    // The customer gives up on the first attempt (voided), then pays with a second one.
    expect((await buyer.cancelPayment()).status).toBe(200);
    const confirmed = await buyer.confirm({
      firstname: "Aino",
      lastname: "Virtanen",
      email: "aino.virtanen@example.fi",
      phone: "+358 40 123 4567",
      payment_method_id: provider,
      terms_accepted: true,
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    const second = await payOk(app, buyer);
    await app.simulator!.complete(provider, second.payment.stamp, { outcome: "ok" });
    expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
    // ...but the first one was paid at the provider after all.
    const late = await app.simulator!.complete(provider, first.payment.stamp, { outcome: "ok" });
    expect(late.callbacks.map((delivery) => delivery.status)).toEqual([200]);
    // The booking was already paid: the second payment goes back unasked (issue 34, item 1) through the provider's
    // refund API; Ceepos has none, so it stays refund_required, owed and listed for a person.
    const automatic = provider !== "ceepos";
    expect((await paymentById(app, first.payment.id)).status).toBe(automatic ? "refunded" : "refund_required");
    expect((await paymentById(app, second.payment.id)).status).toBe("paid");
    expect((await statusHistory(app, buyer.uuid)).filter((row) => row.to === "booked")).toHaveLength(1);
    expect(await heldOf(app, occasionId, spaceId)).toMatchObject({ held: 1, holding: 1 });
    // The first attempt's return shows the booking (booked), whose page tells the customer about the refund.
    expect((await visit(late.returnUrl)).location).toMatch(/\/success$/);
    expect((await issues()).some((issue) => issue.id === first.payment.id && issue.kind === "refund_required")).toBe(!automatic);
  });
});

describe("late success, racing messages", () => {
  it.each(PROVIDERS)("%s: returns and callbacks at once after the sweep: re-held and booked exactly once", async (provider) => {
    const spaceId = seat();
    const buyer = await confirmedBuyer(app, occasionId, spaceId, provider);
    const { payment } = await payOk(app, buyer);
    lapse();
    await sweep();
    const done = await app.simulator!.complete(provider, payment.stamp, { outcome: "ok", sendCallback: false });
    await Promise.all([
      visit(done.returnUrl),
      visit(done.returnUrl),
      app.simulator!.callback(provider, payment.stamp, { outcome: "ok", repeat: 3 }),
    ]);
    expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
    expect((await statusHistory(app, buyer.uuid)).filter((row) => row.to === "booked")).toHaveLength(1);
    expect(await heldOf(app, occasionId, spaceId)).toMatchObject({ held: 1, holding: 1 });
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });
});

describe("late success, several seats", () => {
  it.each(PROVIDERS)(
    "%s: one of two seats taken meanwhile: refund_required and the free seat's counter is not left raised",
    async (provider) => {
      const [first, second] = [seat(), seat()];
      const buyer = new RestClient(app.url);
      await buyer.bookOk(occasionId);
      await buyer.addSpaceOk(first);
      await buyer.addSpaceOk(second);
      const confirmed = await buyer.confirm({
        firstname: "Aino",
        lastname: "Virtanen",
        email: "aino.virtanen@example.fi",
        phone: "+358 40 123 4567",
        payment_method_id: provider,
        terms_accepted: true,
      });
      expect(confirmed.status, confirmed.text).toBe(200);
      const { payment } = await payOk(app, buyer);
      lapse();
      await sweep();
      // The second seat (in the rehold order, whichever it is) goes to someone else: take both orders into account.
      const other = new RestClient(app.url);
      await other.bookOk(occasionId);
      const [a, b] = [first, second].sort();
      await other.addSpaceOk(b!);
      await app.simulator!.complete(provider, payment.stamp, { outcome: "ok" });
      expect((await paymentById(app, payment.id)).status).toBe("refund_required");
      expect((await bookingRow(app, buyer.uuid!)).status).toBe("expired");
      expect(await heldOf(app, occasionId, a!)).toMatchObject({ held: 0, holding: 0 });
      expect(await heldOf(app, occasionId, b!)).toMatchObject({ held: 1, holding: 1 });
      expect(await invariantViolations(app, occasionId)).toEqual([]);
    },
  );
});

describe("paymentIssues access", () => {
  it("anonymous: UNAUTHENTICATED; a user without administer_bookings: FORBIDDEN; with it: allowed", async () => {
    const anonymous = new GraphQLClient(app.url);
    const anon = await anonymous.op(ISSUES);
    expect(anon.data ?? null).toBeNull();
    expect(anon.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");

    const plain = await insertUser(app, { permissions: ["administer_events"] });
    const user = await signIn(app, plain.email, plain.password);
    const forbidden = await user.op(ISSUES);
    expect(forbidden.data ?? null).toBeNull();
    expect(forbidden.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const bookingsAdmin = await insertUser(app, { permissions: ["administer_bookings"] });
    const allowed = await (await signIn(app, bookingsAdmin.email, bookingsAdmin.password)).op<{ paymentIssues: Issue[] }>(ISSUES);
    expect(allowed.errors).toBeUndefined();
    expect(Array.isArray(allowed.data?.paymentIssues)).toBe(true);
  });
});

describe("reconciliation", () => {
  it("no callback, no return: reconcile settles Paytrail and Visma Pay through their status APIs; Ceepos is listed as stuck", async () => {
    app.simulator!.configure({ dropCallbacks: true });
    const buyers: Record<Provider, { buyer: RestClient & { uuid: string }; paymentId: string; stamp: string }> = {} as never;
    for (const provider of PROVIDERS) {
      const buyer = await confirmedBuyer(app, occasionId, seat(), provider);
      const { payment } = await payOk(app, buyer);
      const done = await app.simulator!.complete(provider, payment.stamp, { outcome: "ok", sendCallback: false });
      expect(done.callbacks).toEqual([]);
      buyers[provider] = { buyer, paymentId: payment.id, stamp: payment.stamp };
    }
    // Not yet past the hold: nothing is queried, nothing is stuck.
    expect(await app.services.paymentSettlement.reconcile()).toBe(0);
    expect((await issues()).filter((issue) => issue.kind === "stuck" && issue.id === buyers.ceepos.paymentId)).toEqual([]);

    lapse();
    const settled = await app.services.paymentSettlement.reconcile();
    expect(settled).toBeGreaterThanOrEqual(2);
    for (const provider of ["paytrail", "vismapay"] as const) {
      const { buyer, paymentId } = buyers[provider];
      expect((await paymentById(app, paymentId)).status, provider).toBe("paid");
      expect((await bookingRow(app, buyer.uuid)).status, provider).toBe("booked");
      expect((await eventsOf(app, paymentId)).map((event) => [event.kind, event.outcome])).toEqual([["reconcile", "paid"]]);
    }
    expect((await paymentById(app, buyers.ceepos.paymentId)).status).toBe("open");
    const stuck = (await issues()).filter((issue) => issue.id === buyers.ceepos.paymentId);
    expect(stuck).toEqual([expect.objectContaining({ kind: "stuck", status: "open", provider: "ceepos", stamp: buyers.ceepos.stamp })]);
    // Paytrail / Visma Pay attempts are never "stuck": they have a status API.
    expect((await issues()).filter((issue) => issue.kind === "stuck" && issue.provider !== "ceepos")).toEqual([]);
    // A second run has nothing left to settle for them.
    await app.services.paymentSettlement.reconcile();
    expect(await invariantViolations(app, occasionId)).toEqual([]);

    // The Ceepos notification finally arrives: booked, no longer stuck.
    app.simulator!.configure({ dropCallbacks: false });
    await app.simulator!.callback("ceepos", buyers.ceepos.stamp, { outcome: "ok" });
    expect((await bookingRow(app, buyers.ceepos.buyer.uuid)).status).toBe("booked");
    expect((await issues()).filter((issue) => issue.id === buyers.ceepos.paymentId)).toEqual([]);
  });

  it("reconcile after the sweep: expired bookings are booked again through the status API", async () => {
    const entries: Array<{ provider: "paytrail" | "vismapay"; buyer: RestClient & { uuid: string }; paymentId: string; spaceId: string }> =
      [];
    for (const provider of ["paytrail", "vismapay"] as const) {
      const spaceId = seat();
      const buyer = await confirmedBuyer(app, occasionId, spaceId, provider);
      const { payment } = await payOk(app, buyer);
      await app.simulator!.complete(provider, payment.stamp, { outcome: "ok", sendCallback: false });
      entries.push({ provider, buyer, paymentId: payment.id, spaceId });
    }
    lapse();
    await sweep();
    for (const entry of entries) expect((await bookingRow(app, entry.buyer.uuid)).status).toBe("expired");
    await app.services.paymentSettlement.reconcile();
    for (const entry of entries) {
      expect((await bookingRow(app, entry.buyer.uuid)).status, entry.provider).toBe("booked");
      expect(await heldOf(app, occasionId, entry.spaceId)).toMatchObject({ held: 1, holding: 1 });
    }
  });

  it("abandoned attempts never starve newer ones: 150 older never-paid attempts, the paid one still settles in one run", async () => {
    const holder = await insertBooking(app, { occasionId, status: "expired", spaceIds: [], ticketTypeId: demo.ticketTypes.adult! });
    const old = new Date(clock.now().getTime() - 10 * 86_400_000);
    await app.query(
      `INSERT INTO payments (booking_id, provider, amount, status, stamp, provider_transaction_id, created_at, updated_at)
       SELECT $1, 'paytrail', 3900, 'open', md5(random()::text || g::text), 'abandoned-' || g, $2, $2 FROM generate_series(1, 150) g`,
      [holder, old],
    );
    const buyer = await confirmedBuyer(app, occasionId, seat(), "paytrail");
    const { payment } = await payOk(app, buyer);
    await app.simulator!.complete("paytrail", payment.stamp, { outcome: "ok", sendCallback: false });
    lapse();
    await app.services.paymentSettlement.reconcile();
    expect((await paymentById(app, payment.id)).status).toBe("paid");
    expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
    await app.query(`UPDATE payments SET status = 'cancelled' WHERE booking_id = $1`, [holder]);
  });

  it("a never-paid attempt answered pending/unknown stays open and adds no event per run", async () => {
    const entries: Array<{ provider: string; paymentId: string }> = [];
    for (const provider of ["paytrail", "vismapay"] as const) {
      const buyer = await confirmedBuyer(app, occasionId, seat(), provider);
      const { payment } = await payOk(app, buyer);
      entries.push({ provider, paymentId: payment.id });
    }
    lapse();
    await app.services.paymentSettlement.reconcile();
    clock.advance(60_000);
    await app.services.paymentSettlement.reconcile();
    for (const entry of entries) {
      expect((await paymentById(app, entry.paymentId)).status, entry.provider).toBe("open");
      expect(await eventsOf(app, entry.paymentId), entry.provider).toEqual([]);
    }
    await app.query(`UPDATE payments SET status = 'cancelled' WHERE id = ANY($1::uuid[])`, [entries.map((entry) => entry.paymentId)]);
  });

  it("reconcile of failed and never-paid attempts: failures close, unpaid ones stay open", async () => {
    const failed: Array<{ provider: "paytrail" | "vismapay"; paymentId: string }> = [];
    const unpaid: Array<{ provider: string; paymentId: string }> = [];
    for (const provider of ["paytrail", "vismapay"] as const) {
      const a = await confirmedBuyer(app, occasionId, seat(), provider);
      const pa = await payOk(app, a);
      await app.simulator!.complete(provider, pa.payment.stamp, { outcome: "fail", sendCallback: false });
      failed.push({ provider, paymentId: pa.payment.id });
      const b = await confirmedBuyer(app, occasionId, seat(), provider);
      const pb = await payOk(app, b);
      unpaid.push({ provider, paymentId: pb.payment.id });
    }
    lapse();
    await app.services.paymentSettlement.reconcile();
    for (const entry of failed)
      expect((await paymentById(app, entry.paymentId)).status, entry.provider).toBe(FAILURE_OUTCOME[entry.provider]);
    for (const entry of unpaid) expect((await paymentById(app, entry.paymentId)).status, entry.provider).toBe("open");
  });
});

it("a cancelled draft's open attempts are closed; pay after expiry is refused", async () => {
  const buyer = await confirmedBuyer(app, occasionId, seat(), "paytrail");
  lapse();
  const late = await buyer.pay();
  expect(late.status).toBe(404);
  expect(await paymentsOf(app, buyer.uuid)).toEqual([]);
});
