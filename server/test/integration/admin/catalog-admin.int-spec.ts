/**
 * Issue 14, the catalogue from the admin: ticket types (administer_ticket_types), space types
 * (administer_space_types) and addons (administer_events) created, edited and deleted; deletes refused while
 * something uses them, naming it; addons offered per event. Every refusal is checked against the stored
 * state: nothing is saved half-way.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, RestClient, type GraphQLAnswer } from "../../helpers/booking-client.js";
import { createOccasion, demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;
let admin: GraphQLClient;

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
  admin = await signInAdmin(app);
});

afterAll(async () => {
  await app?.stop();
});

function ok<T>(answer: GraphQLAnswer<T>): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!;
}

function failure(answer: GraphQLAnswer<unknown>) {
  expect(answer.errors, `expected an error, got ${JSON.stringify(answer.data)}`).toHaveLength(1);
  return answer.errors![0]!;
}

function fieldsOf(answer: GraphQLAnswer<unknown>): Record<string, string> {
  const error = failure(answer);
  expect(error.extensions?.code, JSON.stringify(error)).toBe("BAD_USER_INPUT");
  return error.extensions!.fields as Record<string, string>;
}

const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return app.query<T>(sql, params);
}

const TICKET_TYPE_FIELDS = `id name vat productCode position names { language text }`;

interface TicketTypeJson {
  id: string;
  name: string;
  vat: number;
  productCode: string;
  position: number;
  names: Array<{ language: string; text: string }>;
}

function ticketTypeInput(overrides: Record<string, unknown> = {}) {
  return {
    names: [
      { language: "en", text: "Patron" },
      { language: "fi", text: "Tukija" },
      { language: "sv", text: "Donator" },
    ],
    vat: 25.5,
    productCode: `TICKET-${unique()}`,
    position: 50,
    ...overrides,
  };
}

function createTicketType(input: Record<string, unknown>) {
  return admin.op<{ createTicketType: TicketTypeJson }>(
    `mutation ($input: TicketTypeInput!) { createTicketType(input: $input) { ${TICKET_TYPE_FIELDS} } }`,
    { input },
  );
}

async function createEvent(name: string, options: { prices?: Array<Record<string, unknown>>; addonIds?: string[] } = {}) {
  return ok(
    await admin.op<{ createEvent: { id: string; addons: Array<{ id: string }> } }>(
      `mutation ($input: EventInput!) { createEvent(input: $input) { id addons { id } } }`,
      {
        input: {
          names: [
            { language: "en", text: name },
            { language: "fi", text: `${name} (fi)` },
            { language: "sv", text: `${name} (sv)` },
          ],
          descriptions: [],
          planId: demo.planId,
          published: true,
          status: "active",
          prices: options.prices ?? [{ ticketTypeId: demo.ticketTypes.adult, price: 2500 }],
          addonIds: options.addonIds,
        },
      },
    ),
  ).createEvent;
}

describe("ticket types", () => {
  it("creates one with names in three languages and VAT 25.5; visitors see it in their language", async () => {
    const created = ok(await createTicketType(ticketTypeInput())).createTicketType;
    expect(created).toMatchObject({ name: "Patron", vat: 25.5, position: 50 });
    expect(created.names).toEqual([
      { language: "en", text: "Patron" },
      { language: "fi", text: "Tukija" },
      { language: "sv", text: "Donator" },
    ]);
    const [row] = await rows<{ vat: string; name: Record<string, string> }>(`SELECT vat, name FROM ticket_types WHERE id = $1`, [
      created.id,
    ]);
    expect(Number(row!.vat)).toBe(25.5);
    expect(row!.name).toEqual({ en: "Patron", fi: "Tukija", sv: "Donator" });
    const visitor = new GraphQLClient(app.url);
    const swedish = ok(await visitor.op<{ ticketTypes: TicketTypeJson[] }>(`{ ticketTypes { id name vat } }`, {}, { language: "sv" }));
    expect(swedish.ticketTypes.find((type) => type.id === created.id)).toEqual({ id: created.id, name: "Donator", vat: 25.5 });
  });

  it("accepts VAT 100 and refuses 100.01, -1 and three decimals on the field; nothing is saved", async () => {
    const hundred = ok(await createTicketType(ticketTypeInput({ vat: 100 }))).createTicketType;
    expect(hundred.vat).toBe(100);
    const count = async () => (await rows<{ n: number }>(`SELECT count(*)::int AS n FROM ticket_types`))[0]!.n;
    const before = await count();
    for (const vat of [100.01, -1, 10.125]) {
      expect(fieldsOf(await createTicketType(ticketTypeInput({ vat }))), String(vat)).toEqual({
        vat: "Give a VAT percentage from 0 to 100 (at most two decimals)",
      });
    }
    // An update too, leaving the stored rate as it was.
    expect(
      fieldsOf(
        await admin.op(`mutation ($id: ID!, $input: TicketTypeInput!) { updateTicketType(id: $id, input: $input) { id } }`, {
          id: hundred.id,
          input: ticketTypeInput({ vat: 100.01 }),
        }),
      ),
    ).toEqual({ vat: "Give a VAT percentage from 0 to 100 (at most two decimals)" });
    expect(await count()).toBe(before);
    expect(Number((await rows<{ vat: string }>(`SELECT vat FROM ticket_types WHERE id = $1`, [hundred.id]))[0]!.vat)).toBe(100);
  });

  it("refuses to delete one an event's price list uses: CONFLICT naming the event; unused, it is deleted", async () => {
    const type = ok(await createTicketType(ticketTypeInput())).createTicketType;
    await createEvent("Patrons' evening", {
      prices: [
        { ticketTypeId: demo.ticketTypes.adult, price: 2500 },
        { ticketTypeId: type.id, price: 10_000 },
      ],
    });
    const error = failure(await admin.op(`mutation ($id: ID!) { deleteTicketType(id: $id) }`, { id: type.id }));
    expect(error.extensions?.code).toBe("CONFLICT");
    expect(error.message).toBe("The ticket type is in the price lists of Patrons' evening: take it off them first");
    expect(await rows(`SELECT 1 FROM ticket_types WHERE id = $1`, [type.id])).toHaveLength(1);
    // In Finnish, the event's Finnish name.
    const finnish = failure(await admin.op(`mutation ($id: ID!) { deleteTicketType(id: $id) }`, { id: type.id }, { language: "fi" }));
    expect(finnish.message).toContain("Patrons' evening (fi)");

    const unused = ok(await createTicketType(ticketTypeInput())).createTicketType;
    expect(
      ok(await admin.op<{ deleteTicketType: boolean }>(`mutation ($id: ID!) { deleteTicketType(id: $id) }`, { id: unused.id })),
    ).toEqual({
      deleteTicketType: true,
    });
    expect(await rows(`SELECT 1 FROM ticket_types WHERE id = $1`, [unused.id])).toHaveLength(0);
  });

  it("needs administer_ticket_types", async () => {
    const user = await insertUser(app, { permissions: ["administer_events", "administer_plans"] });
    const other = await signIn(app, user.email, user.password);
    const answer = await other.op(`mutation ($input: TicketTypeInput!) { createTicketType(input: $input) { id } }`, {
      input: ticketTypeInput(),
    });
    expect(failure(answer).extensions?.code).toBe("FORBIDDEN");
  });
});

describe("space types", () => {
  const FIELDS = `id name accessible names { language text }`;
  const names = (en: string) => [
    { language: "en", text: en },
    { language: "fi", text: `${en} fi` },
  ];

  it("creates one, makes it accessible, and refuses to delete it while a plan's space has it (CONFLICT naming the plan)", async () => {
    const created = ok(
      await admin.op<{ createSpaceType: { id: string; name: string; accessible: boolean } }>(
        `mutation ($input: SpaceTypeInput!) { createSpaceType(input: $input) { ${FIELDS} } }`,
        { input: { names: names("Box seat"), accessible: false } },
      ),
    ).createSpaceType;
    expect(created).toMatchObject({ name: "Box seat", accessible: false });
    const updated = ok(
      await admin.op<{ updateSpaceType: { id: string; name: string; accessible: boolean } }>(
        `mutation ($id: ID!, $input: SpaceTypeInput!) { updateSpaceType(id: $id, input: $input) { ${FIELDS} } }`,
        { id: created.id, input: { names: names("Accessible box"), accessible: true } },
      ),
    ).updateSpaceType;
    expect(updated).toMatchObject({ id: created.id, name: "Accessible box", accessible: true });
    const listed = ok(
      await new GraphQLClient(app.url).op<{ spaceTypes: Array<{ id: string; accessible: boolean }> }>(`{ spaceTypes { id accessible } }`),
    );
    expect(listed.spaceTypes.find((type) => type.id === created.id)).toEqual({ id: created.id, accessible: true });

    // A plan whose space has the type.
    const plan = ok(
      await admin.op<{ createPlan: { plan: { id: string; updatedAt: string } } }>(
        `mutation ($input: PlanInput!) { createPlan(input: $input) { plan { id updatedAt } } }`,
        { input: { names: [{ language: "en", text: "Chamber hall" }] } },
      ),
    ).createPlan.plan;
    ok(
      await admin.op(
        `mutation ($planId: ID!, $changes: SpaceChangesInput!, $version: DateTimeISO!) { savePlanSpaces(planId: $planId, changes: $changes, version: $version) { id } }`,
        {
          planId: plan.id,
          version: plan.updatedAt,
          changes: { save: [{ name: "BOX-1", maxTickets: 4, spaceTypeId: created.id }], delete: [] },
        },
      ),
    );
    const error = failure(await admin.op(`mutation ($id: ID!) { deleteSpaceType(id: $id) }`, { id: created.id }));
    expect(error.extensions?.code).toBe("CONFLICT");
    expect(error.message).toBe("Spaces of the plans Chamber hall have this type: change them first");
    expect(await rows(`SELECT 1 FROM space_types WHERE id = $1`, [created.id])).toHaveLength(1);

    const unused = ok(
      await admin.op<{ createSpaceType: { id: string } }>(`mutation ($input: SpaceTypeInput!) { createSpaceType(input: $input) { id } }`, {
        input: { names: names("Bench"), accessible: false },
      }),
    ).createSpaceType;
    expect(ok(await admin.op(`mutation ($id: ID!) { deleteSpaceType(id: $id) }`, { id: unused.id }))).toEqual({ deleteSpaceType: true });
    expect(await rows(`SELECT 1 FROM space_types WHERE id = $1`, [unused.id])).toHaveLength(0);
  });

  it("refuses a type without a name in the default language; nothing is saved", async () => {
    const before = (await rows<{ n: number }>(`SELECT count(*)::int AS n FROM space_types`))[0]!.n;
    const fields = fieldsOf(
      await admin.op(`mutation ($input: SpaceTypeInput!) { createSpaceType(input: $input) { id } }`, {
        input: { names: [{ language: "fi", text: "Vain suomeksi" }], accessible: false },
      }),
    );
    expect(Object.keys(fields)).toEqual(["names.en"]);
    expect((await rows<{ n: number }>(`SELECT count(*)::int AS n FROM space_types`))[0]!.n).toBe(before);
  });
});

describe("addons", () => {
  const ADDON_FIELDS = `id name description price vat productCode active eventIds names { language text }`;

  interface AddonJson {
    id: string;
    name: string;
    price: number;
    vat: number;
    productCode: string;
    active: boolean;
    eventIds: string[];
  }

  function addonInput(overrides: Record<string, unknown> = {}) {
    return {
      names: [
        { language: "en", text: "Parking" },
        { language: "fi", text: "Pysäköinti" },
        { language: "sv", text: "Parkering" },
      ],
      descriptions: [{ language: "en", text: "One car, all evening." }],
      price: 800,
      vat: 25.5,
      productCode: `ADDON-${unique()}`,
      active: true,
      eventIds: [],
      ...overrides,
    };
  }

  function createAddon(input: Record<string, unknown>) {
    return admin.op<{ createAddon: AddonJson }>(`mutation ($input: AddonInput!) { createAddon(input: $input) { ${ADDON_FIELDS} } }`, {
      input,
    });
  }

  async function eventAddons(eventId: string, client = new GraphQLClient(app.url)): Promise<string[]> {
    const answer = ok(
      await client.op<{ event: { addons: Array<{ id: string }> } }>(`query ($id: ID!) { event(id: $id) { addons { id } } }`, {
        id: eventId,
      }),
    );
    return answer.event.addons.map((addon) => addon.id);
  }

  it("an addon created with eventIds is offered by those events only; a draft's updateTicket with one its event does not offer is refused", async () => {
    const offering = await createEvent("Parking gala");
    const other = await createEvent("No parking gala");
    const addon = ok(await createAddon(addonInput({ eventIds: [offering.id] }))).createAddon;
    expect(addon).toMatchObject({ name: "Parking", price: 800, vat: 25.5, active: true, eventIds: [offering.id] });
    expect(await eventAddons(offering.id)).toContain(addon.id);
    expect(await eventAddons(other.id)).not.toContain(addon.id);
    expect(await rows(`SELECT event_id FROM event_addons WHERE addon_id = $1`, [addon.id])).toEqual([{ event_id: offering.id }]);

    // A customer on an occasion of the event that does not offer it.
    const { occasionId } = await createOccasion(app, { planId: demo.planId, eventPrices: { [demo.ticketTypes.adult!]: 2500 } });
    const [{ event_id: fixtureEvent } = { event_id: "" }] = await rows<{ event_id: string }>(
      `SELECT event_id FROM occasions WHERE id = $1`,
      [occasionId],
    );
    await app.query(`INSERT INTO event_addons (event_id, addon_id) VALUES ($1, $2)`, [fixtureEvent, demo.addons["ADDON-PROGRAMME"]]);
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    const ticket = await buyer.addSpaceOk(demo.space("R5-S5"));
    const refused = await buyer.updateTicket(ticket.id, { addon_ids: [addon.id] });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.text).toMatch(/^addon_ids: /);
    // The ticket is as it was; an addon the event offers is taken.
    expect((await buyer.getDraft()).body.tickets[0]!.addons).toEqual([]);
    const offered = await buyer.updateTicket(ticket.id, { addon_ids: [demo.addons["ADDON-PROGRAMME"]] });
    expect(offered.status, offered.text).toBe(200);
    expect(offered.body.addons.map((entry) => entry.addonId)).toEqual([demo.addons["ADDON-PROGRAMME"]]);
    // Through GraphQL too.
    const gqlBuyer = new GraphQLClient(app.url);
    await gqlBuyer.bookOk(occasionId);
    const gqlTicket = ok(await gqlBuyer.addSpace(demo.space("R5-S6"))).addSpace;
    const gqlRefused = await gqlBuyer.updateTicket(gqlTicket.id, { addonIds: [addon.id] });
    expect(fieldsOf(gqlRefused)).toHaveProperty("addonIds");
    expect(await rows(`SELECT 1 FROM ticket_addons WHERE addon_id = $1`, [addon.id])).toHaveLength(0);
  });

  it("an event created with addonIds offers them; the addon lists the event in adminAddons", async () => {
    const addon = ok(await createAddon(addonInput())).createAddon;
    const event = await createEvent("Late addon gala", { addonIds: [addon.id] });
    expect(event.addons.map((entry) => entry.id)).toEqual([addon.id]);
    expect(
      ok(await admin.op<{ adminAddons: AddonJson[] }>(`{ adminAddons { id eventIds } }`)).adminAddons.find(
        (entry) => entry.id === addon.id,
      ),
    ).toEqual({
      id: addon.id,
      eventIds: [event.id],
    });
  });

  it("refuses to delete an addon on a ticket (CONFLICT); one never sold is deleted", async () => {
    const addon = ok(await createAddon(addonInput())).createAddon;
    const { occasionId } = await createOccasion(app, {
      planId: demo.planId,
      eventPrices: { [demo.ticketTypes.adult!]: 2500 },
      addonIds: [addon.id],
    });
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    const ticket = await buyer.addSpaceOk(demo.space("R6-S1"));
    const withAddon = await buyer.updateTicket(ticket.id, { addon_ids: [addon.id] });
    expect(withAddon.status, withAddon.text).toBe(200);
    expect(withAddon.body.total).toBe(2500 + 800);

    const error = failure(await admin.op(`mutation ($id: ID!) { deleteAddon(id: $id) }`, { id: addon.id }));
    expect(error.extensions?.code).toBe("CONFLICT");
    expect(error.message).toBe("The addon is on 1 tickets, so it keeps their history: make it inactive instead");
    expect(await rows(`SELECT 1 FROM addons WHERE id = $1`, [addon.id])).toHaveLength(1);
    expect(await rows(`SELECT 1 FROM ticket_addons WHERE addon_id = $1`, [addon.id])).toHaveLength(1);

    const unsold = ok(await createAddon(addonInput())).createAddon;
    expect(ok(await admin.op(`mutation ($id: ID!) { deleteAddon(id: $id) }`, { id: unsold.id }))).toEqual({ deleteAddon: true });
    expect(await rows(`SELECT 1 FROM addons WHERE id = $1`, [unsold.id])).toHaveLength(0);
  });

  it("an inactive addon is not listed publicly (nor offered by its events) but is in adminAddons", async () => {
    const event = await createEvent("Retired addon gala");
    const addon = ok(await createAddon(addonInput({ eventIds: [event.id] }))).createAddon;
    const retired = ok(
      await admin.op<{ updateAddon: AddonJson }>(
        `mutation ($id: ID!, $input: AddonInput!) { updateAddon(id: $id, input: $input) { ${ADDON_FIELDS} } }`,
        {
          id: addon.id,
          input: addonInput({ productCode: addon.productCode, eventIds: [event.id], active: false }),
        },
      ),
    ).updateAddon;
    expect(retired.active).toBe(false);
    const visitor = new GraphQLClient(app.url);
    const publicAddons = ok(await visitor.op<{ addons: Array<{ id: string }> }>(`{ addons { id } }`)).addons.map((entry) => entry.id);
    expect(publicAddons).not.toContain(addon.id);
    expect(publicAddons).toEqual(expect.arrayContaining(Object.values(demo.addons)));
    const rest = (await visitor.fetch<Array<{ id: string }>>("GET", "/api/addons")).body.map((entry) => entry.id);
    expect(rest).not.toContain(addon.id);
    expect(await eventAddons(event.id)).not.toContain(addon.id);
    const adminAddons = ok(await admin.op<{ adminAddons: AddonJson[] }>(`{ adminAddons { id active eventIds } }`)).adminAddons;
    expect(adminAddons.find((entry) => entry.id === addon.id)).toEqual({ id: addon.id, active: false, eventIds: [event.id] });
    // adminAddons needs administer_events.
    const user = await insertUser(app, { permissions: ["administer_plans"] });
    const other = await signIn(app, user.email, user.password);
    expect(failure(await other.op(`{ adminAddons { id } }`)).extensions?.code).toBe("FORBIDDEN");
  });

  it("refuses bad input on its fields (VAT over 100, a negative price, an unknown event); nothing is saved", async () => {
    const before = (await rows<{ n: number }>(`SELECT count(*)::int AS n FROM addons`))[0]!.n;
    const fields = fieldsOf(await createAddon(addonInput({ vat: 100.5, price: -1, eventIds: ["6f1d3c4e-8a2b-4c1d-9e0f-1a2b3c4d5e6f"] })));
    expect(fields).toEqual({
      vat: "Give a VAT percentage from 0 to 100 (at most two decimals)",
      price: expect.any(String),
      eventIds: "Choose events of this site",
    });
    expect((await rows<{ n: number }>(`SELECT count(*)::int AS n FROM addons`))[0]!.n).toBe(before);
  });
});
