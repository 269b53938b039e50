import type { EntityManager } from "typeorm";
import { queryRows } from "../../db/query-rows.js";
import { DomainError } from "../../common/errors.js";
import { recordPaymentReceived } from "./money-movements.js";
import { assertPaymentTransition, type PaymentStatus } from "./payment-status.js";
import type { BoxOfficeKind } from "./payment-methods.js";

/** Cents of an attempt that pay for one booking. */
export interface PaymentShare {
  bookingId: string;
  amount: number;
}

export interface PaymentStatusChange {
  paymentId: string;
  from: PaymentStatus;
  to: PaymentStatus;
  reason: string;
  now: Date;
  /** Set paid_at with the change (to paid). */
  paidAt?: Date;
}

/**
 * The only writer of a payment attempt's status (DESIGN section 7.2): opening an attempt and every change
 * go through the payment transition table (payment-status.ts) and leave a history row, as booking
 * statuses do through the booking lifecycle.
 */
export const PaymentAttempts = {
  /**
   * Opens an attempt (null -> open) for the booking; returns its id. `shares`: what it pays of each booking of an order
   * paid at once (the booking is then the order's lead, and the shares add up to the amount); else all of it is the booking's.
   */
  async open(
    manager: EntityManager,
    attempt: {
      bookingId: string;
      provider: string;
      amount: number;
      stamp: string;
      now: Date;
      boxOfficeKind?: BoxOfficeKind | null;
      shares?: PaymentShare[];
    },
  ): Promise<string> {
    const shares = attempt.shares ?? [{ bookingId: attempt.bookingId, amount: attempt.amount }];
    if (shares.reduce((sum, share) => sum + share.amount, 0) !== attempt.amount)
      throw new Error("payment shares do not add up to the amount");
    const rows = await queryRows<{ id: string }>(
      manager,
      `INSERT INTO payments (booking_id, provider, amount, currency, status, stamp, created_at, updated_at, box_office_kind)
       VALUES ($1, $2, $3, 'EUR', 'open', $4, $5, $5, $6) RETURNING id`,
      [attempt.bookingId, attempt.provider, attempt.amount, attempt.stamp, attempt.now, attempt.boxOfficeKind ?? null],
    );
    const paymentId = rows[0]!.id;
    await manager.query(
      `INSERT INTO payment_shares (payment_id, booking_id, amount) SELECT $1, booking_id, amount FROM unnest($2::uuid[], $3::int[]) AS s(booking_id, amount)`,
      [paymentId, shares.map((share) => share.bookingId), shares.map((share) => share.amount)],
    );
    await record(manager, [{ paymentId, from: null, to: "open" }], `opened with ${attempt.provider}`, attempt.now);
    return paymentId;
  },

  /** A status change through the table, with its history row; the caller holds the attempt's row lock. */
  async transition(manager: EntityManager, change: PaymentStatusChange): Promise<void> {
    assertPaymentTransition(change.from, change.to);
    const updated = await queryRows(
      manager,
      `UPDATE payments SET status = $2, updated_at = $3, paid_at = COALESCE($5, paid_at) WHERE id = $1 AND status = $4 RETURNING id`,
      [change.paymentId, change.to, change.now, change.from, change.paidAt ?? null],
    );
    if (updated.length === 0)
      throw new DomainError("INVALID_TRANSITION", "payment.invalidTransition", { from: change.from, to: change.to });
    await record(manager, [change], change.reason, change.now);
    // The money is received exactly when the attempt is paid: the ledger records it in the same transaction.
    if (change.to === "paid") await recordPaymentReceived(manager, change.paymentId, change.reason, change.now);
  },

  /**
   * Closes the open attempts paying for a booking (a cancel, a payment voided by going back), a season ticket order's
   * one attempt too when any of its dates ends; returns how many.
   */
  async closeOpen(manager: EntityManager, bookingId: string, to: "failed" | "cancelled", reason: string, now: Date): Promise<number> {
    assertPaymentTransition("open", to);
    const closed = await queryRows<{ id: string }>(
      manager,
      `UPDATE payments SET status = $2, updated_at = $3
        WHERE status = 'open' AND id IN (SELECT payment_id FROM payment_shares WHERE booking_id = $1) RETURNING id`,
      [bookingId, to, now],
    );
    await record(
      manager,
      closed.map((row) => ({ paymentId: row.id, from: "open" as const, to })),
      reason,
      now,
    );
    return closed.length;
  },
};

async function record(
  manager: EntityManager,
  changes: Array<{ paymentId: string; from: PaymentStatus | null; to: PaymentStatus }>,
  reason: string,
  now: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await manager.query(
    `INSERT INTO payment_status_changes (payment_id, from_status, to_status, reason, created_at)
     SELECT payment_id, from_status, to_status, $4, $5 FROM unnest($1::uuid[], $2::varchar[], $3::varchar[]) AS c(payment_id, from_status, to_status)`,
    [changes.map((c) => c.paymentId), changes.map((c) => c.from), changes.map((c) => c.to), reason.slice(0, 200), now],
  );
}
