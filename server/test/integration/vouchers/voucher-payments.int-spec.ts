/**
 * Vouchers and money (issue 38, points 7 and 9): a discounted booking pays the discounted price at the provider and
 * a refund pays back exactly that; the box office takes codes, a comp (100 %) records no payment; a 100 % code online
 * completes without a provider even with skip payment off; the export shows the discount and the code.
 */
import "reflect-metadata";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { RestClient, VALID_CLIENT, type GraphQLClient } from "../../helpers/booking-client.js";
import { demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";
import { openVerificationLink } from "../../helpers/email-verification.js";
import { bookingVersion, OK, payOk, paymentsOf, seatDealer, visit } from "../payments/payment-flow.js";

let app: BookingTestApp;
let demo: DemoIds;
let occasionId: string;
let seat: () => string;
let admin: GraphQLClient;
let serial = 0;

beforeAll(async () => {
  app = await startBookingApp({ env: { PAYMENT_SIMULATOR: "true", PAYMENT_SKIP: "off" } });
  demo = await demoIds(app);
  occasionId = demo.occasions["Evening show"]!;
  seat = seatDealer(demo);
  admin = await signInAdmin(app);
});

afterAll(async () => {
  await app?.stop();
});

/** A code of a new campaign: `value` hundredths of a percent off (10000: a comp). */
async function percentCode(value: number): Promise<{ code: string; codeId: string }> {
  serial += 1;
  const code = `PAY-${serial}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const [campaign] = await app.query<{ id: string }>(
    `INSERT INTO voucher_campaigns (name, kind, value, updated_at) VALUES ($1, 'percent', $2, now()) RETURNING id`,
    [`Payments ${serial}`, value],
  );
  const [row] = await app.query<{ id: string }>(`INSERT INTO voucher_codes (campaign_id, code) VALUES ($1, $2) RETURNING id`, [
    campaign!.id,
    code,
  ]);
  return { code, codeId: row!.id };
}

async function draftWithCode(code: string, places = 1): Promise<RestClient & { uuid: string }> {
  const buyer = new RestClient(app.url);
  await buyer.bookOk(occasionId);
  for (let index = 0; index < places; index++) await buyer.addSpaceOk(seat());
  const applied = await buyer.fetch("POST", `/api/drafts/${buyer.uuid}/voucher`, { body: { code: code.toLowerCase() } });
  expect(applied.status, applied.text).toBe(200);
  return buyer as RestClient & { uuid: string };
}

describe("paying and refunding a discounted booking", () => {
  it("the provider is asked for the discounted total; a refund pays back exactly what was paid", async () => {
    const { code } = await percentCode(2000);
    const buyer = await draftWithCode(code, 2);
    const confirmed = await buyer.confirm({ ...VALID_CLIENT, payment_method_id: "paytrail", terms_accepted: true });
    expect(confirmed.status, confirmed.text).toBe(200);
    // Two adult tickets at 39 EUR, 20 % off each: 31.20 EUR each.
    expect(confirmed.body.summary).toMatchObject({ total: 6240, discount: 1560 });
    const { payment } = await payOk(app, buyer);
    expect(payment.amount).toBe(6240);
    const done = await app.simulator!.complete("paytrail", payment.stamp, { outcome: OK });
    await visit(done.returnUrl);
    expect((await app.query(`SELECT status FROM bookings WHERE id = $1`, [buyer.uuid]))[0]).toEqual({ status: "booked" });
    expect(await app.query(`SELECT status FROM voucher_redemptions WHERE booking_id = $1`, [buyer.uuid])).toEqual([{ status: "used" }]);

    const refunded = await admin.op<{ refundBooking: { status: string } }>(
      `mutation ($id: ID!, $v: DateTimeISO!) { refundBooking(id: $id, version: $v) { status } }`,
      { id: buyer.uuid, v: await bookingVersion(app, buyer.uuid) },
    );
    expect(refunded.errors, JSON.stringify(refunded.errors)).toBeUndefined();
    expect(refunded.data!.refundBooking.status).toBe("refunded");
    const lines = await app.query<{ kind: string; amount: number }>(
      `SELECT kind, amount FROM money_movements WHERE booking_id = $1 ORDER BY created_at, kind`,
      [buyer.uuid],
    );
    expect(lines).toEqual([
      { kind: "payment", amount: 6240 },
      { kind: "refund", amount: 6240 },
    ]);
    // A booked booking keeps its use, refunded or not.
    expect(await app.query(`SELECT status FROM voucher_redemptions WHERE booking_id = $1`, [buyer.uuid])).toEqual([{ status: "used" }]);
  });

  it("a 100 % code online: booked at confirm without a provider, with skip payment off", async () => {
    const { code } = await percentCode(10000);
    const buyer = await draftWithCode(code);
    const confirmed = await buyer.confirm({ ...VALID_CLIENT, terms_accepted: true });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({ status: "booked", summary: { total: 0 } });
    expect(await paymentsOf(app, buyer.uuid)).toEqual([]);
  });
});

describe("the box office", () => {
  const sell = (input: Record<string, unknown>) =>
    admin.op<{ createBoxOfficeBooking: { id: string; price: number; status: string } }>(
      `mutation ($input: BoxOfficeBookingInput!) { createBoxOfficeBooking(input: $input) { id price status } }`,
      { input: { occasionId, client: VALID_CLIENT, ...input } },
    );

  it("a comp: booked at 0 with no payment recorded, the code's use taken", async () => {
    const { code, codeId } = await percentCode(10000);
    const sold = await sell({ places: [{ spaceId: seat(), ticketTypeId: demo.ticketTypes.adult }], voucherCode: code.toLowerCase() });
    expect(sold.errors, JSON.stringify(sold.errors)).toBeUndefined();
    expect(sold.data!.createBoxOfficeBooking).toMatchObject({ price: 0, status: "booked" });
    const id = sold.data!.createBoxOfficeBooking.id;
    expect(await paymentsOf(app, id)).toEqual([]);
    expect(await app.query(`SELECT price, list_price FROM tickets WHERE booking_id = $1`, [id])).toEqual([{ price: 0, list_price: 3900 }]);
    expect((await app.query(`SELECT used FROM voucher_codes WHERE id = $1`, [codeId]))[0]).toEqual({ used: 1 });
  });

  it("a discount code: the payment recorded is the discounted total; a used-up code sells nothing", async () => {
    const { code, codeId } = await percentCode(5000);
    await app.query(`UPDATE voucher_codes SET max_uses = 1 WHERE id = $1`, [codeId]);
    const sold = await sell({
      places: [{ spaceId: seat(), ticketTypeId: demo.ticketTypes.adult }],
      paymentKind: "CASH",
      voucherCode: code,
    });
    expect(sold.errors, JSON.stringify(sold.errors)).toBeUndefined();
    const payments = await paymentsOf(app, sold.data!.createBoxOfficeBooking.id);
    expect(payments.map((payment) => payment.amount)).toEqual([1950]);
    const spaceId = seat();
    const again = await sell({ places: [{ spaceId, ticketTypeId: demo.ticketTypes.adult }], paymentKind: "CASH", voucherCode: code });
    expect(again.errors?.[0]?.extensions?.code).toBe("VOUCHER_USED_UP");
    expect(await app.query(`SELECT id FROM tickets WHERE occasion_id = $1 AND space_id = $2`, [occasionId, spaceId])).toEqual([]);
  });

  it("counts the customer's e-mail against a limit per e-mail, as checkout does", async () => {
    const { code, codeId } = await percentCode(5000);
    const [campaign] = await app.query<{ campaign_id: string }>(`SELECT campaign_id FROM voucher_codes WHERE id = $1`, [codeId]);
    await app.query(`UPDATE voucher_campaigns SET uses_per_email = 1 WHERE id = $1`, [campaign!.campaign_id]);
    const client = { ...VALID_CLIENT, email: "once.per.customer@example.fi" };
    const first = await sell({
      places: [{ spaceId: seat(), ticketTypeId: demo.ticketTypes.adult }],
      paymentKind: "CASH",
      voucherCode: code,
      client,
    });
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    const spaceId = seat();
    const second = await sell({
      places: [{ spaceId, ticketTypeId: demo.ticketTypes.adult }],
      paymentKind: "CASH",
      voucherCode: code,
      client: { ...client, email: "Once.Per.Customer@example.fi" },
    });
    expect(second.errors?.[0]?.extensions?.code).toBe("VOUCHER_EMAIL_USED_UP");
    expect(await app.query(`SELECT id FROM tickets WHERE occasion_id = $1 AND space_id = $2`, [occasionId, spaceId])).toEqual([]);
    expect((await app.query(`SELECT used FROM voucher_codes WHERE id = $1`, [codeId]))[0]).toEqual({ used: 1 });
    // Online, the same address is refused too, once the checkout proved it is the customer's.
    const buyer = await draftWithCode(code);
    const form = { ...client, payment_method_id: "paytrail", terms_accepted: true };
    expect((await buyer.confirm(form)).text).toMatch(/^Confirm your e-mail address first/);
    await openVerificationLink(app, buyer.uuid);
    const online = await buyer.confirm(form);
    expect({ status: online.status, text: online.text }).toEqual({
      status: 409,
      text: "This code has already been used with this e-mail address as many times as allowed.",
    });
  });
});

describe("the export", () => {
  it("appends each ticket's discount and code after the event, date, series and order", async () => {
    const { code } = await percentCode(2500);
    const buyer = await draftWithCode(code);
    expect((await buyer.confirm({ ...VALID_CLIENT, payment_method_id: "paytrail", terms_accepted: true })).status).toBe(200);
    const token = (await admin.op<{ createApiToken: { token: string } }>(`mutation { createApiToken(name: "voucher export") { token } }`))
      .data!.createApiToken.token;
    const response = await fetch(`${app.url}/api/admin/bookings/export.csv?occasionId=${occasionId}&lng=en`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [header, ...records]: string[][] = parse(Buffer.from(await response.arrayBuffer()).toString("utf8"), {
      delimiter: ";",
      bom: true,
    });
    expect(header!.slice(14)).toEqual(["Event", "Date", "Season ticket", "Order", "Discount", "Voucher code"]);
    const [number] = await app.query<{ number: string }>(`SELECT number FROM bookings WHERE id = $1`, [buyer.uuid]);
    const row = records.find((record) => record[2] === String(number!.number))!;
    // 39 EUR, 25 % off: 29.25 EUR charged, 9.75 EUR off.
    expect([row[12], row[13], row[18], row[19]]).toEqual(["29,25", "29,25", "9,75", code]);
  });
});
