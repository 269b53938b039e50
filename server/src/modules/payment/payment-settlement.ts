import type { DataSource } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { logger } from "../../common/logger.js";
import { withRetries } from "../../common/transaction.js";
import { inUnitOfWork, type UnitOfWork } from "../../common/unit-of-work.js";
import { queryRows } from "../../db/query-rows.js";
import type { MoneyLedger } from "./money-ledger.js";
import type { BookingPort, BookingStanding, PaidBooking, PaymentOutcome, PaymentResolution } from "./booking-port.js";
import { PaymentAttempts } from "./payment-attempts.js";
import type { PaymentStatus } from "./payment-status.js";
import { InvalidProviderMessage, type ProviderMessage, type ProviderReport } from "./payment-provider.js";
import type { PaymentService } from "./payment.service.js";
import type { PaymentIssueView } from "./payment.results.js";
import { paymentReports } from "../../common/metrics.js";

export type { PaymentOutcome, PaymentResolution } from "./booking-port.js";

/** Which message told us: the browser's return, the provider's callback, a status query, or our own start. */
export type ReportKind = "return" | "callback" | "reconcile" | "request";

/** Attempts asked per reconciliation batch, and batches per run. */
const RECONCILE_BATCH = 100;
const RECONCILE_BATCHES = 10;

interface LockedPayment {
  id: string;
  booking_id: string;
  provider: string;
  amount: number;
  status: PaymentStatus;
  provider_transaction_id: string | null;
}

/**
 * Applies providers' verified reports to payments and bookings (DESIGN section 3), exactly once:
 * each report is recorded, a payment moves open -> paid|failed|cancelled once, and its booking
 * payment -> booked once. A success that arrives late (after cancel, failure or expiry) is still
 * honoured: the booking is booked when its spaces are still free, otherwise the payment is marked
 * refund_required for administrators. Nothing here depends on drafts, so renewals reuse it.
 */
export class PaymentSettlement {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly payments: PaymentService,
    private readonly paymentHoldSeconds: number,
    /** The booking side: payments book and read bookings only through it. */
    private readonly bookings: BookingPort,
    private readonly ledger: MoneyLedger,
  ) {}

  /** Verifies a browser return or a callback with the provider's signature, then settles it. */
  async receive(providerId: string, kind: "return" | "callback", message: ProviderMessage): Promise<PaymentResolution> {
    const provider = this.payments.provider(providerId);
    const verify = kind === "return" ? provider?.verifyReturn : provider?.verifyCallback;
    if (!provider || !verify) throw new InvalidProviderMessage(providerId, "unknown payment provider");
    const report = verify.call(provider, message);
    return this.settle(providerId, kind, report);
  }

  /** Applies one verified report. Throws InvalidProviderMessage for an unknown attempt or a changed amount. */
  async settle(providerId: string, kind: ReportKind, report: ProviderReport): Promise<PaymentResolution> {
    const now = this.clock.now();
    // Booking first, then payment: the order every other use case locks them in (no deadlocks).
    const found: Array<{ booking_id: string }> = await this.dataSource.query(
      `SELECT booking_id FROM payments WHERE provider = $1 AND stamp = $2`,
      [providerId, report.stamp],
    );
    const bookingId = found[0]?.booking_id;
    if (!bookingId) throw new InvalidProviderMessage(providerId, "no such payment");
    paymentReports.inc({ provider: providerId, outcome: report.status });
    const result = await withRetries(() =>
      inUnitOfWork(this.dataSource, async (unit) => {
        const { manager } = unit;
        const booking = await this.bookings.lock(manager, bookingId);
        const payment = (
          (await manager.query(
            `SELECT id, booking_id, provider, amount, status, provider_transaction_id FROM payments WHERE provider = $1 AND stamp = $2 FOR UPDATE`,
            [providerId, report.stamp],
          )) as LockedPayment[]
        )[0]!;
        if (report.amount !== null && report.amount !== payment.amount)
          throw new InvalidProviderMessage(providerId, "amount does not match the payment");
        await manager.query(`INSERT INTO payment_events (payment_id, kind, outcome, payload, received_at) VALUES ($1, $2, $3, $4, $5)`, [
          payment.id,
          kind,
          report.status,
          JSON.stringify(report.payload),
          now,
        ]);
        if (report.providerTransactionId && !payment.provider_transaction_id) {
          await manager.query(`UPDATE payments SET provider_transaction_id = $2 WHERE id = $1`, [payment.id, report.providerTransactionId]);
        }
        await this.apply(unit, booking, payment, report, kind, now);
        const refreshed = (
          await queryRows<{ status: PaymentStatus }>(manager, `SELECT status FROM payments WHERE id = $1`, [payment.id])
        )[0]!;
        return {
          booking,
          paymentId: payment.id,
          outcome: outcomeOf(await this.bookings.standing(manager, booking), refreshed.status),
        };
      }),
    );
    return {
      bookingId,
      occasionId: result.booking.occasionId,
      paymentId: result.paymentId,
      renewalToken: result.booking.renewalToken,
      orderId: result.booking.orderId,
      language: result.booking.language ?? "fi",
      outcome: result.outcome,
    };
  }

  /** The state change a report causes. */
  private async apply(
    unit: UnitOfWork,
    booking: PaidBooking,
    payment: LockedPayment,
    report: ProviderReport,
    kind: ReportKind,
    now: Date,
  ): Promise<void> {
    const { manager } = unit;
    if (report.status === "pending") return;
    if (report.status === "failed" || report.status === "cancelled") {
      // Only an open attempt closes; a failure after success (out of order) changes nothing.
      if (payment.status === "open") {
        const reason = `${report.status} at ${payment.provider} (${kind})`;
        await PaymentAttempts.transition(manager, { paymentId: payment.id, from: "open", to: report.status, reason, now });
      }
      return;
    }
    // Paid. Already settled (a duplicate callback, the return after the callback): nothing to do.
    if (payment.status === "paid" || payment.status === "refund_required" || payment.status === "refunded") return;
    const reason = payment.provider === "skip" ? "completed without charge" : `paid with ${payment.provider} (${kind})`;
    await PaymentAttempts.transition(manager, { paymentId: payment.id, from: payment.status, to: "paid", reason, now, paidAt: now });
    // The booking was already paid (booked by another attempt: the customer switched method, and then also paid on
    // the first provider's page still open in another tab). The second payment is not the venue's: it goes back
    // unasked, through the provider's refund API after commit (one without it leaves it owed), and the customer is told.
    if (booking.standing === "booked") {
      const refund = await this.ledger.refundDuplicate(manager, payment.id, now);
      if (refund.movementIds.length > 0) {
        const { movementIds, ...told } = refund;
        unit.afterCommit(`refund:${movementIds.join(",")}`, () => this.ledger.send(movementIds));
        await this.bookings.paidTwice(manager, booking.id, { paymentId: payment.id, ...told });
      }
      logger.warn("a booking already paid was paid again: refunded", {
        paymentId: payment.id,
        bookingId: booking.id,
        provider: payment.provider,
      });
      return;
    }
    // An attempt pays for what the booking cost when it was opened. A voided attempt completed later (the
    // provider's page was still open in another tab) after tickets were added or changed must not book
    // the booking at the old price: the money goes back and the booking can be paid in full.
    if (payment.amount === Number(booking.total)) {
      const lapsed = booking.standing === "lapsed";
      const { booked } = await this.bookings.bookPaid(unit, booking, lapsed ? `${reason}, after the hold had lapsed` : reason, now);
      if (booked) return;
    }
    // Booked by another attempt, the places went to someone else, or not the booking's price: the money must go back.
    await this.ledger.oweUnbookable(manager, payment.id, "cannot book: refund", now);
    logger.warn("payment needs a refund", {
      paymentId: payment.id,
      bookingId: booking.id,
      bookingStanding: booking.standing,
      provider: payment.provider,
      fullPrice: payment.amount === Number(booking.total),
    });
  }

  /**
   * Asks providers with a status API about attempts still open past PAYMENT_HOLD_SECONDS (the customer
   * never came back and no callback arrived) and settles what they say. One run at a time (the job queue).
   *
   * Attempts are asked least recently asked first, and each is marked asked (updated_at) when picked, so
   * attempts that stay open for good (abandoned at the provider's page) cannot starve newer ones: a fixed
   * "oldest 100" batch would ask the same abandoned attempts forever. A pending or unknown answer changes
   * nothing and is not recorded (it would add an event per attempt per run, forever).
   */
  async reconcile(): Promise<number> {
    const now = this.clock.now();
    const cutoff = new Date(now.getTime() - this.paymentHoldSeconds * 1000);
    const queryable = this.payments.enabledIds().filter((id) => this.payments.provider(id)?.queryStatus);
    if (queryable.length === 0) return 0;
    let settled = 0;
    for (let batch = 0; batch < RECONCILE_BATCHES; batch += 1) {
      const stale = await this.dataSource.transaction(async (manager) => {
        const rows = (await manager.query(
          `SELECT id, provider, stamp, provider_transaction_id, amount FROM payments
            WHERE status = 'open' AND created_at <= $1 AND updated_at < $3 AND provider = ANY($2::varchar[])
            ORDER BY updated_at, created_at LIMIT ${RECONCILE_BATCH}`,
          [cutoff, queryable, now],
        )) as Array<{ id: string; provider: string; stamp: string; provider_transaction_id: string | null; amount: number }>;
        if (rows.length > 0) {
          await manager.query(`UPDATE payments SET updated_at = $2 WHERE id = ANY($1::uuid[]) AND status = 'open'`, [
            rows.map((row) => row.id),
            now,
          ]);
        }
        return rows;
      });
      if (stale.length === 0) break;
      for (const attempt of stale) {
        try {
          const report = await this.payments.provider(attempt.provider)!.queryStatus!({
            stamp: attempt.stamp,
            providerTransactionId: attempt.provider_transaction_id,
            amount: attempt.amount,
          });
          if (!report || report.status === "pending") continue;
          if (report.stamp !== attempt.stamp) throw new InvalidProviderMessage(attempt.provider, "status answer is about another payment");
          await this.settle(attempt.provider, "reconcile", report);
          settled += 1;
        } catch (error) {
          logger.warn("payment reconciliation failed", { provider: attempt.provider, stamp: attempt.stamp, error: String(error) });
        }
      }
      if (stale.length < RECONCILE_BATCH) break;
    }
    return settled;
  }
}

/** Payments that need a person (GraphQL paymentIssues). */
export async function paymentIssues(
  dataSource: DataSource,
  payments: PaymentService,
  now: Date,
  paymentHoldSeconds: number,
): Promise<PaymentIssueView[]> {
  const cutoff = new Date(now.getTime() - paymentHoldSeconds * 1000);
  const unqueryable = payments.enabledIds().filter((id) => id !== "skip" && !payments.provider(id)?.queryStatus);
  const rows: Array<Record<string, unknown>> = await dataSource.query(
    `SELECT p.id, CASE WHEN p.status = 'refund_required' THEN 'refund_required' ELSE 'stuck' END AS kind, p.status, p.provider, p.amount, p.stamp,
            p.provider_transaction_id, p.booking_id, b.number, b.status AS booking_status, b.email, p.created_at, p.paid_at
       FROM payments p JOIN bookings b ON b.id = p.booking_id
      WHERE p.status = 'refund_required' OR (p.status = 'open' AND p.created_at <= $1 AND p.provider = ANY($2::varchar[]))
     UNION ALL
     SELECT p.id, 'refund_required', p.status, p.provider, m.amount, p.stamp,
            p.provider_transaction_id, p.booking_id, b.number, b.status, b.email, m.created_at, p.paid_at
       FROM money_movements m JOIN payments p ON p.id = m.payment_id JOIN bookings b ON b.id = p.booking_id
      WHERE m.kind = 'refund' AND NOT m.whole AND m.status IN ('requested', 'sent', 'failed', 'owed')
      ORDER BY created_at DESC LIMIT 500`,
    [cutoff, unqueryable],
  );
  return rows.map((row) => ({
    id: row.id as string,
    kind: row.kind as string,
    status: row.status as string,
    provider: row.provider as string,
    amount: row.amount as number,
    stamp: row.stamp as string,
    providerTransactionId: (row.provider_transaction_id as string | null) ?? null,
    bookingId: row.booking_id as string,
    bookingNumber: Number(row.number),
    bookingStatus: row.booking_status as string,
    email: (row.email as string | null) ?? null,
    createdAt: row.created_at as Date,
    paidAt: (row.paid_at as Date | null) ?? null,
  }));
}

/** The customer-facing outcome of a booking and its payment's state. */
export function outcomeOf(standing: BookingStanding, paymentStatus: PaymentStatus): PaymentOutcome {
  // Booked by another attempt, this one paid again and going back: the customer's booking stands (the success page
  // tells them of the refund: checkoutResult.returnedPayments).
  if (standing === "booked" && (paymentStatus === "refund_required" || paymentStatus === "refunded")) return "booked";
  if (paymentStatus === "refund_required" || paymentStatus === "refunded")
    return standing === "holding" ? "refund_held" : "refund_required";
  // Booked (by this attempt or a later one): an older failed attempt's return, revisited, shows success too.
  if (standing === "booked") return "booked";
  if (standing !== "holding") return "expired";
  if (paymentStatus === "failed" || paymentStatus === "cancelled") return paymentStatus;
  return "pending";
}
