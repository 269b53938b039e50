/**
 * Issue 38, a season ticket checked out and paid once: one set of details for every date, one provider attempt whose
 * shares are the dates' totals, every date booked together (or none, and the money owed back), one confirmation with
 * every date's tickets, and a cancelled date refunding its own share only.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCode, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { demoIds, invariantViolations, type DemoIds } from "../../helpers/booking-fixtures.js";
import { OK, visit } from "../payments/payment-flow.js";
import { createSeries, eventWithDates, holdSeries, seriesInput, type OrderJson } from "./series-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;
let admin: GraphQLClient;

beforeAll(async () => {
  app = await startBookingApp({ env: { PAYMENT_SIMULATOR: "true" } });
  demo = await demoIds(app);
  admin = await signInAdmin(app);
});
afterAll(() => app?.stop());

const RESULT_FIELDS = `uuid number seriesId status paymentStatus total dates { uuid occasionId status summary { total } tickets { id spaceId } }`;

interface ResultJson {
  uuid: string;
  status: string;
  paymentStatus: string | null;
  total: number;
  dates: Array<{ uuid: string; occasionId: string; status: string; summary: { total: number }; tickets: Array<{ id: string }> }>;
}

/** A buyer holding `places` seats on every date of a new series of `dates` dates at `price` cents a pass. */
async function heldPass(dates: number, places: number, price = 12001) {
  const series = await eventWithDates(app, { count: dates, seats: places + 2, ticketTypeId: demo.ticketTypes.adult! });
  const created = await createSeries(
    admin,
    seriesInput(series.eventId, series.occasionIds, [{ ticketTypeId: demo.ticketTypes.adult!, price }]),
  );
  const buyer = new GraphQLClient(app.url);
  const held = await holdSeries(buyer, created.id, series.spaceIds.slice(0, places));
  expect(held.errors, JSON.stringify(held.errors)).toBeUndefined();
  return { ...series, seriesId: created.id, buyer, order: held.data!.holdSeries };
}

function confirmOrder(buyer: GraphQLClient, uuid: string, method: string, client: Record<string, unknown> = VALID_CLIENT) {
  return buyer.op<{ confirmSeriesOrder: ResultJson }>(
    `mutation ($uuid: ID!, $input: ConfirmInput!) { confirmSeriesOrder(uuid: $uuid, input: $input) { ${RESULT_FIELDS} } }`,
    { uuid, input: { client, paymentMethodId: method, termsAccepted: true } },
  );
}

function payOrder(buyer: GraphQLClient, uuid: string) {
  return buyer.op<{ paySeriesOrder: { action: string } }>(`mutation ($uuid: ID!) { paySeriesOrder(uuid: $uuid) { action } }`, { uuid });
}

async function resultOf(buyer: GraphQLClient, uuid: string): Promise<ResultJson> {
  const answer = await buyer.op<{ seriesOrderResult: ResultJson }>(
    `query ($uuid: ID!) { seriesOrderResult(uuid: $uuid) { ${RESULT_FIELDS} } }`,
    {
      uuid,
    },
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.seriesOrderResult;
}

const bookingIdsOf = (order: OrderJson) => order.dates.map((date) => date.uuid);

/** The order's one open attempt after pay, with its shares. */
async function openAttemptOf(order: OrderJson) {
  const attempts = await app.query<{ id: string; booking_id: string; amount: number; stamp: string; status: string }>(
    `SELECT DISTINCT p.id, p.booking_id, p.amount, p.stamp, p.status FROM payments p JOIN payment_shares s ON s.payment_id = p.id
      WHERE s.booking_id = ANY($1::uuid[])`,
    [bookingIdsOf(order)],
  );
  expect(attempts).toHaveLength(1);
  const shares = await app.query<{ booking_id: string; amount: number }>(
    `SELECT booking_id, amount FROM payment_shares WHERE payment_id = $1`,
    [attempts[0]!.id],
  );
  return { ...attempts[0]!, shares };
}

const movementsOf = (bookingIds: string[]) =>
  app.query<{ booking_id: string; kind: string; amount: number; whole: boolean; status: string }>(
    `SELECT booking_id, kind, amount, whole, status FROM money_movements WHERE booking_id = ANY($1::uuid[]) ORDER BY created_at, kind, booking_id`,
    [bookingIds],
  );

const statusesOf = async (bookingIds: string[]) =>
  (await app.query<{ status: string }>(`SELECT status FROM bookings WHERE id = ANY($1::uuid[])`, [bookingIds])).map((row) => row.status);

async function paidThrough(provider: string, dates = 3, places = 2) {
  const pass = await heldPass(dates, places);
  const confirmed = await confirmOrder(pass.buyer, pass.order.uuid, provider);
  expect(confirmed.errors, JSON.stringify(confirmed.errors)).toBeUndefined();
  expect(confirmed.data!.confirmSeriesOrder.status).toBe("payment");
  const paid = await payOrder(pass.buyer, pass.order.uuid);
  expect(paid.errors, JSON.stringify(paid.errors)).toBeUndefined();
  const attempt = await openAttemptOf(pass.order);
  return { ...pass, attempt };
}

describe("checking out a season ticket", () => {
  it("paytrail: one payment for every date, booked together; a ledger line per date; one e-mail with every date's tickets", async () => {
    const { buyer, order, attempt, occasionIds } = await paidThrough("paytrail");
    const ids = bookingIdsOf(order);
    expect(attempt.amount).toBe(order.total);
    expect(attempt.amount).toBe(2 * 12001);
    expect(new Map(attempt.shares.map((share) => [share.booking_id, Number(share.amount)]))).toEqual(
      new Map(order.dates.map((date) => [date.uuid, date.summary.total])),
    );
    expect(await statusesOf(ids)).toEqual(["payment", "payment", "payment"]);

    const done = await app.simulator!.complete("paytrail", attempt.stamp, { outcome: OK });
    const returned = await visit(done.returnUrl);
    expect(returned.location).toMatch(new RegExp(`/series/orders/${order.uuid}/success$`));
    expect(await statusesOf(ids)).toEqual(["booked", "booked", "booked"]);

    const result = await resultOf(buyer, order.uuid);
    expect(result).toMatchObject({ status: "booked", paymentStatus: "paid", total: order.total });
    expect(result.dates.map((date) => date.occasionId)).toEqual(occasionIds);
    const lines = await movementsOf(ids);
    expect(lines.map((line) => [line.booking_id, line.kind, line.amount])).toEqual(
      expect.arrayContaining(order.dates.map((date) => [date.uuid, "payment", date.summary.total])),
    );
    expect(lines).toHaveLength(3);

    const mails = await app.query<{ id: string; subject: string; recipient: string; body_text: string; attachments: number }>(
      `SELECT m.id, m.subject, m.recipient, m.body_text, (SELECT count(*)::int FROM email_outbox_attachments a WHERE a.message_id = m.id) AS attachments
         FROM email_outbox m WHERE m.template = 'booking-confirmation' AND m.booking_id = ANY($1::uuid[])`,
      [ids],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: VALID_CLIENT.email, attachments: 3 * 2 });
    expect(mails[0]!.subject).toContain("Autumn season");
    // The receipt states the rule a cancelled date is refunded by, and links each date's own booking.
    expect(mails[0]!.body_text).toContain("A cancelled date refunds its share of the season ticket's price");
    expect(mails[0]!.body_text.match(/\/my-booking\//g)).toHaveLength(3);
    // Each date's page names the pass and lists every date, this one marked.
    const token = /\/my-booking\/([A-Za-z0-9_-]+)/.exec(mails[0]!.body_text)![1]!;
    const page = await new GraphQLClient(app.url).op<{
      myBooking: { seasonTicket: { seriesName: string; dates: Array<{ status: string; current: boolean }> } };
    }>(`query ($token: String!) { myBooking(token: $token) { seasonTicket { seriesName dates { status current } } } }`, { token });
    expect(page.data!.myBooking.seasonTicket).toEqual({
      seriesName: "Autumn season",
      dates: [
        { status: "booked", current: true },
        { status: "booked", current: false },
        { status: "booked", current: false },
      ],
    });
    const links = await app.query(`SELECT 1 FROM bookings WHERE id = ANY($1::uuid[]) AND manage_token_hash IS NOT NULL`, [ids]);
    expect(links).toHaveLength(3);
    for (const occasionId of occasionIds) expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("a date cancelled on its own refunds that date's share only; the payment is refunded when its last date is", async () => {
    const { order, attempt } = await paidThrough("paytrail");
    await visit((await app.simulator!.complete("paytrail", attempt.stamp, { outcome: OK })).returnUrl);
    const [first, ...rest] = order.dates;
    const refunded = await refundBooking(first!.uuid);
    expect(refunded.errors, JSON.stringify(refunded.errors)).toBeUndefined();
    const refunds = (await movementsOf(bookingIdsOf(order))).filter((line) => line.kind === "refund");
    expect(refunds).toEqual([{ booking_id: first!.uuid, kind: "refund", amount: first!.summary.total, whole: false, status: "refunded" }]);
    expect(await app.query(`SELECT status FROM payments WHERE id = $1`, [attempt.id])).toEqual([{ status: "paid" }]);
    expect(await statusesOf(rest.map((date) => date.uuid))).toEqual(["booked", "booked"]);
    const figures = await app.services.moneyLedger.figuresOf(
      app.services.dataSource,
      order.dates.map((date) => date.uuid),
    );
    expect(figures.get(first!.uuid)).toMatchObject({ received: first!.summary.total, held: 0 });
    for (const date of rest) expect(figures.get(date.uuid)).toMatchObject({ received: date.summary.total, held: date.summary.total });

    for (const date of rest) expect((await refundBooking(date.uuid)).errors).toBeUndefined();
    expect(await app.query(`SELECT status FROM payments WHERE id = $1`, [attempt.id])).toEqual([{ status: "refunded" }]);
    const back = (await movementsOf(bookingIdsOf(order))).filter((line) => line.kind === "refund");
    expect(back.reduce((sum, line) => sum + line.amount, 0)).toBe(attempt.amount);
  });

  it("a date refunded whole with money of its own too (the box office) pays back its share and its own, the other dates' shares stand", async () => {
    const { order, attempt } = await paidThrough("paytrail");
    await visit((await app.simulator!.complete("paytrail", attempt.stamp, { outcome: OK })).returnUrl);
    const [first, second, third] = order.dates;
    await app.services.dataSource.transaction((manager) =>
      app.services.payments.recordBoxOfficePayment(manager, second!.uuid, 500, new Date()),
    );
    expect((await refundBooking(second!.uuid)).errors).toBeUndefined();
    const figures = await app.services.moneyLedger.figuresOf(app.services.dataSource, bookingIdsOf(order));
    expect(figures.get(second!.uuid)).toMatchObject({
      received: second!.summary.total + 500,
      refunded: second!.summary.total + 500,
      held: 0,
    });
    for (const date of [first!, third!]) expect(figures.get(date.uuid)).toMatchObject({ held: date.summary.total, refunded: 0 });
    const superseded = await app.query(`SELECT 1 FROM money_movements WHERE payment_id = $1 AND status = 'superseded'`, [attempt.id]);
    expect(superseded).toEqual([]);
    expect(await app.query(`SELECT status FROM payments WHERE id = $1`, [attempt.id])).toEqual([{ status: "paid" }]);
  });

  it("a date cancelled while the order is being paid voids its one payment attempt", async () => {
    const { order, attempt } = await paidThrough("paytrail");
    const [row] = await app.query<{ updated_at: Date }>(
      `SELECT date_trunc('milliseconds', updated_at) AS updated_at FROM bookings WHERE id = $1`,
      [order.dates[2]!.uuid],
    );
    const cancelled = await admin.op(`mutation ($id: ID!, $v: DateTimeISO!) { cancelBooking(id: $id, version: $v) { status } }`, {
      id: order.dates[2]!.uuid,
      v: row!.updated_at.toISOString(),
    });
    expect(cancelled.errors, JSON.stringify(cancelled.errors)).toBeUndefined();
    expect(await app.query(`SELECT status FROM payments WHERE id = $1`, [attempt.id])).toEqual([{ status: "cancelled" }]);
  });

  it("skip payment books every date at once, with the same details on each", async () => {
    const { buyer, order } = await heldPass(2, 1);
    const confirmed = await confirmOrder(buyer, order.uuid, "skip", { ...VALID_CLIENT, firstname: "Łukasz", lastname: "Ščerbanović" });
    expect(confirmed.errors, JSON.stringify(confirmed.errors)).toBeUndefined();
    expect(confirmed.data!.confirmSeriesOrder.status).toBe("booked");
    const rows = await app.query<{ status: string; firstname: string; lastname: string }>(
      `SELECT status, firstname, lastname FROM bookings WHERE order_id = $1`,
      [order.uuid],
    );
    expect(rows).toEqual([
      { status: "booked", firstname: "Łukasz", lastname: "Ščerbanović" },
      { status: "booked", firstname: "Łukasz", lastname: "Ščerbanović" },
    ]);
  });

  it("a payment arriving after the hold lapsed and one date's place was taken books no date: the money is owed back per date", async () => {
    const { order, attempt, spaceIds, occasionIds } = await paidThrough("paytrail", 3, 1);
    const ids = bookingIdsOf(order);
    await app.query(`UPDATE bookings SET expires_at = now() - interval '1 minute' WHERE id = ANY($1::uuid[])`, [ids]);
    // Someone else takes the place on the last date alone (its lapsed hold is reclaimed for them).
    const other = new GraphQLClient(app.url);
    await other.bookOk(occasionIds[2]!);
    const taken = await other.op(`mutation ($uuid: ID!, $spaceId: ID!) { addSpace(uuid: $uuid, spaceId: $spaceId) { id } }`, {
      uuid: other.uuid,
      spaceId: spaceIds[0],
    });
    expect(taken.errors, JSON.stringify(taken.errors)).toBeUndefined();

    const returned = await visit((await app.simulator!.complete("paytrail", attempt.stamp, { outcome: OK })).returnUrl);
    expect(returned.location).toMatch(new RegExp(`/series/orders/${order.uuid}/expired$`));
    expect((await statusesOf(ids)).filter((status) => status === "booked")).toEqual([]);
    expect(await app.query(`SELECT status FROM payments WHERE id = $1`, [attempt.id])).toEqual([{ status: "refund_required" }]);
    const owed = (await movementsOf(ids)).filter((line) => line.kind === "refund");
    expect(owed.map((line) => line.status)).toEqual(["owed", "owed", "owed"]);
    expect(owed.reduce((sum, line) => sum + line.amount, 0)).toBe(attempt.amount);
    for (const occasionId of occasionIds) expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("refuses a stranger, bad details and paying before confirming, each with a clear error", async () => {
    const { buyer, order } = await heldPass(2, 1);
    const stranger = new GraphQLClient(app.url);
    expect(errorCode(await confirmOrder(stranger, order.uuid, "skip"))).toBe("DRAFT_EXPIRED");
    expect(errorCode(await payOrder(buyer, order.uuid))).toBe("INVALID_TRANSITION");
    const bad = await confirmOrder(buyer, order.uuid, "skip", { ...VALID_CLIENT, email: "not an address" });
    expect(errorCode(bad)).toBe("BAD_USER_INPUT");
    expect(await statusesOf(bookingIdsOf(order))).toEqual(["draft", "draft"]);
    const back = await buyer.op(`mutation ($uuid: ID!) { cancelSeriesOrderPayment(uuid: $uuid) { uuid } }`, { uuid: order.uuid });
    expect(errorCode(back)).toBe("INVALID_TRANSITION");
  });

  it("back from payment: every date is a draft again and the open attempt is voided", async () => {
    const { buyer, order, attempt } = await paidThrough("vismapay", 2, 1);
    const back = await buyer.op<{ cancelSeriesOrderPayment: OrderJson }>(
      `mutation ($uuid: ID!) { cancelSeriesOrderPayment(uuid: $uuid) { uuid status } }`,
      { uuid: order.uuid },
    );
    expect(back.errors, JSON.stringify(back.errors)).toBeUndefined();
    expect(back.data!.cancelSeriesOrderPayment.status).toBe("draft");
    expect(await statusesOf(bookingIdsOf(order))).toEqual(["draft", "draft"]);
    expect(await app.query(`SELECT status FROM payments WHERE id = $1`, [attempt.id])).toEqual([{ status: "cancelled" }]);
  });
});

describe("a voucher code on a season ticket", () => {
  async function oneUseCode(percentBasisPoints: number): Promise<{ code: string; codeId: string }> {
    const code = `PASS${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    const [campaign] = await app.query<{ id: string }>(
      `INSERT INTO voucher_campaigns (name, kind, value, event_ids, occasion_ids, ticket_type_ids, price_zone_ids, uses_per_code, updated_at)
       VALUES ($1, 'percent', $2, '{}', '{}', '{}', '{}', 1, now()) RETURNING id`,
      [`Season ${code}`, percentBasisPoints],
    );
    const [row] = await app.query<{ id: string }>(
      `INSERT INTO voucher_codes (campaign_id, code, max_uses) VALUES ($1, $2, 1) RETURNING id`,
      [campaign!.id, code],
    );
    return { code, codeId: row!.id };
  }

  const applyTo = (buyer: GraphQLClient, uuid: string, code: string) =>
    buyer.op<{ applySeriesVoucher: OrderJson & { voucherCode: string | null } }>(
      `mutation ($uuid: ID!, $code: String!) { applySeriesVoucher(orderUuid: $uuid, code: $code) { uuid total voucherCode dates { uuid summary { total } tickets { price } } } }`,
      { uuid, code },
    );
  const usedOf = async (codeId: string) =>
    (await app.query<{ used: number }>(`SELECT used FROM voucher_codes WHERE id = $1`, [codeId]))[0]!.used;

  it("discounts every date's tickets for one use of the code, kept when the pass is booked and given back when taken off", async () => {
    const { code, codeId } = await oneUseCode(2500);
    const { buyer, order } = await heldPass(3, 2, 12000);
    const applied = await applyTo(buyer, order.uuid, code.toLowerCase());
    expect(applied.errors, JSON.stringify(applied.errors)).toBeUndefined();
    expect(applied.data!.applySeriesVoucher).toMatchObject({ voucherCode: code, total: 2 * 9000 });
    expect(applied.data!.applySeriesVoucher.dates.every((date) => date.tickets.every((ticket) => ticket.price === 3000))).toBe(true);
    expect(await usedOf(codeId)).toBe(1);

    // The one use is the order's: another buyer's pass cannot have it.
    const second = await heldPass(2, 1, 12000);
    expect(errorCode(await applyTo(second.buyer, second.order.uuid, code))).toBe("VOUCHER_USED_UP");

    const removed = await buyer.op<{ removeSeriesVoucher: { total: number; voucherCode: string | null } }>(
      `mutation ($uuid: ID!) { removeSeriesVoucher(orderUuid: $uuid) { total voucherCode } }`,
      { uuid: order.uuid },
    );
    expect(removed.data!.removeSeriesVoucher).toEqual({ total: 2 * 12000, voucherCode: null });
    expect(await usedOf(codeId)).toBe(0);

    expect((await applyTo(buyer, order.uuid, code)).errors).toBeUndefined();
    const confirmed = await confirmOrder(buyer, order.uuid, "skip");
    expect(confirmed.data!.confirmSeriesOrder).toMatchObject({ status: "booked", total: 2 * 9000 });
    const redemptions = await app.query<{ status: string }>(
      `SELECT r.status FROM voucher_redemptions r JOIN bookings b ON b.id = r.booking_id WHERE b.order_id = $1`,
      [order.uuid],
    );
    expect(redemptions).toEqual([{ status: "used" }]);
    expect(await usedOf(codeId)).toBe(1);
  });

  it("takes its percentage off the pass, not off each date's share rounded: 25 % of 60.00 over eight dates is 15.00", async () => {
    const { code } = await oneUseCode(2500);
    const { buyer, order } = await heldPass(8, 1, 6000);
    const applied = await applyTo(buyer, order.uuid, code);
    expect(applied.errors, JSON.stringify(applied.errors)).toBeUndefined();
    const pass = applied.data!.applySeriesVoucher;
    expect(pass.total).toBe(4500);
    const prices = pass.dates.flatMap((date) => date.tickets.map((ticket) => ticket.price));
    expect(prices).toHaveLength(8);
    expect(prices.reduce((sum, price) => sum + price, 0)).toBe(4500);
    expect(Math.max(...prices) - Math.min(...prices)).toBeLessThanOrEqual(1);
  });
});

describe("moving a season ticket holder's place", () => {
  async function bookedPass() {
    const pass = await heldPass(3, 1);
    const confirmed = await confirmOrder(pass.buyer, pass.order.uuid, "skip");
    expect(confirmed.data?.confirmSeriesOrder.status, JSON.stringify(confirmed.errors)).toBe("booked");
    return pass;
  }

  async function move(bookingId: string, spaceId: string, laterDates: boolean) {
    const [row] = await app.query<{ updated_at: Date; ticket_id: string }>(
      `SELECT date_trunc('milliseconds', b.updated_at) AS updated_at, t.id AS ticket_id FROM bookings b JOIN tickets t ON t.booking_id = b.id WHERE b.id = $1`,
      [bookingId],
    );
    return admin.op(
      `mutation ($b: ID!, $t: ID!, $s: ID!, $v: DateTimeISO!, $later: Boolean) { moveTicket(bookingId: $b, ticketId: $t, spaceId: $s, version: $v, laterDates: $later) { id } }`,
      { b: bookingId, t: row!.ticket_id, s: spaceId, v: row!.updated_at.toISOString(), later: laterDates },
    );
  }

  const placesOf = async (order: OrderJson) =>
    (
      await app.query<{ space_id: string }>(
        `SELECT t.space_id FROM tickets t JOIN bookings b ON b.id = t.booking_id JOIN occasions o ON o.id = b.occasion_id
          WHERE b.order_id = $1 ORDER BY o.start_time`,
        [order.uuid],
      )
    ).map((row) => row.space_id);

  it("on a date and every later one, or on that date alone, as the operator chooses", async () => {
    const { order, spaceIds, occasionIds } = await bookedPass();
    const [first, second] = order.dates;
    const moved = await move(second!.uuid, spaceIds[1]!, true);
    expect(moved.errors, JSON.stringify(moved.errors)).toBeUndefined();
    expect(await placesOf(order)).toEqual([spaceIds[0], spaceIds[1], spaceIds[1]]);
    const one = await move(first!.uuid, spaceIds[2]!, false);
    expect(one.errors, JSON.stringify(one.errors)).toBeUndefined();
    expect(await placesOf(order)).toEqual([spaceIds[2], spaceIds[1], spaceIds[1]]);
    for (const occasionId of occasionIds) expect(await invariantViolations(app, occasionId)).toEqual([]);
    const changes = await app.query(`SELECT 1 FROM booking_changes WHERE booking_id = ANY($1::uuid[]) AND kind = 'ticket_moved'`, [
      bookingIdsOf(order),
    ]);
    expect(changes).toHaveLength(3);
  });

  it("all or none: the new place taken on a later date moves nothing", async () => {
    const { order, spaceIds, occasionIds } = await bookedPass();
    const other = new GraphQLClient(app.url);
    await other.bookOk(occasionIds[2]!);
    const taken = await other.op(`mutation ($uuid: ID!, $spaceId: ID!) { addSpace(uuid: $uuid, spaceId: $spaceId) { id } }`, {
      uuid: other.uuid,
      spaceId: spaceIds[1],
    });
    expect(taken.errors, JSON.stringify(taken.errors)).toBeUndefined();
    expect(errorCode(await move(order.dates[0]!.uuid, spaceIds[1]!, true))).toBe("SPACE_OCCUPIED");
    expect(await placesOf(order)).toEqual([spaceIds[0], spaceIds[0], spaceIds[0]]);
    for (const occasionId of occasionIds) expect(await invariantViolations(app, occasionId)).toEqual([]);
  });
});

async function refundBooking(id: string) {
  const [row] = await app.query<{ updated_at: Date }>(
    `SELECT date_trunc('milliseconds', updated_at) AS updated_at FROM bookings WHERE id = $1`,
    [id],
  );
  return admin.op(`mutation ($id: ID!, $v: DateTimeISO!) { refundBooking(id: $id, version: $v) { status } }`, {
    id,
    v: row!.updated_at.toISOString(),
  });
}
