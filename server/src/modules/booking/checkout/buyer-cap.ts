import type { EntityManager } from "typeorm";
import { ADVISORY_LOCKS } from "../../../common/advisory-locks.js";
import { DomainError } from "../../../common/errors.js";
import { queryRows } from "../../../db/query-rows.js";

/**
 * Per-buyer caps (issue 38): an event may cap the tickets one buyer has on each of its dates (events.max_tickets_per_buyer),
 * across their bookings. A buyer is a signed-in account (`user:<id>`) or an e-mail address confirmed through a link
 * (`email:<address>`); bookings.buyer_key records whom a confirmed booking counts for.
 *
 * Per date, not per event: "at most 4 tickets per customer" in a Finnish theatre's or club's sale means per performance or
 * match, and a booking holds one date, so one date's count never depends on another date's sale.
 *
 * Only checkout's confirm is capped. The box office sells to whoever stands at the counter (the operator is the check), and a
 * renewal keeps what its holder already had last season: neither is checked nor counted (they set no buyer key).
 */

/** Statuses whose tickets count against their buyer's cap: confirmed bookings, paid or awaiting payment. Drafts, ended ones do not. */
const COUNTED_STATUSES = ["payment", "locked", "booked", "renewable"];

export function userBuyerKey(userId: string): string {
  return `user:${userId}`;
}

/** An address as the cap counts it: trimmed and lower-cased. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export function emailBuyerKey(email: string): string {
  return `email:${emailKey(email)}`;
}

/** One date a checkout buys on, under a cap: its tickets in this checkout and the event's cap. */
export interface CappedDate {
  occasionId: string;
  max: number;
  tickets: number;
}

/**
 * The dates of these bookings whose events cap tickets per buyer, with the tickets the bookings hold on each; empty when none
 * is capped. One checkout is one booking today; a checkout of several bookings (an order) passes them all.
 */
export async function cappedDates(manager: EntityManager, bookingIds: string[]): Promise<CappedDate[]> {
  return queryRows<CappedDate>(
    manager,
    `SELECT b.occasion_id AS "occasionId", e.max_tickets_per_buyer AS max, count(t.id)::int AS tickets
       FROM bookings b JOIN occasions o ON o.id = b.occasion_id JOIN events e ON e.id = o.event_id
       LEFT JOIN tickets t ON t.booking_id = b.id
      WHERE b.id = ANY($1::uuid[]) AND e.max_tickets_per_buyer IS NOT NULL
      GROUP BY b.occasion_id, e.max_tickets_per_buyer
      ORDER BY b.occasion_id`,
    [bookingIds],
  );
}

/** A buyer would have more tickets on a date than its event allows. */
export class BuyerCapReached extends DomainError {
  constructor(
    readonly max: number,
    readonly already: number,
    readonly requested: number,
  ) {
    super("BUYER_CAP_REACHED", "booking.buyerCapReached", { max, already, requested, left: Math.max(0, max - already) });
  }

  override extensionsIn(): Record<string, unknown> {
    return { max: this.max, already: this.already, requested: this.requested };
  }
}

/**
 * Refuses (BuyerCapReached) when the buyer's confirmed tickets on a capped date, in their other bookings, plus this checkout's
 * would exceed the event's cap. Runs in the confirming transaction after the checkout's bookings are locked, and before the
 * buyer key is written; it takes a transaction-level advisory lock per (date, buyer), in date order, so two confirms of one
 * buyer at the same moment are counted one after the other (the second sees the first's commit) and cannot both pass.
 */
export async function enforceBuyerCap(
  manager: EntityManager,
  buyerKey: string,
  checkout: { bookingIds: string[]; dates: CappedDate[] },
): Promise<void> {
  const dates = [...checkout.dates].sort((a, b) => a.occasionId.localeCompare(b.occasionId));
  for (const date of dates) {
    await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2::text))`, [
      ADVISORY_LOCKS.buyerCap,
      `${date.occasionId} ${buyerKey}`,
    ]);
  }
  for (const date of dates) {
    const [row] = await queryRows<{ already: number }>(
      manager,
      `SELECT count(t.id)::int AS already FROM bookings b JOIN tickets t ON t.booking_id = b.id
        WHERE b.buyer_key = $1 AND b.occasion_id = $2 AND b.status = ANY($3::text[]) AND NOT (b.id = ANY($4::uuid[]))`,
      [buyerKey, date.occasionId, COUNTED_STATUSES, checkout.bookingIds],
    );
    const already = row?.already ?? 0;
    if (already + date.tickets > date.max) throw new BuyerCapReached(date.max, already, date.tickets);
  }
}

/**
 * The lifecycle's retake guard for a booking paid after its hold lapsed: while it was expired its tickets counted for
 * nobody, so its buyer may have bought up to the cap since; it is booked after all only if its tickets still fit.
 */
export async function buyerStillUnderCap(manager: EntityManager, bookingId: string): Promise<boolean> {
  const [booking] = await queryRows<{ buyer_key: string | null }>(manager, `SELECT buyer_key FROM bookings WHERE id = $1`, [bookingId]);
  if (!booking?.buyer_key) return true;
  const dates = await cappedDates(manager, [bookingId]);
  if (dates.length === 0) return true;
  try {
    await enforceBuyerCap(manager, booking.buyer_key, { bookingIds: [bookingId], dates });
    return true;
  } catch (error) {
    if (error instanceof BuyerCapReached) return false;
    throw error;
  }
}
