/**
 * Issue 34, item 18: a price list comes back in the order the administrator saved it (plain and zone prices
 * together), for an event's list and an occasion's own, on create and on every later save.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import type { GraphQLClient } from "../../helpers/booking-client.js";
import { demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;
let admin: GraphQLClient;
let zones: string[];

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
  admin = await signInAdmin(app);
  zones = (await app.query<{ id: string }>(`SELECT id FROM price_zones WHERE plan_id = $1 ORDER BY position`, [demo.planId])).map(
    (row) => row.id,
  );
});

afterAll(async () => {
  await app?.stop();
});

interface Price {
  ticketTypeId: string;
  price: number;
  priceZoneId?: string | null;
}

const PRICES = "prices { ticketTypeId price priceZoneId }";
const names = (text: string) => ["en", "fi", "sv"].map((language) => ({ language, text }));

/** As the API answers a price: the zone null for a plain price. */
const answered = (prices: Price[]) => prices.map((entry) => ({ priceZoneId: null, ...entry }));

function ok<T>(answer: { data?: T | null; errors?: unknown }): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!;
}

describe("price lists keep their saved order", () => {
  it("an event's prices, plain and per zone, come back as saved, also after a save in another order", async () => {
    expect(zones.length).toBeGreaterThanOrEqual(1);
    const { senior, child, adult } = demo.ticketTypes as Record<string, string>;
    // Not the ticket types' display order (adult, child, senior), and a zone price between plain ones.
    const saved: Price[] = [
      { ticketTypeId: senior!, price: 2200 },
      { ticketTypeId: adult!, price: 3900 },
      { ticketTypeId: adult!, price: 4500, priceZoneId: zones[0]! },
      { ticketTypeId: child!, price: 1500 },
    ];
    const input = (prices: Price[]) => ({
      names: names("Order of prices"),
      descriptions: [],
      planId: demo.planId,
      published: false,
      status: "active",
      prices,
    });
    const created = ok(
      await admin.op<{ createEvent: { id: string; updatedAt: string; prices: Price[] } }>(
        `mutation ($input: EventInput!) { createEvent(input: $input) { id updatedAt ${PRICES} } }`,
        { input: input(saved) },
      ),
    ).createEvent;
    expect(created.prices).toEqual(answered(saved));

    const reread = ok(
      await admin.op<{ adminEvent: { prices: Price[] } }>(`query ($id: ID!) { adminEvent(id: $id) { ${PRICES} } }`, { id: created.id }),
    ).adminEvent;
    expect(reread.prices).toEqual(answered(saved));

    const reordered = [saved[3]!, saved[2]!, saved[0]!, saved[1]!];
    const updated = ok(
      await admin.op<{ updateEvent: { prices: Price[] } }>(
        `mutation ($id: ID!, $input: EventInput!, $version: DateTimeISO!) { updateEvent(id: $id, input: $input, version: $version) { ${PRICES} } }`,
        { id: created.id, version: created.updatedAt, input: input(reordered) },
      ),
    ).updateEvent;
    expect(updated.prices).toEqual(answered(reordered));
  });

  it("an occasion's own prices come back as saved", async () => {
    const { senior, child, adult } = demo.ticketTypes as Record<string, string>;
    const event = ok(
      await admin.op<{ createEvent: { id: string } }>(`mutation ($input: EventInput!) { createEvent(input: $input) { id } }`, {
        input: {
          names: names("Order of occasion prices"),
          descriptions: [],
          planId: demo.planId,
          published: false,
          status: "active",
          prices: [{ ticketTypeId: adult!, price: 3000 }],
        },
      }),
    ).createEvent;
    const own: Price[] = [
      { ticketTypeId: child!, price: 1000 },
      { ticketTypeId: senior!, price: 2000 },
      { ticketTypeId: adult!, price: 2500 },
    ];
    const occasion = ok(
      await admin.op<{ createOccasion: { id: string; prices: Price[] } }>(
        `mutation ($eventId: ID!, $input: OccasionInput!) { createOccasion(eventId: $eventId, input: $input) { id ${PRICES} } }`,
        {
          eventId: event.id,
          input: {
            names: names("Matinee"),
            titles: [],
            startTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
            bookable: true,
            bookableStartTime: null,
            bookableEndTime: null,
            planId: null,
            customPricing: true,
            prices: own,
            published: false,
            status: "scheduled",
            headsUpDays: 0,
            seasonal: false,
          },
        },
      ),
    ).createOccasion;
    expect(occasion.prices).toEqual(answered(own));
  });
});
