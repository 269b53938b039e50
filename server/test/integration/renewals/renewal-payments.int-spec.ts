/**
 * Paying a renewal (issue 16): renew with a provider, pay with checkout's `pay` in the link's browser (the
 * draft cookie the link set), come back to /{lng}/renewals/{uuid}/payments/{paymentId}. A payment that
 * succeeds after the seats were released follows the late-payment rules: booked again when the seats are
 * still free, otherwise refund_required. Paytrail through the local simulator.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redirectLogs, setLogLevel } from "../../../src/common/logger.js";
import { sweepExpiredHolds } from "../../../src/modules/booking/process/expiry.job.js";
import { signInAdmin } from "../../helpers/access-client.js";
import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { RestClient } from "../../helpers/booking-client.js";
import { bookingRow, heldOf, invariantViolations, statusHistory } from "../../helpers/booking-fixtures.js";
import { paymentById, visit } from "../payments/payment-flow.js";
import { createNextSeasonOk, RenewalBrowser, renewalBrowsers, seasonalSource, type SeasonalSource } from "./renewal-fixtures.js";

let app: BookingTestApp;
let clock: ManualClock;
let source: SeasonalSource;
let nextId: string;
let browsers: Record<string, RenewalBrowser>;

const SALE_START = new Date("2026-09-01T06:00:00Z");

beforeAll(async () => {
  clock = new ManualClock(new Date("2026-08-28T10:00:00Z"));
  app = await startBookingApp({ clock, jobs: false, env: { PAYMENT_SIMULATOR: "true" } });
  const admin = await signInAdmin(app);
  source = await seasonalSource(app, {
    customers: { Aino: ["A1"], Bertta: ["A2"], Cecilia: ["A3"], Daniel: ["A4"] },
    startTime: new Date("2025-09-20T16:00:00Z"),
  });
  const next = await createNextSeasonOk(admin, source.occasionId, {
    startTime: "2026-09-19T16:00:00Z",
    bookableStartTime: SALE_START.toISOString(),
    headsUpDays: 14,
  });
  nextId = next.id;
  browsers = await renewalBrowsers(app, nextId, source.bookings);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

const sweep = () => sweepExpiredHolds(app.services.dataSource, app.services.clock, app.services.lifecycle);

const RENEWAL_PAYMENT = `query ($uuid: ID!, $paymentId: ID!) { renewalPayment(uuid: $uuid, paymentId: $paymentId) {
  paymentId paymentStatus outcome renewal { status phase } } }`;

/** Renews the customer's only seat with Paytrail and opens the payment; answers the attempt. */
async function renewAndPay(browser: RenewalBrowser): Promise<{ bookingId: string; paymentId: string; stamp: string }> {
  const renewal = await browser.renewalOk();
  const renewed = await browser.renewKeeping([{ ticketId: renewal.tickets[0]!.id }], "paytrail", { language: "fi" });
  expect(renewed.errors, JSON.stringify(renewed.errors)).toBeUndefined();
  expect(renewed.data!.renew.status).toBe("payment");
  const paid = await browser.pay({ uuid: renewal.bookingId, language: "fi" });
  expect(paid.errors, JSON.stringify(paid.errors)).toBeUndefined();
  const [payment] = await app.query<{ id: string; stamp: string }>(
    `SELECT id, stamp FROM payments WHERE booking_id = $1 AND status = 'open'`,
    [renewal.bookingId],
  );
  return { bookingId: renewal.bookingId, paymentId: payment!.id, stamp: payment!.stamp };
}

describe("paying a renewal", () => {
  it("pays through the provider and comes back to the renewal's result page: booked", async () => {
    const browser = browsers.Aino!;
    const { bookingId, paymentId, stamp } = await renewAndPay(browser);
    const done = await app.simulator!.complete("paytrail", stamp, { outcome: "ok" });
    const back = await visit(done.returnUrl);
    expect(back.location).toBe(`${app.url}/fi/renewals/${browser.token}/payments/${paymentId}`);
    expect((await bookingRow(app, bookingId)).status).toBe("booked");
    const result = await browser.op(RENEWAL_PAYMENT, { uuid: browser.token, paymentId });
    expect(result.data).toEqual({
      renewalPayment: { paymentId, paymentStatus: "paid", outcome: "booked", renewal: { status: "booked", phase: "renewed" } },
    });
    // The payment of another renewal is not this one's.
    const foreign = await browsers.Bertta!.op(RENEWAL_PAYMENT, { uuid: browsers.Bertta!.token, paymentId });
    expect(foreign.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("a renewal's payment cannot be cancelled back into a draft", async () => {
    const browser = browsers.Cecilia!;
    const renewal = await browser.renewalOk();
    await browser.renewKeeping([{ ticketId: renewal.tickets[0]!.id }], "paytrail");
    const cancelled = await browser.op(`mutation ($uuid: ID!) { cancelPayment(uuid: $uuid) { status } }`, { uuid: renewal.bookingId });
    expect(cancelled.errors?.[0]?.extensions?.code).toBe("INVALID_TRANSITION");
    expect((await bookingRow(app, renewal.bookingId)).status).toBe("payment");
  });

  it("left at the provider's page: continues the open payment, or pays another way with the open one closed", async () => {
    const browser = browsers.Daniel!;
    const renewal = await browser.renewalOk();
    const bookingId = renewal.bookingId;
    await browser.renewKeeping([{ ticketId: renewal.tickets[0]!.id }], "paytrail");
    const first = await browser.pay({ uuid: bookingId });
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    expect((await browser.renewalOk()).openPaymentMethodId).toBe("paytrail");
    // A second pay is refused while the first is open; continuing goes back to the same provider page.
    expect((await browser.pay({ uuid: bookingId })).errors?.[0]?.extensions?.code).toBe("PAYMENT_IN_PROGRESS");
    const resumed = await browser.op<{ continuePayment: { action: string } }>(
      `mutation ($uuid: ID!) { continuePayment(uuid: $uuid) { action } }`,
      { uuid: bookingId },
    );
    expect(resumed.data?.continuePayment.action).toBe(first.data!.pay.action);

    const CHANGE = `mutation ($uuid: ID!, $method: ID!) {
      changeRenewalPaymentMethod(uuid: $uuid, paymentMethodId: $method) { status paymentMethodId openPaymentMethodId } }`;
    const unknown = await browser.op(CHANGE, { uuid: browser.token, method: "bitcoin" }, { language: "fi" });
    expect(unknown.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(unknown.errors?.[0]?.extensions?.fields).toHaveProperty("paymentMethodId");
    const changed = await browser.op<{ changeRenewalPaymentMethod: Record<string, unknown> }>(CHANGE, {
      uuid: browser.token,
      method: "vismapay",
    });
    expect(changed.errors, JSON.stringify(changed.errors)).toBeUndefined();
    expect(changed.data!.changeRenewalPaymentMethod).toEqual({ status: "payment", paymentMethodId: "vismapay", openPaymentMethodId: null });
    const second = await browser.pay({ uuid: bookingId });
    expect(second.errors, JSON.stringify(second.errors)).toBeUndefined();
    const attempts = await app.query<{ provider: string; status: string }>(
      `SELECT provider, status FROM payments WHERE booking_id = $1 ORDER BY created_at`,
      [bookingId],
    );
    expect(attempts).toEqual([
      { provider: "paytrail", status: "cancelled" },
      { provider: "vismapay", status: "open" },
    ]);
    const [open] = await app.query<{ stamp: string }>(`SELECT stamp FROM payments WHERE booking_id = $1 AND status = 'open'`, [bookingId]);
    await app.simulator!.complete("vismapay", open!.stamp, { outcome: "ok" });
    expect((await bookingRow(app, bookingId)).status).toBe("booked");
    expect(await invariantViolations(app, nextId)).toEqual([]);

    // Not before renewing: Bertta has not renewed yet.
    const early = await browsers.Bertta!.op(CHANGE, { uuid: browsers.Bertta!.token, method: "paytrail" });
    expect(early.errors?.[0]?.extensions?.code).toBe("CONFLICT");
  });
});

describe("a payment that succeeds after the seats were released", () => {
  let cecilia: { bookingId: string; paymentId: string; stamp: string };

  it("books the renewal again when its seat is still free", async () => {
    clock.set(new Date("2026-08-31T10:00:00Z"));
    const { bookingId, paymentId, stamp } = await renewAndPay(browsers.Bertta!);
    // Cecilia renewed with Paytrail above and opens her payment now; neither finishes before the sale starts.
    const ceciliaRenewal = await browsers.Cecilia!.renewalOk();
    expect((await browsers.Cecilia!.pay({ uuid: ceciliaRenewal.bookingId })).errors).toBeUndefined();
    const [open] = await app.query<{ id: string; stamp: string }>(
      `SELECT id, stamp FROM payments WHERE booking_id = $1 AND status = 'open'`,
      [ceciliaRenewal.bookingId],
    );
    cecilia = { bookingId: ceciliaRenewal.bookingId, paymentId: open!.id, stamp: open!.stamp };

    clock.set(SALE_START);
    expect(await sweep()).toBe(2);
    expect((await bookingRow(app, bookingId)).status).toBe("expired");
    expect(await heldOf(app, nextId, source.space.A2!)).toMatchObject({ held: 0, holding: 0 });

    await app.simulator!.complete("paytrail", stamp, { outcome: "ok" });
    expect((await bookingRow(app, bookingId)).status).toBe("booked");
    expect((await paymentById(app, paymentId)).status).toBe("paid");
    expect(await heldOf(app, nextId, source.space.A2!)).toMatchObject({ held: 1, holding: 1 });
    expect((await statusHistory(app, bookingId)).slice(-2).map((row) => [row.from, row.to])).toEqual([
      ["payment", "expired"],
      ["expired", "booked"],
    ]);
    expect(await invariantViolations(app, nextId)).toEqual([]);
  });

  it("marks the payment refund_required when another customer took the seat at the public sale", async () => {
    await app.query(`UPDATE events SET published = true WHERE id = (SELECT event_id FROM occasions WHERE id = $1)`, [nextId]);
    await app.query(`UPDATE occasions SET published = true WHERE id = $1`, [nextId]);
    app.services.saleInfo.invalidate();
    const visitor = new RestClient(app.url);
    await visitor.bookOk(nextId);
    await visitor.addSpaceOk(source.space.A3!);

    const done = await app.simulator!.complete("paytrail", cecilia.stamp, { outcome: "ok" });
    expect((await paymentById(app, cecilia.paymentId)).status).toBe("refund_required");
    expect((await bookingRow(app, cecilia.bookingId)).status).toBe("expired");
    expect(await heldOf(app, nextId, source.space.A3!)).toMatchObject({ held: 1, holding: 1 });
    expect(await invariantViolations(app, nextId)).toEqual([]);
    const back = await visit(done.returnUrl);
    // Cecilia paid in English: she comes back to the English page.
    expect(back.location).toBe(`${app.url}/en/renewals/${browsers.Cecilia!.token}/payments/${cecilia.paymentId}`);
    const result = await browsers.Cecilia!.op<{ renewalPayment: { outcome: string; renewal: { phase: string } } }>(RENEWAL_PAYMENT, {
      uuid: browsers.Cecilia!.token,
      paymentId: cecilia.paymentId,
    });
    expect(result.data!.renewalPayment).toMatchObject({ outcome: "refund_required", renewal: { phase: "closed" } });
    // The released renewal cannot open another payment.
    expect((await browsers.Cecilia!.pay({ uuid: cecilia.bookingId })).errors?.[0]?.extensions?.code).toBe("DRAFT_EXPIRED");
  });
});

describe("the access log (LOG_LEVEL=debug)", () => {
  it("never shows a renewal link's token: its page and its payment's result page are logged with … (issue 32)", async () => {
    const token = browsers.Daniel!.token;
    const [payment] = await app.query<{ id: string }>(`SELECT id FROM payments ORDER BY created_at LIMIT 1`);
    const lines: string[] = [];
    const previousLevel = setLogLevel("debug");
    const restore = redirectLogs({ write: (line: string) => void lines.push(line) });
    try {
      for (const path of [`/fi/renewals/${token}`, `/fi/renewals/${token}/payments/${payment!.id}`]) {
        const answer = await fetch(`${app.url}${path}`, { redirect: "manual" });
        await answer.arrayBuffer();
      }
      await expect.poll(() => lines.filter((line) => line.includes("/renewals/")).length).toBe(2);
    } finally {
      restore();
      setLogLevel(previousLevel);
    }
    const paths = lines.filter((line) => line.includes("/renewals/")).map((line) => (JSON.parse(line) as { path: string }).path);
    expect(paths).toEqual(["/fi/renewals/…", `/fi/renewals/…/payments/${payment!.id}`]);
    expect(lines.join("\n")).not.toContain(token);
  });
});
