import type { EntityManager } from "typeorm";
import * as z from "zod/mini";
import { optionalUuidField, uuidField } from "../../common/input-ids.js";
import { collectInput } from "../../common/request-input.js";
import { queryRows } from "../../db/query-rows.js";
import type { MessageKey } from "../i18n/server-messages.js";
import type { PriceInput } from "./pricing.inputs.js";
import { priceCents } from "./pricing-admin.input.js";

/** A row's ticket type and zone; the price is parsed apart, so a row listed twice is named so whatever its price. */
const priceRowIds = z.object({
  ticketTypeId: uuidField("validation.ticketTypeUnknown"),
  priceZoneId: optionalUuidField("validation.zoneUnknown"),
});
const priceRowPrice = z.object({ price: priceCents });

/** A validated price list entry: a plain price (priceZoneId null) or a price zone's. */
export interface ListPrice {
  ticketTypeId: string;
  priceZoneId: string | null;
  price: number;
}

/**
 * Validates a price list: known ticket types, whole cents from 0 to MAX_PRICE_CENTS, a plain price per ticket
 * type once, and zone prices once per ticket type and zone, for zones of `planId` and ticket types the list
 * prices plainly (a zone without its own price sells at the plain one). Errors are keyed `prices.<index>`
 * (the row) so a form can show them beside the row.
 */
export async function validatePriceList(
  manager: EntityManager,
  prices: readonly PriceInput[],
  planId: string | null,
): Promise<{ value: ListPrice[]; errors: Record<string, MessageKey> }> {
  const errors: Record<string, MessageKey> = {};
  const rows: Array<ListPrice & { index: number }> = [];
  const seen = new Set<string>();
  prices.forEach((entry, index) => {
    // A row shows one message: its first problem.
    const problems: Record<string, MessageKey> = {};
    const ids = collectInput(priceRowIds, entry, problems);
    if (!ids) {
      errors[`prices.${index}`] = Object.values(problems)[0]!;
      return;
    }
    const { ticketTypeId, priceZoneId } = ids;
    const key = `${ticketTypeId}:${priceZoneId ?? ""}`;
    if (seen.has(key)) errors[`prices.${index}`] = "validation.ticketTypeTwice";
    else if (!collectInput(priceRowPrice, entry, problems)) errors[`prices.${index}`] = Object.values(problems)[0]!;
    seen.add(key);
    rows.push({ index, ticketTypeId, priceZoneId, price: entry.price });
  });
  const ids = [...new Set(rows.map((row) => row.ticketTypeId))];
  if (ids.length > 0) {
    const known = new Set(
      (await queryRows<{ id: string }>(manager, `SELECT id FROM ticket_types WHERE id = ANY($1::uuid[])`, [ids])).map((row) => row.id),
    );
    for (const row of rows) if (!known.has(row.ticketTypeId)) errors[`prices.${row.index}`] ??= "validation.ticketTypeUnknown";
  }
  const zoned = rows.filter((row) => row.priceZoneId);
  if (zoned.length > 0) {
    const zones = new Set(
      (
        await queryRows<{ id: string }>(manager, `SELECT id FROM price_zones WHERE id = ANY($1::uuid[]) AND plan_id = $2`, [
          zoned.map((row) => row.priceZoneId),
          planId,
        ])
      ).map((row) => row.id),
    );
    const plain = new Set(rows.filter((row) => !row.priceZoneId).map((row) => row.ticketTypeId));
    for (const row of zoned) {
      if (!zones.has(row.priceZoneId!)) errors[`prices.${row.index}`] ??= "validation.zoneUnknown";
      else if (!plain.has(row.ticketTypeId)) errors[`prices.${row.index}`] ??= "validation.zonePriceWithoutPrice";
    }
  }
  return { value: rows.map(({ ticketTypeId, priceZoneId, price }) => ({ ticketTypeId, priceZoneId, price })), errors };
}

/** Replaces an event's price list (plain and zone prices). */
export async function replaceEventPrices(manager: EntityManager, eventId: string, prices: ListPrice[]) {
  await replacePrices(manager, "event", eventId, prices);
}

/** Replaces an occasion's own price list (used when it has custom pricing). */
export async function replaceOccasionPrices(manager: EntityManager, occasionId: string, prices: ListPrice[]) {
  await replacePrices(manager, "occasion", occasionId, prices);
}

/** Replaces a series' price list: each price is for a ticket on every date of the series together. */
export async function replaceSeriesPrices(manager: EntityManager, seriesId: string, prices: ListPrice[]) {
  await replacePrices(manager, "series", seriesId, prices);
}

async function replacePrices(manager: EntityManager, owner: "event" | "occasion" | "series", ownerId: string, prices: ListPrice[]) {
  // Table and column names come from this closed set, never from input.
  const column = `${owner}_id`;
  await manager.query(`DELETE FROM ${owner}_zone_prices WHERE ${column} = $1`, [ownerId]);
  await manager.query(`DELETE FROM ${owner}_prices WHERE ${column} = $1`, [ownerId]);
  // Each row keeps its place in the list as saved, plain and zone prices numbered together.
  const placed = prices.map((entry, position) => ({ ...entry, position }));
  const plain = placed.filter((entry) => !entry.priceZoneId);
  const zoned = placed.filter((entry) => entry.priceZoneId);
  if (plain.length > 0)
    await manager.query(
      `INSERT INTO ${owner}_prices (${column}, ticket_type_id, price, position) SELECT $1, t, p, n FROM unnest($2::uuid[], $3::int[], $4::int[]) AS x(t, p, n)`,
      [ownerId, plain.map((entry) => entry.ticketTypeId), plain.map((entry) => entry.price), plain.map((entry) => entry.position)],
    );
  if (zoned.length > 0)
    await manager.query(
      `INSERT INTO ${owner}_zone_prices (${column}, ticket_type_id, price_zone_id, price, position)
       SELECT $1, t, z, p, n FROM unnest($2::uuid[], $3::uuid[], $4::int[], $5::int[]) AS x(t, z, p, n)`,
      [
        ownerId,
        zoned.map((entry) => entry.ticketTypeId),
        zoned.map((entry) => entry.priceZoneId),
        zoned.map((entry) => entry.price),
        zoned.map((entry) => entry.position),
      ],
    );
}
