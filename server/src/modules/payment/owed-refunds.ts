import { queryRows, type SqlRunner } from "../../db/query-rows.js";
import { OUTSTANDING_REFUND_STATUSES } from "./money-movement-status.js";
import type { MoneyMovementView, OwedRefundView } from "./money-movement.results.js";

/*
 * The money ledger read for people (issue 34, item 4): a booking's lines, and the refunds not paid back yet with
 * their bookings. Who settled a refund by hand is its change to refunded made by a user; how, that change's reason.
 */

interface LineRow {
  id: string;
  kind: string;
  method: string;
  amount: number;
  status: string;
  whole: boolean;
  reason: string;
  note: string | null;
  created_at: Date;
  updated_at: Date;
  settled_at: Date | null;
  settled_by: string | null;
  settled_how: string | null;
}

const LINE_COLUMNS = `m.id, m.kind, m.method, m.amount, m.status, m.whole, m.reason, m.note, m.created_at, m.updated_at, m.settled_at,
  hand.email AS settled_by, hand.reason AS settled_how`;

/** The change to refunded a person made, with their e-mail (at most one: refunded is final). */
const BY_HAND = `LEFT JOIN LATERAL (
    SELECT u.email, c.reason FROM money_movement_status_changes c LEFT JOIN users u ON u.id = c.actor_user_id
     WHERE c.movement_id = m.id AND c.to_status = 'refunded' AND c.actor_user_id IS NOT NULL
     ORDER BY c.created_at DESC LIMIT 1) hand ON true`;

function lineOf(row: LineRow): MoneyMovementView {
  return {
    id: row.id,
    kind: row.kind,
    method: row.method,
    amount: row.amount,
    status: row.status,
    whole: row.whole,
    reason: row.reason,
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    settledAt: row.settled_at,
    settledBy: row.settled_by,
    settledHow: row.settled_how,
  };
}

/** A booking's ledger, oldest first: each payment and refund with its method, amount, status and when. */
export async function ledgerLines(runner: SqlRunner, bookingId: string): Promise<MoneyMovementView[]> {
  const rows = await queryRows<LineRow>(
    runner,
    `SELECT ${LINE_COLUMNS} FROM money_movements m ${BY_HAND} WHERE m.booking_id = $1 ORDER BY m.created_at, m.id`,
    [bookingId],
  );
  return rows.map(lineOf);
}

/** Refunds not paid back yet (requested, sent, failed, owed), oldest first, with their bookings. */
export function owedRefunds(runner: SqlRunner, limit = 500): Promise<OwedRefundView[]> {
  return refundsWhere(runner, `m.status = ANY($1::varchar[]) ORDER BY m.created_at, m.id LIMIT $2`, [
    [...OUTSTANDING_REFUND_STATUSES],
    limit,
  ]);
}

/** One refund with its booking, whatever its status (after it was marked refunded). */
export async function refundWithBooking(runner: SqlRunner, movementId: string): Promise<OwedRefundView | undefined> {
  return (await refundsWhere(runner, `m.id = $1`, [movementId]))[0];
}

interface RefundRow extends LineRow {
  booking_id: string;
  number: number;
  booking_status: string;
  occasion_id: string;
  event_id: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
}

/** `where` is this file's own SQL, never input. */
async function refundsWhere(runner: SqlRunner, where: string, params: unknown[]): Promise<OwedRefundView[]> {
  const rows = await queryRows<RefundRow>(
    runner,
    `SELECT ${LINE_COLUMNS}, b.id AS booking_id, b.number, b.status AS booking_status, b.occasion_id, o.event_id,
            b.firstname, b.lastname, b.email, b.phone
       FROM money_movements m JOIN bookings b ON b.id = m.booking_id JOIN occasions o ON o.id = b.occasion_id ${BY_HAND}
      WHERE m.kind = 'refund' AND ${where}`,
    params,
  );
  return rows.map((row) => ({
    ...lineOf(row),
    bookingId: row.booking_id,
    bookingNumber: Number(row.number),
    bookingStatus: row.booking_status,
    occasionId: row.occasion_id,
    eventId: row.event_id,
    clientName: [row.firstname, row.lastname].filter(Boolean).join(" ") || null,
    email: row.email,
    phone: row.phone,
  }));
}
