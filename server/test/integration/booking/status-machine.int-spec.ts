/**
 * The booking state machine (DESIGN section 3): every transition goes through one table and writes a
 * status-history row (from, to, why); anything else is a coded error (409 INVALID_TRANSITION or
 * PAYMENT_PENDING), never a 500, and changes nothing.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, onlyError, RestClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { bookingRow, demoIds, statusHistory, ticketCount, type DemoIds } from "../../helpers/booking-fixtures.js";

const PAYMENT_PENDING = "booking has a payment pending, finish it or go back";
const NOT_POSSIBLE = "This action is not possible in the booking's current state";
const NOT_CONFIRMED = "Confirm the booking before paying";

let app: BookingTestApp;
let demo: DemoIds;
let occasionId: string;
let seatCounter = 0;

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
  occasionId = demo.occasions.Premiere!;
});

afterAll(async () => {
  await app?.stop();
});

/** A fresh seat of the demo plan for each use (row 8 onwards). */
function nextSeat(): string {
  seatCounter += 1;
  return demo.space(`R${8 + Math.floor((seatCounter - 1) / 12)}-S${((seatCounter - 1) % 12) + 1}`);
}

async function draftWithTicket(): Promise<{ buyer: RestClient; ticketId: string }> {
  const buyer = new RestClient(app.url);
  await buyer.bookOk(occasionId);
  const ticket = await buyer.addSpaceOk(nextSeat());
  return { buyer, ticketId: ticket.id };
}

async function inPayment(): Promise<{ buyer: RestClient; ticketId: string }> {
  const created = await draftWithTicket();
  const answer = await created.buyer.initiatePayment({ ...VALID_CLIENT, payment_method_id: "skip" });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.status).toBe("payment");
  return created;
}

describe("status history", () => {
  it("book -> draft, initiatePayment -> payment, cancelPayment -> draft, initiatePayment -> payment, confirm -> booked: one row per transition", async () => {
    const { buyer } = await draftWithTicket();
    expect((await buyer.initiatePayment({ ...VALID_CLIENT, payment_method_id: "skip" })).body.status).toBe("payment");
    expect((await buyer.cancelPayment()).body.status).toBe("draft");
    expect((await buyer.initiatePayment({ ...VALID_CLIENT, payment_method_id: "skip" })).body.status).toBe("payment");
    const confirmed = await buyer.confirm({ ...VALID_CLIENT, terms_accepted: true });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.status).toBe("booked");

    expect(await statusHistory(app, buyer.uuid!)).toEqual([
      { from: null, to: "draft", reason: "booked by visitor" },
      { from: "draft", to: "payment", reason: "payment initiated" },
      { from: "payment", to: "draft", reason: "payment cancelled by visitor" },
      { from: "draft", to: "payment", reason: "payment initiated" },
      { from: "payment", to: "booked", reason: "confirmed with skip payment" },
    ]);
    expect((await bookingRow(app, buyer.uuid!)).status).toBe("booked");
  });

  it("confirm straight from draft writes draft -> booked; cancelDraft from payment writes payment -> cancelled", async () => {
    const { buyer } = await draftWithTicket();
    expect((await buyer.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: true })).body.status).toBe("booked");
    expect((await statusHistory(app, buyer.uuid!)).map(({ from, to }) => [from, to])).toEqual([
      [null, "draft"],
      ["draft", "booked"],
    ]);

    const paying = await inPayment();
    expect((await paying.buyer.cancelDraft()).status).toBe(204);
    expect((await statusHistory(app, paying.buyer.uuid!)).at(-1)).toEqual({
      from: "payment",
      to: "cancelled",
      reason: "cancelled by visitor",
    });
  });
});

describe("refused transitions (REST): a 409 with its message, nothing changed", () => {
  async function unchanged(uuid: string, status: string, tickets: number, historyLength: number) {
    expect((await bookingRow(app, uuid)).status).toBe(status);
    expect(await ticketCount(app, uuid)).toBe(tickets);
    expect(await statusHistory(app, uuid)).toHaveLength(historyLength);
  }

  it("ticket edits while in payment: addSpace, updateTicket, removeTicket and initiatePayment answer 409 'booking has a payment pending, finish it or go back'", async () => {
    const { buyer, ticketId } = await inPayment();
    const answers = {
      addSpace: await buyer.addSpace(nextSeat()),
      updateTicket: await buyer.updateTicket(ticketId, { ticket_type_id: demo.ticketTypes.child }),
      removeTicket: await buyer.removeTicket(ticketId),
      initiatePayment: await buyer.initiatePayment({ ...VALID_CLIENT, payment_method_id: "skip" }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect({ name, status: answer.status, body: answer.text }).toEqual({ name, status: 409, body: PAYMENT_PENDING });
    }
    await unchanged(buyer.uuid!, "payment", 1, 2);
    const [ticket] = await app.query<{ ticket_type_id: string }>(`SELECT ticket_type_id FROM tickets WHERE id = $1`, [ticketId]);
    expect(ticket!.ticket_type_id).toBe(demo.ticketTypes.adult);
  });

  it("pay before confirm: in draft and in payment without confirm answer 409 'Confirm the booking before paying'", async () => {
    const { buyer } = await draftWithTicket();
    const inDraft = await buyer.pay();
    expect({ status: inDraft.status, body: inDraft.text }).toEqual({ status: 409, body: NOT_CONFIRMED });
    await unchanged(buyer.uuid!, "draft", 1, 1);

    const paying = await inPayment();
    const notConfirmed = await paying.buyer.pay();
    expect({ status: notConfirmed.status, body: notConfirmed.text }).toEqual({ status: 409, body: NOT_CONFIRMED });
    await unchanged(paying.buyer.uuid!, "payment", 1, 2);
    const [attempts] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM payments WHERE booking_id = $1`, [paying.buyer.uuid]);
    expect(attempts!.n).toBe(0);
  });

  it("cancelPayment in draft answers 409 INVALID_TRANSITION's message", async () => {
    const { buyer } = await draftWithTicket();
    const answer = await buyer.cancelPayment();
    expect({ status: answer.status, body: answer.text }).toEqual({ status: 409, body: NOT_POSSIBLE });
    await unchanged(buyer.uuid!, "draft", 1, 1);
  });

  it("checkout of an empty draft: initiatePayment and confirm answer 409", async () => {
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    for (const answer of [
      await buyer.initiatePayment({ ...VALID_CLIENT, payment_method_id: "skip" }),
      await buyer.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: true }),
    ]) {
      expect({ status: answer.status, body: answer.text }).toEqual({ status: 409, body: NOT_POSSIBLE });
    }
    await unchanged(buyer.uuid!, "draft", 0, 1);
  });

  it("after booked, the draft is gone: every draft call answers 404 'booking expired or missing'", async () => {
    const { buyer, ticketId } = await draftWithTicket();
    expect((await buyer.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: true })).body.status).toBe("booked");
    const answers = [
      await buyer.getDraft(),
      await buyer.addSpace(nextSeat()),
      await buyer.updateTicket(ticketId, { ticket_type_id: demo.ticketTypes.child }),
      await buyer.removeTicket(ticketId),
      await buyer.initiatePayment({ ...VALID_CLIENT, payment_method_id: "skip" }),
      await buyer.cancelPayment(),
      await buyer.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: true }),
      await buyer.pay(),
      await buyer.cancelDraft(),
    ];
    expect(answers.map((answer) => `${answer.status} ${answer.text}`)).toEqual(Array(9).fill("404 booking expired or missing"));
    await unchanged(buyer.uuid!, "booked", 1, 2);
  });
});

describe("refused transitions (GraphQL): coded errors with extensions.status 409", () => {
  it("PAYMENT_PENDING for edits in payment, INVALID_TRANSITION for pay before confirm and cancelPayment in draft", async () => {
    const buyer = new GraphQLClient(app.url);
    await buyer.bookOk(occasionId);
    const ticket = (await buyer.addSpace(nextSeat())).data!.addSpace;

    const pay = onlyError(await buyer.pay());
    expect({ message: pay.message, ...pay.extensions }).toEqual({ message: NOT_CONFIRMED, code: "INVALID_TRANSITION", status: 409 });
    const cancel = onlyError(await buyer.cancelPayment());
    expect({ message: cancel.message, ...cancel.extensions }).toEqual({ message: NOT_POSSIBLE, code: "INVALID_TRANSITION", status: 409 });

    expect((await buyer.initiatePayment({ client: VALID_CLIENT, paymentMethodId: "skip" })).data?.initiatePayment.status).toBe("payment");
    for (const answer of [
      await buyer.addSpace(nextSeat()),
      await buyer.updateTicket(ticket.id, { ticketTypeId: demo.ticketTypes.child }),
      await buyer.removeTicket(ticket.id),
      await buyer.initiatePayment({ client: VALID_CLIENT, paymentMethodId: "skip" }),
    ]) {
      const error = onlyError(answer);
      expect({ message: error.message, ...error.extensions }).toEqual({ message: PAYMENT_PENDING, code: "PAYMENT_PENDING", status: 409 });
      expect(answer.status).toBe(200);
    }
    expect((await bookingRow(app, buyer.uuid!)).status).toBe("payment");
  });
});
