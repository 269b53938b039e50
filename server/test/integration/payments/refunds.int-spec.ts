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
import { bookingVersion, paidBooking as paidThrough, paymentsOf, seatDealer, type Provider } from "./payment-flow.js";

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

/** A booking of `places` adult tickets (39 EUR each), paid through `provider`. */
async function paidBooking(provider: Provider, places = 1): Promise<{ id: string; spaceId: string }> {
  const spaceIds = Array.from({ length: places }, () => seat());
  const { id } = await paidThrough(app, { occasionId, spaceIds, provider });
  expect((await paymentsOf(app, id)).map((row) => row.status)).toEqual(["paid"]);
  return { id, spaceId: spaceIds[0]! };
}

async function versionOf(id: string): Promise<string> {
  return bookingVersion(app, id);
}

async function refund(id: string) {
  return admin.op<{ refundBooking: RefundedJson }>(
    `mutation ($id: ID!, $v: DateTimeISO!) { refundBooking(id: $id, version: $v) { status updatedAt payments { provider status amount } } }`,
    { id, v: await versionOf(id) },
  );
}

interface BalanceJson {
  price: number;
  paid: number;
  balance: number;
  tickets: Array<{ id: string; price: number }>;
  payments: Array<{ provider: string; status: string; amount: number }>;
}
const BALANCE = `price paid balance tickets { id price } payments { provider status amount }`;

async function bookingOf(id: string): Promise<BalanceJson> {
  const answer = await admin.op<{ booking: BalanceJson }>(`query ($id: ID!) { booking(id: $id) { ${BALANCE} } }`, { id });
  return answer.data!.booking;
}

async function removeTicket(bookingId: string, ticketId: string) {
  return admin.op<{ removeBookingTicket: BalanceJson }>(
    `mutation ($b: ID!, $t: ID!, $v: DateTimeISO!) { removeBookingTicket(bookingId: $b, ticketId: $t, version: $v) { ${BALANCE} } }`,
    { b: bookingId, t: ticketId, v: await versionOf(bookingId) },
  );
}

async function changeType(bookingId: string, ticketId: string, ticketTypeId: string) {
  return admin.op<{ changeTicketType: BalanceJson }>(
    `mutation ($b: ID!, $t: ID!, $type: ID!, $v: DateTimeISO!) { changeTicketType(bookingId: $b, ticketId: $t, ticketTypeId: $type, version: $v) { ${BALANCE} } }`,
    { b: bookingId, t: ticketId, type: ticketTypeId, v: await versionOf(bookingId) },
  );
}

async function collect(bookingId: string) {
  return admin.op<{ collectBalance: BalanceJson }>(
    `mutation ($b: ID!, $v: DateTimeISO!) { collectBalance(bookingId: $b, version: $v) { ${BALANCE} } }`,
    { b: bookingId, v: await versionOf(bookingId) },
  );
}

async function partsOf(bookingId: string) {
  return app.query<{ amount: number; status: string }>(
    `SELECT amount, status FROM money_movements WHERE booking_id = $1 AND kind = 'refund' AND NOT whole ORDER BY created_at`,
    [bookingId],
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

describe("changing a paid booking records the balance", () => {
  it.each(["paytrail", "vismapay"] as const)(
    "%s: removing a ticket refunds its price through the provider, partially",
    async (provider) => {
      const booking = await paidBooking(provider, 2);
      const before = await bookingOf(booking.id);
      expect(before).toMatchObject({ price: 7800, paid: 7800, balance: 0 });
      const answer = await removeTicket(booking.id, before.tickets[1]!.id);
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      expect(answer.data!.removeBookingTicket).toMatchObject({
        price: 3900,
        paid: 3900,
        balance: 0,
        payments: [{ status: "paid", amount: 7800 }],
      });
      expect(await partsOf(booking.id)).toEqual([{ amount: 3900, status: "refunded" }]);
    },
  );

  it("ceepos (no refund API): the difference stays owed, a negative balance listed for administrators", async () => {
    const booking = await paidBooking("ceepos", 2);
    const tickets = (await bookingOf(booking.id)).tickets;
    const answer = await removeTicket(booking.id, tickets[0]!.id);
    expect(answer.data!.removeBookingTicket).toMatchObject({ price: 3900, paid: 7800, balance: -3900 });
    expect(await partsOf(booking.id)).toEqual([{ amount: 3900, status: "owed" }]);
    const issues = await admin.op<{ paymentIssues: Array<{ bookingId: string; kind: string; amount: number }> }>(
      `{ paymentIssues { bookingId kind amount } }`,
    );
    expect(issues.data!.paymentIssues).toContainEqual({ bookingId: booking.id, kind: "refund_required", amount: 3900 });
    // A full refund afterwards folds the owed part in: the whole attempt is owed, once.
    const refunded = await refund(booking.id);
    expect(refunded.data!.refundBooking.payments).toMatchObject([{ provider: "ceepos", status: "refund_required", amount: 7800 }]);
    expect(await partsOf(booking.id)).toEqual([{ amount: 3900, status: "superseded" }]);
  });

  it("a dearer ticket type leaves a balance the box office collects; a cheaper one is handed back", async () => {
    const sold = await admin.op<{ createBoxOfficeBooking: { id: string; tickets: Array<{ id: string }> } }>(
      `mutation ($input: BoxOfficeBookingInput!) { createBoxOfficeBooking(input: $input) { id tickets { id } } }`,
      { input: { occasionId, spaceIds: [seat()], client: VALID_CLIENT } },
    );
    const { id, tickets } = sold.data!.createBoxOfficeBooking;
    const ticketId = tickets[0]!.id;
    const child = await changeType(id, ticketId, demo.ticketTypes["child"]!);
    expect(child.data!.changeTicketType).toMatchObject({ price: 1900, paid: 1900, balance: 0 });
    expect(await partsOf(id)).toEqual([{ amount: 2000, status: "refunded" }]);

    const senior = await changeType(id, ticketId, demo.ticketTypes["senior"]!);
    expect(senior.data!.changeTicketType).toMatchObject({ price: 3200, paid: 1900, balance: 1300 });
    const collected = await collect(id);
    expect(collected.errors, JSON.stringify(collected.errors)).toBeUndefined();
    expect(collected.data!.collectBalance).toMatchObject({ price: 3200, paid: 3200, balance: 0 });
    expect(collected.data!.collectBalance.payments.map((payment) => [payment.provider, payment.status, payment.amount])).toContainEqual([
      "box_office",
      "paid",
      1300,
    ]);
    const again = await collect(id);
    expect(again.errors?.[0]?.extensions?.code).toBe("INVALID_TRANSITION");
  });

  it("a ticket type the occasion does not sell is refused on its field, and nothing changes", async () => {
    const booking = await paidBooking("paytrail", 1);
    const [ticket] = (await bookingOf(booking.id)).tickets;
    const [unsold] = await app.query<{ id: string }>(
      `INSERT INTO ticket_types (name, vat, product_code, position) VALUES ('{"en": "Unsold"}', 10, 'UNSOLD-' || gen_random_uuid(), 99) RETURNING id`,
    );
    const answer = await changeType(booking.id, ticket!.id, unsold!.id);
    expect(answer.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(answer.errors?.[0]?.extensions?.fields).toHaveProperty("ticketTypeId");
    expect(await bookingOf(booking.id)).toMatchObject({ price: 3900, paid: 3900, balance: 0 });
  });
});
