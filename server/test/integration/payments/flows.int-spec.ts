/**
 * Online payment flows against the local provider simulator (reference payments.md §8.5 items 3-5;
 * DESIGN section 3): happy path, return/callback orderings, duplicates, out-of-order messages,
 * failure and cancel, pending outcomes, for Paytrail, Visma Pay and Ceepos.
 */
import "reflect-metadata";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { bookingRow, demoIds, heldOf, invariantViolations, statusHistory, type DemoIds } from "../../helpers/booking-fixtures.js";
import {
  CANCEL,
  CANCEL_OUTCOME,
  checkoutPath,
  checkoutResult,
  confirmedBuyer,
  eventsOf,
  FAILURE,
  FAILURE_OUTCOME,
  paymentById,
  paymentsOf,
  payOk,
  PROVIDERS,
  seatDealer,
  visit,
  type Provider,
} from "./payment-flow.js";

let app: BookingTestApp;
let demo: DemoIds;
let occasionId: string;
let seat: () => string;

beforeAll(async () => {
  app = await startBookingApp({ env: { PAYMENT_SIMULATOR: "true" } });
  demo = await demoIds(app);
  occasionId = demo.occasions["Evening show"]!;
  seat = seatDealer(demo);
});

afterEach(() => {
  app.simulator!.configure({
    callbackDelayMs: 0,
    callbackRepeat: 1,
    dropCallbacks: false,
    callbackTiming: "after",
    failCreate: null,
    paytrailExtraParam: false,
    ceeposFlatNotification: false,
  });
});

afterAll(async () => {
  await app?.stop();
});

function bookedTransitions(history: Array<{ to: string }>): number {
  return history.filter((row) => row.to === "booked").length;
}

describe.each(PROVIDERS)("%s", (provider: Provider) => {
  it("happy path: pay -> ok -> callback books once -> return 303 to success in the booking's language; checkoutResult booked/paid", async () => {
    const spaceId = seat();
    const buyer = await confirmedBuyer(app, occasionId, spaceId, provider);
    const { submission, payment } = await payOk(app, buyer, { language: "sv" });
    expect(submission.method).toBe("redirect");
    expect(submission.action.startsWith(app.simulator!.url)).toBe(true);
    expect((await bookingRow(app, buyer.uuid)).language).toBe("sv");

    const done = await app.simulator!.complete(provider, payment.stamp, { outcome: "ok" });
    expect(done.callbacks.map((delivery) => delivery.status)).toEqual([200]);
    // The callback alone booked it, before the browser came back.
    expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");

    const back = await visit(done.returnUrl);
    expect(back.status, back.text).toBe(303);
    expect(back.location).toBe(`${app.url}${checkoutPath("sv", occasionId, buyer.uuid)}/success`);

    const booking = await bookingRow(app, buyer.uuid);
    expect(booking.status).toBe("booked");
    expect(booking.expires_at).toBeNull();
    expect(booking.confirmed_at).not.toBeNull();
    const history = await statusHistory(app, buyer.uuid);
    expect(history.filter((row) => row.to === "booked")).toEqual([
      { from: "payment", to: "booked", reason: expect.stringContaining(provider) },
    ]);
    const paid = await paymentById(app, payment.id);
    expect(paid.status).toBe("paid");
    expect(paid.paid_at).not.toBeNull();
    expect(paid.provider_transaction_id).toBeTruthy();
    const events = await eventsOf(app, payment.id);
    expect(events.map((event) => [event.kind, event.outcome])).toEqual([
      ["callback", "paid"],
      ["return", "paid"],
    ]);
    // Audit payloads never carry the signature or a secret.
    for (const event of events) expect(JSON.stringify(event.payload)).not.toMatch(/signature|AUTHCODE|"Hash"|SAIPPUAKAUPPIAS|private_key/);

    const result = await checkoutResult(buyer);
    expect(result.status, result.text).toBe(200);
    expect(result.body.data?.checkoutResult).toMatchObject({
      uuid: buyer.uuid,
      status: "booked",
      paymentStatus: "paid",
      paymentMethodId: provider,
    });
    expect(await heldOf(app, occasionId, spaceId)).toMatchObject({ held: 1, holding: 1 });
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("return before callback: the return books it, the late callback is acknowledged without a second booking", async () => {
    const buyer = await confirmedBuyer(app, occasionId, seat(), provider);
    const { payment } = await payOk(app, buyer);
    const done = await app.simulator!.complete(provider, payment.stamp, { outcome: "ok", sendCallback: false });
    expect(done.callbacks).toEqual([]);
    const back = await visit(done.returnUrl);
    expect(back.status).toBe(303);
    expect(back.location).toMatch(new RegExp(`/checkout/${buyer.uuid}/success$`));
    expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");

    const late = await app.simulator!.callback(provider, payment.stamp, { outcome: "ok" });
    expect(late.map((delivery) => delivery.status)).toEqual([200]);
    expect(bookedTransitions(await statusHistory(app, buyer.uuid))).toBe(1);
    expect((await paymentById(app, payment.id)).status).toBe("paid");
    expect((await eventsOf(app, payment.id)).map((event) => event.kind)).toEqual(["return", "callback"]);
  });

  it("callback before return (callbackTiming before): booked once, the return still goes to success", async () => {
    app.simulator!.configure({ callbackTiming: "before" });
    const buyer = await confirmedBuyer(app, occasionId, seat(), provider);
    const { submission, payment } = await payOk(app, buyer);
    // The browser at the hosted page picks "ok": the simulator calls back first, then redirects.
    const page = new URL(submission.action);
    page.searchParams.set("outcome", "ok");
    const atProvider = await visit(page.toString());
    expect(atProvider.status).toBe(302);
    expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
    const back = await visit(atProvider.location!);
    expect(back.status).toBe(303);
    expect(back.location).toMatch(/\/success$/);
    expect(bookedTransitions(await statusHistory(app, buyer.uuid))).toBe(1);
    expect((await eventsOf(app, payment.id)).map((event) => event.kind)).toEqual(["callback", "return"]);
  });

  it("duplicate callbacks (repeat 3) and repeated returns: each acknowledged, booked exactly once", async () => {
    const spaceId = seat();
    const buyer = await confirmedBuyer(app, occasionId, spaceId, provider);
    const { payment } = await payOk(app, buyer);
    const done = await app.simulator!.complete(provider, payment.stamp, { outcome: "ok", sendCallback: false });
    const deliveries = await app.simulator!.callback(provider, payment.stamp, { outcome: "ok", repeat: 3 });
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    // Returns and callbacks at the same time.
    const [first, second] = await Promise.all([
      visit(done.returnUrl),
      visit(done.returnUrl),
      app.simulator!.callback(provider, payment.stamp, { outcome: "ok", repeat: 2 }),
    ]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(first.location).toMatch(/\/success$/);
    expect(bookedTransitions(await statusHistory(app, buyer.uuid))).toBe(1);
    expect((await paymentsOf(app, buyer.uuid)).map((row) => row.status)).toEqual(["paid"]);
    expect(await eventsOf(app, payment.id)).toHaveLength(7);
    expect(await heldOf(app, occasionId, spaceId)).toMatchObject({ held: 1, holding: 1 });
  });

  it("out of order: a failure after the success changes nothing (never regressed)", async () => {
    const buyer = await confirmedBuyer(app, occasionId, seat(), provider);
    const { payment } = await payOk(app, buyer);
    const done = await app.simulator!.complete(provider, payment.stamp, { outcome: "ok" });
    expect(done.callbacks.map((delivery) => delivery.status)).toEqual([200]);
    const failure = await app.simulator!.callback(provider, payment.stamp, { outcome: FAILURE[provider] });
    expect(failure.map((delivery) => delivery.status)).toEqual([200]);
    const cancel = await app.simulator!.callback(provider, payment.stamp, { outcome: CANCEL[provider] });
    expect(cancel.map((delivery) => delivery.status)).toEqual([200]);
    expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
    expect((await paymentById(app, payment.id)).status).toBe("paid");
    expect(bookedTransitions(await statusHistory(app, buyer.uuid))).toBe(1);
    const back = await visit(done.returnUrl);
    expect(back.location).toMatch(/\/success$/);
  });

  it.each([
    ["failure", FAILURE[provider], FAILURE_OUTCOME[provider]],
    ["cancel", CANCEL[provider], CANCEL_OUTCOME[provider]],
  ] as const)(
    "%s: the attempt closes, the booking keeps its hold in payment, the customer may pay again",
    async (_label, outcome, closed) => {
      const spaceId = seat();
      const buyer = await confirmedBuyer(app, occasionId, spaceId, provider);
      const { payment } = await payOk(app, buyer, { language: "fi" });
      const before = await bookingRow(app, buyer.uuid);
      const done = await app.simulator!.complete(provider, payment.stamp, { outcome });
      expect(done.callbacks.map((delivery) => delivery.status)).toEqual([200]);
      expect((await paymentById(app, payment.id)).status).toBe(closed);
      const back = await visit(done.returnUrl);
      expect(back.status, back.text).toBe(303);
      expect(back.location).toBe(`${app.url}${checkoutPath("fi", occasionId, buyer.uuid)}?payment=${closed}`);
      const booking = await bookingRow(app, buyer.uuid);
      expect(booking.status).toBe("payment");
      expect(booking.expires_at).toEqual(before.expires_at);
      expect(await heldOf(app, occasionId, spaceId)).toMatchObject({ held: 1, holding: 1 });
      const result = await checkoutResult(buyer);
      expect(result.body.data?.checkoutResult).toMatchObject({ status: "payment", paymentStatus: closed });

      // Pay again: a new attempt with a new stamp, which can succeed.
      const again = await payOk(app, buyer);
      expect(again.payment.id).not.toBe(payment.id);
      expect(again.payment.stamp).not.toBe(payment.stamp);
      const ok = await app.simulator!.complete(provider, again.payment.stamp, { outcome: "ok" });
      expect(ok.callbacks.map((delivery) => delivery.status)).toEqual([200]);
      expect((await visit(ok.returnUrl)).location).toMatch(/\/success$/);
      expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
      expect((await paymentsOf(app, buyer.uuid)).map((row) => row.status)).toEqual([closed, "paid"]);
      // The old attempt's return, visited again, does not undo anything and shows the booking's success.
      expect((await visit(done.returnUrl)).location).toMatch(/\/success$/);
      expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
      expect((await paymentsOf(app, buyer.uuid)).map((row) => row.status)).toEqual([closed, "paid"]);
    },
  );

  it("failure, then cancelPayment: back to draft, the closed attempt stays closed, the seat is still held", async () => {
    const spaceId = seat();
    const buyer = await confirmedBuyer(app, occasionId, spaceId, provider);
    const { payment } = await payOk(app, buyer);
    await app.simulator!.complete(provider, payment.stamp, { outcome: FAILURE[provider] });
    const cancelled = await buyer.cancelPayment();
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.status).toBe("draft");
    expect((await paymentById(app, payment.id)).status).toBe(FAILURE_OUTCOME[provider]);
    expect(await heldOf(app, occasionId, spaceId)).toMatchObject({ held: 1, holding: 1 });
  });

  it("cancelPayment while the customer is at the provider voids the open attempt (a later failure changes nothing)", async () => {
    const buyer = await confirmedBuyer(app, occasionId, seat(), provider);
    const { payment } = await payOk(app, buyer);
    // 409 while the attempt is open.
    const busy = await buyer.pay();
    expect(busy.status, busy.text).toBe(409);
    const cancelled = await buyer.cancelPayment();
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await paymentById(app, payment.id)).status).toBe("cancelled");
    const done = await app.simulator!.complete(provider, payment.stamp, { outcome: FAILURE[provider] });
    expect(done.callbacks.map((delivery) => delivery.status)).toEqual([200]);
    expect((await paymentById(app, payment.id)).status).toBe("cancelled");
    expect((await bookingRow(app, buyer.uuid)).status).toBe("draft");
  });
});

describe.each([
  ["ceepos", "expired"],
  ["vismapay", "maintenance"],
] as const)("%s %s", (provider, outcome) => {
  it("is a failure: attempt failed, return -> ?payment=failed, booking still payment", async () => {
    const buyer = await confirmedBuyer(app, occasionId, seat(), provider);
    const { payment } = await payOk(app, buyer, { language: "fi" });
    const done = await app.simulator!.complete(provider, payment.stamp, { outcome });
    for (const delivery of done.callbacks) expect(delivery.status).toBe(200);
    const back = await visit(done.returnUrl);
    expect(back.location).toBe(`${app.url}${checkoutPath("fi", occasionId, buyer.uuid)}?payment=failed`);
    expect((await paymentById(app, payment.id)).status).toBe("failed");
    expect((await bookingRow(app, buyer.uuid)).status).toBe("payment");
  });
});

describe("concurrency", () => {
  it.each(PROVIDERS)("%s: two pay calls at once open exactly one attempt (the other 409)", async (provider) => {
    const buyer = await confirmedBuyer(app, occasionId, seat(), provider);
    const answers = await Promise.all([buyer.pay(), buyer.pay(), buyer.pay()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await paymentsOf(app, buyer.uuid)).map((row) => row.status)).toEqual(["open"]);
  });

  it.each(PROVIDERS)("%s: ten returns and callbacks racing: booked once, one history row, held once", async (provider) => {
    const spaceId = seat();
    const buyer = await confirmedBuyer(app, occasionId, spaceId, provider);
    const { payment } = await payOk(app, buyer);
    const done = await app.simulator!.complete(provider, payment.stamp, { outcome: "ok", sendCallback: false });
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => visit(done.returnUrl)),
      app.simulator!.callback(provider, payment.stamp, { outcome: "ok", repeat: 5 }),
    ]);
    for (const result of results.slice(0, 5)) expect((result as { location: string }).location).toMatch(/\/success$/);
    expect(bookedTransitions(await statusHistory(app, buyer.uuid))).toBe(1);
    expect(await heldOf(app, occasionId, spaceId)).toMatchObject({ held: 1, holding: 1 });
    expect(await eventsOf(app, payment.id)).toHaveLength(10);
  });
});

const PENDING: Array<[Provider, string]> = [
  ["paytrail", "pending"],
  ["paytrail", "delayed"],
  ["vismapay", "authorized"],
  ["vismapay", "pending"],
  ["ceepos", "pending"],
  ["ceepos", "error"],
];

describe.each(PENDING)("%s %s", (provider, outcome) => {
  it("return -> pending page, booking stays in payment with its hold; a later ok callback books it", async () => {
    const spaceId = seat();
    const buyer = await confirmedBuyer(app, occasionId, spaceId, provider);
    const { payment } = await payOk(app, buyer, { language: "en" });
    const done = await app.simulator!.complete(provider, payment.stamp, { outcome });
    for (const delivery of done.callbacks) expect(delivery.status).toBe(200);
    const back = await visit(done.returnUrl);
    expect(back.status, back.text).toBe(303);
    expect(back.location).toBe(`${app.url}${checkoutPath("en", occasionId, buyer.uuid)}/pending`);
    expect((await bookingRow(app, buyer.uuid)).status).toBe("payment");
    expect((await paymentById(app, payment.id)).status).toBe("open");
    expect((await checkoutResult(buyer)).body.data?.checkoutResult).toMatchObject({ status: "payment", paymentStatus: "open" });
    // pay is refused while the provider may still settle it.
    expect((await buyer.pay()).status).toBe(409);

    const later = await app.simulator!.callback(provider, payment.stamp, { outcome: "ok" });
    expect(later.map((delivery) => delivery.status)).toEqual([200]);
    expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
    expect((await paymentById(app, payment.id)).status).toBe("paid");
    expect(bookedTransitions(await statusHistory(app, buyer.uuid))).toBe(1);
    expect(await heldOf(app, occasionId, spaceId)).toMatchObject({ held: 1, holding: 1 });
    // The customer reloading the (pending) return now lands on success.
    expect((await visit(done.returnUrl)).location).toMatch(/\/success$/);
  });
});

describe("callbacks only (the customer never returns)", () => {
  it.each(PROVIDERS)("%s: a delayed callback alone books the booking", async (provider) => {
    app.simulator!.configure({ callbackDelayMs: 50 });
    const buyer = await confirmedBuyer(app, occasionId, seat(), provider);
    const { payment } = await payOk(app, buyer);
    const done = await app.simulator!.complete(provider, payment.stamp, { outcome: "ok" });
    expect(done.callbacks).toEqual([]);
    await app.simulator!.idle();
    expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
    expect((await eventsOf(app, payment.id)).map((event) => event.kind)).toEqual(["callback"]);
  });
});

describe("protocol variants", () => {
  it("paytrail: an unknown extra checkout-* parameter is part of the signature and accepted", async () => {
    app.simulator!.configure({ paytrailExtraParam: true });
    const buyer = await confirmedBuyer(app, occasionId, seat(), "paytrail");
    const { payment } = await payOk(app, buyer);
    const done = await app.simulator!.complete("paytrail", payment.stamp, { outcome: "ok" });
    expect(done.returnUrl).toContain("checkout-sim-extra=");
    expect(done.callbacks.map((delivery) => delivery.status)).toEqual([200]);
    expect((await visit(done.returnUrl)).location).toMatch(/\/success$/);
    // Dropping the extra parameter breaks the signature.
    const stripped = new URL(done.returnUrl);
    stripped.searchParams.delete("checkout-sim-extra");
    expect((await visit(stripped.toString())).status).toBe(400);
    expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
  });

  it("ceepos: the flat notification variant books it as well", async () => {
    app.simulator!.configure({ ceeposFlatNotification: true });
    const buyer = await confirmedBuyer(app, occasionId, seat(), "ceepos");
    const { payment } = await payOk(app, buyer);
    const done = await app.simulator!.complete("ceepos", payment.stamp, { outcome: "ok" });
    expect(done.callbacks.map((delivery) => delivery.status)).toEqual([200]);
    expect(JSON.parse(done.callbacks[0]!.body!)).not.toHaveProperty("Payments");
    expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
    expect((await paymentById(app, payment.id)).status).toBe("paid");
  });

  it.each(PROVIDERS)("%s: the provider was sent our return and callback URLs and the booking's amount", async (provider) => {
    const buyer = await confirmedBuyer(app, occasionId, seat(), provider);
    const { payment } = await payOk(app, buyer);
    const atSimulator = app.simulator!.payment(provider, payment.stamp)!;
    expect(atSimulator.amount).toBe(payment.amount);
    expect(atSimulator.amount).toBe(Number((await bookingRow(app, buyer.uuid)).total));
    expect(atSimulator.returnUrl).toBe(`${app.url}/api/payments/${provider}/return`);
    expect(atSimulator.callbackUrl).toBe(`${app.url}/api/payments/${provider}/callback`);
    expect(atSimulator.providerRef).toBe(payment.provider_transaction_id);
  });
});

describe("browser through the hosted pages", () => {
  it("paytrail: the redirect action, outcome chosen on the page, then the return", async () => {
    const buyer = await confirmedBuyer(app, occasionId, seat(), "paytrail");
    const { submission } = await payOk(app, buyer);
    const page = new URL(submission.action);
    page.searchParams.set("outcome", "ok");
    const atProvider = await visit(page.toString());
    expect(atProvider.status).toBe(302);
    expect(atProvider.location).toContain("/api/payments/paytrail/return?");
    const back = await visit(atProvider.location!);
    expect(back.location).toMatch(/\/success$/);
    await app.simulator!.idle();
    expect(bookedTransitions(await statusHistory(app, buyer.uuid))).toBe(1);
  });
});

it("skip payment still completes at once (no provider attempt left open)", async () => {
  const buyer = await confirmedBuyer(app, occasionId, seat(), "paytrail");
  // Switch to skip: cancelPayment, then confirm with skip.
  expect((await buyer.cancelPayment()).status).toBe(200);
  const confirmed = await buyer.confirm({
    firstname: "Aino",
    lastname: "Virtanen",
    email: "aino.virtanen@example.fi",
    phone: "+358 40 123 4567",
    payment_method_id: "skip",
    terms_accepted: true,
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  expect(confirmed.body.status).toBe("booked");
  expect(await paymentsOf(app, buyer.uuid)).toEqual([]);
});
