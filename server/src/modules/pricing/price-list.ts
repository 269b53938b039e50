import type { EntityManager } from "typeorm";
import { parseUuid } from "../../common/ids.js";
import { queryRows } from "../../db/query-rows.js";
import type { MessageKey } from "../i18n/server-messages.js";
import type { PriceInput } from "./pricing.inputs.js";

/** The highest price a ticket takes (cents): a typo's extra zeros are refused, not sold. */
export const MAX_PRICE_CENTS = 10_000_000;

/**
 * Validates a price list: known ticket types, each once, whole cents from 0 to MAX_PRICE_CENTS. Errors
 * are keyed `prices.<index>` (the row) so a form can show them beside the row.
 */
export async function validatePriceList(
  manager: EntityManager,
  prices: readonly PriceInput[],
): Promise<{ value: Array<{ ticketTypeId: string; price: number }>; errors: Record<string, MessageKey> }> {
  const errors: Record<string, MessageKey> = {};
  const rows: Array<{ index: number; ticketTypeId: string; price: number }> = [];
  const ids: string[] = [];
  prices.forEach((entry, index) => {
    let ticketTypeId: string;
    try {
      ticketTypeId = parseUuid(entry.ticketTypeId);
    } catch {
      errors[`prices.${index}`] = "validation.ticketTypeUnknown";
      return;
    }
    if (ids.includes(ticketTypeId)) errors[`prices.${index}`] = "validation.ticketTypeTwice";
    else if (!Number.isInteger(entry.price) || entry.price < 0 || entry.price > MAX_PRICE_CENTS)
      errors[`prices.${index}`] = "validation.price";
    ids.push(ticketTypeId);
    rows.push({ index, ticketTypeId, price: entry.price });
  });
  if (ids.length > 0) {
    const known = new Set(
      (await queryRows<{ id: string }>(manager, `SELECT id FROM ticket_types WHERE id = ANY($1::uuid[])`, [ids])).map((row) => row.id),
    );
    for (const row of rows) if (!known.has(row.ticketTypeId)) errors[`prices.${row.index}`] ??= "validation.ticketTypeUnknown";
  }
  return { value: rows.map(({ ticketTypeId, price }) => ({ ticketTypeId, price })), errors };
}

/** Replaces an event's price list. */
export async function replaceEventPrices(manager: EntityManager, eventId: string, prices: Array<{ ticketTypeId: string; price: number }>) {
  await manager.query(`DELETE FROM event_prices WHERE event_id = $1`, [eventId]);
  if (prices.length === 0) return;
  await manager.query(
    `INSERT INTO event_prices (event_id, ticket_type_id, price) SELECT $1, t, p FROM unnest($2::uuid[], $3::int[]) AS x(t, p)`,
    [eventId, prices.map((entry) => entry.ticketTypeId), prices.map((entry) => entry.price)],
  );
}

/** Replaces an occasion's own price list (used when it has custom pricing). */
export async function replaceOccasionPrices(
  manager: EntityManager,
  occasionId: string,
  prices: Array<{ ticketTypeId: string; price: number }>,
) {
  await manager.query(`DELETE FROM occasion_prices WHERE occasion_id = $1`, [occasionId]);
  if (prices.length === 0) return;
  await manager.query(
    `INSERT INTO occasion_prices (occasion_id, ticket_type_id, price) SELECT $1, t, p FROM unnest($2::uuid[], $3::int[]) AS x(t, p)`,
    [occasionId, prices.map((entry) => entry.ticketTypeId), prices.map((entry) => entry.price)],
  );
}
