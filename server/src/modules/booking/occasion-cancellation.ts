import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { DomainError, validationFailed } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { JOB_LOCKS } from "../../common/jobs.js";
import { logger } from "../../common/logger.js";
import { inTransaction } from "../../common/transaction.js";
import { queryRows } from "../../db/query-rows.js";
import type { PaymentRefunds } from "../payment/payment-refunds.js";
import type { PaymentService } from "../payment/payment.service.js";
import { HOLDING_STATUSES, isOneOf, type BookingStatus } from "@seatbooking/core";
import { sqlList } from "./booking-status.js";
import type { BookingLifecycle } from "./lifecycle.js";
import { NOTIFIED_STATUSES, type OccasionNotices } from "./occasion-notices.js";

const REASON_MAX = 500;

/** Where an occasion's cancellation stands: what it will do (before) and what it did (after). */
export interface CancellationState {
  occasionId: string;
  cancelled: boolean;
  requestedAt: Date | null;
  finishedAt: Date | null;
  reason: string | null;
  /** Bookings still holding places (to do). */
  remaining: number;
  /** Of those, paid ones (to refund) and ones whose customer will be e-mailed. */
  remainingPaid: number;
  remainingToEmail: number;
  /** Done so far: refunded, cancelled (unpaid), customers e-mailed. */
  refunded: number;
  cancelledBookings: number;
  emailed: number;
  /** Refunds no provider has paid back (yet): listed in paymentIssues. */
  refundsOwed: number;
}

/** One booking done; the refunds to ask providers for after commit. */
interface BookingDone {
  bookingId: string;
  paymentIds: string[];
}

/**
 * Cancelling a whole occasion (issue 19), a durable job that runs exactly once per booking however often it
 * is interrupted. `request` marks the occasion cancelled (no more sales) and records the job in one
 * transaction. `resume` (the mutation's own kick, and a periodic job in every process for whatever a crash
 * left) then takes the occasion's live bookings one at a time, each in its own transaction that refunds or
 * cancels it through the lifecycle and PaymentRefunds, queues its customer's e-mail in the outbox and writes its
 * occasion_cancellation_bookings row: a booking is done exactly when all three committed, so a run that
 * stops between bookings resumes at the next one. Provider refunds are asked for after commit, once: the row's
 * `refunds_asked_at` is claimed and committed first, so a crash during the provider's call never leads to a
 * second refund; what the provider did not confirm stays `refund_required`, listed by paymentIssues.
 */
export class OccasionCancellation {
  /** Runs under way in this process, per occasion (one at a time: a second ask joins the first). */
  private readonly running = new Map<string, Promise<number>>();
  /** Set on shutdown: runs stop between bookings (what is done stays done; the next start resumes the rest). */
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly payments: PaymentService,
    private readonly lifecycle: BookingLifecycle,
    private readonly refunds: PaymentRefunds,
    private readonly notices: OccasionNotices,
    /** This site's public origin (refund callbacks). */
    private readonly publicBase: () => string,
    /** Told after commit which occasion changed (occupancy, public caches). */
    private readonly onChanged: (occasionId: string) => void = () => {},
  ) {}

  /**
   * Marks the occasion cancelled and records the job; the bookings are worked through by `resume`. CONFLICT when the
   * occasion was cancelled before this call began. A call that overlapped another one's (it waited on the occasion's
   * row lock while that one recorded its cancellation) joins that cancellation instead: the row is written with
   * ON CONFLICT DO NOTHING, so the caller answers the one cancellation's progress, never a duplicate key (issue 32).
   */
  async request(occasionIdInput: string, reasonInput: string | null, actorUserId: string): Promise<void> {
    const occasionId = parseUuid(occasionIdInput);
    const reason = reasonInput?.trim() || null;
    if (reason && reason.length > REASON_MAX) throw validationFailed({ reason: "validation.tooLong" });
    const now = this.clock.now();
    const recorded = await inTransaction(this.dataSource, async (manager) => {
      // The EXISTS reads the statement's snapshot, taken before any wait for the row lock: a cancellation committed
      // while this call waited is not seen here, but by the INSERT below (a statement of its own, a snapshot of its own).
      const [occasion] = await queryRows<{ status: string; cancelling: boolean }>(
        manager,
        `SELECT o.status, EXISTS (SELECT 1 FROM occasion_cancellations c WHERE c.occasion_id = o.id) AS cancelling
           FROM occasions o WHERE o.id = $1 FOR UPDATE`,
        [occasionId],
      );
      if (!occasion) throw new DomainError("NOT_FOUND", "errors.notFound");
      if (occasion.cancelling) throw new DomainError("CONFLICT", "occasion.alreadyCancelled");
      const inserted = await queryRows<{ occasion_id: string }>(
        manager,
        `INSERT INTO occasion_cancellations (occasion_id, reason, requested_by, requested_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (occasion_id) DO NOTHING RETURNING occasion_id`,
        [occasionId, reason, actorUserId, now],
      );
      // A concurrent call recorded it (and set the status) while this one waited: that cancellation stands.
      if (inserted.length === 0) return false;
      await manager.query(`UPDATE occasions SET status = 'cancelled', updated_at = $2 WHERE id = $1`, [occasionId, now]);
      return true;
    });
    if (!recorded) return;
    this.onChanged(occasionId);
    // Started at once; should this process stop, the periodic job (resumeAll) finishes it.
    this.resume(occasionId).catch((error: unknown) =>
      logger.error("occasion cancellation interrupted; the job resumes it", { occasionId, error: String(error) }),
    );
  }

  /** Resolves when this process's runs under way have ended (tests). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  /** Shutdown: no new runs, and the ones under way stop after their current booking. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.idle();
  }

  /** What cancelling would do, or how far it has got. */
  async state(occasionIdInput: string): Promise<CancellationState> {
    const occasionId = parseUuid(occasionIdInput);
    const [row] = await queryRows<{
      status: string;
      requested_at: Date | null;
      finished_at: Date | null;
      reason: string | null;
      remaining: number;
      remaining_paid: number;
      remaining_to_email: number;
      refunded: number;
      cancelled: number;
      emailed: number;
      refunds_owed: number;
    }>(
      this.dataSource,
      `SELECT o.status, c.requested_at, c.finished_at, c.reason,
              (SELECT count(*)::int FROM bookings b WHERE b.occasion_id = o.id AND b.status IN (${sqlList(HOLDING_STATUSES)})) AS remaining,
              (SELECT count(DISTINCT b.id)::int FROM bookings b JOIN payments p ON p.booking_id = b.id AND p.status = 'paid'
                WHERE b.occasion_id = o.id AND b.status = 'booked') AS remaining_paid,
              (SELECT count(*)::int FROM bookings b WHERE b.occasion_id = o.id AND b.status IN (${sqlList(NOTIFIED_STATUSES)})
                  AND b.email IS NOT NULL AND b.anonymized_at IS NULL) AS remaining_to_email,
              (SELECT count(*)::int FROM occasion_cancellation_bookings d WHERE d.occasion_id = o.id AND d.outcome = 'refunded') AS refunded,
              (SELECT count(*)::int FROM occasion_cancellation_bookings d WHERE d.occasion_id = o.id AND d.outcome = 'cancelled') AS cancelled,
              (SELECT count(*)::int FROM occasion_cancellation_bookings d WHERE d.occasion_id = o.id AND d.emailed) AS emailed,
              (SELECT count(*)::int FROM occasion_cancellation_bookings d JOIN payments p ON p.id = ANY(d.payment_ids)
                WHERE d.occasion_id = o.id AND p.status = 'refund_required') AS refunds_owed
         FROM occasions o LEFT JOIN occasion_cancellations c ON c.occasion_id = o.id WHERE o.id = $1`,
      [occasionId],
    );
    if (!row) throw new DomainError("NOT_FOUND", "errors.notFound");
    return {
      occasionId,
      cancelled: row.requested_at !== null,
      requestedAt: row.requested_at,
      finishedAt: row.finished_at,
      reason: row.reason,
      remaining: row.remaining,
      remainingPaid: row.remaining_paid,
      remainingToEmail: row.remaining_to_email,
      refunded: row.refunded,
      cancelledBookings: row.cancelled,
      emailed: row.emailed,
      refundsOwed: row.refunds_owed,
    };
  }

  /** Works through every unfinished cancellation (the periodic job; after a crash, this is the resume). */
  async resumeAll(): Promise<number> {
    const open = await queryRows<{ occasion_id: string }>(
      this.dataSource,
      `SELECT occasion_id FROM occasion_cancellations WHERE finished_at IS NULL ORDER BY requested_at`,
    );
    let done = 0;
    for (const { occasion_id } of open) done += await this.resume(occasion_id);
    return done;
  }

  /**
   * Works through one occasion's cancellation until nothing is left, booking by booking; answers how many
   * bookings this run did. A booking another transaction holds is left for the next run (the job stays open).
   */
  resume(occasionId: string): Promise<number> {
    if (this.stopping) return Promise.resolve(0);
    const under = this.running.get(occasionId);
    if (under) return under;
    const run = this.work(occasionId).finally(() => this.running.delete(occasionId));
    this.running.set(occasionId, run);
    return run;
  }

  private async work(occasionId: string): Promise<number> {
    let done = 0;
    // First what an interrupted run committed but never asked the providers about.
    await this.askUnasked(occasionId);
    let busy = false;
    while (!this.stopping) {
      const step = await this.dataSource.transaction(async (manager) => {
        // One process per occasion at a time (the two-key form: the job's key and the occasion's hash).
        const [lock] = await queryRows<{ locked: boolean }>(manager, `SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS locked`, [
          JOB_LOCKS.occasionCancellations,
          occasionId,
        ]);
        return lock?.locked ? this.nextBooking(manager, occasionId) : null;
      });
      busy = step === null; // another process is at it: it finishes the job
      if (step === null || step === "none") break;
      done += 1;
      await this.askProviders(step);
    }
    if (done > 0) this.onChanged(occasionId);
    if (busy || this.stopping) return done;
    await this.dataSource.query(
      `UPDATE occasion_cancellations c SET finished_at = $2 WHERE c.occasion_id = $1 AND c.finished_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.occasion_id = c.occasion_id AND b.status IN (${sqlList(HOLDING_STATUSES)}))
          AND NOT EXISTS (SELECT 1 FROM occasion_cancellation_bookings d
                           WHERE d.occasion_id = c.occasion_id AND d.refunds_asked_at IS NULL AND cardinality(d.payment_ids) > 0)`,
      [occasionId, this.clock.now()],
    );
    return done;
  }

  /** Refunds or cancels the occasion's next live booking and queues its e-mail, in the caller's transaction. */
  private async nextBooking(manager: EntityManager, occasionId: string): Promise<BookingDone | "none"> {
    const [cancellation] = await queryRows<{ reason: string | null; start_time: Date }>(
      manager,
      `SELECT c.reason, o.start_time FROM occasion_cancellations c JOIN occasions o ON o.id = c.occasion_id
        WHERE c.occasion_id = $1 AND c.finished_at IS NULL`,
      [occasionId],
    );
    if (!cancellation) return "none";
    const [booking] = await queryRows<{ id: string; status: BookingStatus }>(
      manager,
      `SELECT id, status FROM bookings WHERE occasion_id = $1 AND status IN (${sqlList(HOLDING_STATUSES)})
        ORDER BY number FOR UPDATE SKIP LOCKED LIMIT 1`,
      [occasionId],
    );
    if (!booking) return "none";
    const now = this.clock.now();
    const reason = "occasion cancelled";
    const paid = booking.status === "booked" ? await this.refunds.held(manager, booking.id) : 0;
    let paymentIds: string[] = [];
    if (paid > 0) {
      paymentIds = await this.refunds.owe(manager, booking.id, reason, now);
      await this.lifecycle.releaseBookings(manager, [booking.id]);
      await this.lifecycle.transition(manager, { bookingId: booking.id, from: booking.status, to: "refunded", reason, now });
    } else {
      await this.payments.closeOpenAttempts(manager, booking.id, "cancelled", now);
      await this.lifecycle.releaseBookings(manager, [booking.id]);
      await this.lifecycle.transition(manager, {
        bookingId: booking.id,
        from: booking.status,
        to: "cancelled",
        reason,
        now,
        set: { expires_at: null },
      });
    }
    const emailed = isOneOf(booking.status, NOTIFIED_STATUSES)
      ? await this.notices.cancelled(manager, booking.id, {
          occasionStart: cancellation.start_time,
          refundAmount: paid,
          reason: cancellation.reason,
        })
      : false;
    await manager.query(
      `INSERT INTO occasion_cancellation_bookings (booking_id, occasion_id, outcome, emailed, payment_ids, processed_at)
       VALUES ($1, $2, $3, $4, $5::uuid[], $6)`,
      [booking.id, occasionId, paid > 0 ? "refunded" : "cancelled", emailed, paymentIds, now],
    );
    return { bookingId: booking.id, paymentIds };
  }

  private async askUnasked(occasionId: string): Promise<void> {
    const unasked = await queryRows<{ booking_id: string; payment_ids: string[] }>(
      this.dataSource,
      `SELECT booking_id, payment_ids FROM occasion_cancellation_bookings
        WHERE occasion_id = $1 AND refunds_asked_at IS NULL AND cardinality(payment_ids) > 0`,
      [occasionId],
    );
    for (const row of unasked) await this.askProviders({ bookingId: row.booking_id, paymentIds: row.payment_ids });
  }

  /** Claims the booking's refunds (committed) and only then asks the providers: at most once each. */
  private async askProviders(done: BookingDone): Promise<void> {
    if (done.paymentIds.length === 0) return;
    const claimed = await queryRows(
      this.dataSource,
      `UPDATE occasion_cancellation_bookings SET refunds_asked_at = $2 WHERE booking_id = $1 AND refunds_asked_at IS NULL RETURNING booking_id`,
      [done.bookingId, this.clock.now()],
    );
    if (claimed.length === 0) return;
    const results = await this.refunds.refundThroughProviders(done.paymentIds, this.publicBase());
    const owed = results.filter((result) => result.status !== "refunded");
    if (owed.length > 0) logger.warn("occasion cancellation: refunds still owed", { bookingId: done.bookingId, owed: owed.length });
  }
}
