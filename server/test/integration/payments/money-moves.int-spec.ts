/**
 * Issue 34, item 3: every change that moves money is told before it is confirmed (bookingChangePreview: the command
 * run and rolled back, so it says what the command does) and after it to the customer (an e-mail queued with the
 * change, with fresh PDF tickets where a ticket changed). Each test reads the ledger's lines and the outbox.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { VALID_CLIENT, type GraphQLClient } from "../../helpers/booking-client.js";
import { demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";
import { readPdf } from "../../helpers/pdf-reader.js";
import { bookingVersion, paidBooking as paidThrough, seatDealer, type Provider } from "./payment-flow.js";

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

interface Preview {
  refunds: Array<{ method: string; amount: number; destination: string }>;
  owes: number;
  kept: number;
}

type Change = { kind: "MOVE" | "RETYPE" | "REMOVE" | "CANCEL" | "REFUND"; ticketId?: string; spaceId?: string; ticketTypeId?: string };

async function preview(bookingId: string, change: Change): Promise<Preview> {
  const answer = await admin.op<{ bookingChangePreview: Preview }>(
    `query ($b: ID!, $v: DateTimeISO!, $c: BookingChangeInput!) { bookingChangePreview(bookingId: $b, version: $v, change: $c) { refunds { method amount destination } owes kept } }`,
    { b: bookingId, v: await bookingVersion(app, bookingId), c: change },
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.bookingChangePreview;
}

/** Runs the mutation `change` names, as the admin's screens do. */
async function apply(bookingId: string, change: Change): Promise<void> {
  const v = await bookingVersion(app, bookingId);
  const calls: Record<Change["kind"], [string, Record<string, unknown>]> = {
    MOVE: [
      `mutation ($b: ID!, $t: ID!, $s: ID!, $v: DateTimeISO!) { moveTicket(bookingId: $b, ticketId: $t, spaceId: $s, version: $v) { id } }`,
      { b: bookingId, t: change.ticketId, s: change.spaceId, v },
    ],
    RETYPE: [
      `mutation ($b: ID!, $t: ID!, $type: ID!, $v: DateTimeISO!) { changeTicketType(bookingId: $b, ticketId: $t, ticketTypeId: $type, version: $v) { id } }`,
      { b: bookingId, t: change.ticketId, type: change.ticketTypeId, v },
    ],
    REMOVE: [
      `mutation ($b: ID!, $t: ID!, $v: DateTimeISO!) { removeBookingTicket(bookingId: $b, ticketId: $t, version: $v) { id } }`,
      { b: bookingId, t: change.ticketId, v },
    ],
    CANCEL: [`mutation ($b: ID!, $v: DateTimeISO!) { cancelBooking(id: $b, version: $v) { id } }`, { b: bookingId, v }],
    REFUND: [`mutation ($b: ID!, $v: DateTimeISO!) { refundBooking(id: $b, version: $v) { id } }`, { b: bookingId, v }],
  };
  const [query, variables] = calls[change.kind];
  const answer = await admin.op(query, variables);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
}

/** The booking's ledger lines, oldest first. */
function ledgerOf(bookingId: string) {
  return app.query<{ kind: string; method: string; status: string; amount: number; whole: boolean }>(
    `SELECT kind, method, status, amount, whole FROM money_movements WHERE booking_id = $1 ORDER BY created_at, kind DESC`,
    [bookingId],
  );
}

/** The booking's queued e-mails of `template`, each with its attachments' PDF text. */
async function mailsOf(bookingId: string, template: string) {
  const mails = await app.query<{ id: string; subject: string; body_text: string }>(
    `SELECT id, subject, body_text FROM email_outbox WHERE booking_id = $1 AND template = $2 ORDER BY created_at`,
    [bookingId, template],
  );
  return Promise.all(
    mails.map(async (mail) => {
      const files = await app.query<{ content: Buffer }>(
        `SELECT content FROM email_outbox_attachments WHERE message_id = $1 ORDER BY position`,
        [mail.id],
      );
      return {
        ...mail,
        pdfs: files.map((file) =>
          readPdf(file.content)
            .flatMap((page) => page.texts)
            .join("\n"),
        ),
      };
    }),
  );
}

async function ticketsOf(bookingId: string) {
  return app.query<{ id: string; row: string; seat: string; type: string }>(
    `SELECT t.id, s.row, s.seat, tt.name->>b.language AS type FROM tickets t JOIN spaces s ON s.id = t.space_id
       JOIN ticket_types tt ON tt.id = t.ticket_type_id JOIN bookings b ON b.id = t.booking_id WHERE t.booking_id = $1 ORDER BY t.created_at, t.id`,
    [bookingId],
  );
}

async function spaceOf(spaceId: string) {
  const [space] = await app.query<{ row: string; seat: string }>(`SELECT row, seat FROM spaces WHERE id = $1`, [spaceId]);
  return space!;
}

/** A place's label in a PDF's text ('Row 3, seat 12', 'Rivi 3, paikka 12', 'Rad 3, plats 12'). */
const placeIn = (text: string, place: { row: string; seat: string }) => new RegExp(`\\b${place.row}\\D+${place.seat}\\b`).test(text);

async function paid(provider: Provider, places = 1): Promise<string> {
  return (await paidThrough(app, { occasionId, spaceIds: Array.from({ length: places }, () => seat()), provider })).id;
}

/** What a preview must leave as it was: the ledger, the tickets and the outbox. */
async function untouched(bookingId: string) {
  const [outbox] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM email_outbox WHERE booking_id = $1`, [bookingId]);
  return { ledger: await ledgerOf(bookingId), tickets: await ticketsOf(bookingId), outbox: outbox!.n };
}

describe("a change's money, told before and after", () => {
  it("retyping a paid ticket cheaper refunds the difference to the provider, and e-mails a fresh ticket of the new type", async () => {
    const id = await paid("paytrail");
    const [ticket] = await ticketsOf(id);
    const change: Change = { kind: "RETYPE", ticketId: ticket!.id, ticketTypeId: demo.ticketTypes["child"]! };
    const before = await untouched(id);
    expect(await preview(id, change)).toEqual({
      refunds: [{ method: "paytrail", amount: 2000, destination: "PROVIDER" }],
      owes: 0,
      kept: 0,
    });
    expect(await untouched(id)).toEqual(before);

    await apply(id, change);
    expect(await ledgerOf(id)).toEqual([
      { kind: "payment", method: "paytrail", status: "paid", amount: 3900, whole: false },
      { kind: "refund", method: "paytrail", status: "refunded", amount: 2000, whole: false },
    ]);
    const [mail] = await mailsOf(id, "booking-changed");
    const [retyped] = await ticketsOf(id);
    expect(mail!.body_text).toContain("€20.00 is refunded to you");
    expect(mail!.body_text).not.toContain("by hand");
    expect(mail!.pdfs).toHaveLength(1);
    expect(mail!.pdfs[0]).toContain(retyped!.type);
  });

  it("retyping dearer tells what the customer owes; nothing is refunded", async () => {
    const id = await paid("vismapay");
    const [ticket] = await ticketsOf(id);
    await apply(id, { kind: "RETYPE", ticketId: ticket!.id, ticketTypeId: demo.ticketTypes["child"]! });
    const dearer: Change = { kind: "RETYPE", ticketId: ticket!.id, ticketTypeId: demo.ticketTypes["senior"]! };
    expect(await preview(id, dearer)).toEqual({ refunds: [], owes: 1300, kept: 0 });
    const lines = (await ledgerOf(id)).length;
    await apply(id, dearer);
    expect(await ledgerOf(id)).toHaveLength(lines);
    const mails = await mailsOf(id, "booking-changed");
    expect(mails).toHaveLength(2);
    expect(mails[1]!.body_text).toContain("€13.00");
  });

  it("moving a ticket moves no money; the e-mail's PDF shows the new seat, not the old one", async () => {
    const id = await paid("paytrail");
    const [ticket] = await ticketsOf(id);
    const target = seat();
    const change: Change = { kind: "MOVE", ticketId: ticket!.id, spaceId: target };
    expect(await preview(id, change)).toEqual({ refunds: [], owes: 0, kept: 0 });
    const lines = await ledgerOf(id);
    await apply(id, change);
    expect(await ledgerOf(id)).toEqual(lines);
    const [mail] = await mailsOf(id, "booking-changed");
    expect(mail!.pdfs).toHaveLength(1);
    expect(placeIn(mail!.pdfs[0]!, await spaceOf(target))).toBe(true);
    expect(placeIn(mail!.pdfs[0]!, ticket!)).toBe(false);
  });

  it("removing a ticket paid through Ceepos leaves its price owed, to refund by hand, and e-mails the change", async () => {
    const id = await paid("ceepos", 2);
    const [first, second] = await ticketsOf(id);
    const change: Change = { kind: "REMOVE", ticketId: first!.id };
    expect(await preview(id, change)).toEqual({ refunds: [{ method: "ceepos", amount: 3900, destination: "BY_HAND" }], owes: 0, kept: 0 });
    await apply(id, change);
    expect((await ledgerOf(id)).filter((line) => line.kind === "refund")).toEqual([
      { kind: "refund", method: "ceepos", status: "owed", amount: 3900, whole: false },
    ]);
    const [mail] = await mailsOf(id, "booking-changed");
    expect(mail!.pdfs).toEqual([]);
    expect(mail!.body_text).toContain("The venue refunds €39.00 to you by hand");
    expect(mail!.body_text).not.toContain("is refunded to you");
    expect(placeIn(mail!.body_text, second!)).toBe(true);
  });

  it("refunding a box-office sale hands the money back there; the customer is e-mailed the refund", async () => {
    const sold = await admin.op<{ createBoxOfficeBooking: { id: string } }>(
      `mutation ($input: BoxOfficeBookingInput!) { createBoxOfficeBooking(input: $input) { id } }`,
      { input: { occasionId, spaceIds: [seat()], client: VALID_CLIENT } },
    );
    const id = sold.data!.createBoxOfficeBooking.id;
    expect(await preview(id, { kind: "REFUND" })).toEqual({
      refunds: [{ method: "box_office", amount: 3900, destination: "BOX_OFFICE" }],
      owes: 0,
      kept: 0,
    });
    await apply(id, { kind: "REFUND" });
    expect((await ledgerOf(id)).filter((line) => line.kind === "refund")).toEqual([
      { kind: "refund", method: "box_office", status: "refunded", amount: 3900, whole: true },
    ]);
    const [mail] = await mailsOf(id, "booking-cancelled");
    expect(mail!.body_text).toContain("€39.00");
  });

  it("cancelling a paid booking keeps its payment (told as kept), writes no ledger line and e-mails the customer", async () => {
    const id = await paid("paytrail");
    expect(await preview(id, { kind: "CANCEL" })).toEqual({ refunds: [], owes: 0, kept: 3900 });
    const lines = await ledgerOf(id);
    await apply(id, { kind: "CANCEL" });
    expect(await ledgerOf(id)).toEqual(lines);
    expect(await mailsOf(id, "booking-cancelled")).toHaveLength(1);
  });

  it("removing the last ticket refunds it all and e-mails the cancellation with the amount", async () => {
    const id = await paid("paytrail");
    const [ticket] = await ticketsOf(id);
    expect(await preview(id, { kind: "REMOVE", ticketId: ticket!.id })).toEqual({
      refunds: [{ method: "paytrail", amount: 3900, destination: "PROVIDER" }],
      owes: 0,
      kept: 0,
    });
    await apply(id, { kind: "REMOVE", ticketId: ticket!.id });
    expect((await ledgerOf(id)).filter((line) => line.kind === "refund")).toEqual([
      { kind: "refund", method: "paytrail", status: "refunded", amount: 3900, whole: false },
    ]);
    const [mail] = await mailsOf(id, "booking-cancelled");
    expect(mail!.body_text).toContain("€39.00");
  });
});
