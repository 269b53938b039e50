import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app.js";
import {
  createEvent,
  createOccasion,
  DEMO,
  demoPlanId,
  EVENT_FIELDS,
  eventIdByName,
  eventually,
  getJson,
  gqlData,
  gqlError,
  OCCASION_FIELDS,
  occasionIdByName,
  PRICE_FIELDS,
  required,
  requestText,
  restEventAsGraphQL,
  setHeld,
  spaceIdsByName,
  ticketTypeIds,
  withoutAliases,
  type EventJson,
  type GqlEvent,
  type GqlOccasionDetail,
  type OccasionDetailJson,
  type PlanJson,
} from "../helpers/read-api.js";

let app: TestApp;
let brothersId: string;
let planId: string;
let spaces: Map<string, string>;
/** Sum of the demo plan's capacities: every seat, wheelchair place and the standing area. */
let planCapacity: number;

beforeAll(async () => {
  app = await startTestApp();
  brothersId = await eventIdByName(app, DEMO.brothers);
  planId = await demoPlanId(app);
  spaces = await spaceIdsByName(app, planId);
  const plan = await getJson<PlanJson>(app, `/api/plans/${planId}`);
  planCapacity = plan.spaces.reduce((sum, space) => sum + space.maxTickets, 0);
});
afterAll(() => app?.stop());

const OCCASION_DETAIL_QUERY = `query ($id: ID!) { occasion(id: $id) {
  ${OCCASION_FIELDS} occupancy { spaceId count maxTickets } prices { ${PRICE_FIELDS} } } }`;

async function restOccasion(id: string, language = "en") {
  return getJson<OccasionDetailJson>(app, `/api/occasions/${id}?lng=${language}`);
}

async function gqlOccasion(id: string, language = "en") {
  return (await gqlData<{ occasion: GqlOccasionDetail }>(app, OCCASION_DETAIL_QUERY, { id }, { language })).occasion;
}

/** REST's occupancy object from GraphQL's list, to compare the two. */
function occupancyObject(rows: GqlOccasionDetail["occupancy"]): Record<string, number> {
  return Object.fromEntries(rows.map((row) => [row.spaceId, row.count]));
}

describe("GET /api/occasions/{id}", () => {
  it("answers the occasion with plan_id, start_time, occupancy per space and prices", async () => {
    const id = await occasionIdByName(app, DEMO.brothers, "Evening show");
    const occasion = await restOccasion(id);
    expect(occasion).toMatchObject({
      id,
      eventId: brothersId,
      name: "Evening show",
      published: true,
      customPricing: false,
      plan_id: planId,
      planId,
    });
    expect(occasion.start_time).toBe(occasion.startTime);
    expect(Number.isNaN(Date.parse(occasion.start_time))).toBe(false);
    // occupancy: an object space id -> count, one entry per space of the plan, nothing held yet.
    expect(Array.isArray(occasion.occupancy)).toBe(false);
    expect(Object.keys(occasion.occupancy).sort()).toEqual([...spaces.values()].sort());
    expect(Object.values(occasion.occupancy).every((count) => count === 0)).toBe(true);
    expect(occasion.availability).toEqual({ remaining: planCapacity, total: planCapacity });
    expect(occasion.prices).toHaveLength(4);
  });

  it("gives the same occasion through GraphQL occasion(id), in every language", async () => {
    const id = await occasionIdByName(app, DEMO.brothers, "Premiere");
    for (const language of ["en", "fi", "sv"]) {
      const rest = await restOccasion(id, language);
      const gql = await gqlOccasion(id, language);
      const { occupancy, prices, ...restFields } = rest;
      const { occupancy: gqlOccupancy, prices: gqlPrices, ...gqlFields } = gql;
      expect(gqlFields).toEqual(withoutAliases(restFields));
      expect(occupancyObject(gqlOccupancy)).toEqual(occupancy);
      expect(gqlPrices).toEqual(prices);
    }
  });

  it("translates the occasion's title and its name (issue 17)", async () => {
    const id = await occasionIdByName(app, DEMO.brothers, "Premiere");
    expect((await restOccasion(id, "en")).title).toBe("Premiere");
    expect((await restOccasion(id, "fi")).title).toBe("Ensi-ilta");
    expect((await gqlOccasion(id, "sv")).title).toBe("Premiär");
    expect((await restOccasion(id, "fi")).name).toBe("Ensi-ilta");
    expect((await restOccasion(id, "en")).name).toBe("Premiere");
    expect((await gqlOccasion(id, "sv")).name).toBe("Premiär");
    // An occasion without a title has none in any language.
    const evening = await occasionIdByName(app, DEMO.brothers, "Evening show");
    expect((await restOccasion(evening, "fi")).title).toBeNull();
  });

  it("links the occasion to its event and plan through GraphQL", async () => {
    const id = await occasionIdByName(app, DEMO.orchestra, "Concert");
    const gql = await gqlData<{ occasion: { event: { id: string; name: string }; plan: { id: string; spaces: unknown[] } } }>(
      app,
      `query ($id: ID!) { occasion(id: $id) { event { id name } plan { id spaces { id } } } }`,
      { id },
      { language: "fi" },
    );
    expect(gql.occasion.event).toEqual({ id: await eventIdByName(app, DEMO.orchestra), name: "Kaupunginorkesteri: Sibelius 2" });
    expect(gql.occasion.plan.id).toBe(planId);
    expect(gql.occasion.plan.spaces).toHaveLength(spaces.size);
  });

  it("shows an occasion whose sale has not started, with its bookable window", async () => {
    const id = await occasionIdByName(app, DEMO.orchestra, "Second concert");
    const occasion = await restOccasion(id);
    expect(occasion.bookableStartTime).not.toBeNull();
    expect(Date.parse(occasion.bookableStartTime!)).toBeGreaterThan(Date.now());
    expect((await gqlOccasion(id)).bookableStartTime).toBe(occasion.bookableStartTime);
  });
});

describe("occasion prices", () => {
  it("uses the occasion's own prices when it has custom pricing (the premiere)", async () => {
    const id = await occasionIdByName(app, DEMO.brothers, "Premiere");
    const occasion = await restOccasion(id);
    expect(occasion.customPricing).toBe(true);
    expect(occasion.prices.map((price) => [price.ticketType.name, price.price])).toEqual([
      ["Adult", 4900],
      ["Child", 2500],
      ["Senior", 4200],
      ["Student", 3500],
    ]);
    expect((await gqlOccasion(id)).prices).toEqual(occasion.prices);
  });

  it("uses the event's prices otherwise", async () => {
    const event = await getJson<EventJson>(app, `/api/events/${brothersId}`);
    const id = await occasionIdByName(app, DEMO.brothers, "Matinee");
    const occasion = await restOccasion(id);
    expect(occasion.customPricing).toBe(false);
    expect(occasion.prices).toEqual(event.prices);
    expect(occasion.prices.map((price) => price.price)).toEqual([3900, 1900, 3200, 2500]);
    expect((await gqlOccasion(id)).prices).toEqual(event.prices);
  });

  it("gives each occasion its own prices inside event(id) through GraphQL", async () => {
    const gql = await gqlData<{
      event: {
        prices: Array<{ price: number }>;
        occasions: Array<{ name: string; customPricing: boolean; prices: Array<{ price: number }> }>;
      };
    }>(app, `query ($id: ID!) { event(id: $id) { prices { price } occasions { name customPricing prices { price } } } }`, {
      id: brothersId,
    });
    const byName = new Map(gql.event.occasions.map((occasion) => [occasion.name, occasion]));
    expect(required(byName, "Premiere").prices.map((price) => price.price)).toEqual([4900, 2500, 4200, 3500]);
    expect(required(byName, "Evening show").prices).toEqual(gql.event.prices);
    expect(gql.event.prices.map((price) => price.price)).toEqual([3900, 1900, 3200, 2500]);
  });

  it("translates ticket type names in the prices", async () => {
    const id = await occasionIdByName(app, DEMO.brothers, "Premiere");
    expect((await restOccasion(id, "sv")).prices.map((price) => price.ticketType.name)).toEqual([
      "Vuxen",
      "Barn",
      "Pensionär",
      "Studerande",
    ]);
    expect((await gqlOccasion(id, "fi")).prices.map((price) => price.ticketType.name)).toEqual([
      "Aikuinen",
      "Lapsi",
      "Eläkeläinen",
      "Opiskelija",
    ]);
  });

  it("prices a new custom-priced occasion from its own price list", async () => {
    const types = await ticketTypeIds(app);
    const id = await createOccasion(app, {
      eventId: brothersId,
      published: true,
      customPrices: { [types.adult!]: 1000, [types.child!]: 0 },
    });
    const occasion = await restOccasion(id);
    expect(occasion.prices.map((price) => [price.ticketTypeId, price.price])).toEqual([
      [types.adult, 1000],
      [types.child, 0],
    ]);
    expect((await gqlOccasion(id)).prices).toEqual(occasion.prices);
  });
});

describe("availability and occupancy", () => {
  it("is the sum of the capacities minus what is held, in both APIs", async () => {
    const id = await createOccasion(app, { eventId: brothersId, published: true, name: "Held occasion" });
    const seat = required(spaces, "R1-S1");
    const wheelchair = required(spaces, "wheelchair-1");
    const standing = required(spaces, "standing-A");
    await setHeld(app, id, seat, 1);
    await setHeld(app, id, wheelchair, 1);
    await setHeld(app, id, standing, 37);

    const rest = await restOccasion(id);
    expect(rest.availability).toEqual({ total: planCapacity, remaining: planCapacity - 39 });
    expect(rest.occupancy[seat]).toBe(1);
    expect(rest.occupancy[wheelchair]).toBe(1);
    expect(rest.occupancy[standing]).toBe(37);
    expect(Object.values(rest.occupancy).reduce((sum, count) => sum + count, 0)).toBe(39);

    const gql = await gqlOccasion(id);
    expect(gql.availability).toEqual(rest.availability);
    expect(occupancyObject(gql.occupancy)).toEqual(rest.occupancy);
    expect(gql.occupancy.find((row) => row.spaceId === standing)).toEqual({ spaceId: standing, count: 37, maxTickets: 200 });
    expect(gql.occupancy.find((row) => row.spaceId === seat)).toEqual({ spaceId: seat, count: 1, maxTickets: 1 });
  });

  it("shows the same availability in the event lists and the event", async () => {
    const id = await createOccasion(app, { eventId: brothersId, published: true, name: "Half-held occasion" });
    await setHeld(app, id, required(spaces, "standing-A"), 150);
    await setHeld(app, id, required(spaces, "R2-S3"), 1);
    const expected = { total: planCapacity, remaining: planCapacity - 151 };

    await eventually(async () => {
      const list = await getJson<EventJson[]>(app, "/api/events");
      const fromList = list.find((event) => event.id === brothersId)!.occasions.find((occasion) => occasion.id === id);
      expect(fromList?.availability).toEqual(expected);
      const event = await getJson<EventJson>(app, `/api/events/${brothersId}`);
      expect(event.occasions.find((occasion) => occasion.id === id)?.availability).toEqual(expected);

      const gql = await gqlData<{ events: GqlEvent[]; event: GqlEvent }>(
        app,
        `query ($id: ID!) { events { ${EVENT_FIELDS} } event(id: $id) { ${EVENT_FIELDS} } }`,
        { id: brothersId },
      );
      expect(gql.events.find((entry) => entry.id === brothersId)?.occasions.find((occasion) => occasion.id === id)?.availability).toEqual(
        expected,
      );
      expect(gql.event).toEqual(restEventAsGraphQL(event));
    });
  });

  it("never reports negative remaining places for a sold-out occasion", async () => {
    const id = await createOccasion(app, { eventId: brothersId, published: true, name: "Sold out" });
    await app.services.dataSource.query(`UPDATE occasion_spaces SET held = max_tickets WHERE occasion_id = $1`, [id]);
    const rest = await restOccasion(id);
    expect(rest.availability).toEqual({ total: planCapacity, remaining: 0 });
    expect(rest.occupancy[required(spaces, "standing-A")]).toBe(200);
    expect((await gqlOccasion(id)).availability).toEqual({ total: planCapacity, remaining: 0 });
  });

  it("keeps each occasion's holds to itself", async () => {
    const held = await createOccasion(app, { eventId: brothersId, published: true, name: "Holds here" });
    const free = await createOccasion(app, { eventId: brothersId, published: true, name: "Holds elsewhere" });
    await setHeld(app, held, required(spaces, "R3-S1"), 1);
    expect((await restOccasion(free)).availability.remaining).toBe(planCapacity);
    expect((await restOccasion(free)).occupancy[required(spaces, "R3-S1")]).toBe(0);
    expect((await restOccasion(held)).availability.remaining).toBe(planCapacity - 1);
  });
});

describe("only published occasions of published events are public", () => {
  async function expectHidden(occasionId: string, eventId: string) {
    const rest = await requestText(app, `/api/occasions/${occasionId}`);
    expect(rest.status).toBe(404);
    expect(rest.body).toBe("Not Found");
    const error = await gqlError(app, `query ($id: ID!) { occasion(id: $id) { id name } }`, { id: occasionId });
    expect(error.extensions).toMatchObject({ code: "NOT_FOUND", status: 404 });

    const list = await getJson<EventJson[]>(app, "/api/events");
    expect(list.flatMap((event) => event.occasions.map((occasion) => occasion.id))).not.toContain(occasionId);
    const gqlList = await gqlData<{ events: Array<{ occasions: Array<{ id: string }> }> }>(app, `{ events { occasions { id } } }`);
    expect(gqlList.events.flatMap((event) => event.occasions.map((occasion) => occasion.id))).not.toContain(occasionId);

    const event = await requestText(app, `/api/events/${eventId}`);
    if (event.status === 200) {
      expect((JSON.parse(event.body) as EventJson).occasions.map((occasion) => occasion.id)).not.toContain(occasionId);
      const gqlEvent = await gqlData<{ event: { occasions: Array<{ id: string }> } }>(
        app,
        `query ($id: ID!) { event(id: $id) { occasions { id } } }`,
        { id: eventId },
      );
      expect(gqlEvent.event.occasions.map((occasion) => occasion.id)).not.toContain(occasionId);
    } else {
      expect(event.status).toBe(404);
    }
  }

  it("hides an unpublished occasion of a published event until it is published", async () => {
    const id = await createOccasion(app, { eventId: brothersId, published: false, name: "Secret show" });
    await expectHidden(id, brothersId);

    await app.services.dataSource.query(`UPDATE occasions SET published = true WHERE id = $1`, [id]);
    await eventually(async () => {
      expect((await restOccasion(id)).name).toBe("Secret show");
      expect((await gqlOccasion(id)).name).toBe("Secret show");
      const event = await getJson<EventJson>(app, `/api/events/${brothersId}`);
      expect(event.occasions.map((occasion) => occasion.id)).toContain(id);
    });
  });

  it("hides a published occasion of an unpublished event until the event is published", async () => {
    const types = await ticketTypeIds(app);
    const eventId = await createEvent(app, {
      published: false,
      name: { en: "Hidden premiere", fi: "Salainen ensi-ilta" },
      prices: { [types.adult!]: 2000 },
    });
    const id = await createOccasion(app, { eventId, published: true, name: "Published but hidden" });
    await expectHidden(id, eventId);
    expect((await requestText(app, `/api/events/${eventId}`)).status).toBe(404);

    await app.services.dataSource.query(`UPDATE events SET published = true WHERE id = $1`, [eventId]);
    await eventually(async () => {
      const occasion = await restOccasion(id);
      expect(occasion.eventId).toBe(eventId);
      expect(occasion.prices.map((price) => price.price)).toEqual([2000]);
      const event = await getJson<EventJson>(app, `/api/events/${eventId}?lng=fi`);
      expect(event.name).toBe("Salainen ensi-ilta");
      expect(event.occasions.map((entry) => entry.id)).toEqual([id]);
    });
  });

  it("falls back to another language's name when the event has none in the requested one", async () => {
    const eventId = await createEvent(app, { published: true, name: { fi: "Vain suomeksi" } });
    const id = await createOccasion(app, { eventId, published: true, title: { sv: "Endast på svenska" } });
    for (const language of ["en", "fi", "sv"]) {
      const event = await getJson<EventJson>(app, `/api/events/${eventId}?lng=${language}`);
      expect(event.name, language).toBe("Vain suomeksi");
      expect(event.occasions.find((occasion) => occasion.id === id)?.title, language).toBe("Endast på svenska");
      const gql = await gqlData<{ event: { name: string } }>(
        app,
        `query ($id: ID!) { event(id: $id) { name } }`,
        { id: eventId },
        { language },
      );
      expect(gql.event.name, language).toBe("Vain suomeksi");
    }
  });

  it("hides the demo's unpublished occasion of its unpublished event", async () => {
    const galaEvent = await eventIdByName(app, DEMO.gala);
    const gala = await occasionIdByName(app, DEMO.gala, "Gala");
    await expectHidden(gala, galaEvent);
  });

  it("answers 404 / NOT_FOUND for an occasion that does not exist and 400 for a malformed id", async () => {
    const missing = await requestText(app, `/api/occasions/7a0f6d1e-3b2c-4d5e-8f9a-0b1c2d3e4f5a?lng=fi`);
    expect(missing).toMatchObject({ status: 404, body: "Ei löytynyt" });
    const malformed = await requestText(app, `/api/occasions/42`);
    expect(malformed.status).toBe(400);
    expect((await gqlError(app, `{ occasion(id: "42") { id } }`)).extensions).toMatchObject({ code: "BAD_USER_INPUT", status: 400 });
  });
});

describe("occasion list entries", () => {
  it("equal the occasion's own answer without occupancy and prices", async () => {
    const event = await getJson<EventJson>(app, `/api/events/${brothersId}?lng=fi`);
    for (const listed of event.occasions) {
      const { occupancy: _occupancy, prices: _prices, ...occasion } = await restOccasion(listed.id, "fi");
      expect(occasion).toEqual(listed);
    }
  });
});
