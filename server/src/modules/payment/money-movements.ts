import type { EntityManager } from "typeorm";
import { DomainError } from "../../common/errors.js";
import { queryRows, type SqlRunner } from "../../db/query-rows.js";
import {
  assertMoneyTransition,
  INITIAL_MONEY_STATUSES,
  OUTSTANDING_REFUND_STATUSES,
  type MoneyMovementKind,
  type MoneyMovementStatus,
} from "./money-movement-status.js";

/*
 * The rows of the money ledger (money_movements and their history): the only SQL that writes them. MoneyLedger
 * (money-ledger.ts) decides what moves; PaymentAttempts records a payment here with the attempt's change to paid.
 */

/** Outstanding refund statuses as SQL. */
const OUTSTANDING = OUTSTANDING_REFUND_STATUSES.map((status) => `'${status}'`).join(", ");

/** A booking's money, summed from its ledger (cents). */
export interface MoneyFigures {
  /** Received: every payment. */
  received: number;
  /** Paid back (confirmed by the provider, handed back in person, or settled by hand). */
  refunded: number;
  /** Decided but not paid back yet: requested, sent, failed or owed. */
  owed: number;
  /**
   * What the venue holds of the booking: what was received, less what was paid back, less whole attempts decided to
   * go back (an attempt refunded whole is no longer counted as the booking's money, even while it is still owed).
   */
  held: number;
}

export interface NewMovement {
  bookingId: string;
  paymentId: string;
  kind: MoneyMovementKind;
  method: string;
  amount: number;
  whole: boolean;
  status: MoneyMovementStatus;
  reason: string;
  note?: string | null;
  actorUserId?: string | null;
}

interface MovementChange {
  ids: string[];
  from: MoneyMovementStatus;
  to: MoneyMovementStatus;
  reason: string;
  now: Date;
  note?: string | null;
  actorUserId?: string | null;
}

/** Writes movements with their first history row (null -> status); answers their ids in the order given. */
export async function insertMovements(manager: EntityManager, movements: NewMovement[], now: Date): Promise<string[]> {
  if (movements.length === 0) return [];
  for (const movement of movements) {
    if (!INITIAL_MONEY_STATUSES[movement.kind].includes(movement.status))
      throw new DomainError("INVALID_TRANSITION", "payment.invalidTransition", { from: "none", to: movement.status });
  }
  const rows = await queryRows<{ id: string }>(
    manager,
    `WITH created AS (
       INSERT INTO money_movements (booking_id, payment_id, kind, method, amount, whole, status, reason, note, actor_user_id, created_at, updated_at, settled_at)
       SELECT m.booking_id, m.payment_id, m.kind, m.method, m.amount, m.whole, m.status, m.reason, m.note, m.actor_user_id, $11, $11,
              CASE WHEN m.status IN ('paid', 'refunded') THEN $11::timestamptz END
         FROM unnest($1::uuid[], $2::uuid[], $3::varchar[], $4::varchar[], $5::int[], $6::boolean[], $7::varchar[], $8::varchar[], $9::varchar[], $10::uuid[])
              WITH ORDINALITY AS m(booking_id, payment_id, kind, method, amount, whole, status, reason, note, actor_user_id, idx)
        ORDER BY m.idx
       RETURNING id, status, reason, actor_user_id)
     INSERT INTO money_movement_status_changes (movement_id, from_status, to_status, reason, actor_user_id, created_at)
     SELECT id, NULL, status, reason, actor_user_id, $11 FROM created RETURNING movement_id AS id`,
    [
      movements.map((m) => m.bookingId),
      movements.map((m) => m.paymentId),
      movements.map((m) => m.kind),
      movements.map((m) => m.method),
      movements.map((m) => m.amount),
      movements.map((m) => m.whole),
      movements.map((m) => m.status),
      movements.map((m) => m.reason.slice(0, 200)),
      movements.map((m) => m.note?.slice(0, 300) ?? null),
      movements.map((m) => m.actorUserId ?? null),
      now,
    ],
  );
  return rows.map((row) => row.id);
}

/**
 * Moves rows from one status to another through the transition table, with their history rows; answers the ids that
 * were in `from` (another writer may have moved a row first: it is left as that writer left it).
 */
export async function moveMovements(runner: SqlRunner, change: MovementChange): Promise<string[]> {
  assertMoneyTransition(change.from, change.to);
  if (change.ids.length === 0) return [];
  const keepNote = change.note === undefined;
  const rows = await queryRows<{ id: string }>(
    runner,
    `WITH moved AS (
       UPDATE money_movements SET status = $3::varchar, updated_at = $4::timestamptz,
              note = CASE WHEN $6::boolean THEN note ELSE $5::varchar END,
              settled_at = CASE WHEN $3::varchar = 'refunded' THEN $4::timestamptz ELSE settled_at END
        WHERE id = ANY($1::uuid[]) AND status = $2::varchar RETURNING id)
     INSERT INTO money_movement_status_changes (movement_id, from_status, to_status, reason, actor_user_id, created_at)
     SELECT id, $2::varchar, $3::varchar, $7::varchar, $8::uuid, $4::timestamptz FROM moved RETURNING movement_id AS id`,
    [
      change.ids,
      change.from,
      change.to,
      change.now,
      change.note?.slice(0, 300) ?? null,
      keepNote,
      change.reason.slice(0, 300),
      change.actorUserId ?? null,
    ],
  );
  return rows.map((row) => row.id);
}

/**
 * An attempt was paid: its money is received (called by PaymentAttempts with the attempt's change to paid, so an
 * attempt is paid exactly when the ledger records it), a line per booking it pays for (payment_shares: one for a
 * booking paid alone, one per date for a season ticket's order). Nothing is recorded for a share of nothing.
 */
export async function recordPaymentReceived(manager: EntityManager, paymentId: string, reason: string, now: Date): Promise<void> {
  const shares = await queryRows<{ booking_id: string; provider: string; amount: number }>(
    manager,
    `SELECT s.booking_id, p.provider, s.amount FROM payment_shares s JOIN payments p ON p.id = s.payment_id
      WHERE s.payment_id = $1 AND s.amount > 0 ORDER BY s.booking_id`,
    [paymentId],
  );
  await insertMovements(
    manager,
    shares.map((share) => ({
      bookingId: share.booking_id,
      paymentId,
      kind: "payment" as const,
      method: share.provider,
      amount: Number(share.amount),
      whole: false,
      status: "paid" as const,
      reason,
    })),
    now,
  );
}

/** A booking's money, summed from its ledger. */
export async function moneyFigures(runner: SqlRunner, bookingId: string): Promise<MoneyFigures> {
  return (await moneyFiguresOf(runner, [bookingId])).get(bookingId)!;
}

/** The money of each of the bookings, summed from the ledger in one read (a booking with no movements has zeros). */
export async function moneyFiguresOf(runner: SqlRunner, bookingIds: readonly string[]): Promise<Map<string, MoneyFigures>> {
  const rows = await queryRows<{ booking_id: string; received: string; refunded: string; owed: string; gone: string }>(
    runner,
    `SELECT booking_id,
            COALESCE(sum(amount) FILTER (WHERE kind = 'payment'), 0) AS received,
            COALESCE(sum(amount) FILTER (WHERE kind = 'refund' AND status = 'refunded'), 0) AS refunded,
            COALESCE(sum(amount) FILTER (WHERE kind = 'refund' AND status IN (${OUTSTANDING})), 0) AS owed,
            COALESCE(sum(amount) FILTER (WHERE kind = 'refund' AND (status = 'refunded' OR (whole AND status <> 'superseded'))), 0) AS gone
       FROM money_movements WHERE booking_id = ANY($1::uuid[]) GROUP BY booking_id`,
    [bookingIds],
  );
  const figures = new Map<string, MoneyFigures>(bookingIds.map((id) => [id, { received: 0, refunded: 0, owed: 0, held: 0 }]));
  for (const row of rows) {
    const received = Number(row.received);
    figures.set(row.booking_id, { received, refunded: Number(row.refunded), owed: Number(row.owed), held: received - Number(row.gone) });
  }
  return figures;
}

/** Keeps why a refund still stands where it does (the provider finishes it later), for the administrator. */
export async function noteMovement(runner: SqlRunner, movementId: string, status: MoneyMovementStatus, note: string): Promise<void> {
  await runner.query(`UPDATE money_movements SET note = $3 WHERE id = $1 AND status = $2`, [movementId, status, note.slice(0, 300)]);
}

/**
 * A refund paid back by hand (a bank transfer, cash at the desk): `from` (failed or owed) -> refunded over the row's
 * `version` (its updated_at when the administrator saw it), with a history row naming who and how (`how` is the
 * change's reason) and the administrator's note on the row. False when the row is no longer at that version or status.
 */
export async function settleRefundByHand(
  runner: SqlRunner,
  change: { id: string; from: MoneyMovementStatus; version: Date; how: string; note: string | null; actorUserId: string; now: Date },
): Promise<boolean> {
  assertMoneyTransition(change.from, "refunded");
  const rows = await queryRows<{ id: string }>(
    runner,
    `WITH moved AS (
       UPDATE money_movements SET status = 'refunded', updated_at = $4::timestamptz, settled_at = $4::timestamptz, note = $5::varchar
        WHERE id = $1 AND kind = 'refund' AND status = $2::varchar AND date_trunc('milliseconds', updated_at) = $3::timestamptz
        RETURNING id)
     INSERT INTO money_movement_status_changes (movement_id, from_status, to_status, reason, actor_user_id, created_at)
     SELECT id, $2::varchar, 'refunded', $6::varchar, $7::uuid, $4::timestamptz FROM moved RETURNING movement_id AS id`,
    [change.id, change.from, change.version, change.now, change.note?.slice(0, 300) ?? null, change.how.slice(0, 300), change.actorUserId],
  );
  return rows.length > 0;
}
