/**
 * Rows for the booking tests that the public API cannot create (plans, occasions with chosen windows and
 * prices, locked / renewable bookings, open payment attempts), the demo data's ids, and the database-side
 * checks of the capacity invariant (DESIGN section 3).
 */
import { randomBytes } from "node:crypto";
import { copyPlanInventory } from "../../src/modules/occasion/occasion-inventory.js";
import type { BookingTestApp } from "./booking-app.js";

export const HOLDING_STATUSES = ["draft", "payment", "locked", "booked", "renewable"] as const;

export interface DemoIds {
  planId: string;
  /** Demo occasions by name: Premiere, Evening show, Matinee, Evening show 2, Concert, Second concert, Season 2027, Gala. */
  occasions: Record<string, string>;
  /** Ticket types by lower-case English name: adult, child, senior, student. */
  ticketTypes: Record<string, string>;
  /** Addons by product code: ADDON-PROGRAMME (600, 14 %), ADDON-CLOAKROOM (300, 25.5 %). */
  addons: Record<string, string>;
  /** Space ids of the demo plan by name (R1-S1, standing-A, wheelchair-1, ...). */
  spaces: Map<string, string>;
  space(name: string): string;
}

export async function demoIds(app: BookingTestApp): Promise<DemoIds> {
  const [plan] = await app.query<{ id: string }>(`SELECT id FROM plans WHERE name->>'en' = 'Suuri sali'`);
  if (!plan) throw new Error("demo plan missing");
  const occasions = await app.query<{ id: string; name: string }>(`SELECT id, name->>'en' AS name FROM occasions`);
  const types = await app.query<{ id: string; name: string }>(`SELECT id, lower(name->>'en') AS name FROM ticket_types`);
  const addons = await app.query<{ id: string; product_code: string }>(`SELECT id, product_code FROM addons`);
  const spaces = await app.query<{ id: string; name: string }>(`SELECT id, name FROM spaces WHERE plan_id = $1`, [plan.id]);
  const spaceMap = new Map(spaces.map((row) => [row.name, row.id]));
  return {
    planId: plan.id,
    occasions: Object.fromEntries(occasions.map((row) => [row.name, row.id])),
    ticketTypes: Object.fromEntries(types.map((row) => [row.name, row.id])),
    addons: Object.fromEntries(addons.map((row) => [row.product_code, row.id])),
    spaces: spaceMap,
    space(name: string) {
      const id = spaceMap.get(name);
      if (!id) throw new Error(`no demo space ${name}`);
      return id;
    },
  };
}

/** A plan with the given spaces (no map image worth the name), named in every language. Returns the plan id and space ids in order. */
export async function createPlan(
  app: BookingTestApp,
  spaces: Array<{ name: string; maxTickets: number }>,
): Promise<{ planId: string; spaceIds: string[] }> {
  const [plan] = await app.query<{ id: string }>(
    `INSERT INTO plans (name, map) VALUES (jsonb_build_object('en', $1::text, 'fi', $1::text, 'sv', $1::text), '<svg xmlns="http://www.w3.org/2000/svg"/>')
     RETURNING id`,
    [`Test plan ${randomBytes(3).toString("hex")}`],
  );
  const rows = await app.query<{ id: string; name: string }>(
    `INSERT INTO spaces (plan_id, name, max_tickets) SELECT $1, n, m FROM unnest($2::text[], $3::int[]) AS s(n, m) RETURNING id, name`,
    [plan!.id, spaces.map((space) => space.name), spaces.map((space) => space.maxTickets)],
  );
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return { planId: plan!.id, spaceIds: spaces.map((space) => byName.get(space.name)!) };
}

export interface OccasionOptions {
  /** The plan (default: the demo plan). */
  planId?: string;
  /** Event prices by ticket type id (default: adult 3900 when the demo types exist). */
  eventPrices?: Record<string, number>;
  /** Occasion's custom prices by ticket type id (turns custom pricing on). */
  customPrices?: Record<string, number>;
  published?: boolean;
  eventPublished?: boolean;
  bookable?: boolean;
  status?: string;
  startTime?: Date;
  bookableStartTime?: Date | null;
  bookableEndTime?: Date | null;
  /** Addons the event offers (event_addons); none by default. */
  addonIds?: string[];
}

/** A new event with one occasion on `planId`, its inventory copied from the plan. */
export async function createOccasion(
  app: BookingTestApp,
  options: OccasionOptions & { planId: string; eventPrices: Record<string, number> },
): Promise<{ eventId: string; occasionId: string }> {
  return app.services.dataSource.transaction(async (manager) => {
    const [event] = (await manager.query(
      `INSERT INTO events (name, plan_id, published, status) VALUES ($1, $2, $3, 'active') RETURNING id`,
      [JSON.stringify({ en: `Test event ${randomBytes(3).toString("hex")}` }), options.planId, options.eventPublished ?? true],
    )) as Array<{ id: string }>;
    for (const [ticketTypeId, price] of Object.entries(options.eventPrices)) {
      await manager.query(`INSERT INTO event_prices (event_id, ticket_type_id, price) VALUES ($1, $2, $3)`, [
        event!.id,
        ticketTypeId,
        price,
      ]);
    }
    for (const addonId of options.addonIds ?? [])
      await manager.query(`INSERT INTO event_addons (event_id, addon_id) VALUES ($1, $2)`, [event!.id, addonId]);
    const start = options.startTime ?? new Date(Date.now() + 20 * 86_400_000);
    const [occasion] = (await manager.query(
      `INSERT INTO occasions (event_id, plan_id, name, start_time, end_time, bookable, bookable_start_time, bookable_end_time, published, custom_pricing, status)
       VALUES ($1, $2, jsonb_build_object('en', $3::text, 'fi', $3::text, 'sv', $3::text), $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        event!.id,
        options.planId,
        `Test occasion ${randomBytes(3).toString("hex")}`,
        start,
        new Date(start.getTime() + 2 * 3_600_000),
        options.bookable ?? true,
        options.bookableStartTime ?? null,
        options.bookableEndTime ?? null,
        options.published ?? true,
        options.customPrices !== undefined,
        options.status ?? "scheduled",
      ],
    )) as Array<{ id: string }>;
    for (const [ticketTypeId, price] of Object.entries(options.customPrices ?? {})) {
      await manager.query(`INSERT INTO occasion_prices (occasion_id, ticket_type_id, price) VALUES ($1, $2, $3)`, [
        occasion!.id,
        ticketTypeId,
        price,
      ]);
    }
    await copyPlanInventory(manager, occasion!.id, options.planId);
    return { eventId: event!.id, occasionId: occasion!.id };
  });
}

/**
 * A booking in any status with tickets on the given spaces, written as the engine would: each ticket raises
 * its space's held counter in the same transaction (so the fixture respects the invariant).
 */
export async function insertBooking(
  app: BookingTestApp,
  options: {
    occasionId: string;
    status: string;
    spaceIds: string[];
    ticketTypeId: string;
    price?: number;
    vat?: number;
    expiresAt?: Date | null;
  },
): Promise<string> {
  return app.services.dataSource.transaction(async (manager) => {
    const price = options.price ?? 3900;
    const [booking] = (await manager.query(
      `INSERT INTO bookings (occasion_id, status, expires_at, total, firstname, lastname, email) VALUES ($1, $2, $3, $4, 'Fixture', 'Holder', 'fixture@example.fi') RETURNING id`,
      [options.occasionId, options.status, options.expiresAt ?? null, price * options.spaceIds.length],
    )) as Array<{ id: string }>;
    for (const spaceId of options.spaceIds) {
      const updated = (await manager.query(
        `UPDATE occasion_spaces SET held = held + 1 WHERE occasion_id = $1 AND space_id = $2 AND held < max_tickets`,
        [options.occasionId, spaceId],
      )) as [unknown, number];
      if (updated[1] !== 1) throw new Error(`space ${spaceId} is full or not on occasion ${options.occasionId}`);
      await manager.query(
        `INSERT INTO tickets (booking_id, occasion_id, space_id, ticket_type_id, price, vat, code) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [booking!.id, options.occasionId, spaceId, options.ticketTypeId, price, options.vat ?? 14, randomBytes(12).toString("base64url")],
      );
    }
    await manager.query(
      `INSERT INTO booking_status_changes (booking_id, from_status, to_status, reason) VALUES ($1, NULL, $2, 'test fixture')`,
      [booking!.id, options.status],
    );
    return booking!.id;
  });
}

export interface InventoryRow {
  space_id: string;
  max_tickets: number;
  held: number;
  holding: number;
}

/** Every inventory row of the occasion with the number of tickets of bookings that hold their spaces. */
export async function inventory(app: BookingTestApp, occasionId: string): Promise<InventoryRow[]> {
  return app.query<InventoryRow>(
    `SELECT os.space_id, os.max_tickets, os.held,
            (SELECT count(*)::int FROM tickets t JOIN bookings b ON b.id = t.booking_id
              WHERE t.occasion_id = os.occasion_id AND t.space_id = os.space_id AND b.status = ANY($2::text[])) AS holding
       FROM occasion_spaces os WHERE os.occasion_id = $1 ORDER BY os.space_id`,
    [occasionId, [...HOLDING_STATUSES]],
  );
}

/** Rows breaking the invariant: held > max_tickets, held < 0, or held != count(holding tickets). Empty when sound. */
export async function invariantViolations(app: BookingTestApp, occasionId: string): Promise<InventoryRow[]> {
  return (await inventory(app, occasionId)).filter((row) => row.held < 0 || row.held > row.max_tickets || row.held !== row.holding);
}

export async function heldOf(
  app: BookingTestApp,
  occasionId: string,
  spaceId: string,
): Promise<{ held: number; holding: number; max_tickets: number }> {
  const row = (await inventory(app, occasionId)).find((entry) => entry.space_id === spaceId);
  if (!row) throw new Error(`no inventory row for ${spaceId}`);
  return row;
}

export async function bookingRow(
  app: BookingTestApp,
  id: string,
): Promise<Record<string, unknown> & { status: string; expires_at: Date | null }> {
  const [row] = await app.query<Record<string, unknown> & { status: string; expires_at: Date | null }>(
    `SELECT * FROM bookings WHERE id = $1`,
    [id],
  );
  if (!row) throw new Error(`no booking ${id}`);
  return row;
}

export async function ticketCount(app: BookingTestApp, bookingId: string): Promise<number> {
  const [row] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE booking_id = $1`, [bookingId]);
  return row!.n;
}

/**
 * The booking's status history, oldest first: [from, to, reason]. Under a ManualClock several changes share
 * one timestamp; the table is append-only, so the physical order (ctid) breaks those ties in insertion order.
 */
export async function statusHistory(
  app: BookingTestApp,
  bookingId: string,
): Promise<Array<{ from: string | null; to: string; reason: string }>> {
  const rows = await app.query<{ from_status: string | null; to_status: string; reason: string }>(
    `SELECT from_status, to_status, reason FROM booking_status_changes WHERE booking_id = $1 ORDER BY created_at, ctid`,
    [bookingId],
  );
  return rows.map((row) => ({ from: row.from_status, to: row.to_status, reason: row.reason }));
}

export async function setSettings(
  app: BookingTestApp,
  values: { requireIdentityNumber?: boolean; requireAddress?: boolean },
): Promise<void> {
  await app.query(
    `UPDATE settings SET require_identity_number = COALESCE($1, require_identity_number), require_address = COALESCE($2, require_address) WHERE id = 1`,
    [values.requireIdentityNumber ?? null, values.requireAddress ?? null],
  );
}

/** An open provider attempt on a booking (what `pay` leaves behind while the customer is at the provider). */
export async function insertOpenPayment(app: BookingTestApp, bookingId: string, provider = "skip"): Promise<string> {
  const [row] = await app.query<{ id: string }>(
    `INSERT INTO payments (booking_id, provider, amount, status, stamp) SELECT id, $2, total, 'open', $3 FROM bookings WHERE id = $1 RETURNING id`,
    [bookingId, provider, randomBytes(16).toString("hex")],
  );
  // What it pays for, as PaymentAttempts.open records it: all of it is the booking's.
  await app.query(`INSERT INTO payment_shares (payment_id, booking_id, amount) SELECT $1, id, total FROM bookings WHERE id = $2`, [
    row!.id,
    bookingId,
  ]);
  return row!.id;
}

/** Small deterministic PRNG (mulberry32) so a random load is reproducible from its seed. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
