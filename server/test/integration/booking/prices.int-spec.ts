/**
 * Prices and the draft summary (SPEC section 3, DESIGN section 4): a ticket is priced from the occasion's
 * custom prices when it has them, else from the event's; repricing on a ticket type change; addons at
 * their own VAT; the summary's totals, per-type and per-rate figures with included VAT rounded once per
 * rate; a ticket type not on sale for the occasion is a 400 with a field message.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, onlyError, RestClient } from "../../helpers/booking-client.js";
import { bookingRow, createOccasion, demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;
let premiere: string;
let eveningShow: string;

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
  premiere = demo.occasions.Premiere!;
  eveningShow = demo.occasions["Evening show"]!;
});

afterAll(async () => {
  await app?.stop();
});

describe("ticket prices", () => {
  it("a new ticket takes the first ticket type (adult) at the occasion's custom price: premiere 4900, evening show the event's 3900; VAT 14", async () => {
    const premiereBuyer = new RestClient(app.url);
    await premiereBuyer.bookOk(premiere);
    const atPremiere = await premiereBuyer.addSpaceOk(demo.space("R10-S1"));
    expect(atPremiere).toMatchObject({ ticket_type_id: demo.ticketTypes.adult, price: 4900, vat: 14, total: 4900, addons: [] });

    const eveningBuyer = new RestClient(app.url);
    await eveningBuyer.bookOk(eveningShow);
    const atEvening = await eveningBuyer.addSpaceOk(demo.space("R10-S1"));
    expect(atEvening).toMatchObject({ ticket_type_id: demo.ticketTypes.adult, price: 3900, vat: 14, total: 3900 });

    const [stored] = await app.query<{ price: number; vat: string }>(`SELECT price, vat FROM tickets WHERE id = $1`, [atPremiere.id]);
    expect(stored).toEqual({ price: 4900, vat: "14.00" });
    expect((await bookingRow(app, premiereBuyer.uuid!)).total).toBe(4900);
  });

  it("updateTicket to another type reprices the ticket at that type's price for the occasion, keeps its VAT, and updates the booking total", async () => {
    const buyer = new RestClient(app.url);
    await buyer.bookOk(premiere);
    const ticket = await buyer.addSpaceOk(demo.space("R10-S2"));

    const child = await buyer.updateTicket(ticket.id, { ticket_type_id: demo.ticketTypes.child });
    expect(child.status, child.text).toBe(200);
    expect(child.body).toEqual({
      id: ticket.id,
      space_id: demo.space("R10-S2"),
      ticket_type_id: demo.ticketTypes.child,
      price: 2500,
      vat: 14,
      addons: [],
      total: 2500,
    });
    expect((await bookingRow(app, buyer.uuid!)).total).toBe(2500);

    const senior = await buyer.updateTicket(ticket.id, { ticketTypeId: demo.ticketTypes.senior });
    expect(senior.body).toMatchObject({ ticket_type_id: demo.ticketTypes.senior, price: 4200, vat: 14 });
    const draft = (await buyer.getDraft()).body;
    expect(draft.tickets).toEqual([senior.body]);
    expect(draft.summary.total).toBe(4200);
  });

  it("addons add their own price at their own VAT (cloakroom 300 at 25.5 %, programme 600 at 14 %); replacing the set replaces them", async () => {
    const buyer = new RestClient(app.url);
    await buyer.bookOk(premiere);
    const ticket = await buyer.addSpaceOk(demo.space("R10-S3"));
    const cloakroom = demo.addons["ADDON-CLOAKROOM"]!;
    const programme = demo.addons["ADDON-PROGRAMME"]!;

    const both = await buyer.updateTicket(ticket.id, { addon_ids: [cloakroom, programme] });
    expect(both.status, both.text).toBe(200);
    expect(both.body.total).toBe(4900 + 300 + 600);
    expect([...both.body.addons].sort((a, b) => a.price - b.price)).toEqual([
      { addonId: cloakroom, price: 300, vat: 25.5 },
      { addonId: programme, price: 600, vat: 14 },
    ]);
    expect((await bookingRow(app, buyer.uuid!)).total).toBe(5800);

    const one = await buyer.updateTicket(ticket.id, { addonIds: [programme] });
    expect(one.body.addons).toEqual([{ addonId: programme, price: 600, vat: 14 }]);
    expect(one.body.total).toBe(5500);
    const none = await buyer.updateTicket(ticket.id, { addons: [] });
    expect(none.body).toMatchObject({ addons: [], total: 4900 });
    expect((await bookingRow(app, buyer.uuid!)).total).toBe(4900);
  });
});

describe("the draft summary", () => {
  it("total, requirePayment, byTicketType and byVat with included VAT rounded once per rate, sorted by rate (REST and GraphQL agree)", async () => {
    const buyer = new RestClient(app.url);
    await buyer.bookOk(premiere);
    const cloakroom = demo.addons["ADDON-CLOAKROOM"]!;
    const programme = demo.addons["ADDON-PROGRAMME"]!;
    const first = await buyer.addSpaceOk(demo.space("R11-S1"));
    const second = await buyer.addSpaceOk(demo.space("R11-S2"));
    const third = await buyer.addSpaceOk(demo.space("R11-S3"));
    expect((await buyer.updateTicket(first.id, { addon_ids: [cloakroom] })).status).toBe(200);
    expect(
      (await buyer.updateTicket(second.id, { ticket_type_id: demo.ticketTypes.child, addon_ids: [programme, cloakroom] })).status,
    ).toBe(200);

    const draft = (await buyer.getDraft()).body;
    // 14 %: 4900 + 2500 + 600 + 4900 = 12900 -> 12900 * 14 / 114 = 1584.2 -> 1584 (rounding each item first would give 1585).
    // 25.5 %: 300 + 300 = 600 -> 600 * 25.5 / 125.5 = 121.9 -> 122.
    expect(draft.summary).toEqual({
      total: 13500,
      requirePayment: true,
      byTicketType: [
        {
          ticketTypeId: demo.ticketTypes.adult,
          name: "Adult",
          amount: 2,
          total: 4900 + 300 + 4900,
          price: 4900 + 4900,
          tickets: [first.id, third.id],
        },
        { ticketTypeId: demo.ticketTypes.child, name: "Child", amount: 1, total: 2500 + 600 + 300, price: 2500, tickets: [second.id] },
      ],
      // Issue 37 item 19: each addon on a line of its own, at its own VAT rate (the ticket types' totals still include them).
      byAddon: [
        { addonId: cloakroom, name: "Cloakroom", amount: 2, total: 600, rate: 25.5 },
        { addonId: programme, name: "Printed programme", amount: 1, total: 600, rate: 14 },
      ],
      byVat: [
        { rate: 14, amount: 12900, vat: 1584 },
        { rate: 25.5, amount: 600, vat: 122 },
      ],
      discount: 0,
    });
    expect(draft.tickets.map((ticket) => ticket.id)).toEqual([first.id, second.id, third.id]);
    expect((await bookingRow(app, buyer.uuid!)).total).toBe(13500);

    const finnish = (await buyer.getDraft(undefined, { language: "fi" })).body;
    expect(finnish.summary.byTicketType.map((entry) => entry.name)).toEqual(["Aikuinen", "Lapsi"]);

    const gql = new GraphQLClient(app.url);
    gql.jar.set("draft_secret", buyer.draftSecret!);
    const viaGraphQL = await gql.draft(buyer.uuid);
    expect(viaGraphQL.errors).toBeUndefined();
    expect(viaGraphQL.data!.draft.summary).toEqual(draft.summary);
  });

  it("an empty draft: total 0, requirePayment false, no entries", async () => {
    const buyer = new RestClient(app.url);
    const draft = await buyer.bookOk(premiere);
    expect(draft.summary).toEqual({ total: 0, requirePayment: false, byTicketType: [], byAddon: [], byVat: [], discount: 0 });
    expect(draft.tickets).toEqual([]);
  });
});

describe("refused price changes", () => {
  it("a ticket type not priced for the occasion: 400 'ticketTypeId: ...' (REST) and BAD_USER_INPUT with extensions.fields (GraphQL); the ticket is unchanged", async () => {
    const { occasionId } = await createOccasion(app, {
      planId: demo.planId,
      eventPrices: { [demo.ticketTypes.adult!]: 3000, [demo.ticketTypes.child!]: 1000, [demo.ticketTypes.senior!]: 2000 },
      customPrices: { [demo.ticketTypes.adult!]: 3100, [demo.ticketTypes.child!]: 1100 },
    });
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    const ticket = await buyer.addSpaceOk(demo.space("R12-S1"));
    expect(ticket.price, "custom prices replace the event's").toBe(3100);

    const rest = await buyer.updateTicket(ticket.id, { ticket_type_id: demo.ticketTypes.senior });
    expect({ status: rest.status, body: rest.text }).toEqual({
      status: 400,
      body: "ticket_type_id: This ticket type is not on sale for this occasion",
    });
    const finnish = await buyer.updateTicket(ticket.id, { ticket_type_id: demo.ticketTypes.student }, { language: "fi" });
    expect(finnish.text).toBe("ticket_type_id: Tätä lipputyyppiä ei myydä tähän esitykseen");

    const gql = new GraphQLClient(app.url);
    gql.jar.set("draft_secret", buyer.draftSecret!);
    const error = onlyError(await gql.updateTicket(ticket.id, { ticketTypeId: demo.ticketTypes.senior }, { uuid: buyer.uuid }));
    expect(error.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      status: 400,
      fields: { ticketTypeId: "This ticket type is not on sale for this occasion" },
    });

    const [stored] = await app.query<{ ticket_type_id: string; price: number }>(`SELECT ticket_type_id, price FROM tickets WHERE id = $1`, [
      ticket.id,
    ]);
    expect(stored).toEqual({ ticket_type_id: demo.ticketTypes.adult, price: 3100 });
  });

  it("unknown, inactive or malformed addons and ticket types answer 400, never 500", async () => {
    const buyer = new RestClient(app.url);
    await buyer.bookOk(premiere);
    const ticket = await buyer.addSpaceOk(demo.space("R12-S2"));
    const [inactive] = await app.query<{ id: string }>(
      `INSERT INTO addons (name, price, vat, product_code, active) VALUES ('{"en":"Retired"}', 100, 14, 'ADDON-RETIRED', false) RETURNING id`,
    );

    const answers = {
      unknownAddon: await buyer.updateTicket(ticket.id, { addon_ids: ["0d2c5a4e-8f1b-4c3a-9e7d-6b5a4c3d2e1f"] }),
      inactiveAddon: await buyer.updateTicket(ticket.id, { addon_ids: [inactive!.id] }),
      malformedAddon: await buyer.updateTicket(ticket.id, { addon_ids: ["nope"] }),
      addonsNotAList: await buyer.updateTicket(ticket.id, { addon_ids: "nope" }),
      unknownType: await buyer.updateTicket(ticket.id, { ticket_type_id: "0d2c5a4e-8f1b-4c3a-9e7d-6b5a4c3d2e1f" }),
      malformedType: await buyer.updateTicket(ticket.id, { ticket_type_id: "adult" }),
      typeNotAString: await buyer.updateTicket(ticket.id, { ticket_type_id: 7 }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, `${answer.status} ${answer.text}`]))).toEqual({
      unknownAddon: "400 addon_ids: No such addon",
      inactiveAddon: "400 addon_ids: No such addon",
      malformedAddon: "400 Malformed id",
      addonsNotAList: "400 Bad Request",
      unknownType: "400 ticket_type_id: This ticket type is not on sale for this occasion",
      malformedType: "400 Malformed id",
      typeNotAString: "400 Bad Request",
    });
    expect((await buyer.getDraft()).body.tickets[0]).toMatchObject({ ticket_type_id: demo.ticketTypes.adult, price: 4900, addons: [] });
  });
});
