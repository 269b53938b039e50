/**
 * Issue 34, item 8: roles a venue can give. sell_tickets sells at the box office, holds and releases house seats and
 * reads the occasion page's data, and nothing else; check_in lets people in at the door, and nothing else;
 * refunding (and a ticket change that moves money back) needs refund_bookings, personal data on request
 * administer_personal_data. The migration gives roles of the nine permissions the narrower ones they covered.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NarrowPermissions1796934800000 } from "../../../src/app/database/migrations/1796934800000-narrow-permissions.js";
import { errorCode, insertRole, insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { VALID_CLIENT, type GraphQLClient } from "../../helpers/booking-client.js";
import { demoIds, insertBooking, type DemoIds } from "../../helpers/booking-fixtures.js";
import { bookingVersion, paidBooking, seatDealer } from "../payments/payment-flow.js";

const SELL = `mutation ($input: BoxOfficeBookingInput!) { createBoxOfficeBooking(input: $input) { id status } }`;
const LOCK = `mutation ($o: ID!, $s: [ID!]!) { lockSpaces(occasionId: $o, spaceIds: $s) { id status } }`;
const RELEASE = `mutation ($o: ID!, $s: [ID!]!) { releaseSpaces(occasionId: $o, spaceIds: $s) }`;
const OCCASION = `query ($id: ID!) { adminOccasion(id: $id) { id occupancy { spaceId count } } }`;
const TICKETS = `query ($o: ID!) { occasionTickets(occasionId: $o) { id } }`;
const EVENTS = `query { adminEvents { id } }`;
const CANCEL_OCCASION = `mutation ($o: ID!) { cancelOccasion(occasionId: $o) { occasionId } }`;
const DELETE_EVENT = `mutation ($id: ID!) { deleteEvent(id: $id) }`;
const REFUND = `mutation ($id: ID!, $v: DateTimeISO!) { refundBooking(id: $id, version: $v) { id status } }`;
const REMOVE_TICKET = `mutation ($b: ID!, $t: ID!, $v: DateTimeISO!) { removeBookingTicket(bookingId: $b, ticketId: $t, version: $v) { id } }`;
const RETYPE = `mutation ($b: ID!, $t: ID!, $type: ID!, $v: DateTimeISO!) {
  changeTicketType(bookingId: $b, ticketId: $t, ticketTypeId: $type, version: $v) { id }
}`;
const ERASE = `mutation ($email: String!) { erasePersonalData(email: $email) }`;
const EXPORT = `query ($email: String!) { personalData(email: $email) { email } }`;
const DOOR_OCCASIONS = `query { doorOccasions { id } }`;
const CHECK_IN = `mutation ($o: ID!, $code: String!) { checkInTicket(occasionId: $o, code: $code, device: "North door") { outcome } }`;
const BOOKINGS = `query { bookings { total } }`;

let app: BookingTestApp;
let demo: DemoIds;
let occasionId: string;
let eventId: string;
let seat: () => string;
let admin: GraphQLClient;

beforeAll(async () => {
  app = await startBookingApp({ env: { PAYMENT_SIMULATOR: "true" } });
  demo = await demoIds(app);
  occasionId = demo.occasions["Evening show"]!;
  const [row] = await app.query<{ event_id: string }>(`SELECT event_id FROM occasions WHERE id = $1`, [occasionId]);
  eventId = row!.event_id;
  seat = seatDealer(demo);
  admin = await signInAdmin(app);
});

afterAll(async () => {
  await app?.stop();
});

async function userWith(permissions: readonly string[]): Promise<GraphQLClient> {
  const user = await insertUser(app, { permissions });
  return signIn(app, user.email, user.password);
}

async function firstTicket(bookingId: string): Promise<{ id: string; code: string }> {
  const [ticket] = await app.query<{ id: string; code: string }>(
    `SELECT id, code FROM tickets WHERE booking_id = $1 ORDER BY created_at, id LIMIT 1`,
    [bookingId],
  );
  return ticket!;
}

async function statusOf(bookingId: string): Promise<string> {
  const [row] = await app.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [bookingId]);
  return row!.status;
}

function ok<T>(answer: { data?: T | null; errors?: unknown }): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!;
}

describe("sell_tickets alone", () => {
  it("sells at the box office, locks and releases house seats and reads the occasion page's data", async () => {
    const seller = await userWith(["sell_tickets"]);
    const sold = ok(
      await seller.op<{ createBoxOfficeBooking: { id: string; status: string } }>(SELL, {
        input: { occasionId, spaceIds: [seat()], client: VALID_CLIENT },
      }),
    );
    expect(sold.createBoxOfficeBooking.status).toBe("booked");

    const house = seat();
    const locked = ok(await seller.op<{ lockSpaces: { status: string } }>(LOCK, { o: occasionId, s: [house] }));
    expect(locked.lockSpaces.status).toBe("locked");
    expect(ok(await seller.op<{ releaseSpaces: number }>(RELEASE, { o: occasionId, s: [house] })).releaseSpaces).toBe(1);

    expect(ok(await seller.op<{ adminOccasion: { id: string } }>(OCCASION, { id: occasionId })).adminOccasion.id).toBe(occasionId);
    const tickets = ok(await seller.op<{ occasionTickets: Array<{ id: string }> }>(TICKETS, { o: occasionId }));
    expect(tickets.occasionTickets.map((ticket) => ticket.id)).toContain((await firstTicket(sold.createBoxOfficeBooking.id)).id);
    expect(ok(await seller.op<{ adminEvents: Array<{ id: string }> }>(EVENTS)).adminEvents.map((event) => event.id)).toContain(eventId);
  });

  it("cannot cancel an occasion, delete an event, refund, edit bookings, check in or touch personal data", async () => {
    const seller = await userWith(["sell_tickets"]);
    const paid = await paidBooking(app, { occasionId, spaceIds: [seat()], provider: "paytrail" });
    const ticket = await firstTicket(paid.id);
    const version = await bookingVersion(app, paid.id);

    expect(errorCode(await seller.op(CANCEL_OCCASION, { o: occasionId }))).toBe("FORBIDDEN");
    expect(errorCode(await seller.op(DELETE_EVENT, { id: eventId }))).toBe("FORBIDDEN");
    expect(errorCode(await seller.op(REFUND, { id: paid.id, v: version }))).toBe("FORBIDDEN");
    expect(errorCode(await seller.op(REMOVE_TICKET, { b: paid.id, t: ticket.id, v: version }))).toBe("FORBIDDEN");
    expect(errorCode(await seller.op(BOOKINGS))).toBe("FORBIDDEN");
    expect(errorCode(await seller.op(ERASE, { email: VALID_CLIENT.email }))).toBe("FORBIDDEN");
    expect(errorCode(await seller.op(EXPORT, { email: VALID_CLIENT.email }))).toBe("FORBIDDEN");
    expect(errorCode(await seller.op(DOOR_OCCASIONS))).toBe("FORBIDDEN");
    expect(errorCode(await seller.op(CHECK_IN, { o: occasionId, code: ticket.code }))).toBe("FORBIDDEN");

    const [occasion] = await app.query<{ status: string }>(`SELECT status FROM occasions WHERE id = $1`, [occasionId]);
    expect(occasion!.status).toBe("scheduled");
    expect(await statusOf(paid.id)).toBe("booked");
    const [{ n }] = (await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM ticket_check_ins WHERE ticket_id = $1`, [
      ticket.id,
    ])) as [{ n: number }];
    expect(n).toBe(0);
  });
});

describe("check_in alone", () => {
  it("lets a ticket in at the door and does nothing else", async () => {
    const door = await userWith(["check_in"]);
    const bookingId = await insertBooking(app, {
      occasionId,
      status: "booked",
      spaceIds: [seat()],
      ticketTypeId: demo.ticketTypes["adult"]!,
    });
    const { code } = await firstTicket(bookingId);

    expect(ok(await door.op<{ doorOccasions: Array<{ id: string }> }>(DOOR_OCCASIONS)).doorOccasions.map((o) => o.id)).toContain(
      occasionId,
    );
    expect(ok(await door.op<{ checkInTicket: { outcome: string } }>(CHECK_IN, { o: occasionId, code })).checkInTicket.outcome).toBe(
      "ADMITTED",
    );

    const free = seat();
    expect(errorCode(await door.op(SELL, { input: { occasionId, spaceIds: [free], client: VALID_CLIENT } }))).toBe("FORBIDDEN");
    expect(errorCode(await door.op(LOCK, { o: occasionId, s: [free] }))).toBe("FORBIDDEN");
    expect(errorCode(await door.op(OCCASION, { id: occasionId }))).toBe("FORBIDDEN");
    expect(errorCode(await door.op(TICKETS, { o: occasionId }))).toBe("FORBIDDEN");
    expect(errorCode(await door.op(BOOKINGS))).toBe("FORBIDDEN");
    expect(errorCode(await door.op(REFUND, { id: bookingId, v: await bookingVersion(app, bookingId) }))).toBe("FORBIDDEN");
    const [{ n }] = (await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE space_id = $1`, [free])) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });
});

describe("administer_bookings without the narrower permissions", () => {
  it("edits bookings but neither sells, refunds, moves money back, checks in nor erases personal data", async () => {
    const clerk = await userWith(["administer_bookings"]);
    const paid = await paidBooking(app, { occasionId, spaceIds: [seat(), seat()], provider: "vismapay" });
    const ticket = await firstTicket(paid.id);
    const version = await bookingVersion(app, paid.id);
    expect(ok(await clerk.op<{ bookings: { total: number } }>(BOOKINGS)).bookings.total).toBeGreaterThan(0);
    expect(errorCode(await clerk.op(REFUND, { id: paid.id, v: version }))).toBe("FORBIDDEN");
    expect(errorCode(await clerk.op(REMOVE_TICKET, { b: paid.id, t: ticket.id, v: version }))).toBe("FORBIDDEN");
    expect(errorCode(await clerk.op(RETYPE, { b: paid.id, t: ticket.id, type: demo.ticketTypes["child"]!, v: version }))).toBe("FORBIDDEN");
    expect(await statusOf(paid.id)).toBe("booked");
    expect(errorCode(await clerk.op(SELL, { input: { occasionId, spaceIds: [seat()], client: VALID_CLIENT } }))).toBe("FORBIDDEN");
    expect(errorCode(await clerk.op(ERASE, { email: VALID_CLIENT.email }))).toBe("FORBIDDEN");
    expect(errorCode(await clerk.op(CHECK_IN, { o: occasionId, code: ticket.code }))).toBe("FORBIDDEN");

    // A ticket change that moves no money back (house seats hold nothing paid) needs no refund permission.
    const house = ok(await admin.op<{ lockSpaces: { id: string } }>(LOCK, { o: occasionId, s: [seat(), seat()] })).lockSpaces.id;
    const houseTicket = await firstTicket(house);
    ok(await clerk.op(REMOVE_TICKET, { b: house, t: houseTicket.id, v: await bookingVersion(app, house) }));

    // With refund_bookings the same clerk refunds.
    const refunder = await userWith(["administer_bookings", "refund_bookings"]);
    const refunded = ok(await refunder.op<{ refundBooking: { status: string } }>(REFUND, { id: paid.id, v: version }));
    expect(refunded.refundBooking.status).toBe("refunded");
  });

  it("administer_personal_data exports and erases a customer's data", async () => {
    const privacy = await userWith(["administer_personal_data"]);
    const email = "narrow.permissions@example.fi";
    await paidBooking(app, { occasionId, spaceIds: [seat()], provider: "paytrail", client: { ...VALID_CLIENT, email } });
    expect(ok(await privacy.op<{ personalData: { email: string } }>(EXPORT, { email })).personalData.email).toBe(email);
    expect(ok(await privacy.op<{ erasePersonalData: number }>(ERASE, { email })).erasePersonalData).toBe(1);
  });
});

describe("the migration", () => {
  it("the first start seeds a box-office and a door role", async () => {
    const rows = await app.query<{ name: string; permissions: string[] }>(
      `SELECT name, permissions FROM roles WHERE name IN ('Box-office staff', 'Door staff') ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: "Box-office staff", permissions: ["sell_tickets", "check_in"] },
      { name: "Door staff", permissions: ["check_in"] },
    ]);
  });

  it("gives roles of the nine permissions the narrower ones they covered, once, and takes them back down", async () => {
    const roles = {
      bookings: await insertRole(app, ["administer_bookings"]),
      events: await insertRole(app, ["administer_events", "administer_plans"]),
      both: await insertRole(app, ["administer_events", "administer_bookings"]),
      plans: await insertRole(app, ["administer_plans"]),
      already: await insertRole(app, ["administer_bookings", "check_in"]),
    };
    const permissionsOf = async (id: string) =>
      (await app.query<{ permissions: string[] }>(`SELECT permissions FROM roles WHERE id = $1`, [id]))[0]!.permissions;

    const migration = new NarrowPermissions1796934800000();
    const runner = app.services.dataSource.createQueryRunner();
    try {
      await migration.up(runner);
      const expected = {
        bookings: ["administer_bookings", "sell_tickets", "check_in", "refund_bookings", "administer_personal_data"],
        events: ["administer_events", "administer_plans", "sell_tickets"],
        both: ["administer_events", "administer_bookings", "sell_tickets", "check_in", "refund_bookings", "administer_personal_data"],
        plans: ["administer_plans"],
        already: ["administer_bookings", "check_in", "sell_tickets", "refund_bookings", "administer_personal_data"],
      };
      for (const [name, id] of Object.entries(roles))
        expect(await permissionsOf(id), name).toEqual(expected[name as keyof typeof expected]);

      // Run again: nothing is given twice.
      await migration.up(runner);
      for (const [name, id] of Object.entries(roles))
        expect(await permissionsOf(id), name).toEqual(expected[name as keyof typeof expected]);

      // A user of the old box-office role keeps every ability: sells, refunds, checks in.
      const user = await insertUser(app, { roleIds: [roles.bookings] });
      const clerk = await signIn(app, user.email, user.password);
      ok(await clerk.op(SELL, { input: { occasionId, spaceIds: [seat()], client: VALID_CLIENT } }));
      ok(await clerk.op(DOOR_OCCASIONS));

      await migration.down(runner);
      expect(await permissionsOf(roles.bookings)).toEqual(["administer_bookings"]);
      expect(await permissionsOf(roles.both)).toEqual(["administer_events", "administer_bookings"]);
    } finally {
      await migration.up(runner);
      await runner.release();
    }
    // Every role of the seeded installation (the Administrator among them) holds all it held before.
    const [administrator] = await app.query<{ permissions: string[] }>(`SELECT permissions FROM roles WHERE name = 'Administrator'`);
    expect(administrator!.permissions).toEqual(
      expect.arrayContaining(["sell_tickets", "check_in", "refund_bookings", "administer_personal_data"]),
    );
  });
});
