import type { DataSource, EntityManager } from "typeorm";
import type { Translations } from "../../common/translations.js";
import { queryRows } from "../../db/query-rows.js";
import type { HeldBooking } from "../booking/process/lifecycle.js";
import { copyPlanInventory } from "../occasion/occasion-inventory.js";

/**
 * Next season's copies (createNextSeason, createNextSeries): the event under next season's names and each occasion
 * a year on, as a new unpublished season linked to last season's.
 */

/** Next season's occasion's own names and dates. */
export interface NextOccasionPlan {
  names: Translations;
  startTime: Date;
  endTime: Date | null;
  bookableStartTime: Date;
  bookableEndTime: Date | null;
  headsUpDays: number;
}

/** A seasonal occasion whose next season is made: what the copy takes from it. */
export interface SourceOccasion {
  id: string;
  event_id: string;
  plan_id: string;
  name: Translations;
  title: Record<string, string>;
  start_time: Date;
  end_time: Date | null;
  bookable: boolean;
  bookable_start_time: Date | null;
  bookable_end_time: Date | null;
  custom_pricing: boolean;
  heads_up_days: number;
  seasonal: boolean;
  accessible_holdback_hours: number | null;
  /** The event's name (read apart from the occasion's row lock). */
  event_name?: Translations;
}

export const SOURCE_COLUMNS = `o.id, o.event_id, o.plan_id, o.name, o.title, o.start_time, o.end_time, o.bookable, o.bookable_start_time,
  o.bookable_end_time, o.custom_pricing, o.heads_up_days, o.seasonal, o.accessible_holdback_hours`;

/** The event's name per language, read with the source occasion. */
export async function eventName(manager: EntityManager | DataSource, eventId: string): Promise<Translations> {
  const rows = await queryRows<{ name: Translations }>(manager, `SELECT name FROM events WHERE id = $1`, [eventId]);
  return rows[0]?.name ?? {};
}

/** The event's copy under next season's names: descriptions, plan, price list (with zone prices) and addons; unpublished. */
export async function copyEvent(manager: EntityManager, eventId: string, names: Translations, now: Date): Promise<string> {
  const rows = await queryRows<{ id: string }>(
    manager,
    `INSERT INTO events (name, description, plan_id, published, status, created_at, updated_at)
     SELECT $3::jsonb, description, plan_id, false, 'active', $2, $2 FROM events WHERE id = $1 RETURNING id`,
    [eventId, now, JSON.stringify(names)],
  );
  const copyId = rows[0]!.id;
  await manager.query(
    `INSERT INTO event_prices (event_id, ticket_type_id, price, position) SELECT $2, ticket_type_id, price, position FROM event_prices WHERE event_id = $1`,
    [eventId, copyId],
  );
  await manager.query(
    `INSERT INTO event_zone_prices (event_id, ticket_type_id, price_zone_id, price, position)
     SELECT $2, ticket_type_id, price_zone_id, price, position FROM event_zone_prices WHERE event_id = $1`,
    [eventId, copyId],
  );
  await manager.query(`INSERT INTO event_addons (event_id, addon_id) SELECT $2, addon_id FROM event_addons WHERE event_id = $1`, [
    eventId,
    copyId,
  ]);
  return copyId;
}

/**
 * Next season's occasion (unpublished, linked to last season's) with its places, any prices of its own and
 * its wheelchair hold-back (the same hours before its start; nothing released yet).
 */
export async function copyOccasion(
  manager: EntityManager,
  source: SourceOccasion,
  eventId: string,
  plan: NextOccasionPlan,
  now: Date,
): Promise<string> {
  const rows = await queryRows<{ id: string }>(
    manager,
    `INSERT INTO occasions (event_id, plan_id, name, title, start_time, end_time, bookable, bookable_start_time, bookable_end_time,
                            custom_pricing, published, status, heads_up_days, seasonal, previous_occasion_id, accessible_holdback_hours,
                            created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false, 'scheduled', $11, true, $12, $14, $13, $13) RETURNING id`,
    [
      eventId,
      source.plan_id,
      JSON.stringify(plan.names),
      JSON.stringify(source.title ?? {}),
      plan.startTime,
      plan.endTime,
      source.bookable,
      plan.bookableStartTime,
      plan.bookableEndTime,
      source.custom_pricing,
      plan.headsUpDays,
      source.id,
      now,
      source.accessible_holdback_hours,
    ],
  );
  const occasionId = rows[0]!.id;
  await copyPlanInventory(manager, occasionId, source.plan_id);
  if (source.custom_pricing) {
    await manager.query(
      `INSERT INTO occasion_prices (occasion_id, ticket_type_id, price, position)
       SELECT $2, ticket_type_id, price, position FROM occasion_prices WHERE occasion_id = $1`,
      [source.id, occasionId],
    );
    await manager.query(
      `INSERT INTO occasion_zone_prices (occasion_id, ticket_type_id, price_zone_id, price, position)
       SELECT $2, ticket_type_id, price_zone_id, price, position FROM occasion_zone_prices WHERE occasion_id = $1`,
      [source.id, occasionId],
    );
  }
  return occasionId;
}

/** A customer's place last season, as a renewal carries it over: their details and the ticket. */
export interface CustomerPlace {
  booking_id: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  identity_number: string | null;
  message: string | null;
  language: string;
  space_id: string;
  ticket_type_id: string;
  price: number;
  vat: string;
}

/** The booking columns of a CustomerPlace (`b` the booking, `t` its ticket). */
export const CUSTOMER_PLACE_COLUMNS = `b.id AS booking_id, b.firstname, b.lastname, b.email, b.phone, b.address, b.identity_number, b.message,
  b.language, t.space_id, t.ticket_type_id, t.price, t.vat`;

/** The customer's details on next season's renewal; their message to the organizer (an accessibility need) carries over too. */
export function carriedClient(place: CustomerPlace): NonNullable<HeldBooking["client"]> {
  return {
    firstname: place.firstname,
    lastname: place.lastname,
    email: place.email,
    phone: place.phone,
    address: place.address,
    identityNumber: place.identity_number,
    message: place.message,
  };
}

/** Last season's house seats, locked again on the new date. */
export function carriedHouseSeats(): HeldBooking {
  return { kind: "house_seats", places: [], paymentMethodId: null, reason: "house seats carried over to next season" };
}
