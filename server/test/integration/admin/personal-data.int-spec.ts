/**
 * Issue 15, personal data on request (administer_bookings): an administrator exports everything stored
 * about one customer, found by e-mail (bookings with client details, tickets and amounts; their user
 * account for those who administer users), and erases it: the bookings' client details are anonymized,
 * the bookings, tickets, amounts and statuses stay, all or nothing while one of them is in checkout.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, RestClient, type GraphQLAnswer } from "../../helpers/booking-client.js";
import { testMessage } from "../../../src/modules/mail/templates/test-message.js";
import { bookingRow, demoIds, setSettings, ticketCount, type DemoIds } from "../../helpers/booking-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;
let admin: GraphQLClient & { userId: string };
let occasionId: string;

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
  admin = await signInAdmin(app);
  occasionId = demo.occasions["Evening show"]!;
  await setSettings(app, { requireIdentityNumber: true, requireAddress: true });
});

afterAll(async () => {
  await app?.stop();
});

const EXPORT_FIELDS = `email exportedAt accountWithheld account { email roles { name } }
  bookings { id number status eventId event occasionId occasionStartTime createdAt confirmedAt language paymentMethodId total
    client { firstname lastname email phone address identityNumber message networkAddress }
    tickets { space ticketType price vat total addons { name price vat } } }`;

interface ExportJson {
  email: string;
  exportedAt: string;
  accountWithheld: boolean;
  account: { email: string; roles: Array<{ name: string }> } | null;
  bookings: Array<{
    id: string;
    number: number;
    status: string;
    eventId: string;
    event: string;
    occasionId: string;
    total: number;
    paymentMethodId: string | null;
    confirmedAt: string | null;
    client: Record<string, string | null>;
    tickets: Array<{
      space: string;
      ticketType: string;
      price: number;
      vat: number;
      total: number;
      addons: Array<{ name: string; price: number }>;
    }>;
  }>;
}

let customers = 0;

/** A customer of their own: an e-mail no other test uses. */
function customer() {
  customers += 1;
  return {
    firstname: "Maija",
    lastname: "Meikäläinen",
    email: `maija.${customers}@example.fi`,
    phone: "+358 50 765 4321",
    address: "Kotikatu 3 B 12, 00500 Helsinki",
    identity_number: "131052-308T",
    message: "Pyörätuolipaikka, kiitos",
  };
}

/** A browser that holds the seats; `confirm` books them with skip payment. */
async function held(seats: string[], addonOnFirst = false): Promise<RestClient> {
  const buyer = new RestClient(app.url);
  await buyer.bookOk(occasionId);
  for (const [index, seat] of seats.entries()) {
    const ticket = await buyer.addSpaceOk(demo.space(seat));
    if (addonOnFirst && index === 0)
      expect((await buyer.updateTicket(ticket.id, { addon_ids: [demo.addons["ADDON-PROGRAMME"]] })).status).toBe(200);
  }
  return buyer;
}

async function booked(client: ReturnType<typeof customer>, seats: string[], addonOnFirst = false): Promise<string> {
  const buyer = await held(seats, addonOnFirst);
  const confirmed = await buyer.confirm({ ...client, payment_method_id: "skip", terms_accepted: true });
  expect(confirmed.body.status, JSON.stringify(confirmed.body)).toBe("booked");
  return buyer.uuid!;
}

function exportOf(email: string, caller: GraphQLClient = admin, language?: string) {
  return caller.op<{ personalData: ExportJson }>(
    `query ($email: String!) { personalData(email: $email) { ${EXPORT_FIELDS} } }`,
    { email },
    { language },
  );
}

async function exported(email: string, caller: GraphQLClient = admin): Promise<ExportJson> {
  const answer = await exportOf(email, caller);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.personalData;
}

function erase(email: string, caller: GraphQLClient = admin, language?: string) {
  return caller.op<{ erasePersonalData: number }>(
    `mutation ($email: String!) { erasePersonalData(email: $email) }`,
    { email },
    { language },
  );
}

function onlyError(answer: GraphQLAnswer<unknown>) {
  expect(answer.errors, JSON.stringify(answer.data)).toHaveLength(1);
  return answer.errors![0]!;
}

describe("personalData (the export)", () => {
  it("has every booking with the customer's e-mail: client details unmasked, tickets named, amounts; nobody else's", async () => {
    const maija = customer();
    const first = await booked(maija, ["R9-S1", "R9-S2"], true);
    const second = await booked({ ...maija, message: "" }, ["R9-S3"]);
    const someoneElse = await booked({ ...customer() }, ["R9-S4"]);

    // Asked as typed: any case, surrounding spaces.
    const data = await exported(`  ${maija.email.toUpperCase()} `);
    expect(data.email).toBe(maija.email);
    expect(Date.parse(data.exportedAt)).not.toBeNaN();
    expect(data.bookings.map((booking) => booking.id)).toEqual([first, second]);
    expect(data.bookings.map((booking) => booking.id)).not.toContain(someoneElse);
    const [one, two] = data.bookings;
    expect(one).toMatchObject({
      status: "booked",
      occasionId,
      paymentMethodId: "skip",
      client: {
        firstname: "Maija",
        lastname: "Meikäläinen",
        email: maija.email,
        phone: "+358 50 765 4321",
        address: "Kotikatu 3 B 12, 00500 Helsinki",
        identityNumber: "131052-308T",
        message: "Pyörätuolipaikka, kiitos",
      },
    });
    expect(one!.client.networkAddress).toBeTruthy();
    const [occasion] = await app.query<{ event_id: string }>(`SELECT event_id FROM occasions WHERE id = $1`, [occasionId]);
    expect(one!.eventId).toBe(occasion!.event_id);
    expect(one!.event).not.toBe("");
    expect(one!.confirmedAt).not.toBeNull();
    expect(one!.tickets).toHaveLength(2);
    expect(one!.tickets[0]!.addons).toEqual([expect.objectContaining({ price: 600 })]);
    expect(one!.tickets[0]!.addons[0]!.name).not.toBe("");
    for (const ticket of one!.tickets) {
      expect(ticket.space).not.toBe("");
      expect(ticket.ticketType).not.toBe("");
      expect(ticket.total).toBe(ticket.price + ticket.addons.reduce((sum, addon) => sum + addon.price, 0));
    }
    expect(one!.total).toBe(one!.tickets.reduce((sum, ticket) => sum + ticket.total, 0));
    expect(one!.total).toBe((await bookingRow(app, first)).total);
    expect(two!.client.message).toBeNull();
    expect(two!.tickets).toHaveLength(1);
  });

  it("carries the user account with the same e-mail to those who administer users; others are told it is withheld", async () => {
    const maija = customer();
    await booked(maija, ["R10-S1"]);
    expect((await exported(maija.email)).account).toBeNull();
    await insertUser(app, { email: maija.email, permissions: ["administer_events"] });
    const full = await exported(maija.email);
    expect(full.account).toMatchObject({ email: maija.email });
    expect(full.account!.roles).toHaveLength(1);
    expect(full.accountWithheld).toBe(false);

    const boxOffice = await insertUser(app, { permissions: ["administer_bookings", "administer_personal_data"] });
    const clerk = await signIn(app, boxOffice.email, boxOffice.password);
    const partial = await exported(maija.email, clerk);
    expect(partial.bookings).toHaveLength(1);
    expect(partial.account).toBeNull();
    expect(partial.accountWithheld).toBe(true);
  });

  it("is empty for an address nobody used; erasing it answers 0", async () => {
    const data = await exported("nobody.here@example.fi");
    expect(data).toMatchObject({ email: "nobody.here@example.fi", bookings: [], account: null, accountWithheld: false });
    expect((await erase("nobody.here@example.fi")).data?.erasePersonalData).toBe(0);
  });

  it("refuses a malformed or empty address on its field, in the caller's language, for export and erasure alike", async () => {
    for (const email of ["not-an-email", "a@b", "two words@example.fi", `${"x".repeat(250)}@example.fi`]) {
      const error = onlyError(await exportOf(email));
      expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { email: "Enter a valid e-mail address" } });
    }
    expect(onlyError(await exportOf("   ")).extensions?.fields).toEqual({ email: "Field is required" });
    const finnish = onlyError(await erase("ei-osoite", admin, "fi"));
    expect(finnish.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { email: "Anna kelvollinen sähköpostiosoite" } });
  });

  it("is for administer_personal_data only", async () => {
    const maija = customer();
    const id = await booked(maija, ["R10-S2"]);
    const events = await insertUser(app, { permissions: ["administer_events", "administer_users"] });
    const other = await signIn(app, events.email, events.password);
    expect(onlyError(await exportOf(maija.email, other)).extensions?.code).toBe("FORBIDDEN");
    expect(onlyError(await erase(maija.email, other)).extensions?.code).toBe("FORBIDDEN");
    const anonymous = new GraphQLClient(app.url);
    expect(onlyError(await exportOf(maija.email, anonymous)).extensions?.code).toBe("UNAUTHENTICATED");
    expect(onlyError(await erase(maija.email, anonymous)).extensions?.code).toBe("UNAUTHENTICATED");
    expect(await bookingRow(app, id)).toMatchObject({ firstname: "Maija", anonymized_at: null });
  });
});

describe("erasePersonalData", () => {
  it("anonymizes every booking of the customer, keeping bookings, tickets, amounts and statuses; records who and when", async () => {
    const maija = customer();
    const bookings = [await booked(maija, ["R11-S1", "R11-S2"]), await booked(maija, ["R11-S3"])];
    const other = customer();
    const untouched = await booked(other, ["R11-S4"]);
    const before = await Promise.all(bookings.map((id) => bookingRow(app, id)));
    await app.services.mailOutbox.enqueue(app.services.dataSource.manager, {
      template: testMessage,
      params: { requestedBy: "admin@example.com", requestedAt: new Date() },
      to: maija.email,
      language: "fi",
      bookingId: bookings[0],
    });

    const answer = await erase(maija.email);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.erasePersonalData).toBe(2);

    for (const [index, id] of bookings.entries()) {
      const row = await bookingRow(app, id);
      expect(row).toMatchObject({
        firstname: null,
        lastname: null,
        email: null,
        phone: null,
        address: null,
        identity_number: null,
        message: null,
        client_address: null,
        status: "booked",
        total: before[index]!.total,
        number: before[index]!.number,
        payment_method_id: "skip",
      });
      expect(row.anonymized_at).toBeInstanceOf(Date);
      expect(await ticketCount(app, id)).toBe(index === 0 ? 2 : 1);
    }
    expect(await app.query(`SELECT 1 FROM email_outbox WHERE booking_id = $1`, [bookings[0]])).toEqual([]);
    expect((await bookingRow(app, untouched)).email).toBe(other.email);

    const { booking } = (
      await admin.op<{ booking: { anonymizedAt: string | null; history: Array<{ kind: string; detail: string; actorEmail: string }> } }>(
        `query ($id: ID!) { booking(id: $id) { anonymizedAt history { kind detail actorEmail } } }`,
        { id: bookings[0] },
      )
    ).data!;
    expect(booking.anonymizedAt).not.toBeNull();
    expect(booking.history.filter((entry) => entry.kind === "anonymized")).toEqual([
      { kind: "anonymized", detail: JSON.stringify({ reason: "request" }), actorEmail: "admin@example.com" },
    ]);

    expect((await exported(maija.email)).bookings).toEqual([]);
    expect((await erase(maija.email)).data!.erasePersonalData).toBe(0);
  });

  it("keeps erased details erased: the box office cannot write them back, not even from a form loaded before", async () => {
    const maija = customer();
    const id = await booked(maija, ["R12-S1"]);
    const { updatedAt } = (
      await admin.op<{ booking: { updatedAt: string } }>(`query ($id: ID!) { booking(id: $id) { updatedAt } }`, { id })
    ).data!.booking;
    await erase(maija.email);
    const update = `mutation ($id: ID!, $input: BookingUpdateInput!, $version: DateTimeISO!) { updateBooking(id: $id, input: $input, version: $version) { id } }`;
    const client = { firstname: "Maija", lastname: "M", email: maija.email, phone: maija.phone, address: maija.address };
    expect(onlyError(await admin.op(update, { id, input: { client }, version: updatedAt })).extensions?.code).toBe("CONFLICT");
    const { booking } = (await admin.op<{ booking: { updatedAt: string } }>(`query ($id: ID!) { booking(id: $id) { updatedAt } }`, { id }))
      .data!;
    const refused = onlyError(await admin.op(update, { id, input: { client }, version: booking.updatedAt }));
    expect(refused.extensions?.code).toBe("INVALID_TRANSITION");
    expect(refused.message).toBe("The client's details of this booking have been erased; they cannot be edited");
    expect((await bookingRow(app, id)).email).toBeNull();
  });

  it("erases nothing while one of the customer's bookings is being paid, and says which", async () => {
    const maija = customer();
    const done = await booked(maija, ["R13-S1"]);
    const paying = await held(["R13-S2"]);
    const initiated = await paying.initiatePayment({ ...maija, payment_method_id: "skip" });
    expect(initiated.body.status).toBe("payment");
    const { number } = await bookingRow(app, paying.uuid!);

    const error = onlyError(await erase(maija.email));
    expect(error.extensions?.code).toBe("PAYMENT_PENDING");
    expect(error.message).toBe(
      `Booking ${number} of this customer is in checkout or being paid. Erase the data once it has been completed or has expired; nothing was erased.`,
    );
    expect(await bookingRow(app, done)).toMatchObject({ email: maija.email, firstname: "Maija", anonymized_at: null });
    expect(await bookingRow(app, paying.uuid!)).toMatchObject({ email: maija.email, anonymized_at: null });

    // Once the payment is done, the same request erases both.
    expect((await paying.confirm({ ...maija, payment_method_id: "skip", terms_accepted: true })).body.status).toBe("booked");
    expect((await erase(maija.email)).data!.erasePersonalData).toBe(2);
  });
});
