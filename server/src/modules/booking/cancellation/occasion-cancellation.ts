import type { DataSource } from "typeorm";
import { NO_DOMAIN_EVENTS, type DomainEvents } from "../../../common/domain-events.js";
import type { Clock } from "../../../common/clock.js";
import { DomainError } from "../../../common/errors.js";
import { parseUuid } from "../../../common/ids.js";
import { ADVISORY_LOCKS } from "../../../common/advisory-locks.js";
import { logger } from "../../../common/logger.js";
import { inUnitOfWork, type UnitOfWork } from "../../../common/unit-of-work.js";
import { parseInput } from "../../../common/request-input.js";
import { queryRows } from "../../../db/query-rows.js";
import { HOLDING_STATUSES } from "@seatbooking/core";
import { NOTIFIED_STATUSES, sqlList } from "../process/booking-status.js";
import type { BookingLifecycle } from "../process/lifecycle.js";
import { cancellationReasonSchema } from "./occasion-cancellation.input.js";

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

/**
 * Cancelling a whole occasion (issue 19), a durable job that runs exactly once per booking however often it
 * is interrupted. `request` marks the occasion cancelled (no more sales) and records the job in one
 * transaction. `resume` (the mutation's own kick, and a periodic job in every process for whatever a crash
 * left) then takes the occasion's live bookings one at a time, each in a unit of work of its own in which the
 * booking process cancels it (refunding what it paid through the ledger and queueing its customer's e-mail) and its
 * occasion_cancellation_bookings row is written: a booking is done exactly when both committed, so a run that stops
 * between bookings resumes at the next one. The ledger asks the providers after commit, at most once each (a refund
 * is claimed before it is sent); what they did not confirm stays owed, listed by paymentIssues.
 */
export class OccasionCancellation {
  /** Runs under way in this process, per occasion (one at a time: a second ask joins the first). */
  private readonly running = new Map<string, Promise<number>>();
  /** Set on shutdown: runs stop between bookings (what is done stays done; the next start resumes the rest). */
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly lifecycle: BookingLifecycle,
    /** Told after commit which occasion changed (its status: public caches, live maps). */
    private readonly onChanged: (occasionId: string) => void = () => {},
    /** Other systems' events (occasion.cancelled), written with the cancellation. */
    private readonly events: DomainEvents = NO_DOMAIN_EVENTS,
  ) {}

  /**
   * Marks the occasion cancelled and records the job; the bookings are worked through by `resume`. CONFLICT when the
   * occasion was cancelled before this call began. A call that overlapped another one's (it waited on the occasion's
   * row lock while that one recorded its cancellation) joins that cancellation instead: the row is written with
   * ON CONFLICT DO NOTHING, so the caller answers the one cancellation's progress, never a duplicate key (issue 32).
   */
  async request(occasionIdInput: string, reasonInput: string | null, actorUserId: string): Promise<void> {
    const occasionId = parseUuid(occasionIdInput);
    const reason = parseInput(cancellationReasonSchema, reasonInput, "reason");
    const now = this.clock.now();
    await inUnitOfWork(this.dataSource, async (unit) => {
      const { manager } = unit;
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
      if (inserted.length === 0) return;
      await manager.query(`UPDATE occasions SET status = 'cancelled', updated_at = $2 WHERE id = $1`, [occasionId, now]);
      await this.events.record(manager, [{ type: "occasion.cancelled", subjectId: occasionId, detail: { reason } }], now);
      unit.afterCommit(`occasion:${occasionId}`, () => this.onChanged(occasionId));
      // Started once this commits; should this process stop, the periodic job (resumeAll) finishes it.
      unit.afterCommit(`cancellation:${occasionId}`, () => {
        this.resume(occasionId).catch((error: unknown) =>
          logger.error("occasion cancellation interrupted; the job resumes it", { occasionId, error: String(error) }),
        );
      });
    });
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
              (SELECT count(DISTINCT b.id)::int FROM bookings b JOIN payment_shares s ON s.booking_id = b.id
                 JOIN payments p ON p.id = s.payment_id AND p.status = 'paid'
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
    let busy = false;
    while (!this.stopping) {
      // Each booking in a unit of its own: its refunds are asked of the providers once it commits (the ledger's job
      // sends what a crash left requested), its seats pushed to live maps.
      const step = await inUnitOfWork(this.dataSource, async (unit) => {
        // One process per occasion at a time (the two-key form: the lock's key and the occasion's hash).
        const [lock] = await queryRows<{ locked: boolean }>(unit.manager, `SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS locked`, [
          ADVISORY_LOCKS.occasionCancellations,
          occasionId,
        ]);
        return lock?.locked ? this.nextBooking(unit, occasionId) : null;
      });
      busy = step === null; // another process is at it: it finishes the job
      if (step === null || step === "none") break;
      done += 1;
    }
    if (busy || this.stopping) return done;
    await this.dataSource.query(
      `UPDATE occasion_cancellations c SET finished_at = $2 WHERE c.occasion_id = $1 AND c.finished_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.occasion_id = c.occasion_id AND b.status IN (${sqlList(HOLDING_STATUSES)}))`,
      [occasionId, this.clock.now()],
    );
    return done;
  }

  /** Refunds or cancels the occasion's next live booking and queues its e-mail, in the caller's transaction. */
  private async nextBooking(unit: UnitOfWork, occasionId: string): Promise<"done" | "none"> {
    const { manager } = unit;
    const [cancellation] = await queryRows<{ reason: string | null; start_time: Date }>(
      manager,
      `SELECT c.reason, o.start_time FROM occasion_cancellations c JOIN occasions o ON o.id = c.occasion_id
        WHERE c.occasion_id = $1 AND c.finished_at IS NULL`,
      [occasionId],
    );
    if (!cancellation) return "none";
    const [booking] = await queryRows<{ id: string }>(
      manager,
      `SELECT id FROM bookings WHERE occasion_id = $1 AND status IN (${sqlList(HOLDING_STATUSES)})
        ORDER BY number FOR UPDATE SKIP LOCKED LIMIT 1`,
      [occasionId],
    );
    if (!booking) return "none";
    const ended = await this.lifecycle.cancel(unit, {
      bookingId: booking.id,
      reason: "occasion cancelled",
      actorUserId: null,
      now: this.clock.now(),
      refund: "refund_paid",
      notice: { cause: "occasion", occasionStart: cancellation.start_time, reason: cancellation.reason },
    });
    await unit.manager.query(
      `INSERT INTO occasion_cancellation_bookings (booking_id, occasion_id, outcome, emailed, payment_ids, processed_at)
       VALUES ($1, $2, $3, $4, $5::uuid[], $6)`,
      [booking.id, occasionId, ended.to, ended.emailed, ended.paymentIds, this.clock.now()],
    );
    return "done";
  }
}
