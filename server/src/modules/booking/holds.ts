import type { EntityManager } from "typeorm";
import { queryRows } from "../../db/query-rows.js";
import type { BookingStatus } from "./booking-status.js";

/**
 * Channel of the cross-process occupancy notifications (payload `<occasionId>|<sender>`). Holds do not
 * NOTIFY in their own transactions: PostgreSQL serializes the commits of notifying transactions on a
 * global lock, which capped a flash sale at a few hundred holds/s. Each process instead announces the
 * occasions it changed, coalesced, a few times a second (OccupancyFeed).
 */
export const OCCUPANCY_CHANNEL = "occupancy_changed";

/**
 * What `hold_place` (the one hold path, a plpgsql function: migrations 1795320000000 and 1795330000000)
 * answers: the place is held, or why not (the draft is gone or lapsed, it is in payment, it has its
 * ticket limit, its client address holds its limit on the occasion, or the space is full).
 */
export type HoldOutcome = "held" | "missing" | "payment" | "too_many" | "address_limit" | "full";

/** Gives back the places of the given tickets (rows locked in a fixed order, so releases never deadlock). */
export async function releasePlaces(
  manager: EntityManager,
  ticketFilter: { bookingIds?: string[]; ticketIds?: string[] },
): Promise<string[]> {
  const { clause, value } = ticketFilter.ticketIds
    ? { clause: "id = ANY($1::uuid[])", value: ticketFilter.ticketIds }
    : { clause: "booking_id = ANY($1::uuid[])", value: ticketFilter.bookingIds ?? [] };
  if (value.length === 0) return [];
  const counts: Array<{ occasion_id: string; space_id: string; n: number }> = await manager.query(
    `SELECT occasion_id, space_id, count(*)::int AS n FROM tickets WHERE ${clause} GROUP BY occasion_id, space_id ORDER BY occasion_id, space_id`,
    [value],
  );
  if (counts.length === 0) return [];
  await manager.query(
    `SELECT 1 FROM occasion_spaces
      WHERE (occasion_id, space_id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))
      ORDER BY occasion_id, space_id FOR UPDATE`,
    [counts.map((row) => row.occasion_id), counts.map((row) => row.space_id)],
  );
  await manager.query(
    `UPDATE occasion_spaces os SET held = os.held - c.n
       FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS c(occasion_id, space_id, n)
      WHERE os.occasion_id = c.occasion_id AND os.space_id = c.space_id`,
    [counts.map((row) => row.occasion_id), counts.map((row) => row.space_id), counts.map((row) => row.n)],
  );
  return [...new Set(counts.map((row) => row.occasion_id))];
}

/**
 * Takes the places of all tickets of a booking back (expired -> booked), all or nothing: false, with no
 * counter changed, when any space is full. (Raising the counters one space at a time and stopping at the
 * first full one left the earlier spaces' counters raised with no ticket holding them: seats lost for sale.)
 */
export async function reholdBooking(manager: EntityManager, bookingId: string): Promise<boolean> {
  const counts: Array<{ occasion_id: string; space_id: string; n: number }> = await manager.query(
    `SELECT occasion_id, space_id, count(*)::int AS n FROM tickets WHERE booking_id = $1 GROUP BY occasion_id, space_id ORDER BY occasion_id, space_id`,
    [bookingId],
  );
  if (counts.length === 0) return true;
  const occasions = counts.map((row) => row.occasion_id);
  const spaces = counts.map((row) => row.space_id);
  const wanted = counts.map((row) => row.n);
  // Lock the counters in the fixed order releases use, check that every one has room, then raise them all.
  const fits = await queryRows<{ space_id: string }>(
    manager,
    `SELECT os.space_id FROM occasion_spaces os JOIN unnest($1::uuid[], $2::uuid[], $3::int[]) AS c(occasion_id, space_id, n)
        ON os.occasion_id = c.occasion_id AND os.space_id = c.space_id
      WHERE os.held + c.n <= os.max_tickets
      ORDER BY os.occasion_id, os.space_id FOR UPDATE OF os`,
    [occasions, spaces, wanted],
  );
  if (fits.length !== counts.length) return false;
  await manager.query(
    `UPDATE occasion_spaces os SET held = os.held + c.n
       FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS c(occasion_id, space_id, n)
      WHERE os.occasion_id = c.occasion_id AND os.space_id = c.space_id`,
    [occasions, spaces, wanted],
  );
  return true;
}

/** Appends status-history rows. */
export async function recordTransitions(
  manager: EntityManager,
  changes: Array<{ bookingId: string; from: BookingStatus | null; to: BookingStatus }>,
  reason: string,
  actorUserId: string | null,
  now: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await manager.query(
    `INSERT INTO booking_status_changes (booking_id, from_status, to_status, reason, actor_user_id, created_at)
     SELECT booking_id, from_status, to_status, $4, $5, $6 FROM unnest($1::uuid[], $2::varchar[], $3::varchar[]) AS c(booking_id, from_status, to_status)`,
    [changes.map((c) => c.bookingId), changes.map((c) => c.from), changes.map((c) => c.to), reason.slice(0, 200), actorUserId, now],
  );
}

/**
 * Ends lapsed holds: bookings in a hold that expires (draft, payment, renewable) whose expiresAt has
 * passed become `expired` (their rows stay), and their places are released. `spaceFilter` limits it to the
 * holders of one space (the reclaim an add does before answering "full"); `limit` bounds a sweep batch.
 */
export async function expireLapsedHolds(
  manager: EntityManager,
  now: Date,
  options: { occasionId?: string; spaceId?: string; limit?: number; skipLocked?: boolean } = {},
): Promise<{ bookingIds: string[]; occasionIds: string[] }> {
  const params: unknown[] = [now];
  let spaceClause = "";
  if (options.occasionId && options.spaceId) {
    params.push(options.occasionId, options.spaceId);
    spaceClause = `AND id IN (SELECT booking_id FROM tickets WHERE occasion_id = $2 AND space_id = $3)`;
  }
  const limit = options.limit ? `LIMIT ${Math.floor(options.limit)}` : "";
  const lapsed: Array<{ id: string; status: BookingStatus }> = await manager.query(
    `SELECT id, status FROM bookings
      WHERE status IN ('draft', 'payment', 'renewable') AND expires_at <= $1 ${spaceClause}
      ORDER BY id ${limit} FOR UPDATE ${options.skipLocked ? "SKIP LOCKED" : ""}`,
    params,
  );
  if (lapsed.length === 0) return { bookingIds: [], occasionIds: [] };
  const ids = lapsed.map((row) => row.id);
  await manager.query(`UPDATE bookings SET status = 'expired', updated_at = $2 WHERE id = ANY($1::uuid[])`, [ids, now]);
  await recordTransitions(
    manager,
    lapsed.map((row) => ({ bookingId: row.id, from: row.status, to: "expired" as const })),
    "hold expired",
    null,
    now,
  );
  const occasionIds = await releasePlaces(manager, { bookingIds: ids });
  return { bookingIds: ids, occasionIds };
}
