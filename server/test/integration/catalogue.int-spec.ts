import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app.js";
import {
  DEMO,
  EVENT_FIELDS,
  eventIdByName,
  getJson,
  gqlData,
  gqlError,
  occasionIdByName,
  requestText,
  restEventAsGraphQL,
  type EventJson,
  type GqlEvent,
} from "../helpers/read-api.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const PUBLISHED_NAMES = {
  en: ["The Seven Brothers", "City Orchestra: Sibelius 2", "Season seats 2027"],
  fi: ["Seitsemän veljestä", "Kaupunginorkesteri: Sibelius 2", "Kausipaikat 2027"],
  sv: ["Sju bröder", "Stadsorkestern: Sibelius 2", "Säsongsplatser 2027"],
} as const;

describe("public catalogue", () => {
  it("lists published events through REST and GraphQL alike", async () => {
    const rest = await getJson<EventJson[]>(app, "/api/events?lng=fi");
    const gql = await gqlData<{ events: Array<{ id: string; name: string }> }>(app, `{ events { id name } }`, {}, { language: "fi" });
    expect(rest.map((event) => event.id)).toEqual(gql.events.map((event) => event.id));
    expect(rest.map((event) => event.name)).toEqual(gql.events.map((event) => event.name));
    expect(rest.length).toBe(3);
  });

  it("answers the event list as a bare JSON array, soonest upcoming event first", async () => {
    const rest = await getJson<unknown>(app, "/api/events");
    expect(Array.isArray(rest)).toBe(true);
    // Demo occasions start in 7, 12 and 60 days: that is the order.
    expect((rest as EventJson[]).map((event) => event.name)).toEqual(PUBLISHED_NAMES.en);
  });

  it.each(["en", "fi", "sv"] as const)("translates event names to %s: ?lng= for REST, Accept-Language for GraphQL", async (language) => {
    const rest = await getJson<EventJson[]>(app, `/api/events?lng=${language}`);
    const gql = await gqlData<{ events: Array<{ name: string; description: string | null }> }>(
      app,
      `{ events { name description } }`,
      {},
      { language },
    );
    expect(rest.map((event) => event.name)).toEqual(PUBLISHED_NAMES[language]);
    expect(gql.events.map((event) => event.name)).toEqual(PUBLISHED_NAMES[language]);
    expect(gql.events.map((event) => event.description)).toEqual(rest.map((event) => event.description));
  });

  it("falls back to English for an unsupported or missing language", async () => {
    for (const path of ["/api/events?lng=de", "/api/events?lng=", "/api/events"]) {
      expect(
        (await getJson<EventJson[]>(app, path)).map((event) => event.name),
        path,
      ).toEqual(PUBLISHED_NAMES.en);
    }
    for (const language of ["de-DE", "xx", ""]) {
      const gql = await gqlData<{ events: Array<{ name: string }> }>(app, `{ events { name } }`, {}, { language });
      expect(
        gql.events.map((event) => event.name),
        language,
      ).toEqual(PUBLISHED_NAMES.en);
    }
  });

  it("picks the best supported language from a weighted Accept-Language header", async () => {
    const names = async (language: string) =>
      (await gqlData<{ events: Array<{ name: string }> }>(app, `{ events { name } }`, {}, { language })).events.map((event) => event.name);
    expect(await names("sv-FI,sv;q=0.9,en;q=0.5")).toEqual(PUBLISHED_NAMES.sv);
    expect(await names("de;q=1, fi;q=0.8, en;q=0.3")).toEqual(PUBLISHED_NAMES.fi);
    expect(await names("fi;q=0, sv;q=0.2")).toEqual(PUBLISHED_NAMES.sv);
  });

  it("treats the ?lng= code case-insensitively", async () => {
    expect((await getJson<EventJson[]>(app, "/api/events?lng=SV")).map((event) => event.name)).toEqual(PUBLISHED_NAMES.sv);
  });

  it("gives the same events, occasions, prices and availability through GraphQL as through REST", async () => {
    for (const language of ["en", "fi"]) {
      const rest = await getJson<EventJson[]>(app, `/api/events?lng=${language}`);
      const gql = await gqlData<{ events: GqlEvent[] }>(app, `{ events { ${EVENT_FIELDS} } }`, {}, { language });
      expect(gql.events).toEqual(rest.map(restEventAsGraphQL));
    }
  });

  it("lists each event's occasions by start time with plan_id and start_time", async () => {
    const events = await getJson<EventJson[]>(app, "/api/events");
    const brothers = events.find((event) => event.name === DEMO.brothers)!;
    expect(brothers.occasions.map((occasion) => occasion.name)).toEqual(["Premiere", "Evening show", "Matinee", "Evening show 2"]);
    for (const event of events) {
      expect(event.occasions.length).toBeGreaterThan(0);
      const starts = event.occasions.map((occasion) => Date.parse(occasion.start_time));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      for (const occasion of event.occasions) {
        expect(occasion.eventId).toBe(event.id);
        expect(occasion.plan_id).toBe(event.planId);
        expect(occasion.start_time).toBe(occasion.startTime);
        expect(occasion.published).toBe(true);
      }
    }
  });

  it("lists every event's price per ticket type with translated ticket type names", async () => {
    const [en, fi] = await Promise.all([getJson<EventJson[]>(app, "/api/events?lng=en"), getJson<EventJson[]>(app, "/api/events?lng=fi")]);
    const brothersEn = en.find((event) => event.name === DEMO.brothers)!;
    const brothersFi = fi.find((event) => event.id === brothersEn.id)!;
    expect(brothersEn.prices.map((price) => [price.ticketType.name, price.price])).toEqual([
      ["Adult", 3900],
      ["Child", 1900],
      ["Senior", 3200],
      ["Student", 2500],
    ]);
    expect(brothersFi.prices.map((price) => price.ticketType.name)).toEqual(["Aikuinen", "Lapsi", "Eläkeläinen", "Opiskelija"]);
    for (const price of brothersEn.prices) expect(price.ticketTypeId).toBe(price.ticketType.id);
  });
});

describe("one event", () => {
  it("answers /api/events/{id} with the same event the list has", async () => {
    const list = await getJson<EventJson[]>(app, "/api/events?lng=sv");
    for (const listed of list) {
      const event = await getJson<EventJson>(app, `/api/events/${listed.id}?lng=sv`);
      expect(event).toEqual(listed);
    }
  });

  it("answers GraphQL event(id) with the same data as REST, in the requested language", async () => {
    const id = await eventIdByName(app, DEMO.orchestra);
    for (const language of ["en", "fi", "sv"]) {
      const rest = await getJson<EventJson>(app, `/api/events/${id}?lng=${language}`);
      const gql = await gqlData<{ event: GqlEvent }>(app, `query ($id: ID!) { event(id: $id) { ${EVENT_FIELDS} } }`, { id }, { language });
      expect(gql.event).toEqual(restEventAsGraphQL(rest));
    }
    expect((await getJson<EventJson>(app, `/api/events/${id}?lng=fi`)).name).toBe("Kaupunginorkesteri: Sibelius 2");
  });

  it("gives an event's plan with its spaces through GraphQL", async () => {
    const id = await eventIdByName(app, DEMO.brothers);
    const rest = await getJson<EventJson>(app, `/api/events/${id}`);
    const gql = await gqlData<{ event: { plan: { id: string; spaces: Array<{ id: string }> } } }>(
      app,
      `query ($id: ID!) { event(id: $id) { plan { id spaces { id } } } }`,
      { id },
    );
    expect(gql.event.plan.id).toBe(rest.planId);
    expect(gql.event.plan.spaces.length).toBeGreaterThan(300);
  });

  it("accepts the id in upper case", async () => {
    const id = await eventIdByName(app, DEMO.season);
    const event = await getJson<EventJson>(app, `/api/events/${id.toUpperCase()}`);
    expect(event.id).toBe(id);
    expect(event.name).toBe(DEMO.season);
  });
});

describe("unpublished events", () => {
  it("keeps the unpublished demo event out of every list, in every language", async () => {
    const galaId = await eventIdByName(app, DEMO.gala);
    for (const language of ["en", "fi", "sv"]) {
      const rest = await getJson<EventJson[]>(app, `/api/events?lng=${language}`);
      const gql = await gqlData<{ events: Array<{ id: string; name: string }> }>(app, `{ events { id name } }`, {}, { language });
      expect(rest.map((event) => event.id)).not.toContain(galaId);
      expect(gql.events.map((event) => event.id)).not.toContain(galaId);
      expect(JSON.stringify(rest)).not.toMatch(/Gala|gaala/i);
    }
  });

  it("answers 404 / NOT_FOUND for the unpublished event's id", async () => {
    const galaId = await eventIdByName(app, DEMO.gala);
    const rest = await requestText(app, `/api/events/${galaId}`);
    expect(rest.status).toBe(404);
    expect(rest.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(rest.body).toBe("Not Found");
    const error = await gqlError(app, `query ($id: ID!) { event(id: $id) { id name } }`, { id: galaId });
    expect(error.extensions).toMatchObject({ code: "NOT_FOUND", status: 404 });
    expect(error.message).toBe("Not Found");
  });

  it("answers 404 for the unpublished event's occasion too", async () => {
    const occasionId = await occasionIdByName(app, DEMO.gala, "Gala");
    expect((await requestText(app, `/api/occasions/${occasionId}`)).status).toBe(404);
    expect((await gqlError(app, `query ($id: ID!) { occasion(id: $id) { id } }`, { id: occasionId })).extensions?.code).toBe("NOT_FOUND");
  });
});
