/**
 * Issue 34, item 1: a booking paid twice. The customer opens a provider's page, goes back and chooses another method
 * ('choose another method' closes the first attempt at our end: no provider offers to cancel an unpaid payment), pays
 * with it, and then also pays on the first provider's page still open in another tab. The booking stands, booked once;
 * the second payment goes back unasked: through the provider's refund API (Paytrail, Visma Pay, at the simulator),
 * or owed for a person where there is none (Ceepos). The ledger shows the payment and its refund, the customer gets
 * one e-mail about it, and checkoutResult tells it.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { VALID_CLIENT, type RestClient } from "../../helpers/booking-client.js";
import { bookingRow, demoIds, statusHistory } from "../../helpers/booking-fixtures.js";
import { checkoutPath, confirmedBuyer, paymentById, payOk, seatDealer, visit, type Provider } from "./payment-flow.js";

let app: BookingTestApp;
let occasionId: string;
let seat: () => string;

beforeAll(async () => {
  app = await startBookingApp({ env: { PAYMENT_SIMULATOR: "true" } });
  const demo = await demoIds(app);
  occasionId = demo.occasions["Evening show"]!;
  seat = seatDealer(demo);
});

afterAll(async () => {
  await app?.stop();
});

const RESULT = `query ($uuid: ID!) { checkoutResult(uuid: $uuid) { status returnedPayments { method amount refundStatus } } }`;

async function checkoutResultOf(buyer: RestClient & { uuid: string }) {
  const answer = await buyer.fetch<{
    data?: { checkoutResult: { status: string; returnedPayments: Array<{ method: string; amount: number; refundStatus: string }> } };
    errors?: unknown[];
  }>("POST", "/graphql", { body: { query: RESULT, variables: { uuid: buyer.uuid } } });
  expect(answer.body.errors, answer.text).toBeUndefined();
  return answer.body.data!.checkoutResult;
}

async function ledgerOf(paymentId: string) {
  return app.query<{ kind: string; method: string; amount: number; whole: boolean; status: string }>(
    `SELECT kind, method, amount, whole, status FROM money_movements WHERE payment_id = $1 ORDER BY created_at, kind`,
    [paymentId],
  );
}

async function mailsOf(bookingId: string, template: string) {
  return app.query<{ recipient: string; subject: string; body_text: string; language: string }>(
    `SELECT * FROM email_outbox WHERE booking_id = $1 AND template = $2`,
    [bookingId, template],
  );
}

/** [the first attempt's provider, paid second; the method switched to, which books the booking]. */
const CASES: Array<[Provider, Provider | "skip", "refunded" | "owed"]> = [
  ["paytrail", "vismapay", "refunded"],
  ["vismapay", "paytrail", "refunded"],
  ["ceepos", "paytrail", "owed"],
  ["paytrail", "skip", "refunded"],
];

describe("a booking already paid, paid again in another tab", () => {
  it.each(CASES)("%s left open, booked with %s, then paid too: the second payment %s", async (first, second, refund) => {
    const buyer = await confirmedBuyer(app, occasionId, seat(), first);
    const { payment: firstAttempt } = await payOk(app, buyer, { language: "en" });
    // Back from the provider's page, 'choose another method': the attempt is closed at our end.
    expect((await buyer.cancelPayment()).status).toBe(200);
    expect((await paymentById(app, firstAttempt.id)).status).toBe("cancelled");
    const confirmed = await buyer.confirm({ ...VALID_CLIENT, payment_method_id: second, terms_accepted: true });
    expect(confirmed.status, confirmed.text).toBe(200);
    if (second !== "skip") {
      const { payment: secondAttempt } = await payOk(app, buyer, { language: "en" });
      const paid = await app.simulator!.complete(second, secondAttempt.stamp, { outcome: "ok" });
      await visit(paid.returnUrl);
    }
    expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
    const amount = firstAttempt.amount;
    expect(amount).toBeGreaterThan(0);

    // The first provider's page, still open in the other tab, is paid too.
    const late = await app.simulator!.complete(first, firstAttempt.stamp, { outcome: "ok" });
    expect(late.callbacks.map((delivery) => delivery.status)).toEqual([200]);
    const back = await visit(late.returnUrl);
    // The customer lands on the success page (the booking stands), which tells them of the refund.
    expect(back.location).toBe(`${app.url}${checkoutPath("en", occasionId, buyer.uuid)}/success`);

    expect((await bookingRow(app, buyer.uuid)).status).toBe("booked");
    expect((await statusHistory(app, buyer.uuid)).filter((row) => row.to === "booked")).toHaveLength(1);
    expect((await paymentById(app, firstAttempt.id)).status).toBe(refund === "refunded" ? "refunded" : "refund_required");
    // The ledger: the payment received and its refund, whole.
    expect(await ledgerOf(firstAttempt.id)).toEqual([
      { kind: "payment", method: first, amount, whole: false, status: "paid" },
      { kind: "refund", method: first, amount, whole: true, status: refund },
    ]);
    // Through the provider's refund API, at the simulator; Ceepos has none: it waits for a person.
    const atProvider = app.simulator!.payments().find((row) => row.provider === first && row.stamp === firstAttempt.stamp)!;
    expect(atProvider.details.refunded ?? "0").toBe(refund === "refunded" ? String(amount) : "0");

    // One e-mail about it, besides the one confirmation.
    expect(await mailsOf(buyer.uuid, "booking-confirmation")).toHaveLength(1);
    const mails = await mailsOf(buyer.uuid, "duplicate-payment");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(VALID_CLIENT.email);
    expect(mails[0]!.body_text).toContain(refund === "refunded" ? "refunded to you automatically" : "The venue refunds");
    expect(mails[0]!.body_text).toContain({ paytrail: "Paytrail", vismapay: "Visma Pay", ceepos: "Ceepos" }[first]);

    expect(await checkoutResultOf(buyer)).toEqual({
      status: "booked",
      returnedPayments: [{ method: first, amount, refundStatus: refund }],
    });

    // The provider's repeated callback changes nothing: no second refund, no second e-mail.
    await app.simulator!.callback(first, firstAttempt.stamp, { outcome: "ok" });
    expect((await ledgerOf(firstAttempt.id)).filter((row) => row.kind === "refund")).toHaveLength(1);
    expect(await mailsOf(buyer.uuid, "duplicate-payment")).toHaveLength(1);
  });
});
