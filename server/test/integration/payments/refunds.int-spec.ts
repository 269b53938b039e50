/**
 * Issue 13, refunds: refundBooking releases a booked booking's places and pays its money back, through
 * the provider's refund API where there is one (Paytrail, Visma Pay; the local simulator speaks both), at
 * the box office for box-office sales; what no provider refunds (Ceepos) stays owed, listed for people.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { VALID_CLIENT, type GraphQLClient } from "../../helpers/booking-client.js";
import { demoIds, heldOf, type DemoIds } from "../../helpers/booking-fixtures.js";
import { confirmedBuyer, OK, paymentsOf, payOk, seatDealer, visit, type Provider } from "./payment-flow.js";

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

interface RefundedJson {
  status: string;
  updatedAt: string;
  payments: Array<{ provider: string; status: string; amount: number }>;
}

async function paidBooking(provider: Provider): Promise<{ id: string; spaceId: string }> {
  const spaceId = seat();
  const buyer = await confirmedBuyer(app, occasionId, spaceId, provider);
  const { payment } = await payOk(app, buyer);
  const done = await app.simulator!.complete(provider, payment.stamp, { outcome: OK });
  await visit(done.returnUrl);
  expect((await paymentsOf(app, buyer.uuid)).map((row) => row.status)).toEqual(["paid"]);
  return { id: buyer.uuid, spaceId };
}

async function refund(id: string) {
  const [{ updated_at: version } = { updated_at: new Date() }] = await app.query<{ updated_at: Date }>(
    `SELECT date_trunc('milliseconds', updated_at) AS updated_at FROM bookings WHERE id = $1`,
    [id],
  );
  return admin.op<{ refundBooking: RefundedJson }>(
    `mutation ($id: ID!, $v: DateTimeISO!) { refundBooking(id: $id, version: $v) { status updatedAt payments { provider status amount } } }`,
    { id, v: version.toISOString() },
  );
}

describe("refundBooking", () => {
  it.each(["paytrail", "vismapay"] as const)(
    "%s: refunded through the provider's refund API; the place is for sale again",
    async (provider) => {
      const booking = await paidBooking(provider);
      const answer = await refund(booking.id);
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      expect(answer.data!.refundBooking).toMatchObject({ status: "refunded", payments: [{ provider, status: "refunded", amount: 3900 }] });
      expect(await heldOf(app, occasionId, booking.spaceId)).toMatchObject({ held: 0, holding: 0 });
      const history = await app.query<{ to_status: string }>(
        `SELECT to_status FROM payment_status_changes c JOIN payments p ON p.id = c.payment_id WHERE p.booking_id = $1 ORDER BY c.created_at`,
        [booking.id],
      );
      expect(history.map((row) => row.to_status)).toEqual(["open", "paid", "refund_required", "refunded"]);
    },
  );

  it("ceepos has no refund API: the money stays owed, listed for administrators", async () => {
    const booking = await paidBooking("ceepos");
    const answer = await refund(booking.id);
    expect(answer.data!.refundBooking).toMatchObject({ status: "refunded", payments: [{ provider: "ceepos", status: "refund_required" }] });
    const issues = await admin.op<{ paymentIssues: Array<{ bookingId: string; kind: string }> }>(`{ paymentIssues { bookingId kind } }`);
    expect(issues.data!.paymentIssues).toContainEqual({ bookingId: booking.id, kind: "refund_required" });
  });

  it("a box-office sale's money is handed back there; a booking that is not booked cannot be refunded", async () => {
    const sold = await admin.op<{ createBoxOfficeBooking: { id: string } }>(
      `mutation ($input: BoxOfficeBookingInput!) { createBoxOfficeBooking(input: $input) { id } }`,
      { input: { occasionId, spaceIds: [seat()], client: VALID_CLIENT } },
    );
    const answer = await refund(sold.data!.createBoxOfficeBooking.id);
    expect(answer.data!.refundBooking).toMatchObject({ status: "refunded", payments: [{ provider: "box_office", status: "refunded" }] });
    const again = await refund(sold.data!.createBoxOfficeBooking.id);
    expect(again.errors?.[0]?.extensions?.code).toBe("INVALID_TRANSITION");
  });
});
