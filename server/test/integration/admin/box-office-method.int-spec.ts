/**
 * Issue 13 item 5: 'box office' is a payment method of administrators only, and PAYMENT_SKIP does not
 * touch it: with skip payment off, the box office still sells, while customers are neither offered
 * box_office nor able to name it at checkout.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, RestClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;
let occasionId: string;

beforeAll(async () => {
  app = await startBookingApp({ env: { PAYMENT_SKIP: "false", PAYMENT_SIMULATOR: "true" } });
  demo = await demoIds(app);
  occasionId = demo.occasions["Evening show"]!;
});

afterAll(async () => {
  await app?.stop();
});

describe("the box-office payment method", () => {
  it("sells at the box office with skip payment off", async () => {
    const admin = await signInAdmin(app);
    const sold = await admin.op<{ createBoxOfficeBooking: { status: string; payments: Array<{ provider: string; status: string }> } }>(
      `mutation ($input: BoxOfficeBookingInput!) { createBoxOfficeBooking(input: $input) { status payments { provider status } } }`,
      { input: { occasionId, spaceIds: [demo.space("R3-S3")], client: VALID_CLIENT } },
    );
    expect(sold.errors, JSON.stringify(sold.errors)).toBeUndefined();
    expect(sold.data!.createBoxOfficeBooking).toMatchObject({ status: "booked", payments: [{ provider: "box_office", status: "paid" }] });
  });

  it("is not offered to customers, and a checkout naming it is refused", async () => {
    const visitor = new GraphQLClient(app.url);
    const methods = await visitor.op<{ paymentMethods: Array<{ id: string }> }>(`{ paymentMethods { id } }`);
    const ids = methods.data!.paymentMethods.map((method) => method.id);
    expect(ids).not.toContain("box_office");
    expect(ids).not.toContain("skip");

    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    await buyer.addSpaceOk(demo.space("R3-S4"));
    const confirmed = await buyer.confirm({ ...VALID_CLIENT, payment_method_id: "box_office", terms_accepted: true });
    expect(confirmed.status, confirmed.text).toBe(400);
    const [draft] = await app.query<{ status: string; payment_method_id: string | null }>(
      `SELECT status, payment_method_id FROM bookings WHERE id = $1`,
      [buyer.uuid],
    );
    expect(draft).toMatchObject({ status: "draft", payment_method_id: null });
  });
});
