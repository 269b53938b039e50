/**
 * Issue 34, item 4: a refund no provider pays back (Ceepos) stays owed; the box office lists it (owedRefunds), pays
 * it back by hand and marks it so (markRefundedManually): who, when, how and a note, once, over the refund's version.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, errorCode, insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import type { GraphQLClient } from "../../helpers/booking-client.js";
import { demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";
import { bookingVersion, paidBooking, paymentsOf, seatDealer } from "./payment-flow.js";

let app: BookingTestApp;
let demo: DemoIds;
let occasionId: string;
let seat: () => string;
let admin: GraphQLClient & { userId: string };

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

interface OwedJson {
  id: string;
  bookingId: string;
  bookingNumber: number;
  method: string;
  amount: number;
  status: string;
  note: string | null;
  updatedAt: string;
  settledAt: string | null;
  settledBy: string | null;
  settledHow: string | null;
}
const OWED = `id bookingId bookingNumber method amount status note updatedAt settledAt settledBy settledHow`;
const MARK = `mutation ($id: ID!, $how: String!, $note: String, $v: DateTimeISO!) {
  markRefundedManually(id: $id, how: $how, note: $note, version: $v) { ${OWED} } }`;

/** A booking paid through Ceepos and refunded: its 39 EUR stay owed (Ceepos has no refund API). */
async function owedCeeposRefund(): Promise<{ bookingId: string; refund: OwedJson }> {
  const { id } = await paidBooking(app, { occasionId, spaceIds: [seat()], provider: "ceepos" });
  const refunded = await admin.op(`mutation ($id: ID!, $v: DateTimeISO!) { refundBooking(id: $id, version: $v) { status } }`, {
    id,
    v: await bookingVersion(app, id),
  });
  expect(refunded.errors, JSON.stringify(refunded.errors)).toBeUndefined();
  const listed = await admin.op<{ owedRefunds: OwedJson[] }>(`{ owedRefunds { ${OWED} } }`);
  expect(listed.errors, JSON.stringify(listed.errors)).toBeUndefined();
  const refund = listed.data!.owedRefunds.find((row) => row.bookingId === id);
  expect(refund).toMatchObject({ method: "ceepos", amount: 3900, status: "owed", settledBy: null });
  return { bookingId: id, refund: refund! };
}

async function moneyOf(bookingId: string) {
  const answer = await admin.op<{
    booking: {
      received: number;
      refunded: number;
      owed: number;
      ledger: Array<Omit<OwedJson, "bookingId" | "bookingNumber"> & { kind: string }>;
    };
  }>(`query ($id: ID!) { booking(id: $id) { received refunded owed ledger { kind method amount status note settledBy settledHow } } }`, {
    id: bookingId,
  });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.booking;
}

describe("owed refunds", () => {
  it("lists a Ceepos refund still owed, and marks it refunded by hand once: who, how, when and a note", async () => {
    const { bookingId, refund } = await owedCeeposRefund();
    expect(await moneyOf(bookingId)).toMatchObject({
      received: 3900,
      refunded: 0,
      owed: 3900,
      ledger: [
        { kind: "payment", method: "ceepos", amount: 3900, status: "paid" },
        { kind: "refund", method: "ceepos", amount: 3900, status: "owed" },
      ],
    });

    const marked = await admin.op<{ markRefundedManually: OwedJson }>(MARK, {
      id: refund.id,
      how: " bank transfer ",
      note: "FI49 5000 9420 0287 30, ref 1042",
      v: refund.updatedAt,
    });
    expect(marked.errors, JSON.stringify(marked.errors)).toBeUndefined();
    expect(marked.data!.markRefundedManually).toMatchObject({
      id: refund.id,
      status: "refunded",
      settledBy: ADMIN_EMAIL,
      settledHow: "bank transfer",
      note: "FI49 5000 9420 0287 30, ref 1042",
    });
    expect(marked.data!.markRefundedManually.settledAt).not.toBeNull();

    // The ledger's history names the administrator; the attempt refunded whole is refunded with it.
    const history = await app.query<{ from_status: string | null; to_status: string; reason: string; actor_user_id: string | null }>(
      `SELECT from_status, to_status, reason, actor_user_id FROM money_movement_status_changes WHERE movement_id = $1 ORDER BY created_at`,
      [refund.id],
    );
    expect(history.at(-1)).toEqual({ from_status: "owed", to_status: "refunded", reason: "bank transfer", actor_user_id: admin.userId });
    expect((await paymentsOf(app, bookingId)).map((row) => row.status)).toEqual(["refunded"]);
    expect(await moneyOf(bookingId)).toMatchObject({ received: 3900, refunded: 3900, owed: 0 });
    const listed = await admin.op<{ owedRefunds: OwedJson[] }>(`{ owedRefunds { id } }`);
    expect(listed.data!.owedRefunds.map((row) => row.id)).not.toContain(refund.id);

    // A second try over the version listed is refused; over the fresh one, too: it is refunded already.
    const again = await admin.op(MARK, { id: refund.id, how: "cash", note: null, v: refund.updatedAt });
    expect(errorCode(again)).toBe("CONFLICT");
    const fresh = await admin.op(MARK, { id: refund.id, how: "cash", note: null, v: marked.data!.markRefundedManually.updatedAt });
    expect(errorCode(fresh)).toBe("INVALID_TRANSITION");
    const changes = await app.query(`SELECT 1 FROM money_movement_status_changes WHERE movement_id = $1 AND to_status = 'refunded'`, [
      refund.id,
    ]);
    expect(changes).toHaveLength(1);
  });

  it("two people marking the same refund at once settle it once", async () => {
    const { refund } = await owedCeeposRefund();
    const other = await signInAdmin(app);
    const answers = await Promise.all(
      [admin, other].map((client) => client.op(MARK, { id: refund.id, how: "cash", note: null, v: refund.updatedAt })),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.map(errorCode).filter(Boolean)).toEqual(["CONFLICT"]);
  });

  it("asks for how it was paid back; refuses anyone who does not administer bookings, and marking to anyone who may not refund", async () => {
    const { refund } = await owedCeeposRefund();
    const blank = await admin.op(MARK, { id: refund.id, how: "  ", note: null, v: refund.updatedAt });
    expect(errorCode(blank)).toBe("BAD_USER_INPUT");

    const user = await insertUser(app, { permissions: ["administer_events", "check_in"] });
    const stranger = await signIn(app, user.email, user.password);
    expect(errorCode(await stranger.op(`{ owedRefunds { id } }`))).toBe("FORBIDDEN");
    expect(errorCode(await stranger.op(MARK, { id: refund.id, how: "cash", note: null, v: refund.updatedAt }))).toBe("FORBIDDEN");
    // A clerk of bookings without refund_bookings reads the list but moves no money.
    const clerkUser = await insertUser(app, { permissions: ["administer_bookings"] });
    const clerk = await signIn(app, clerkUser.email, clerkUser.password);
    expect(errorCode(await clerk.op(`{ owedRefunds { id } }`))).toBeUndefined();
    expect(errorCode(await clerk.op(MARK, { id: refund.id, how: "cash", note: null, v: refund.updatedAt }))).toBe("FORBIDDEN");
    const [row] = await app.query<{ status: string }>(`SELECT status FROM money_movements WHERE id = $1`, [refund.id]);
    expect(row!.status).toBe("owed");
  });
});
