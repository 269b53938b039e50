import { seriesSaleState } from "@seatbooking/core";
import type { DataSource, EntityManager } from "typeorm";
import { queryRows } from "../../db/query-rows.js";

/** What selling a season ticket needs to know of a series: its window, its dates in order, its plan and prices. */
export interface SeriesSale {
  seriesId: string;
  eventId: string;
  /** The series and its event are published, and every date is published and scheduled. */
  published: boolean;
  saleStart: Date | null;
  saleEnd: Date | null;
  /** Its dates, earliest first: a pass price's shares go to them in this order. */
  dates: Array<{ occasionId: string; startTime: Date }>;
  planId: string | null;
  /** ticket type id -> the pass price (cents, all dates together) and the ticket type's VAT. */
  prices: Map<string, { price: number; vat: number }>;
  /** The first ticket type of its price list: a place taken for a pass gets it. */
  defaultTicketTypeId: string | null;
  /** price zone id -> ticket type id -> pass price, where a zone has its own. */
  zonePrices: Map<string, Map<string, number>>;
  /** space id -> its price zone, for the plan's spaces that have one. */
  spaceZones: Map<string, string>;
}

/** Whether a pass of the series can be bought at `now` (published, priced, in its window, before its first date). */
export function isSeriesOnSale(sale: SeriesSale, now: Date): boolean {
  if (sale.defaultTicketTypeId === null) return false;
  return seriesSaleState({ ...sale, dateStarts: sale.dates.map((date) => date.startTime) }, now).onSale;
}

/** A ticket type's pass price in a space: its zone's own, else the plain one; undefined when the series has none. */
export function passPriceFor(sale: SeriesSale, ticketTypeId: string, spaceId: string): { price: number; vat: number } | undefined {
  const plain = sale.prices.get(ticketTypeId);
  if (!plain) return undefined;
  const zone = sale.spaceZones.get(spaceId);
  const zonePrice = zone === undefined ? undefined : sale.zonePrices.get(zone)?.get(ticketTypeId);
  return zonePrice === undefined ? plain : { ...plain, price: zonePrice };
}

/** Reads a series' sale facts (a few indexed reads; a pass is bought far less often than single places are held). */
export async function loadSeriesSale(runner: DataSource | EntityManager, seriesId: string): Promise<SeriesSale | null> {
  const [series] = await queryRows<{ event_id: string; published: boolean; sale_start: Date | null; sale_end: Date | null }>(
    runner,
    `SELECT s.event_id, s.published AND e.published AS published, s.sale_start, s.sale_end
       FROM series s JOIN events e ON e.id = s.event_id WHERE s.id = $1`,
    [seriesId],
  );
  if (!series) return null;
  const dates = await queryRows<{ occasion_id: string; start_time: Date; plan_id: string; ready: boolean }>(
    runner,
    `SELECT o.id AS occasion_id, o.start_time, o.plan_id, o.published AND o.status = 'scheduled' AS ready
       FROM series_occasions so JOIN occasions o ON o.id = so.occasion_id WHERE so.series_id = $1 ORDER BY o.start_time, o.id`,
    [seriesId],
  );
  const prices = await queryRows<{ ticket_type_id: string; price: number; vat: string }>(
    runner,
    `SELECT p.ticket_type_id, p.price, t.vat FROM series_prices p JOIN ticket_types t ON t.id = p.ticket_type_id
      WHERE p.series_id = $1 ORDER BY t.position, t.product_code`,
    [seriesId],
  );
  const zoneRows = await queryRows<{ price_zone_id: string; ticket_type_id: string; price: number }>(
    runner,
    `SELECT price_zone_id, ticket_type_id, price FROM series_zone_prices WHERE series_id = $1`,
    [seriesId],
  );
  const zonePrices = new Map<string, Map<string, number>>();
  for (const zone of zoneRows) {
    if (!zonePrices.has(zone.price_zone_id)) zonePrices.set(zone.price_zone_id, new Map());
    zonePrices.get(zone.price_zone_id)!.set(zone.ticket_type_id, zone.price);
  }
  const planId = dates[0]?.plan_id ?? null;
  const spaceZones =
    zoneRows.length > 0 && planId
      ? await queryRows<{ id: string; price_zone_id: string }>(
          runner,
          `SELECT id, price_zone_id FROM spaces WHERE plan_id = $1 AND price_zone_id IS NOT NULL`,
          [planId],
        )
      : [];
  return {
    seriesId,
    eventId: series.event_id,
    published: series.published && dates.every((date) => date.ready),
    saleStart: series.sale_start,
    saleEnd: series.sale_end,
    dates: dates.map((date) => ({ occasionId: date.occasion_id, startTime: date.start_time })),
    planId,
    prices: new Map(prices.map((row) => [row.ticket_type_id, { price: row.price, vat: Number(row.vat) }])),
    defaultTicketTypeId: prices[0]?.ticket_type_id ?? null,
    zonePrices,
    spaceZones: new Map(spaceZones.map((space) => [space.id, space.price_zone_id])),
  };
}
