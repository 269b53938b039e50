/**
 * Issue 13, the box office's edits of a booking (administer_bookings): the client's details, a ticket moved
 * (the new place held before the old one is released, under the capacity invariant and under races), a
 * ticket removed, the booking cancelled (its places back on sale at once); each over the version the form
 * was loaded from, recorded with who made it.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, RestClient, VALID_CLIENT, type GraphQLAnswer } from "../../helpers/booking-client.js";
import { demoIds, heldOf, invariantViolations, type DemoIds } from "../../helpers/booking-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;
let admin: GraphQLClient & { userId: string };
let occasionId: string;

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
  admin = await signInAdmin(app);
  occasionId = demo.occasions["Evening show"]!;
});

afterAll(async () => {
  await app?.stop();
});

const BOOKING_FIELDS = `id number status updatedAt price client { firstname lastname email phone identityNumber }
  tickets { id spaceId price } history { kind fromStatus toStatus reason detail actorEmail }`;

interface BookingJson {
  id: string;
  number: number;
  status: string;
  updatedAt: string;
  price: number;
  client: { firstname: string; lastname: string; email: string; phone: string; identityNumber: string | null };
  tickets: Array<{ id: string; spaceId: string; price: number }>;
  history: Array<{
    kind: string;
    fromStatus: string | null;
    toStatus: string | null;
    reason: string | null;
    detail: string | null;
    actorEmail: string | null;
  }>;
}

/** A customer's booked booking of the given seats (skip payment, the development default). */
async function bookedBooking(seats: string[]): Promise<BookingJson> {
  const buyer = new RestClient(app.url);
  await buyer.bookOk(occasionId);
  for (const seat of seats) await buyer.addSpaceOk(demo.space(seat));
  const confirmed = await buyer.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: true });
  expect(confirmed.body.status).toBe("booked");
  return read(buyer.uuid!);
}

async function read(id: string): Promise<BookingJson> {
  const answer = await admin.op<{ booking: BookingJson }>(`query ($id: ID!) { booking(id: $id) { ${BOOKING_FIELDS} } }`, { id });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.booking;
}

function move(booking: BookingJson, ticketId: string, seat: string, client: GraphQLClient = admin) {
  return client.op<{ moveTicket: BookingJson }>(
    `mutation ($b: ID!, $t: ID!, $s: ID!, $v: DateTimeISO!) { moveTicket(bookingId: $b, ticketId: $t, spaceId: $s, version: $v) { ${BOOKING_FIELDS} } }`,
    { b: booking.id, t: ticketId, s: demo.space(seat), v: booking.updatedAt },
  );
}

function errorOf(answer: GraphQLAnswer<unknown>) {
  return answer.errors?.[0];
}

describe("the client's details", () => {
  it("are changed over the booking's version and recorded (field names, who) in its history; an old form is 409", async () => {
    const booking = await bookedBooking(["R8-S1"]);
    const update = (version: string, firstname: string) =>
      admin.op<{ updateBooking: BookingJson }>(
        `mutation ($id: ID!, $input: BookingUpdateInput!, $v: DateTimeISO!) { updateBooking(id: $id, input: $input, version: $v) { ${BOOKING_FIELDS} } }`,
        { id: booking.id, v: version, input: { client: { ...VALID_CLIENT, firstname, phone: "050 765 4321" } } },
      );
    const answer = await update(booking.updatedAt, "Aino-Maria");
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const updated = answer.data!.updateBooking;
    expect(updated.client).toMatchObject({ firstname: "Aino-Maria", phone: "050 765 4321" });
    expect(updated.history.at(-1)).toEqual({
      kind: "client",
      fromStatus: null,
      toStatus: null,
      reason: null,
      detail: JSON.stringify({ fields: ["firstname", "phone"] }),
      actorEmail: "admin@example.com",
    });
    expect(errorOf(await update(booking.updatedAt, "Stale"))?.extensions).toMatchObject({ code: "CONFLICT", status: 409 });
    const invalid = await update(updated.updatedAt, "");
    expect(errorOf(invalid)?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { firstname: "Field is required" } });
  });
});

describe("moving a ticket", () => {
  it("holds the new place before releasing the old one; a taken place is 409 and nothing changes", async () => {
    const booking = await bookedBooking(["R8-S3"]);
    const other = await bookedBooking(["R8-S5"]);
    const ticket = booking.tickets[0]!;
    const taken = await move(booking, ticket.id, "R8-S5");
    expect(errorOf(taken)).toMatchObject({
      message: "selected space is already booked",
      extensions: { code: "SPACE_OCCUPIED", status: 409 },
    });
    expect((await read(booking.id)).tickets[0]!.spaceId).toBe(demo.space("R8-S3"));

    const moved = await move(booking, ticket.id, "R8-S4");
    expect(moved.errors, JSON.stringify(moved.errors)).toBeUndefined();
    expect(moved.data!.moveTicket.tickets[0]!.spaceId).toBe(demo.space("R8-S4"));
    expect(await heldOf(app, occasionId, demo.space("R8-S3"))).toMatchObject({ held: 0, holding: 0 });
    expect(await heldOf(app, occasionId, demo.space("R8-S4"))).toMatchObject({ held: 1, holding: 1 });
    expect(JSON.parse(moved.data!.moveTicket.history.at(-1)!.detail!)).toEqual({
      ticketId: ticket.id,
      fromSpaceId: demo.space("R8-S3"),
      toSpaceId: demo.space("R8-S4"),
    });
    expect(other.tickets).toHaveLength(1);
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("20 bookings moved into one free seat at once: exactly one gets it, the counters stay exact", async () => {
    const seats = Array.from({ length: 20 }, (_, index) => `R9-S${index + 1}`);
    const bookings = await Promise.all(seats.map((seat) => bookedBooking([seat])));
    const answers = await Promise.all(bookings.map((booking) => move(booking, booking.tickets[0]!.id, "R10-S1")));
    const winners = answers.filter((answer) => !answer.errors);
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.errors)) expect(errorOf(answer)?.extensions?.code).toBe("SPACE_OCCUPIED");
    expect(await heldOf(app, occasionId, demo.space("R10-S1"))).toMatchObject({ held: 1, holding: 1 });
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });
});

describe("removing and cancelling", () => {
  it("a removed ticket's place goes back on sale; removing the last one cancels the booking", async () => {
    const booking = await bookedBooking(["R11-S1", "R11-S2"]);
    const remove = (current: BookingJson, ticketId: string) =>
      admin.op<{ removeBookingTicket: BookingJson }>(
        `mutation ($b: ID!, $t: ID!, $v: DateTimeISO!) { removeBookingTicket(bookingId: $b, ticketId: $t, version: $v) { ${BOOKING_FIELDS} } }`,
        { b: current.id, t: ticketId, v: current.updatedAt },
      );
    const first = (await remove(booking, booking.tickets[0]!.id)).data!.removeBookingTicket;
    expect(first.tickets).toHaveLength(1);
    expect(first.price).toBe(booking.price - booking.tickets[0]!.price);
    expect(await heldOf(app, occasionId, demo.space("R11-S1"))).toMatchObject({ held: 0, holding: 0 });
    const last = (await remove(first, first.tickets[0]!.id)).data!.removeBookingTicket;
    expect(last.status).toBe("cancelled");
    expect(await heldOf(app, occasionId, demo.space("R11-S2"))).toMatchObject({ held: 0, holding: 0 });
  });

  it("a cancelled booking's places are free at once for the next customer; the history says who cancelled and why", async () => {
    const booking = await bookedBooking(["R12-S1"]);
    const cancelled = await admin.op<{ cancelBooking: BookingJson }>(
      `mutation ($id: ID!, $v: DateTimeISO!) { cancelBooking(id: $id, version: $v, reason: "Customer called") { ${BOOKING_FIELDS} } }`,
      { id: booking.id, v: booking.updatedAt },
    );
    expect(cancelled.data!.cancelBooking.status).toBe("cancelled");
    expect(cancelled.data!.cancelBooking.history.at(-1)).toMatchObject({
      kind: "status",
      fromStatus: "booked",
      toStatus: "cancelled",
      reason: "Customer called",
      actorEmail: "admin@example.com",
    });
    const next = new RestClient(app.url);
    await next.bookOk(occasionId);
    expect((await next.addSpace(demo.space("R12-S1"))).status).toBe(201);
    // Cancelling again is refused: a cancelled booking goes nowhere.
    const again = await admin.op(`mutation ($id: ID!, $v: DateTimeISO!) { cancelBooking(id: $id, version: $v) { id } }`, {
      id: booking.id,
      v: cancelled.data!.cancelBooking.updatedAt,
    });
    expect(errorOf(again)?.extensions?.code).toBe("INVALID_TRANSITION");
  });
});

describe("house seats and the box office", () => {
  const lock = (seats: string[]) =>
    admin.op<{ lockSpaces: BookingJson }>(
      `mutation ($o: ID!, $s: [ID!]!) { lockSpaces(occasionId: $o, spaceIds: $s) { ${BOOKING_FIELDS} } }`,
      {
        o: occasionId,
        s: seats.map((seat) => demo.space(seat)),
      },
    );

  it("locked places are taken for the public; locking is all or nothing; released places are for sale again", async () => {
    const locked = await lock(["R13-S1", "R13-S2"]);
    expect(locked.errors, JSON.stringify(locked.errors)).toBeUndefined();
    expect(locked.data!.lockSpaces).toMatchObject({ status: "locked", price: 0 });
    expect(locked.data!.lockSpaces.history[0]).toMatchObject({ fromStatus: null, toStatus: "locked", actorEmail: "admin@example.com" });
    const customer = new RestClient(app.url);
    await customer.bookOk(occasionId);
    expect((await customer.addSpace(demo.space("R13-S1"))).status).toBe(409);

    // One of the two is taken: neither is locked.
    await customer.addSpaceOk(demo.space("R13-S3"));
    const partly = await lock(["R13-S3", "R13-S4"]);
    expect(errorOf(partly)?.extensions?.code).toBe("SPACE_OCCUPIED");
    expect(await heldOf(app, occasionId, demo.space("R13-S4"))).toMatchObject({ held: 0, holding: 0 });

    const released = await admin.op<{ releaseSpaces: number }>(
      `mutation ($o: ID!, $s: [ID!]!) { releaseSpaces(occasionId: $o, spaceIds: $s) }`,
      {
        o: occasionId,
        s: [demo.space("R13-S1")],
      },
    );
    expect(released.data?.releaseSpaces).toBe(1);
    expect((await customer.addSpace(demo.space("R13-S1"))).status).toBe(201);
    expect((await read(locked.data!.lockSpaces.id)).tickets.map((ticket) => ticket.spaceId)).toEqual([demo.space("R13-S2")]);
    await admin.op(`mutation ($o: ID!, $s: [ID!]!) { releaseSpaces(occasionId: $o, spaceIds: $s) }`, {
      o: occasionId,
      s: [demo.space("R13-S2")],
    });
    expect((await read(locked.data!.lockSpaces.id)).status).toBe("cancelled");
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("a box-office sale is booked at once and paid at the box office; a taken place refuses the whole sale", async () => {
    const sell = (seats: string[], client: Record<string, unknown> = VALID_CLIENT) =>
      admin.op<{ createBoxOfficeBooking: BookingJson }>(
        `mutation ($input: BoxOfficeBookingInput!) { createBoxOfficeBooking(input: $input) { ${BOOKING_FIELDS} } }`,
        { input: { occasionId, spaceIds: seats.map((seat) => demo.space(seat)), client } },
      );
    const sold = await sell(["R14-S1", "R14-S2"]);
    expect(sold.errors, JSON.stringify(sold.errors)).toBeUndefined();
    const booking = sold.data!.createBoxOfficeBooking;
    expect(booking).toMatchObject({ status: "booked", price: 7800 });
    expect(await app.query(`SELECT provider, status, amount FROM payments WHERE booking_id = $1`, [booking.id])).toEqual([
      { provider: "box_office", status: "paid", amount: 7800 },
    ]);
    expect(errorOf(await sell(["R14-S2", "R14-S3"]))?.extensions?.code).toBe("SPACE_OCCUPIED");
    expect(await heldOf(app, occasionId, demo.space("R14-S3"))).toMatchObject({ held: 0, holding: 0 });
    const invalid = await sell(["R14-S4"], { ...VALID_CLIENT, email: "not an address" });
    expect(errorOf(invalid)?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { email: expect.any(String) } });
  });
});

describe("the overview and the occasion's tickets", () => {
  const LIST = `query ($f: BookingFilter, $o: Int, $l: Int) { bookings(filter: $f, offset: $o, limit: $l) { total items { number status client { lastname } } } }`;

  it("finds bookings by number, name, e-mail or phone, filters by payment status, and sorts", async () => {
    const first = await bookedBooking(["R15-S1"]);
    const second = await bookedBooking(["R15-S2"]);
    await admin.op(
      `mutation ($id: ID!, $input: BookingUpdateInput!, $v: DateTimeISO!) { updateBooking(id: $id, input: $input, version: $v) { id } }`,
      {
        id: second.id,
        v: second.updatedAt,
        input: { client: { ...VALID_CLIENT, lastname: "Österberg", email: "o.osterberg@example.fi", phone: "+358 44 987 6543" } },
      },
    );
    const find = async (search: string) =>
      (await admin.op<{ bookings: { items: Array<{ number: number }> } }>(LIST, { f: { occasionId, search } })).data!.bookings.items.map(
        (item) => item.number,
      );
    expect(await find(String(first.number))).toEqual([first.number]);
    expect(await find(`#${second.number}`)).toEqual([second.number]);
    expect(await find("österberg")).toEqual([second.number]);
    expect(await find("OSTERBERG@example")).toEqual([second.number]);
    expect(await find("044 987")).toEqual([]);
    expect(await find("44 987 65")).toEqual([second.number]);
    expect(await find("100%_")).toEqual([]);
    const paid = await admin.op<{ bookings: { items: Array<{ number: number }> } }>(LIST, {
      f: { occasionId, paymentStatus: ["paid"], status: ["booked"] },
    });
    // Skip payment pays nothing: no attempt, so no payment status to match.
    expect(paid.data!.bookings.items.map((item) => item.number)).not.toContain(first.number);
    const ascending = await admin.op<{ bookings: { items: Array<{ number: number }> } }>(LIST, {
      f: { occasionId, sort: "number_asc" },
      l: 100,
    });
    const numbers = ascending.data!.bookings.items.map((item) => item.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const bad = await admin.op(LIST, { f: { sort: "price" } });
    expect(errorOf(bad)?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("every ticket of the occasion with its booking and client, for the tickets table and the admin map", async () => {
    const booking = await bookedBooking(["R15-S5"]);
    const answer = await admin.op<{ occasionTickets: Array<Record<string, unknown>> }>(
      `query ($o: ID!) { occasionTickets(occasionId: $o) { id spaceId spaceName ticketType price total addons bookingId bookingNumber bookingStatus clientName } }`,
      { o: occasionId },
    );
    expect(answer.data!.occasionTickets).toContainEqual({
      id: booking.tickets[0]!.id,
      spaceId: demo.space("R15-S5"),
      spaceName: "R15-S5",
      ticketType: "Adult",
      price: 3900,
      total: 3900,
      addons: [],
      bookingId: booking.id,
      bookingNumber: booking.number,
      bookingStatus: "booked",
      clientName: `${VALID_CLIENT.firstname} ${VALID_CLIENT.lastname}`,
    });
  });

  it("a booking's payments and what they paid; the identity number unmasked for administrators only", async () => {
    const sold = await admin.op<{ createBoxOfficeBooking: { id: string } }>(
      `mutation ($input: BoxOfficeBookingInput!) { createBoxOfficeBooking(input: $input) { id } }`,
      { input: { occasionId, spaceIds: [demo.space("R15-S7")], client: VALID_CLIENT } },
    );
    const read = await admin.op<{
      booking: { paid: number; identityNumber: string | null; payments: Array<{ provider: string; status: string; amount: number }> };
    }>(`query ($id: ID!) { booking(id: $id) { paid identityNumber payments { provider status amount events { kind } } } }`, {
      id: sold.data!.createBoxOfficeBooking.id,
    });
    expect(read.data!.booking).toMatchObject({
      paid: 3900,
      identityNumber: null,
      payments: [{ provider: "box_office", status: "paid", amount: 3900 }],
    });
  });
});
