/**
 * Issue 13, events and occasions from the admin (administer_events): create and edit them with their
 * translations, price lists and sale windows, over the version the form was loaded from; bad input is a
 * field error that changes nothing; what has bookings is never deleted.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, RestClient, type GraphQLAnswer } from "../../helpers/booking-client.js";
import { createPlan, demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";

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

const EVENT_FIELDS = `id name published status updatedAt planId names { language text } descriptions { language text }
  prices { ticketTypeId price } occasions { id name startTime endTime updatedAt availability { remaining total } }`;
const OCCASION_FIELDS = `id eventId name title startTime endTime bookable bookableStartTime bookableEndTime planId customPricing published
  status headsUpDays seasonal updatedAt titles { language text } prices { ticketTypeId price } availability { remaining total }`;

interface EventJson {
  id: string;
  name: string;
  published: boolean;
  status: string;
  updatedAt: string;
  planId: string;
  names: Array<{ language: string; text: string }>;
  descriptions: Array<{ language: string; text: string }>;
  prices: Array<{ ticketTypeId: string; price: number }>;
  occasions: Array<{ id: string; name: string; updatedAt: string; availability: { remaining: number; total: number } }>;
}

interface OccasionJson {
  id: string;
  name: string;
  title: string | null;
  updatedAt: string;
  planId: string;
  endTime: string | null;
  customPricing: boolean;
  published: boolean;
  titles: Array<{ language: string; text: string }>;
  prices: Array<{ ticketTypeId: string; price: number }>;
  availability: { remaining: number; total: number };
}

const inEveryLanguage = (text: string) => ["en", "fi", "sv"].map((language) => ({ language, text }));

function eventInput(overrides: Record<string, unknown> = {}) {
  return {
    names: [
      { language: "en", text: "Sibelius gala" },
      { language: "fi", text: "Sibelius-gaala" },
      { language: "sv", text: "Sibeliusgala" },
    ],
    descriptions: [
      { language: "en", text: "An evening of symphonies." },
      { language: "fi", text: "Sinfonioiden ilta." },
      { language: "sv", text: "En kväll med symfonier." },
    ],
    planId: demo.planId,
    published: true,
    status: "active",
    prices: [
      { ticketTypeId: demo.ticketTypes.adult, price: 3900 },
      { ticketTypeId: demo.ticketTypes.child, price: 1500 },
    ],
    ...overrides,
  };
}

const inDays = (days: number, hour = 19) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour - 2, 0, 0, 0);
  return date.toISOString();
};

function occasionInput(overrides: Record<string, unknown> = {}) {
  return {
    names: [
      { language: "en", text: "Gala night" },
      { language: "fi", text: "Gaalailta" },
      { language: "sv", text: "Galakväll" },
    ],
    titles: [
      { language: "en", text: "Premiere" },
      { language: "fi", text: "Ensi-ilta" },
      { language: "sv", text: "Premiär" },
    ],
    startTime: inDays(30),
    bookable: true,
    bookableStartTime: null,
    bookableEndTime: null,
    planId: null,
    customPricing: false,
    prices: null,
    published: true,
    status: "scheduled",
    headsUpDays: 0,
    seasonal: false,
    ...overrides,
  };
}

async function createEvent(overrides: Record<string, unknown> = {}): Promise<EventJson> {
  const answer = await admin.op<{ createEvent: EventJson }>(
    `mutation ($input: EventInput!) { createEvent(input: $input) { ${EVENT_FIELDS} } }`,
    {
      input: eventInput(overrides),
    },
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.createEvent;
}

async function createOccasion(
  eventId: string,
  overrides: Record<string, unknown> = {},
): Promise<GraphQLAnswer<{ createOccasion: OccasionJson }>> {
  return admin.op<{ createOccasion: OccasionJson }>(
    `mutation ($eventId: ID!, $input: OccasionInput!) { createOccasion(eventId: $eventId, input: $input) { ${OCCASION_FIELDS} } }`,
    { eventId, input: occasionInput(overrides) },
  );
}

function fieldsOf(answer: GraphQLAnswer<unknown>): Record<string, string> {
  expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer.errors)).toBe("BAD_USER_INPUT");
  return answer.errors![0]!.extensions!.fields as Record<string, string>;
}

async function count(table: "events" | "occasions"): Promise<number> {
  return (await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
}

describe("events", () => {
  it("an administrator creates an event in three languages with its price list; visitors see it in theirs", async () => {
    const event = await createEvent();
    expect(event.names).toEqual([
      { language: "en", text: "Sibelius gala" },
      { language: "fi", text: "Sibelius-gaala" },
      { language: "sv", text: "Sibeliusgala" },
    ]);
    expect(event.prices).toEqual(
      expect.arrayContaining([
        { ticketTypeId: demo.ticketTypes.adult, price: 3900 },
        { ticketTypeId: demo.ticketTypes.child, price: 1500 },
      ]),
    );
    const finnish = await new GraphQLClient(app.url).op<{ event: { name: string } }>(
      `query ($id: ID!) { event(id: $id) { name } }`,
      { id: event.id },
      { language: "fi" },
    );
    expect(finnish.data?.event.name).toBe("Sibelius-gaala");
  });

  it("keeps an event's sharing image: https only, refused otherwise in the caller's language; left out, unchanged; empty, none", async () => {
    const event = await createEvent({ imageUrl: "https://cdn.example.fi/gala.jpg" });
    const image = async () =>
      (await app.query<{ image_url: string | null }>(`SELECT image_url FROM events WHERE id = $1`, [event.id]))[0]!.image_url;
    expect(await image()).toBe("https://cdn.example.fi/gala.jpg");
    const update = (input: Record<string, unknown>, version: string, language = "en") =>
      admin.op<{ updateEvent: { updatedAt: string; imageUrl: string | null } }>(
        `mutation ($id: ID!, $input: EventInput!, $version: DateTimeISO!) { updateEvent(id: $id, input: $input, version: $version) { updatedAt imageUrl } }`,
        { id: event.id, input, version },
        { language },
      );
    const refused = await update(eventInput({ imageUrl: "http://cdn.example.fi/gala.jpg" }), event.updatedAt, "fi");
    expect(fieldsOf(refused)).toEqual({ imageUrl: "Anna kuvan osoite, joka alkaa https://" });
    const kept = await update(eventInput(), event.updatedAt);
    expect(kept.data?.updateEvent.imageUrl).toBe("https://cdn.example.fi/gala.jpg");
    const cleared = await update(eventInput({ imageUrl: "  " }), kept.data!.updateEvent.updatedAt);
    expect(cleared.data?.updateEvent.imageUrl).toBeNull();
    expect(await image()).toBeNull();
  });

  it("keeps an event's per-buyer cap: a whole number from 1, refused otherwise in the caller's language; left out, unchanged; null, none", async () => {
    const event = await createEvent({ maxTicketsPerBuyer: 4 });
    const update = (input: Record<string, unknown>, version: string, language = "en") =>
      admin.op<{ updateEvent: { updatedAt: string; maxTicketsPerBuyer: number | null } }>(
        `mutation ($id: ID!, $input: EventInput!, $version: DateTimeISO!) { updateEvent(id: $id, input: $input, version: $version) { updatedAt maxTicketsPerBuyer } }`,
        { id: event.id, input, version },
        { language },
      );
    const refused = await update(eventInput({ maxTicketsPerBuyer: 0 }), event.updatedAt, "fi");
    expect(fieldsOf(refused)).toEqual({ maxTicketsPerBuyer: "Anna kokonaisluku väliltä 1–10000 tai jätä tyhjäksi, jos rajaa ei ole" });
    const kept = await update(eventInput(), event.updatedAt);
    expect(kept.data?.updateEvent.maxTicketsPerBuyer).toBe(4);
    const cleared = await update(eventInput({ maxTicketsPerBuyer: null }), kept.data!.updateEvent.updatedAt);
    expect(cleared.data?.updateEvent.maxTicketsPerBuyer).toBeNull();
    const [row] = await app.query<{ max_tickets_per_buyer: number | null }>(`SELECT max_tickets_per_buyer FROM events WHERE id = $1`, [
      event.id,
    ]);
    expect(row!.max_tickets_per_buyer).toBeNull();
  });

  it("remembers a published date's start before it was moved (its page says it was rescheduled); moved back, it is as announced", async () => {
    const event = await createEvent();
    const created = await createOccasion(event.id);
    const occasion = created.data!.createOccasion;
    const update = (version: string, startTime: string) =>
      admin.op<{ updateOccasion: OccasionJson }>(
        `mutation ($id: ID!, $input: OccasionInput!, $version: DateTimeISO!) { updateOccasion(id: $id, input: $input, version: $version) { ${OCCASION_FIELDS} } }`,
        { id: occasion.id, input: occasionInput({ startTime }), version },
      );
    const previous = async () =>
      (await app.query<{ previous_start_time: Date | null }>(`SELECT previous_start_time FROM occasions WHERE id = $1`, [occasion.id]))[0]!
        .previous_start_time;
    expect(await previous()).toBeNull();
    const moved = await update(occasion.updatedAt, inDays(32));
    expect(moved.errors).toBeUndefined();
    expect((await previous())?.toISOString()).toBe(inDays(30));
    // Moved again: the start first announced is still the one it was moved from.
    const again = await update(moved.data!.updateOccasion.updatedAt, inDays(34));
    expect(again.errors).toBeUndefined();
    expect((await previous())?.toISOString()).toBe(inDays(30));
    const back = await update(again.data!.updateOccasion.updatedAt, inDays(30));
    expect(back.errors).toBeUndefined();
    expect(await previous()).toBeNull();
  });

  it("bad input is one field error per problem, in the caller's language, and writes nothing", async () => {
    const before = await count("events");
    const answer = await admin.op(
      `mutation ($input: EventInput!) { createEvent(input: $input) { id } }`,
      {
        input: eventInput({
          names: [
            { language: "en", text: "  " },
            { language: "xx", text: "Unknown" },
          ],
          planId: "1f1d3c4e-8a2b-4c1d-9e0f-1a2b3c4d5e6f",
          status: "sold-out",
          prices: [
            { ticketTypeId: demo.ticketTypes.adult, price: -100 },
            { ticketTypeId: demo.ticketTypes.adult, price: 1000 },
            { ticketTypeId: "1f1d3c4e-8a2b-4c1d-9e0f-1a2b3c4d5e6f", price: 1000 },
          ],
        }),
      },
      { language: "fi" },
    );
    expect(fieldsOf(answer)).toEqual({
      "names.en": "Kenttä on pakollinen",
      "names.xx": "Ei sivuston kieli",
      planId: "Valitse paikkakartta",
      status: "Valitse aktiivinen, peruttu tai arkistoitu",
      "prices.0": "Anna hinta euroina, 0–100 000",
      "prices.1": "Tällä lipputyypillä on jo hinta",
      "prices.2": "Valitse lipputyyppi",
    });
    expect(await count("events")).toBe(before);
  });

  it("an event without prices can be saved but not published", async () => {
    const answer = await admin.op(`mutation ($input: EventInput!) { createEvent(input: $input) { id } }`, {
      input: eventInput({ prices: [] }),
    });
    expect(fieldsOf(answer)).toEqual({ prices: "Give a price for at least one ticket type before publishing" });
    const draft = await createEvent({ prices: [], published: false });
    expect(draft.published).toBe(false);
  });

  it("a save over an outdated version is 409 'changed by someone else'; over the current one it saves", async () => {
    const event = await createEvent();
    const update = (version: string, name: string) =>
      admin.op<{ updateEvent: EventJson }>(
        `mutation ($id: ID!, $input: EventInput!, $version: DateTimeISO!) { updateEvent(id: $id, input: $input, version: $version) { ${EVENT_FIELDS} } }`,
        { id: event.id, version, input: eventInput({ names: inEveryLanguage(name) }) },
      );
    const first = await update(event.updatedAt, "Renamed once");
    expect(first.errors).toBeUndefined();
    expect(first.data!.updateEvent.name).toBe("Renamed once");
    const stale = await update(event.updatedAt, "Renamed from an old form");
    expect(stale.errors?.[0]).toMatchObject({
      message: "Changed by someone else meanwhile: reload to see the changes, then make yours again",
      extensions: { code: "CONFLICT", status: 409 },
    });
    const again = await update(first.data!.updateEvent.updatedAt, "Renamed twice");
    expect(again.data!.updateEvent.name).toBe("Renamed twice");
    expect(again.data!.updateEvent.names).toEqual(inEveryLanguage("Renamed twice"));
  });

  it("an event with bookings is not deleted (unpublish or archive it instead); one without is", async () => {
    const event = await createEvent();
    const occasion = (await createOccasion(event.id)).data!.createOccasion;
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasion.id);
    const refused = await admin.op(`mutation ($id: ID!) { deleteEvent(id: $id) }`, { id: event.id });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: "CONFLICT", status: 409 } });
    expect(refused.errors?.[0]?.message).toMatch(/unpublish or archive it instead/);
    const empty = await createEvent({ published: false });
    const deleted = await admin.op<{ deleteEvent: boolean }>(`mutation ($id: ID!) { deleteEvent(id: $id) }`, { id: empty.id });
    expect(deleted.data?.deleteEvent).toBe(true);
    expect(await app.query(`SELECT 1 FROM events WHERE id = $1`, [empty.id])).toEqual([]);
  });
});

describe("occasions", () => {
  it("names an occasion in every language (issue 17): `name` answers in the request's language, a bare `name` writes only that language's", async () => {
    const event = await createEvent();
    const created = await createOccasion(event.id);
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const id = created.data!.createOccasion.id;
    const read = async (language: string) =>
      (
        await admin.op<{ adminOccasion: { name: string; updatedAt: string; names: Array<{ language: string; text: string }> } }>(
          `query ($id: ID!) { adminOccasion(id: $id) { name updatedAt names { language text } } }`,
          { id },
          { language },
        )
      ).data!.adminOccasion;
    expect((await read("en")).names).toEqual([
      { language: "en", text: "Gala night" },
      { language: "fi", text: "Gaalailta" },
      { language: "sv", text: "Galakväll" },
    ]);
    expect((await read("fi")).name).toBe("Gaalailta");
    expect((await read("sv")).name).toBe("Galakväll");
    const visitor = new GraphQLClient(app.url);
    const publicName = async (language: string) =>
      (await visitor.op<{ occasion: { name: string } }>(`query ($id: ID!) { occasion(id: $id) { name } }`, { id }, { language })).data!
        .occasion.name;
    expect(await publicName("fi")).toBe("Gaalailta");
    const rest = (await (await fetch(`${app.url}/api/occasions/${id}?lng=sv`)).json()) as Record<string, unknown>;
    expect(rest.name).toBe("Galakväll");
    expect(rest).not.toHaveProperty("nameTranslations");

    // A system written before `names` sends `name`: it is the request's language's, and the others stay.
    const { names: _names, ...legacy } = occasionInput({ name: "Gaalan ilta" });
    const saved = await admin.op(
      `mutation ($id: ID!, $input: OccasionInput!, $version: DateTimeISO!) { updateOccasion(id: $id, input: $input, version: $version) { id } }`,
      { id, version: (await read("fi")).updatedAt, input: legacy },
      { language: "fi" },
    );
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    expect((await read("en")).names).toEqual([
      { language: "en", text: "Gala night" },
      { language: "fi", text: "Gaalan ilta" },
      { language: "sv", text: "Galakväll" },
    ]);
    const [row] = await app.query<{ name: unknown }>(`SELECT name FROM occasions WHERE id = $1`, [id]);
    expect(row!.name).toEqual({ en: "Gala night", fi: "Gaalan ilta", sv: "Galakväll" });

    // Too long, per language.
    const tooLong = await createOccasion(event.id, { names: [{ language: "sv", text: "x".repeat(201) }] });
    expect(fieldsOf(tooLong)).toMatchObject({ "names.sv": expect.any(String) });
  });

  it("a new occasion gets its plan's places and is on sale at once when published and bookable", async () => {
    const event = await createEvent();
    const answer = await createOccasion(event.id);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const occasion = answer.data!.createOccasion;
    expect(occasion.titles).toEqual([
      { language: "en", text: "Premiere" },
      { language: "fi", text: "Ensi-ilta" },
      { language: "sv", text: "Premiär" },
    ]);
    expect(occasion.availability.total).toBeGreaterThanOrEqual(500);
    expect(occasion.availability.remaining).toBe(occasion.availability.total);
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasion.id);
    const ticket = await buyer.addSpaceOk(demo.space("R1-S1"));
    expect(ticket.price).toBe(3900);
  });

  it("an inverted sale window, an end before the start and dates outside 1900-2099 are field errors", async () => {
    const event = await createEvent();
    const inverted = await createOccasion(event.id, { bookableStartTime: inDays(10), bookableEndTime: inDays(5) });
    expect(fieldsOf(inverted)).toEqual({ bookableEndTime: "Booking must close after it opens" });
    const ancient = await createOccasion(event.id, { startTime: "1850-01-01T10:00:00.000Z" });
    expect(fieldsOf(ancient)).toEqual({ startTime: "Choose a date between 1900 and 2099" });
    const occasion = (await createOccasion(event.id)).data!.createOccasion;
    const ending = (endTime: string | null, version: string) =>
      admin.op<{ setOccasionEndTime: OccasionJson }>(
        `mutation ($id: ID!, $endTime: DateTimeISO, $version: DateTimeISO!) { setOccasionEndTime(id: $id, endTime: $endTime, version: $version) { ${OCCASION_FIELDS} } }`,
        { id: occasion.id, endTime, version },
      );
    expect(fieldsOf(await ending(inDays(29), occasion.updatedAt))).toEqual({ endTime: "The end must not be before the start" });
    const ended = await ending(inDays(30, 22), occasion.updatedAt);
    expect(ended.data?.setOccasionEndTime.endTime).toBe(inDays(30, 22));
    // A start moved past that end is refused too.
    const moved = await admin.op(
      `mutation ($id: ID!, $input: OccasionInput!, $version: DateTimeISO!) { updateOccasion(id: $id, input: $input, version: $version) { id } }`,
      { id: occasion.id, version: ended.data!.setOccasionEndTime.updatedAt, input: occasionInput({ startTime: inDays(31) }) },
    );
    expect(fieldsOf(moved)).toEqual({ startTime: "The start must not be after the end time set for it" });
  });

  it("custom pricing: its own price list applies to new tickets; published without one is refused", async () => {
    const event = await createEvent();
    const refused = await createOccasion(event.id, { customPricing: true, prices: [] });
    expect(fieldsOf(refused)).toEqual({ prices: "Give a price for at least one ticket type before publishing" });
    const occasion = (
      await createOccasion(event.id, { customPricing: true, prices: [{ ticketTypeId: demo.ticketTypes.adult, price: 2500 }] })
    ).data!.createOccasion;
    expect(occasion.prices).toEqual([{ ticketTypeId: demo.ticketTypes.adult, price: 2500 }]);
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasion.id);
    expect((await buyer.addSpaceOk(demo.space("R2-S2"))).price).toBe(2500);
  });

  it("the plan changes only while no ticket points at the occasion's places", async () => {
    const event = await createEvent();
    const small = await createPlan(app, [
      { name: "A-1", maxTickets: 1 },
      { name: "A-2", maxTickets: 1 },
    ]);
    const occasion = (await createOccasion(event.id)).data!.createOccasion;
    const update = (version: string, planId: string | null) =>
      admin.op<{ updateOccasion: OccasionJson }>(
        `mutation ($id: ID!, $input: OccasionInput!, $version: DateTimeISO!) { updateOccasion(id: $id, input: $input, version: $version) { ${OCCASION_FIELDS} } }`,
        { id: occasion.id, version, input: occasionInput({ planId }) },
      );
    const moved = await update(occasion.updatedAt, small.planId);
    expect(moved.errors, JSON.stringify(moved.errors)).toBeUndefined();
    expect(moved.data!.updateOccasion.availability).toEqual({ remaining: 2, total: 2 });
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasion.id);
    await buyer.addSpaceOk(small.spaceIds[0]!);
    const refused = await update(moved.data!.updateOccasion.updatedAt, demo.planId);
    expect(fieldsOf(refused)).toEqual({ planId: "The plan cannot change once places of this date have been booked or held" });
    expect((await app.query<{ plan_id: string }>(`SELECT plan_id FROM occasions WHERE id = $1`, [occasion.id]))[0]!.plan_id).toBe(
      small.planId,
    );
  });

  it("an occasion with bookings is not deleted; one without is", async () => {
    const event = await createEvent();
    const sold = (await createOccasion(event.id)).data!.createOccasion;
    await new RestClient(app.url).bookOk(sold.id);
    const refused = await admin.op(`mutation ($id: ID!) { deleteOccasion(id: $id) }`, { id: sold.id });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", status: 409 });
    const empty = (await createOccasion(event.id, { published: false })).data!.createOccasion;
    expect(
      (await admin.op<{ deleteOccasion: boolean }>(`mutation ($id: ID!) { deleteOccasion(id: $id) }`, { id: empty.id })).data
        ?.deleteOccasion,
    ).toBe(true);
  });
});
