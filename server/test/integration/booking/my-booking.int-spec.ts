/**
 * Issue 19 item 4, the 'my booking' link of the confirmation e-mail: in any browser (no cookie) its token opens
 * the booking, downloads its tickets again as a PDF (QR codes decoded), and cancels it where the venue allows
 * (customerCancellationHours before the start; box-office sales only at the box office). An unknown, altered or
 * malformed token is a clear 404, never a 500, and never tells which it was.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, RestClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { createOccasion, demoIds, heldOf, type DemoIds } from "../../helpers/booking-fixtures.js";
import { readPdf } from "../../helpers/pdf-reader.js";
import { confirmedBuyer, paymentsOf, payOk, seatDealer, visit } from "../payments/payment-flow.js";

let app: BookingTestApp;
let demo: DemoIds;
let seat: () => string;

beforeAll(async () => {
  app = await startBookingApp({ env: { PAYMENT_SIMULATOR: "true" } });
  demo = await demoIds(app);
  seat = seatDealer(demo);
});

afterAll(async () => {
  await app?.stop();
});

const FIELDS = `number status eventName startTime customerName paymentMethodId ticketsAvailable cancellableUntil canCancel
  tickets { id placeLabel ticketType addons price } summary { total byTicketType { name amount total } byVat { rate amount vat } }`;

interface MyBookingJson {
  number: string;
  status: string;
  eventName: string;
  customerName: string | null;
  paymentMethodId: string | null;
  ticketsAvailable: boolean;
  cancellableUntil: string | null;
  canCancel: boolean;
  tickets: Array<{ id: string; placeLabel: string; ticketType: string; addons: string[]; price: number }>;
  summary: {
    total: number;
    byTicketType: Array<{ name: string; amount: number; total: number }>;
    byVat: Array<{ rate: number; amount: number; vat: number }>;
  };
}

/** Any browser: no cookies of the buyer's. */
const stranger = () => new GraphQLClient(app.url);

const myBooking = (token: string, language = "en") =>
  stranger().op<{ myBooking: MyBookingJson }>(
    `query ($token: String!) { myBooking(token: $token) { ${FIELDS} } }`,
    { token },
    { language },
  );
const cancelMyBooking = (token: string) =>
  stranger().op<{ cancelMyBooking: MyBookingJson }>(`mutation ($token: String!) { cancelMyBooking(token: $token) { ${FIELDS} } }`, {
    token,
  });
const cancelPreview = (token: string) =>
  stranger().op<{ myBookingCancelPreview: Array<{ method: string; amount: number; destination: string }> }>(
    `query ($token: String!) { myBookingCancelPreview(token: $token) { method amount destination } }`,
    { token },
  );
const ticketsPdf = (token: string, language = "en") => fetch(`${app.url}/api/my-booking/${token}/tickets.pdf?lng=${language}`);

/** The token of the link in the booking's confirmation e-mail (from the outbox: what the customer is sent). */
async function linkToken(bookingId: string): Promise<string> {
  const [mail] = await app.query<{ body_text: string }>(
    `SELECT body_text FROM email_outbox WHERE booking_id = $1 AND template = 'booking-confirmation'`,
    [bookingId],
  );
  const token = /\/my-booking\/([A-Za-z0-9_-]{43})/.exec(mail!.body_text)?.[1];
  if (!token) throw new Error("no my-booking link in the confirmation");
  return token;
}

/** A booking of a seat paid online through `provider`: its id, link token and total. */
async function paidBooking(provider: "vismapay" | "ceepos"): Promise<{ id: string; token: string; total: number }> {
  const buyer = await confirmedBuyer(app, demo.occasions["Evening show"]!, seat(), provider);
  const { payment } = await payOk(app, buyer);
  const done = await app.simulator!.complete(provider, payment.stamp, { outcome: "ok" });
  await visit(done.returnUrl);
  const [row] = await app.query<{ total: number }>(`SELECT total FROM bookings WHERE id = $1`, [buyer.uuid]);
  return { id: buyer.uuid, token: await linkToken(buyer.uuid), total: Number(row!.total) };
}

/** A booking of two seats booked with skip payment (32 € each), starting `startsIn` ms from now. */
async function skipBooking(
  startsIn = 20 * 86_400_000,
): Promise<{ bookingId: string; occasionId: string; token: string; spaces: string[] }> {
  const { occasionId } = await createOccasion(app, {
    planId: demo.planId,
    eventPrices: { [demo.ticketTypes.adult!]: 3200 },
    startTime: new Date(Date.now() + startsIn),
  });
  const buyer = new RestClient(app.url);
  await buyer.bookOk(occasionId);
  const spaces = [demo.space("R5-S1"), demo.space("R5-S2")];
  for (const spaceId of spaces) await buyer.addSpaceOk(spaceId);
  const confirmed = await buyer.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: true });
  expect(confirmed.body.status).toBe("booked");
  return { bookingId: buyer.uuid!, occasionId, token: await linkToken(buyer.uuid!), spaces };
}

const cancellationMails = (bookingId: string) =>
  app.query<{ subject: string; body_text: string }>(
    `SELECT subject, body_text FROM email_outbox WHERE booking_id = $1 AND template = 'booking-cancelled'`,
    [bookingId],
  );

const setCancellationHours = (hours: number | null) =>
  app.query(`UPDATE settings SET customer_cancellation_hours = $1 WHERE id = 1`, [hours]);

describe("the link", () => {
  it("opens the booking in any browser, in the page's language", async () => {
    const { bookingId, token } = await skipBooking();
    const answer = await myBooking(token, "fi");
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const [number] = await app.query<{ number: string }>(`SELECT number::text AS number FROM bookings WHERE id = $1`, [bookingId]);
    expect(answer.data!.myBooking).toMatchObject({
      number: number!.number,
      status: "booked",
      customerName: "Aino Virtanen",
      paymentMethodId: "skip",
      ticketsAvailable: true,
      cancellableUntil: null,
      canCancel: false,
      summary: { total: 6400, byTicketType: [{ name: "Aikuinen", amount: 2, total: 6400 }], byVat: [{ rate: 14, amount: 6400, vat: 786 }] },
    });
    expect(answer.data!.myBooking.tickets.map((ticket) => [ticket.ticketType, ticket.price])).toEqual([
      ["Aikuinen", 3200],
      ["Aikuinen", 3200],
    ]);
    expect(answer.data!.myBooking.tickets[0]!.placeLabel).toMatch(/rivi 5, paikka 1$/i);
  });

  it("downloads the tickets again: one PDF, a page per ticket, each QR code its ticket's signed code", async () => {
    const { bookingId, token } = await skipBooking();
    const response = await ticketsPdf(token, "sv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="tickets-\d+\.pdf"$/);
    const pages = readPdf(Buffer.from(await response.arrayBuffer()));
    const codes = await app.query<{ code: string }>(
      `SELECT t.code FROM tickets t JOIN spaces s ON s.id = t.space_id WHERE t.booking_id = $1 ORDER BY s.name`,
      [bookingId],
    );
    expect(pages.map((page) => page.qr)).toEqual(codes.map((row) => app.services.ticketSignature.sign(row.code)));
    expect(pages[0]!.texts).toEqual(expect.arrayContaining(["Biljettkod", codes[0]!.code, "Vuxen"]));
  });

  it("an unknown, altered or malformed token is a clear 404, the same for each", async () => {
    const { token } = await skipBooking();
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [altered, "x".repeat(43), "short", "a".repeat(500), "../../etc/passwd", ""]) {
      const answer = await myBooking(bad);
      expect(answer.errors?.[0]?.extensions, bad).toMatchObject({ code: "NOT_FOUND", status: 404 });
      expect(answer.errors![0]!.message).toBe(
        "This booking link is not valid. Check the link in your confirmation e-mail, or contact the box office.",
      );
      expect((await cancelMyBooking(bad)).errors?.[0]?.extensions).toMatchObject({ code: "NOT_FOUND" });
    }
    for (const bad of [altered, "short", encodeURIComponent("a b"), "x".repeat(43)]) {
      const response = await ticketsPdf(bad, "fi");
      expect(response.status, bad).toBe(404);
      expect(await response.text()).toMatch(/^Tämä varauslinkki ei ole voimassa/);
    }
  });
});

describe("cancelling from the link", () => {
  it("is refused while the venue does not allow it", async () => {
    await setCancellationHours(null);
    const { token } = await skipBooking();
    const answer = await cancelMyBooking(token);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", status: 409 });
    expect(answer.errors![0]!.message).toBe("This booking can no longer be cancelled online. Contact the box office.");
    expect((await myBooking(token)).data!.myBooking.status).toBe("booked");
  });

  it("until customerCancellationHours before the start: the places go back on sale, the tickets are gone", async () => {
    await setCancellationHours(24);
    try {
      const { token, occasionId, spaces, bookingId } = await skipBooking(3 * 86_400_000);
      const before = (await myBooking(token)).data!.myBooking;
      expect(before.canCancel).toBe(true);
      const [start] = await app.query<{ start_time: Date }>(`SELECT start_time FROM occasions WHERE id = $1`, [occasionId]);
      expect(new Date(before.cancellableUntil!).getTime()).toBe(start!.start_time.getTime() - 24 * 3_600_000);

      const cancelled = await cancelMyBooking(token);
      expect(cancelled.errors, JSON.stringify(cancelled.errors)).toBeUndefined();
      expect(cancelled.data!.cancelMyBooking).toMatchObject({
        status: "cancelled",
        ticketsAvailable: false,
        canCancel: false,
        cancellableUntil: null,
      });
      for (const spaceId of spaces) expect(await heldOf(app, occasionId, spaceId)).toMatchObject({ held: 0 });
      expect((await ticketsPdf(token)).status).toBe(409);
      expect((await cancelMyBooking(token)).errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT" });
      // The customer's receipt of it, once.
      const receipts = await cancellationMails(bookingId);
      expect(receipts).toHaveLength(1);
      expect(receipts[0]!.subject).toMatch(/^Booking cancelled: /);
      expect(receipts[0]!.body_text).toContain("Nothing was charged for it, so there is nothing to refund.");

      // Too late: the occasion starts within the 24 hours.
      const late = await skipBooking(23 * 3_600_000);
      expect((await myBooking(late.token)).data!.myBooking).toMatchObject({ canCancel: false });
      expect((await cancelMyBooking(late.token)).errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT" });
    } finally {
      await setCancellationHours(null);
    }
  });

  it("is refused once a ticket of the booking was let in at the door", async () => {
    await setCancellationHours(0);
    try {
      const { token, occasionId, bookingId } = await skipBooking(3 * 86_400_000);
      const [ticket] = await app.query<{ code: string }>(`SELECT code FROM tickets WHERE booking_id = $1 LIMIT 1`, [bookingId]);
      await app.services.checkIn.checkIn({ occasionId, code: ticket!.code, device: "Door", userId: null, language: "en" });
      const answer = await cancelMyBooking(token);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT" });
      expect((await myBooking(token)).data!.myBooking.status).toBe("booked");
    } finally {
      await setCancellationHours(null);
    }
  });

  it("a booking paid online is refunded through its provider", async () => {
    await setCancellationHours(0);
    try {
      const buyer = await confirmedBuyer(app, demo.occasions["Evening show"]!, seat(), "vismapay");
      const { payment } = await payOk(app, buyer);
      const done = await app.simulator!.complete("vismapay", payment.stamp, { outcome: "ok" });
      await visit(done.returnUrl);
      const token = await linkToken(buyer.uuid);
      const cancelled = await cancelMyBooking(token);
      expect(cancelled.errors, JSON.stringify(cancelled.errors)).toBeUndefined();
      expect(cancelled.data!.cancelMyBooking.status).toBe("refunded");
      expect((await paymentsOf(app, buyer.uuid)).map((row) => row.status)).toEqual(["refunded"]);
      const [receipt] = await cancellationMails(buyer.uuid);
      expect(receipt!.body_text).toMatch(/€\d+\.\d\d is refunded to the payment method you paid with/);
    } finally {
      await setCancellationHours(null);
    }
  });

  it("tells the customer before they confirm what is refunded and where, as the cancellation decides it", async () => {
    await setCancellationHours(0);
    try {
      const vismapay = await paidBooking("vismapay");
      const ceepos = await paidBooking("ceepos");
      const free = await skipBooking(3 * 86_400_000);
      const refunds = async (token: string) => {
        const answer = await cancelPreview(token);
        expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
        return answer.data!.myBookingCancelPreview;
      };
      expect(await refunds(vismapay.token)).toEqual([{ method: "vismapay", amount: vismapay.total, destination: "PROVIDER" }]);
      expect(await refunds(ceepos.token)).toEqual([{ method: "ceepos", amount: ceepos.total, destination: "BY_HAND" }]);
      expect(await refunds(free.token)).toEqual([]);
      // Only a rehearsal: nothing was cancelled, refunded or e-mailed.
      expect((await myBooking(vismapay.token)).data!.myBooking.status).toBe("booked");
      expect(await app.query(`SELECT 1 FROM money_movements WHERE booking_id = $1 AND kind = 'refund'`, [vismapay.id])).toEqual([]);
      expect(await cancellationMails(vismapay.id)).toEqual([]);

      // Another booking's token, an altered one: the same 404 as an unknown one, never another booking's money.
      const altered = `${vismapay.token.slice(0, -1)}${vismapay.token.endsWith("A") ? "B" : "A"}`;
      for (const token of [altered, "not-a-token"]) {
        const answer = await cancelPreview(token);
        expect(answer.data).toBeNull();
        expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "NOT_FOUND", status: 404 });
      }

      // Ceepos has no refund API: the venue pays it back by hand, and the receipt says so.
      expect((await cancelMyBooking(ceepos.token)).errors).toBeUndefined();
      const [receipt] = await cancellationMails(ceepos.id);
      expect(receipt!.body_text).toContain(`The venue refunds €${(ceepos.total / 100).toFixed(2)} to you by hand`);
      expect(receipt!.body_text).not.toContain("is refunded to the payment method you paid with");
      // Once cancelled, there is nothing left to cancel.
      expect((await cancelPreview(ceepos.token)).errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT" });
    } finally {
      await setCancellationHours(null);
    }
  });

  it("a box-office sale is cancelled at the box office only", async () => {
    await setCancellationHours(0);
    try {
      const admin = await signInAdmin(app);
      const sold = await admin.op<{ createBoxOfficeBooking: { id: string } }>(
        `mutation ($input: BoxOfficeBookingInput!) { createBoxOfficeBooking(input: $input) { id } }`,
        { input: { occasionId: demo.occasions["Evening show"]!, spaceIds: [seat()], client: VALID_CLIENT } },
      );
      const token = await linkToken(sold.data!.createBoxOfficeBooking.id);
      expect((await myBooking(token)).data!.myBooking).toMatchObject({
        paymentMethodId: "box_office",
        cancellableUntil: null,
        canCancel: false,
      });
      expect((await cancelMyBooking(token)).errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT" });
    } finally {
      await setCancellationHours(null);
    }
  });
});
