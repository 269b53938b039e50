import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app.js";
import {
  DEMO,
  getJson,
  gqlData,
  queryOne,
  type EventJson,
  type OccasionDetailJson,
  type PlanJson,
  type TicketTypeJson,
} from "../helpers/read-api.js";

// The demo content a fresh `npm start` shows (src/app/database/seeds/demo.ts), checked through the public API.

let app: TestApp;
let events: EventJson[];

beforeAll(async () => {
  app = await startTestApp({ demoData: true, env: { SEED_CONCERT_HALL: "true" } });
  events = await getJson<EventJson[]>(app, "/api/events");
});
afterAll(() => app?.stop());

describe("demo data", () => {
  it("was seeded", () => {
    expect(app.demoSeeded).toBe(true);
  });

  it("has at least three published events, each with published occasions and a full price list", async () => {
    expect(events.length).toBeGreaterThanOrEqual(3);
    const ticketTypes = await getJson<TicketTypeJson[]>(app, "/api/ticket-types");
    for (const event of events) {
      expect(event.published).toBe(true);
      expect(event.status).toBe("active");
      expect(event.occasions.length, event.name).toBeGreaterThan(0);
      expect(event.prices.map((price) => price.ticketTypeId).sort(), event.name).toEqual(ticketTypes.map((type) => type.id).sort());
      for (const price of event.prices) expect(price.price, event.name).toBeGreaterThan(0);
    }
  });

  it("has an event with a seasonal occasion that renewals can be confirmed for ahead of the sale", () => {
    const seasonal = events.flatMap((event) => event.occasions).filter((occasion) => occasion.seasonal);
    expect(seasonal.length).toBeGreaterThanOrEqual(1);
    expect(seasonal[0]!.headsUpDays).toBeGreaterThan(0);
    expect(events.find((event) => event.occasions.some((occasion) => occasion.seasonal))?.name).toBe(DEMO.season);
  });

  it("has an occasion that is visible but not bookable yet", () => {
    const now = Date.now();
    const notYet = events
      .flatMap((event) => event.occasions)
      .filter((occasion) => occasion.bookableStartTime !== null && Date.parse(occasion.bookableStartTime) > now);
    expect(notYet.length).toBeGreaterThanOrEqual(1);
    for (const occasion of notYet) expect(Date.parse(occasion.startTime)).toBeGreaterThan(Date.parse(occasion.bookableStartTime!));
  });

  it("has occasions in the future, bookable now, with their whole inventory free", async () => {
    const now = Date.now();
    const open = events
      .flatMap((event) => event.occasions)
      .filter((occasion) => occasion.bookable && (occasion.bookableStartTime === null || Date.parse(occasion.bookableStartTime) <= now));
    expect(open.length).toBeGreaterThanOrEqual(3);
    for (const occasion of open) {
      expect(Date.parse(occasion.startTime)).toBeGreaterThan(now);
      expect(occasion.availability.remaining).toBe(occasion.availability.total);
      expect(occasion.availability.total).toBeGreaterThan(0);
    }
  });

  it("copies the plan's every space into each public occasion's occupancy", async () => {
    const plans = new Map<string, PlanJson>();
    for (const occasion of events.flatMap((event) => event.occasions)) {
      if (!plans.has(occasion.planId)) plans.set(occasion.planId, await getJson<PlanJson>(app, `/api/plans/${occasion.planId}`));
      const plan = plans.get(occasion.planId)!;
      const detail = await getJson<OccasionDetailJson>(app, `/api/occasions/${occasion.id}`);
      expect(Object.keys(detail.occupancy).sort()).toEqual(plan.spaces.map((space) => space.id).sort());
      expect(detail.availability.total).toBe(plan.spaces.reduce((sum, space) => sum + space.maxTickets, 0));
    }
  });

  it("has a plan with at least 300 seats and a standing space for 200", async () => {
    const plans = await getJson<PlanJson[]>(app, "/api/plans");
    const detailed = await Promise.all(plans.map((plan) => getJson<PlanJson>(app, `/api/plans/${plan.id}`)));
    // The demo has two venues (Suuri sali and the Concert Hall): one of them has both.
    const hall = detailed.find(
      (plan) =>
        plan.spaces.filter((space) => space.spaceType?.name === "Seat").length >= 300 &&
        plan.spaces.some((space) => space.spaceType?.name === "Standing" && space.maxTickets === 200),
    );
    expect(hall, "a plan with 300 seats and a standing space for 200").toBeDefined();
    for (const seat of hall!.spaces.filter((space) => space.spaceType?.name === "Seat")) expect(seat.maxTickets).toBe(1);
    const standing = hall!.spaces.filter((space) => space.spaceType?.name === "Standing");
    expect(standing.map((space) => space.maxTickets)).toContain(200);
  });

  it("has the four ticket types adult, child, senior and student, with VAT and distinct product codes", async () => {
    const types = await getJson<TicketTypeJson[]>(app, "/api/ticket-types");
    expect(types.map((type) => type.name)).toEqual(["Adult", "Child", "Senior", "Student"]);
    for (const type of types) {
      expect(type.vat).toBeGreaterThan(0);
      expect(type.vat).toBeLessThan(100);
      expect(type.productCode).toMatch(/\S/);
    }
    expect(new Set(types.map((type) => type.productCode)).size).toBe(4);
  });

  it("offers the skip payment method", async () => {
    const methods = await getJson<Array<{ id: string }>>(app, "/api/payment-methods");
    expect(methods.map((method) => method.id)).toContain("skip");
  });

  it("has an unpublished event that the public never sees", async () => {
    const { count } = await queryOne<{ count: number }>(app, `SELECT count(*)::int AS count FROM events WHERE NOT published`);
    expect(count).toBeGreaterThanOrEqual(1);
    const gql = await gqlData<{ events: Array<{ id: string }> }>(app, `{ events { id } }`);
    const { total } = await queryOne<{ total: number }>(app, `SELECT count(*)::int AS total FROM events`);
    expect(gql.events).toHaveLength(total - count);
    expect(events).toHaveLength(total - count);
  });

  it("is translated into Finnish and Swedish", async () => {
    for (const language of ["fi", "sv"]) {
      const translated = await getJson<EventJson[]>(app, `/api/events?lng=${language}`);
      for (const [index, event] of translated.entries()) {
        expect(event.name, `${language} name of ${events[index]!.name}`).not.toBe(events[index]!.name);
        expect(event.description, `${language} description`).not.toBe(events[index]!.description);
      }
    }
  });
});
