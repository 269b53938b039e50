/**
 * Issue 19, whole occasions: cancelling one refunds every paid booking through its provider (or leaves it
 * owed, listed in paymentIssues) and e-mails every customer, exactly once each, even when the run is
 * interrupted half-way by a real fault and resumed; moving one e-mails its customers the new time.
 */
import "reflect-metadata";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { RestClient, VALID_CLIENT, type GraphQLClient } from "../../helpers/booking-client.js";
import { demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";
import { OccasionCancellation } from "../../../src/modules/booking/cancellation/occasion-cancellation.js";
import { UnitOfWork } from "../../../src/common/unit-of-work.js";
import { OK, paidBooking as paidThrough, payOk, seatDealer, visit, type Provider } from "../payments/payment-flow.js";

let app: BookingTestApp;
let demo: DemoIds;
let seat: () => string;
let admin: GraphQLClient;

beforeAll(async () => {
  app = await startBookingApp({ env: { PAYMENT_SIMULATOR: "true" } });
  demo = await demoIds(app);
  seat = seatDealer(demo);
  admin = await signInAdmin(app);
});

afterAll(async () => {
  await app?.stop();
});

interface StateJson {
  cancelled: boolean;
  finishedAt: string | null;
  remaining: number;
  remainingPaid: number;
  remainingToEmail: number;
  refunded: number;
  cancelledBookings: number;
  emailed: number;
  refundsOwed: number;
}
const STATE = `cancelled finishedAt remaining remainingPaid remainingToEmail refunded cancelledBookings emailed refundsOwed`;

/** A booking on `occasionId` paid through `provider` (booked); its number and payment stamp. */
async function paidBooking(occasionId: string, provider: Provider, email: string) {
  const { id, stamp } = await paidThrough(app, { occasionId, spaceIds: [seat()], provider, client: { email } });
  return { id, provider, stamp, email };
}

/** A fresh occasion of the demo's event (a copy of the Evening show), so each test cancels its own. */
async function newOccasion(startTime = "2031-05-20T16:00:00.000Z"): Promise<string> {
  const [source] = await app.query<{ event_id: string }>(`SELECT event_id FROM occasions WHERE id = $1`, [demo.occasions["Evening show"]]);
  const created = await admin.op<{ createOccasion: { id: string } }>(
    `mutation ($eventId: ID!, $input: OccasionInput!) { createOccasion(eventId: $eventId, input: $input) { id } }`,
    {
      eventId: source!.event_id,
      input: { startTime, bookable: true, published: true, status: "scheduled", headsUpDays: 0, seasonal: false, customPricing: false },
    },
  );
  expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
  return created.data!.createOccasion.id;
}

async function cancellationMails(bookingIds: string[]) {
  return app.query<{ booking_id: string; recipient: string; language: string; subject: string; body_text: string }>(
    `SELECT booking_id, recipient, language, subject, body_text FROM email_outbox WHERE template = 'occasion-cancelled' AND booking_id = ANY($1::uuid[])`,
    [bookingIds],
  );
}

/** Refund calls each provider got, per payment stamp's transaction (Paytrail: POST .../refund; Visma Pay: capture/cancel refund calls). */
function refundRequests(): string[] {
  return app
    .simulator!.requests()
    .filter((request) => request.method === "POST" && /refund/i.test(request.path))
    .map((request) => request.path);
}

async function state(occasionId: string): Promise<StateJson> {
  const answer = await admin.op<{ occasionCancellation: StateJson }>(
    `query ($id: ID!) { occasionCancellation(occasionId: $id) { ${STATE} } }`,
    { id: occasionId },
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.occasionCancellation;
}

describe("cancelOccasion", () => {
  it("interrupted half-way by a fault and resumed: each customer refunded once and e-mailed once", async () => {
    const occasionId = await newOccasion();
    const bookings = [
      await paidBooking(occasionId, "paytrail", "first@example.fi"),
      await paidBooking(occasionId, "vismapay", "second@example.fi"),
      await paidBooking(occasionId, "paytrail", "third@example.fi"),
      await paidBooking(occasionId, "ceepos", "fourth@example.fi"),
      await paidBooking(occasionId, "vismapay", "fifth@example.fi"),
    ];
    await app.query(`UPDATE bookings SET language = 'fi' WHERE id = $1`, [bookings[0]!.id]);
    const ids = bookings.map((booking) => booking.id);
    // An unfinished draft: its places are released, nobody is e-mailed.
    const visitor = new RestClient(app.url);
    await visitor.bookOk(occasionId);
    await visitor.addSpaceOk(seat());

    expect(await state(occasionId)).toMatchObject({ cancelled: false, remaining: 6, remainingPaid: 5, remainingToEmail: 5 });
    const refundsBefore = refundRequests().length;

    // The fault: the database refuses to finish the third booking, as a crash there would leave it.
    await app.query(`CREATE FUNCTION injected_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected fault'; END $$`);
    await app.query(
      `CREATE TRIGGER injected_fault BEFORE UPDATE OF status ON bookings FOR EACH ROW
         WHEN (OLD.id = '${bookings[2]!.id}' AND NEW.status <> OLD.status) EXECUTE FUNCTION injected_fault()`,
    );
    const cancelled = await admin.op<{ cancelOccasion: StateJson }>(
      `mutation ($id: ID!, $reason: String) { cancelOccasion(occasionId: $id, reason: $reason) { ${STATE} } }`,
      { id: occasionId, reason: "The lead actor is ill" },
    );
    expect(cancelled.errors, JSON.stringify(cancelled.errors)).toBeUndefined();
    expect(cancelled.data!.cancelOccasion.cancelled).toBe(true);
    await app.services.occasionCancellation.idle();

    // Half-way: the first two refunded and told, the rest untouched, the job open.
    const halfway = await app.query<{ id: string; status: string }>(`SELECT id, status FROM bookings WHERE id = ANY($1::uuid[])`, [ids]);
    const statusOf = (rows: typeof halfway, id: string) => rows.find((row) => row.id === id)!.status;
    expect(ids.map((id) => statusOf(halfway, id))).toEqual(["refunded", "refunded", "booked", "booked", "booked"]);
    expect((await cancellationMails(ids)).map((mail) => mail.booking_id).sort()).toEqual([ids[0], ids[1]].sort());
    expect(refundRequests().length - refundsBefore).toBe(2);
    expect(await state(occasionId)).toMatchObject({ finishedAt: null, refunded: 2, emailed: 2, remaining: 4 });
    // Sales stopped at once.
    expect((await new RestClient(app.url).book(occasionId)).status).toBe(403);

    // The fault is gone; the job resumes (twice, as two processes' periodic runs would).
    await app.query(`DROP TRIGGER injected_fault ON bookings`);
    await app.query(`DROP FUNCTION injected_fault()`);
    await app.services.occasionCancellation.resumeAll();
    await app.services.occasionCancellation.resumeAll();

    const after = await app.query<{ id: string; status: string }>(`SELECT id, status FROM bookings WHERE id = ANY($1::uuid[])`, [ids]);
    expect(ids.map((id) => statusOf(after, id))).toEqual(["refunded", "refunded", "refunded", "refunded", "refunded"]);
    const [draft] = await app.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [visitor.uuid]);
    expect(draft!.status).toBe("cancelled");

    // Each customer e-mailed once, in their language, with the reason and the amount.
    const mails = await cancellationMails(ids);
    expect(mails.map((mail) => mail.booking_id).sort()).toEqual([...ids].sort());
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(bookings.map((booking) => booking.email).sort());
    const finnish = mails.find((mail) => mail.booking_id === ids[0])!;
    expect(finnish).toMatchObject({ language: "fi" });
    expect(finnish.subject).toContain("Peruttu");
    expect(finnish.body_text).toContain("The lead actor is ill");
    expect(finnish.body_text).toContain("39,00 €");
    const [{ n: draftMails } = { n: -1 }] = await app.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM email_outbox WHERE booking_id = $1`,
      [visitor.uuid],
    );
    expect(draftMails).toBe(0);

    // Each provider with a refund API asked once per payment; Ceepos (none) left owed and listed.
    expect(refundRequests().length - refundsBefore).toBe(4);
    const payments = await app.query<{ booking_id: string; status: string }>(
      `SELECT booking_id, status FROM payments WHERE booking_id = ANY($1::uuid[]) AND status <> 'cancelled' AND status <> 'failed'`,
      [ids],
    );
    expect(ids.map((id) => payments.filter((payment) => payment.booking_id === id).map((payment) => payment.status))).toEqual([
      ["refunded"],
      ["refunded"],
      ["refunded"],
      ["refund_required"],
      ["refunded"],
    ]);
    const issues = await admin.op<{ paymentIssues: Array<{ bookingId: string; kind: string }> }>(`{ paymentIssues { bookingId kind } }`);
    expect(issues.data!.paymentIssues).toContainEqual({ bookingId: ids[3], kind: "refund_required" });

    const done = await state(occasionId);
    expect(done).toMatchObject({ remaining: 0, refunded: 5, cancelledBookings: 1, emailed: 5, refundsOwed: 1 });
    expect(done.finishedAt).not.toBeNull();
    const [{ held } = { held: -1 }] = await app.query<{ held: number }>(
      `SELECT COALESCE(sum(held), 0)::int AS held FROM occasion_spaces WHERE occasion_id = $1`,
      [occasionId],
    );
    expect(held).toBe(0);
  });

  it("a crash after a provider refunded but before it was recorded never asks the provider again", async () => {
    const occasionId = await newOccasion("2031-05-21T16:00:00.000Z");
    const booking = await paidBooking(occasionId, "paytrail", "crash@example.fi");
    const refundsBefore = refundRequests().length;
    const [payment] = await app.query<{ id: string }>(`SELECT id FROM payments WHERE booking_id = $1 AND status = 'paid'`, [booking.id]);
    // The fault: recording the provider's answer fails (the process died after the provider refunded).
    await app.query(`CREATE FUNCTION injected_record_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected fault'; END $$`);
    await app.query(
      `CREATE TRIGGER injected_record_fault BEFORE UPDATE OF status ON payments FOR EACH ROW
         WHEN (OLD.id = '${payment!.id}' AND NEW.status = 'refunded') EXECUTE FUNCTION injected_record_fault()`,
    );
    await admin.op(`mutation ($id: ID!) { cancelOccasion(occasionId: $id) { cancelled } }`, { id: occasionId });
    await app.services.occasionCancellation.idle();
    expect(refundRequests().length - refundsBefore).toBe(1);
    await app.query(`DROP TRIGGER injected_record_fault ON payments`);
    await app.query(`DROP FUNCTION injected_record_fault()`);

    await app.services.occasionCancellation.resumeAll();
    // Not asked again: the refund's outcome is for a person to check (or the provider's callback to confirm).
    expect(refundRequests().length - refundsBefore).toBe(1);
    expect((await cancellationMails([booking.id])).length).toBe(1);
    expect((await state(occasionId)).finishedAt).not.toBeNull();
  });

  it("a payment completed after the cancellation, for a booking whose hold had lapsed, books nothing: it is owed back", async () => {
    const occasionId = await newOccasion("2031-05-24T16:00:00.000Z");
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    await buyer.addSpaceOk(seat());
    const confirmed = await buyer.confirm({
      ...VALID_CLIENT,
      email: "late@example.fi",
      payment_method_id: "paytrail",
      terms_accepted: true,
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    const { payment } = await payOk(app, buyer);
    // The customer lingers at the provider's page: the hold lapses and the sweeper expires the booking.
    await app.query(`UPDATE bookings SET expires_at = now() - interval '1 minute' WHERE id = $1`, [buyer.uuid]);
    await app.services.dataSource.transaction((manager) => app.services.lifecycle.expireLapsed(new UnitOfWork(manager), new Date()));
    await admin.op(`mutation ($id: ID!) { cancelOccasion(occasionId: $id) { cancelled } }`, { id: occasionId });
    await app.services.occasionCancellation.idle();
    expect((await state(occasionId)).finishedAt).not.toBeNull();
    // Now the customer pays.
    const done = await app.simulator!.complete("paytrail", payment.stamp, { outcome: OK });
    await visit(done.returnUrl);
    const [booking] = await app.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [buyer.uuid]);
    expect(booking!.status).toBe("expired");
    const payments = await app.query<{ status: string }>(`SELECT status FROM payments WHERE booking_id = $1`, [buyer.uuid]);
    expect(payments.map((row) => row.status)).toEqual(["refund_required"]);
    const [held] = await app.query<{ held: number }>(
      `SELECT coalesce(sum(held), 0)::int AS held FROM occasion_spaces WHERE occasion_id = $1`,
      [occasionId],
    );
    expect(held!.held).toBe(0);
  });

  it("two processes resuming the same cancellation at once do each booking once", async () => {
    const occasionId = await newOccasion("2031-05-23T16:00:00.000Z");
    const emails = Array.from({ length: 6 }, (_, index) => `pair${index}@example.fi`);
    const ids: string[] = [];
    for (const email of emails) {
      const sold = await admin.op<{ createBoxOfficeBooking: { id: string } }>(
        `mutation ($input: BoxOfficeBookingInput!) { createBoxOfficeBooking(input: $input) { id } }`,
        { input: { occasionId, spaceIds: [seat()], client: { ...VALID_CLIENT, email } } },
      );
      expect(sold.errors, JSON.stringify(sold.errors)).toBeUndefined();
      ids.push(sold.data!.createBoxOfficeBooking.id);
    }
    // A cancellation a process recorded and died before starting on (no run in this process).
    await app.query(`UPDATE occasions SET status = 'cancelled' WHERE id = $1`, [occasionId]);
    await app.query(`INSERT INTO occasion_cancellations (occasion_id, requested_at) VALUES ($1, now())`, [occasionId]);
    // A second process: its own connection pool, the same code.
    const services = app.services;
    const secondPool = await app.openDataSource(5);
    const second = new OccasionCancellation(secondPool, services.clock, services.lifecycle);
    const done = await Promise.all([services.occasionCancellation.resume(occasionId), second.resume(occasionId)]);
    await services.occasionCancellation.resumeAll();
    expect(done[0]! + done[1]!).toBe(6);
    const statuses = await app.query<{ status: string }>(`SELECT status FROM bookings WHERE id = ANY($1::uuid[])`, [ids]);
    expect(statuses.map((row) => row.status)).toEqual(Array(6).fill("refunded"));
    const mails = await cancellationMails(ids);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([...emails].sort());
    expect((await state(occasionId)).finishedAt).not.toBeNull();
  });

  it("two cancelOccasion calls at once both answer the one cancellation's progress, never a 500 (issue 32)", async () => {
    type Answer = StateJson & { occasionId: string; requestedAt: string; reason: string | null };
    const CANCEL = `mutation ($id: ID!, $reason: String) { cancelOccasion(occasionId: $id, reason: $reason) { occasionId requestedAt reason ${STATE} } }`;
    const cancelTwice = (occasionId: string) =>
      Promise.all(["first", "second"].map((reason) => admin.op<{ cancelOccasion: Answer }>(CANCEL, { id: occasionId, reason })));
    async function soldOccasion(round: number): Promise<string> {
      const occasionId = await newOccasion(`2031-07-${String(round + 1).padStart(2, "0")}T16:00:00.000Z`);
      const sold = await admin.op(`mutation ($input: BoxOfficeBookingInput!) { createBoxOfficeBooking(input: $input) { id } }`, {
        input: { occasionId, spaceIds: [seat()], client: { ...VALID_CLIENT, email: `twice${round}@example.fi` } },
      });
      expect(sold.errors, JSON.stringify(sold.errors)).toBeUndefined();
      return occasionId;
    }
    /** Every call that answered reports the one cancellation recorded (one row): its request time and reason. */
    async function oneCancellation(occasionId: string, answers: Answer[]) {
      const rows = await app.query<{ reason: string; requested_at: Date }>(
        `SELECT reason, requested_at FROM occasion_cancellations WHERE occasion_id = $1`,
        [occasionId],
      );
      expect(rows).toHaveLength(1);
      expect(["first", "second"]).toContain(rows[0]!.reason);
      for (const answer of answers)
        expect([answer.occasionId, answer.cancelled, answer.requestedAt, answer.reason]).toEqual([
          occasionId,
          true,
          rows[0]!.requested_at.toISOString(),
          rows[0]!.reason,
        ]);
    }

    // Truly at once: both calls wait on the occasion's row lock (held here) and go on together when it is let go.
    const locker = new pg.Client({ connectionString: app.databaseUrl });
    await locker.connect();
    try {
      for (let round = 0; round < 4; round++) {
        const occasionId = await soldOccasion(round);
        await locker.query("BEGIN");
        await locker.query(`SELECT id FROM occasions WHERE id = $1 FOR UPDATE`, [occasionId]);
        const both = cancelTwice(occasionId);
        // Read on another connection: inside the locker's transaction pg_stat_activity would stay as first read.
        await expect
          .poll(async () => {
            const [waiting] = await app.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FROM occasions o WHERE o.id = $1 FOR UPDATE%'`,
            );
            return waiting!.n;
          })
          .toBe(2);
        await locker.query("COMMIT");
        const answers = await both;
        for (const answer of answers) expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
        await oneCancellation(
          occasionId,
          answers.map((answer) => answer.data!.cancelOccasion),
        );
      }
    } finally {
      await locker.end();
    }
    // As a double click sends them: never a 500; a call that began after the other had committed is told CONFLICT.
    for (let round = 4; round < 8; round++) {
      const occasionId = await soldOccasion(round);
      const answers = await cancelTwice(occasionId);
      for (const answer of answers) if (answer.errors) expect(answer.errors[0]?.extensions?.code).toBe("CONFLICT");
      const answered = answers.filter((answer) => !answer.errors).map((answer) => answer.data!.cancelOccasion);
      expect(answered.length).toBeGreaterThan(0);
      await oneCancellation(occasionId, answered);
    }
    await app.services.occasionCancellation.idle();
  });

  it("bad input is refused clearly: a malformed or unknown id, a second cancellation, the status field, a long reason", async () => {
    const occasionId = await newOccasion("2031-05-22T16:00:00.000Z");
    const cancel = (id: string, reason: string | null = null) =>
      admin.op(`mutation ($id: ID!, $reason: String) { cancelOccasion(occasionId: $id, reason: $reason) { cancelled } }`, { id, reason });
    expect((await cancel("not-a-uuid")).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await cancel("00000000-0000-4000-8000-000000000000")).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await cancel(occasionId, "x".repeat(501))).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const [row] = await app.query<{ updated_at: Date }>(`SELECT updated_at FROM occasions WHERE id = $1`, [occasionId]);
    const byForm = await admin.op(
      `mutation ($id: ID!, $input: OccasionInput!, $v: DateTimeISO!) { updateOccasion(id: $id, input: $input, version: $v) { id } }`,
      {
        id: occasionId,
        v: row!.updated_at.toISOString(),
        input: {
          startTime: "2031-05-22T16:00:00.000Z",
          bookable: true,
          published: true,
          status: "cancelled",
          headsUpDays: 0,
          seasonal: false,
          customPricing: false,
        },
      },
    );
    expect(byForm.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(byForm.errors?.[0]?.extensions?.fields).toMatchObject({ status: expect.any(String) });
    expect((await cancel(occasionId)).errors).toBeUndefined();
    expect((await cancel(occasionId)).errors?.[0]?.extensions?.code).toBe("CONFLICT");
    // Nothing is sold on a cancelled occasion, not even at the box office.
    const sale = await admin.op(`mutation ($input: BoxOfficeBookingInput!) { createBoxOfficeBooking(input: $input) { id } }`, {
      input: { occasionId, spaceIds: [seat()], client: VALID_CLIENT },
    });
    expect(sale.errors?.[0]?.extensions?.code).toBe("NOT_BOOKABLE");
  });
});

describe("a cancelled occasion holds nothing (issue 34, item 9)", () => {
  it("once cancelled: a visitor's new draft and a place added to an open one are refused, and so are house seats", async () => {
    const occasionId = await newOccasion("2031-05-24T16:00:00.000Z");
    const early = new RestClient(app.url);
    await early.bookOk(occasionId);
    const cancelled = await admin.op(`mutation ($id: ID!) { cancelOccasion(occasionId: $id) { cancelled } }`, { id: occasionId });
    expect(cancelled.errors, JSON.stringify(cancelled.errors)).toBeUndefined();
    await app.services.occasionCancellation.idle();

    const rest = await new RestClient(app.url).book(occasionId);
    expect({ status: rest.status, body: rest.text }).toEqual({ status: 403, body: "booking is not allowed" });
    const gql = await admin.op(`mutation ($id: ID!) { book(occasionId: $id) { uuid } }`, { id: occasionId });
    expect(gql.errors?.[0]?.extensions?.code).toBe("NOT_BOOKABLE");
    const added = await early.addSpace(seat());
    expect(added.status, added.text).toBeGreaterThanOrEqual(400);
    expect(added.status).toBeLessThan(500);
    const house = await admin.op(`mutation ($id: ID!, $spaces: [ID!]!) { lockSpaces(occasionId: $id, spaceIds: $spaces) { id } }`, {
      id: occasionId,
      spaces: [seat()],
    });
    expect(house.errors?.[0]?.extensions?.code).toBe("NOT_BOOKABLE");
    const [held] = await app.query<{ held: string }>(
      `SELECT coalesce(sum(held), 0)::text AS held FROM occasion_spaces WHERE occasion_id = $1`,
      [occasionId],
    );
    expect(held!.held).toBe("0");
  });
});

describe("moving an occasion", () => {
  it("e-mails every customer the new time in their language and the venue's time zone", async () => {
    const occasionId = await newOccasion("2031-06-01T16:00:00.000Z");
    const first = await paidBooking(occasionId, "paytrail", "move1@example.fi");
    const second = await paidBooking(occasionId, "vismapay", "move2@example.fi");
    await app.query(`UPDATE bookings SET language = 'sv' WHERE id = $1`, [second.id]);
    const save = async (startTime: string) => {
      const [row] = await app.query<{ updated_at: Date }>(`SELECT updated_at FROM occasions WHERE id = $1`, [occasionId]);
      const answer = await admin.op(
        `mutation ($id: ID!, $input: OccasionInput!, $v: DateTimeISO!) { updateOccasion(id: $id, input: $input, version: $v) { id } }`,
        {
          id: occasionId,
          v: row!.updated_at.toISOString(),
          input: { startTime, bookable: true, published: true, status: "scheduled", headsUpDays: 0, seasonal: false, customPricing: false },
        },
      );
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    };
    await save("2031-06-01T16:00:00.000Z"); // unchanged time: nobody e-mailed
    await save("2031-06-02T15:30:00.000Z");
    const mails = await app.query<{ booking_id: string; language: string; subject: string; body_text: string }>(
      `SELECT booking_id, language, subject, body_text FROM email_outbox WHERE template = 'occasion-moved' AND booking_id = ANY($1::uuid[])`,
      [[first.id, second.id]],
    );
    expect(mails).toHaveLength(2);
    const swedish = mails.find((mail) => mail.booking_id === second.id)!;
    expect(swedish.language).toBe("sv");
    // 15:30 UTC is 18:30 in Helsinki in June; the old time 19:00.
    expect(swedish.subject).toContain("02.06.2031 18:30");
    expect(swedish.body_text).toContain("01.06.2031 19:00");
  });
});
