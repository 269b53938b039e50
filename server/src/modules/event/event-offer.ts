import { Field, Int, ObjectType } from "type-graphql";
import type { DataSource } from "typeorm";
import { queryRows } from "../../db/query-rows.js";

@ObjectType("PriceRange", { description: "The lowest and highest ticket price of an event's upcoming dates, in cents, VAT included." })
export class PriceRangeView {
  @Field(() => Int)
  min!: number;

  @Field(() => Int)
  max!: number;
}

@ObjectType("EventOffer", { description: "What an event offers from now on: its upcoming dates' span and their prices." })
export class EventOfferView {
  @Field(() => Date, { nullable: true, description: "The first upcoming published date's start; null when none is left." })
  firstStart!: Date | null;

  @Field(() => Date, { nullable: true, description: "The last upcoming published date's start; null when none is left." })
  lastStart!: Date | null;

  @Field(() => PriceRangeView, {
    nullable: true,
    description: "Over every ticket type and price zone of those dates (a date's own prices where it has them); null without prices.",
  })
  priceRange!: PriceRangeView | null;
}

interface OfferRow {
  event_id: string;
  first_start: Date | null;
  last_start: Date | null;
  min_price: number | null;
  max_price: number | null;
}

/**
 * The offers of `eventIds` in one query (the events list asks for every event's at once): the published, not cancelled
 * dates from `now` on, and the prices they sell at: a date with its own pricing sells at its own and its zones' prices,
 * any other at the event's and the event's zones'.
 */
export async function eventOffers(dataSource: DataSource, eventIds: string[], now: Date): Promise<Map<string, EventOfferView>> {
  if (eventIds.length === 0) return new Map();
  const rows = await queryRows<OfferRow>(
    dataSource,
    `WITH upcoming AS (
       SELECT o.id, o.event_id, o.start_time, o.custom_pricing FROM occasions o
        WHERE o.event_id = ANY($1::uuid[]) AND o.published AND o.status = 'scheduled' AND o.start_time >= $2
     ), prices AS (
       SELECT u.event_id, p.price FROM upcoming u JOIN occasion_prices p ON p.occasion_id = u.id WHERE u.custom_pricing
       UNION ALL
       SELECT u.event_id, p.price FROM upcoming u JOIN occasion_zone_prices p ON p.occasion_id = u.id WHERE u.custom_pricing
       UNION ALL
       SELECT p.event_id, p.price FROM event_prices p
        WHERE EXISTS (SELECT 1 FROM upcoming u WHERE u.event_id = p.event_id AND NOT u.custom_pricing)
       UNION ALL
       SELECT p.event_id, p.price FROM event_zone_prices p
        WHERE EXISTS (SELECT 1 FROM upcoming u WHERE u.event_id = p.event_id AND NOT u.custom_pricing)
     )
     SELECT e.id AS event_id,
            (SELECT min(u.start_time) FROM upcoming u WHERE u.event_id = e.id) AS first_start,
            (SELECT max(u.start_time) FROM upcoming u WHERE u.event_id = e.id) AS last_start,
            (SELECT min(p.price)::int FROM prices p WHERE p.event_id = e.id) AS min_price,
            (SELECT max(p.price)::int FROM prices p WHERE p.event_id = e.id) AS max_price
       FROM unnest($1::uuid[]) AS e(id)`,
    [eventIds, now],
  );
  return new Map(
    rows.map((row) => [
      row.event_id,
      {
        firstStart: row.first_start,
        lastStart: row.last_start,
        priceRange: row.min_price === null || row.max_price === null ? null : { min: row.min_price, max: row.max_price },
      },
    ]),
  );
}
