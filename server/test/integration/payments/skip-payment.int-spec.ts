/**
 * Issue 11, finding 4 (DESIGN section 7.1): a paid booking never completes without paying in production.
 * Skip payment is off there unless PAYMENT_SKIP is set; PAYMENT_SKIP=true completes only bookings with
 * nothing to pay; PAYMENT_SKIP=any completes every booking (the development default).
 */
import "reflect-metadata";
import { afterAll, describe, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { RestClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { bookingRow, createOccasion, demoIds } from "../../helpers/booking-fixtures.js";

const apps: BookingTestApp[] = [];

afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
});

async function productionApp(env: Record<string, string>): Promise<BookingTestApp> {
  const app = await startBookingApp({ env: { NODE_ENV: "production", ...env } });
  apps.push(app);
  return app;
}

/** A buyer holding one seat of a priced (39 €) or free occasion. */
async function holdingBuyer(app: BookingTestApp, price: number): Promise<RestClient> {
  const demo = await demoIds(app);
  const { occasionId } = await createOccasion(app, { planId: demo.planId, eventPrices: { [demo.ticketTypes.adult!]: price } });
  const buyer = new RestClient(app.url);
  await buyer.bookOk(occasionId);
  await buyer.addSpaceOk(demo.space("R3-S3"));
  return buyer;
}

async function offeredMethods(app: BookingTestApp): Promise<string[]> {
  const answer = await fetch(`${app.url}/api/payment-methods`);
  return ((await answer.json()) as Array<{ id: string }>).map((method) => method.id);
}

const skipForm = { ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: true };

describe("production, PAYMENT_SKIP=true: skip payment completes free bookings only", () => {
  it("a 39 € booking confirmed with skip payment is refused with a field error and stays unbooked", async () => {
    const app = await productionApp({ PAYMENT_SKIP: "true" });
    expect(await offeredMethods(app)).not.toContain("skip");
    const buyer = await holdingBuyer(app, 3900);
    const confirmed = await buyer.confirm(skipForm);
    expect(confirmed.status).toBe(400);
    expect(confirmed.text).toBe("payment_method_id: Skip payment is only for bookings with nothing to pay: choose a payment method");
    const initiated = await buyer.initiatePayment(skipForm);
    expect(initiated.status).toBe(400);
    expect((await bookingRow(app, buyer.uuid!)).status).toBe("draft");
    expect(await app.query(`SELECT 1 FROM payments WHERE booking_id = $1`, [buyer.uuid])).toEqual([]);
  });

  it("a free booking is completed, with skip payment or with no method at all", async () => {
    const app = apps[0]!;
    for (const form of [skipForm, { ...VALID_CLIENT, terms_accepted: true }]) {
      const buyer = await holdingBuyer(app, 0);
      const confirmed = await buyer.confirm(form);
      expect(confirmed.status, confirmed.text).toBe(200);
      expect(confirmed.body.status).toBe("booked");
    }
  });
});

describe("production, PAYMENT_SKIP unset: no skip payment at all", () => {
  it("skip payment is not offered and a booking confirmed with it is refused", async () => {
    const app = await productionApp({ PAYMENT_SIMULATOR: "true" });
    expect(await offeredMethods(app)).toEqual(["paytrail", "vismapay", "ceepos"]);
    const buyer = await holdingBuyer(app, 3900);
    const confirmed = await buyer.confirm(skipForm);
    expect(confirmed.status).toBe(400);
    expect(confirmed.text).toBe("payment_method_id: Choose a payment method");
    expect((await bookingRow(app, buyer.uuid!)).status).toBe("draft");
  });
});

describe("PAYMENT_SKIP=any: the operator opted in to completing paid bookings unpaid", () => {
  it("a 39 € booking confirmed with skip payment is booked", async () => {
    const app = await productionApp({ PAYMENT_SKIP: "any" });
    expect(await offeredMethods(app)).toContain("skip");
    const buyer = await holdingBuyer(app, 3900);
    const confirmed = await buyer.confirm(skipForm);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.status).toBe("booked");
  });
});
