/**
 * Issue 37 item 11: each event's upcoming dates (first and last start) and price range, as the events list and the event
 * page show them, read for every event of the list in one query.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app.js";
import { gqlData } from "../helpers/read-api.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

interface OfferEvent {
  id: string;
  prices: Array<{ price: number }>;
  occasions: Array<{ id: string; startTime: string; status: string; customPricing: boolean }>;
  offer: { firstStart: string | null; lastStart: string | null; priceRange: { min: number; max: number } | null };
}

const QUERY = `{ events { id prices { price } occasions { id startTime status customPricing } offer { firstStart lastStart priceRange { min max } } } }`;

describe("Event.offer", () => {
  it("spans the upcoming published dates and the prices of every ticket type and zone", async () => {
    const { events } = await gqlData<{ events: OfferEvent[] }>(app, QUERY);
    const now = Date.now();
    let withDates = 0;
    for (const event of events) {
      const dates = event.occasions.filter((occasion) => occasion.status === "scheduled" && Date.parse(occasion.startTime) >= now);
      const upcoming = dates.map((occasion) => occasion.startTime).sort();
      expect(event.offer.firstStart, event.id).toBe(upcoming[0] ?? null);
      expect(event.offer.lastStart, event.id).toBe(upcoming.at(-1) ?? null);
      if (upcoming.length === 0) continue;
      expect(event.offer.priceRange!.min).toBeLessThanOrEqual(event.offer.priceRange!.max);
      // Dates with prices of their own are checked below; here those that sell at the event's price list.
      if (dates.some((occasion) => occasion.customPricing)) continue;
      withDates++;
      const prices = event.prices.map((row) => row.price);
      expect(event.offer.priceRange, event.id).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    }
    expect(withDates).toBeGreaterThan(0);
  });

  it("leaves out a cancelled date; a date with its own prices sells at those", async () => {
    const { events } = await gqlData<{ events: OfferEvent[] }>(app, QUERY);
    const event = events.find((candidate) => candidate.occasions.filter((o) => Date.parse(o.startTime) >= Date.now()).length >= 2)!;
    expect(event, "an event with two upcoming dates").toBeDefined();
    const upcoming = event.occasions.filter((occasion) => Date.parse(occasion.startTime) >= Date.now());
    const last = upcoming.at(-1)!;
    await app.services.dataSource.query(`UPDATE occasions SET status = 'cancelled' WHERE id = $1`, [last.id]);
    const first = upcoming[0]!;
    const saved = (await app.services.dataSource.query(`SELECT * FROM occasion_prices WHERE occasion_id = $1`, [first.id])) as Array<
      Record<string, unknown>
    >;
    await app.services.dataSource.query(`UPDATE occasions SET custom_pricing = true WHERE id = $1`, [first.id]);
    await app.services.dataSource.query(
      `INSERT INTO occasion_prices (occasion_id, ticket_type_id, price)
       SELECT $1, ticket_type_id, 99900 FROM event_prices WHERE event_id = $2 LIMIT 1
       ON CONFLICT (occasion_id, ticket_type_id) DO UPDATE SET price = 99900`,
      [first.id, event.id],
    );
    try {
      const after = (await gqlData<{ events: OfferEvent[] }>(app, QUERY)).events.find((candidate) => candidate.id === event.id)!;
      expect(after.offer.lastStart).not.toBe(last.startTime);
      // The event's own prices still sell on its other dates (if any are left): the range reaches the date's 999.00 € either way.
      expect(after.offer.priceRange?.max).toBe(99900);
    } finally {
      await app.services.dataSource.query(`DELETE FROM occasion_prices WHERE occasion_id = $1`, [first.id]);
      for (const row of saved)
        await app.services.dataSource.query(
          `INSERT INTO occasion_prices (${Object.keys(row).join(", ")}) VALUES (${Object.keys(row)
            .map((_, at) => `$${at + 1}`)
            .join(", ")})`,
          Object.values(row),
        );
      await app.services.dataSource.query(`UPDATE occasions SET status = 'scheduled' WHERE id = $1`, [last.id]);
      await app.services.dataSource.query(`UPDATE occasions SET custom_pricing = $2 WHERE id = $1`, [first.id, first.customPricing]);
    }
  });
});
