/**
 * Shared steps of the payment integration tests: a buyer confirmed for a provider, `pay`, a booking paid
 * at the simulator, the attempt's rows, the booking's version, the browser's return and the checkoutResult
 * query with the buyer's draft cookie.
 */
import { expect } from "vitest";
import type { BookingTestApp } from "../../helpers/booking-app.js";
import { RestClient, VALID_CLIENT, type CheckoutForm, type HttpAnswer, type PaymentSubmissionJson } from "../../helpers/booking-client.js";
import type { DemoIds } from "../../helpers/booking-fixtures.js";

export type Provider = "paytrail" | "vismapay" | "ceepos";
export const PROVIDERS: readonly Provider[] = ["paytrail", "vismapay", "ceepos"];

export interface PaymentRow {
  id: string;
  booking_id: string;
  provider: string;
  amount: number;
  status: string;
  stamp: string;
  provider_transaction_id: string | null;
  paid_at: Date | null;
}

/** Hands out distinct demo seats (rows R10 onwards of the hall), one per call. */
export function seatDealer(demo: DemoIds, rows: number[] = [10, 11, 12, 13, 14, 15, 9, 8, 7, 6]): () => string {
  const names = rows.flatMap((row) => [...demo.spaces.keys()].filter((name) => name.startsWith(`R${row}-S`)));
  let next = 0;
  return () => {
    const name = names[next++];
    if (!name) throw new Error("out of demo seats");
    return demo.space(name);
  };
}

/** A buyer with one ticket on `spaceId`, confirmed for `provider` (booking in `payment`, ready for pay). */
export async function confirmedBuyer(
  app: BookingTestApp,
  occasionId: string,
  spaceId: string,
  provider: string,
): Promise<RestClient & { uuid: string }> {
  const buyer = new RestClient(app.url);
  await buyer.bookOk(occasionId);
  await buyer.addSpaceOk(spaceId);
  const confirmed = await buyer.confirm({ ...VALID_CLIENT, payment_method_id: provider, terms_accepted: true });
  expect(confirmed.status, confirmed.text).toBe(200);
  expect(confirmed.body.status).toBe("payment");
  return buyer as RestClient & { uuid: string };
}

/** pay that must succeed; returns the submission and the new open attempt. */
export async function payOk(
  app: BookingTestApp,
  buyer: RestClient,
  options: { language?: string } = {},
): Promise<{ submission: PaymentSubmissionJson; payment: PaymentRow }> {
  const answer = await buyer.pay(options);
  expect(answer.status, answer.text).toBe(200);
  const [payment] = await app.query<PaymentRow>(`SELECT * FROM payments WHERE booking_id = $1 AND status = 'open'`, [buyer.uuid]);
  expect(payment, "an open attempt after pay").toBeDefined();
  return { submission: answer.body, payment: payment! };
}

/**
 * A booking of one ticket per `spaceIds` on `occasionId`, confirmed for `provider` (with `client` over
 * VALID_CLIENT), paid OK at the simulator and returned to through its return URL; it must end `booked`.
 * Returns the booking's id and its payment's stamp.
 */
export async function paidBooking(
  app: BookingTestApp,
  options: { occasionId: string; spaceIds: readonly string[]; provider: Provider; client?: CheckoutForm },
): Promise<{ id: string; stamp: string }> {
  const buyer = new RestClient(app.url);
  await buyer.bookOk(options.occasionId);
  for (const spaceId of options.spaceIds) await buyer.addSpaceOk(spaceId);
  const confirmed = await buyer.confirm({ ...VALID_CLIENT, ...options.client, payment_method_id: options.provider, terms_accepted: true });
  expect(confirmed.status, confirmed.text).toBe(200);
  const { payment } = await payOk(app, buyer);
  const done = await app.simulator!.complete(options.provider, payment.stamp, { outcome: OK });
  await visit(done.returnUrl);
  const [row] = await app.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [buyer.uuid]);
  expect(row?.status, "the paid booking's status").toBe("booked");
  return { id: buyer.uuid!, stamp: payment.stamp };
}

/** A booking's version for the admin's mutations: its updated_at to the millisecond, as an ISO string. */
export async function bookingVersion(app: BookingTestApp, id: string): Promise<string> {
  const [row] = await app.query<{ updated_at: Date }>(
    `SELECT date_trunc('milliseconds', updated_at) AS updated_at FROM bookings WHERE id = $1`,
    [id],
  );
  if (!row) throw new Error(`no booking ${id}`);
  return row.updated_at.toISOString();
}

export async function paymentsOf(app: BookingTestApp, bookingId: string): Promise<PaymentRow[]> {
  return app.query<PaymentRow>(`SELECT * FROM payments WHERE booking_id = $1 ORDER BY created_at, ctid`, [bookingId]);
}

export async function paymentById(app: BookingTestApp, id: string): Promise<PaymentRow> {
  const [row] = await app.query<PaymentRow>(`SELECT * FROM payments WHERE id = $1`, [id]);
  if (!row) throw new Error(`no payment ${id}`);
  return row;
}

export async function eventsOf(
  app: BookingTestApp,
  paymentId: string,
): Promise<Array<{ kind: string; outcome: string; payload: Record<string, unknown> }>> {
  return app.query(`SELECT kind, outcome, payload FROM payment_events WHERE payment_id = $1 ORDER BY received_at, ctid`, [paymentId]);
}

/** The browser following the provider's redirect to our return URL (no cookies needed). */
export async function visit(url: string, init: RequestInit = {}): Promise<{ status: number; location: string | null; text: string }> {
  const response = await fetch(url, { redirect: "manual", ...init });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

/** The checkout page a booking's customer is sent to (checkoutResultUrl), without the host. */
export function checkoutPath(language: string, occasionId: string, bookingId: string): string {
  return `/${language}/occasions/${occasionId}/checkout/${bookingId}`;
}

export const CHECKOUT_RESULT_QUERY = `query ($uuid: ID!) { checkoutResult(uuid: $uuid) { uuid status paymentStatus paymentMethodId expiresAt } }`;

/** checkoutResult with the buyer's cookies (the draft secret). */
export async function checkoutResult(
  buyer: RestClient,
): Promise<
  HttpAnswer<{ data?: { checkoutResult: { uuid: string; status: string; paymentStatus: string | null } } | null; errors?: unknown[] }>
> {
  return buyer.fetch("POST", "/graphql", { body: { query: CHECKOUT_RESULT_QUERY, variables: { uuid: buyer.uuid } } });
}

/** Outcomes per provider at the simulator. */
export const OK = "ok";
export const FAILURE: Record<Provider, string> = { paytrail: "fail", vismapay: "fail", ceepos: "fail" };
export const CANCEL: Record<Provider, string> = { paytrail: "cancel", vismapay: "cancel", ceepos: "cancel" };
/** What the customer is told after a cancel: cancelled at every provider. */
export const CANCEL_OUTCOME: Record<Provider, "failed" | "cancelled"> = {
  paytrail: "cancelled",
  vismapay: "cancelled",
  ceepos: "cancelled",
};
/**
 * What a provider's refusal closes the attempt as: Paytrail's one "fail" status covers a customer's cancel and a
 * provider's refusal alike (reference §2.5), so it is reported as cancelled; the others say which it was.
 */
export const FAILURE_OUTCOME: Record<Provider, "failed" | "cancelled"> = { paytrail: "cancelled", vismapay: "failed", ceepos: "failed" };
