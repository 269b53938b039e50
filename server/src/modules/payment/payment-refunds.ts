import { randomBytes } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { logger } from "../../common/logger.js";
import { inTransaction } from "../../common/transaction.js";
import { queryRows, type SqlRunner } from "../../db/query-rows.js";
import { PaymentAttempts } from "./payment-attempts.js";
import type { RefundOutcome } from "./payment-provider.js";
import type { PaymentStatus } from "./payment-status.js";
import type { PaymentService } from "./payment.service.js";

/** Methods whose money is handed back in person: a refund of them is done when the box office says so. */
const IN_PERSON = new Set(["box_office", "skip"]);

/** What became of a refund: the whole of a paid attempt, or a part of it (`partial`). */
export interface RefundResult {
  paymentId: string;
  provider: string;
  amount: number;
  partial: boolean;
  /** refunded: the money went back; refund_required: it is owed (no refund API, refused, or finishing later). */
  status: Extract<PaymentStatus, "refunded" | "refund_required">;
  /** Why it is still owed, for the administrator. */
  note: string | null;
}

/** A refund to ask a provider for: a whole attempt (`partId` null) or a part of one. */
interface PendingRefund {
  paymentId: string;
  partId: string | null;
  provider: string;
  amount: number;
  stamp: string;
  providerTransactionId: string | null;
}

/**
 * Refunds (issue 13), the only writer of payment_refunds and of the refund statuses of attempts. Like
 * paying, in two steps: under the booking's lock the money becomes owed (a whole attempt
 * `refund_required`, or a part of one in payment_refunds), or refunded at once when it is handed back in
 * person (box office); after commit, providers with a refund API (Paytrail, Visma Pay) are asked to pay
 * back, and what they make is marked refunded. What no provider could refund stays listed as owed.
 */
export class PaymentRefunds {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly payments: PaymentService,
  ) {}

  /** Cents the venue holds of a booking: its paid attempts less the parts paid back. */
  async held(runner: SqlRunner, bookingId: string): Promise<number> {
    const [row] = await queryRows<{ held: string }>(
      runner,
      `SELECT COALESCE(sum(p.amount - COALESCE((SELECT sum(r.amount) FROM payment_refunds r WHERE r.payment_id = p.id AND r.status = 'refunded'), 0)), 0) AS held
         FROM payments p WHERE p.booking_id = $1 AND p.status = 'paid'`,
      [bookingId],
    );
    return Number(row?.held ?? 0);
  }

  /**
   * Step one of a whole refund, in the caller's transaction (which holds the booking's lock): every paid
   * attempt is owed back (parts still owed are folded in); returns the attempts to ask providers about.
   */
  async owe(manager: EntityManager, bookingId: string, reason: string, now: Date): Promise<string[]> {
    const paid = await queryRows<{ id: string; provider: string }>(
      manager,
      `SELECT id, provider FROM payments WHERE booking_id = $1 AND status = 'paid' ORDER BY created_at, id FOR UPDATE`,
      [bookingId],
    );
    await manager.query(
      `UPDATE payment_refunds SET status = 'superseded', note = 'part of a full refund' WHERE status = 'owed' AND payment_id = ANY($1::uuid[])`,
      [paid.map((payment) => payment.id)],
    );
    for (const payment of paid) {
      await PaymentAttempts.transition(manager, { paymentId: payment.id, from: "paid", to: "refund_required", reason, now });
      if (IN_PERSON.has(payment.provider)) {
        await PaymentAttempts.transition(manager, {
          paymentId: payment.id,
          from: "refund_required",
          to: "refunded",
          reason: "handed back at the box office",
          now,
        });
      }
    }
    return paid.filter((payment) => !IN_PERSON.has(payment.provider)).map((payment) => payment.id);
  }

  /**
   * Step one after a paid booking got cheaper (a ticket removed or repriced lower), in the caller's
   * transaction: what the venue holds above `price` is owed back, as parts of the paid attempts (newest
   * first). Box-office money is handed back at once. Returns the parts to ask providers about.
   */
  async oweExcess(manager: EntityManager, bookingId: string, price: number, reason: string, now: Date): Promise<string[]> {
    const paid = await queryRows<{ id: string; provider: string; refundable: number }>(
      manager,
      `SELECT p.id, p.provider, p.amount - COALESCE((SELECT sum(r.amount) FROM payment_refunds r WHERE r.payment_id = p.id AND r.status IN ('owed', 'refunded')), 0) AS refundable
         FROM payments p WHERE p.booking_id = $1 AND p.status = 'paid' ORDER BY p.created_at DESC, p.id FOR UPDATE OF p`,
      [bookingId],
    );
    let excess = paid.reduce((sum, payment) => sum + Number(payment.refundable), 0) - price;
    const toProviders: string[] = [];
    for (const payment of paid) {
      if (excess <= 0) break;
      const amount = Math.min(excess, Number(payment.refundable));
      if (amount <= 0) continue;
      excess -= amount;
      const inPerson = IN_PERSON.has(payment.provider);
      const [part] = await queryRows<{ id: string }>(
        manager,
        `INSERT INTO payment_refunds (payment_id, amount, status, reason, note, created_at, refunded_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          payment.id,
          amount,
          inPerson ? "refunded" : "owed",
          reason.slice(0, 200),
          inPerson ? "handed back at the box office" : null,
          now,
          inPerson ? now : null,
        ],
      );
      if (!inPerson) toProviders.push(part!.id);
    }
    return toProviders;
  }

  /** Step two of a whole refund, after commit: asks each provider that can to pay its attempts back. */
  async refundThroughProviders(paymentIds: readonly string[], baseUrl: string): Promise<RefundResult[]> {
    const pending = await queryRows<{
      id: string;
      provider: string;
      amount: number;
      stamp: string;
      provider_transaction_id: string | null;
    }>(
      this.dataSource,
      `SELECT p.id, p.provider, p.stamp, p.provider_transaction_id,
              p.amount - COALESCE((SELECT sum(r.amount) FROM payment_refunds r WHERE r.payment_id = p.id AND r.status = 'refunded'), 0) AS amount
         FROM payments p WHERE p.id = ANY($1::uuid[]) AND p.status = 'refund_required' ORDER BY p.created_at, p.id`,
      [paymentIds],
    );
    const results: RefundResult[] = [];
    for (const payment of pending) {
      const refund: PendingRefund = {
        paymentId: payment.id,
        partId: null,
        provider: payment.provider,
        amount: Number(payment.amount),
        stamp: payment.stamp,
        providerTransactionId: payment.provider_transaction_id,
      };
      results.push(await this.askProvider(refund, baseUrl));
    }
    return results;
  }

  /** Step two after a paid booking got cheaper, after commit: asks the providers for the owed parts. */
  async refundPartsThroughProviders(partIds: readonly string[], baseUrl: string): Promise<RefundResult[]> {
    const parts = await queryRows<{
      id: string;
      payment_id: string;
      amount: number;
      provider: string;
      stamp: string;
      provider_transaction_id: string | null;
    }>(
      this.dataSource,
      `SELECT r.id, r.payment_id, r.amount, p.provider, p.stamp, p.provider_transaction_id
         FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE r.id = ANY($1::uuid[]) AND r.status = 'owed' ORDER BY r.created_at, r.id`,
      [partIds],
    );
    const results: RefundResult[] = [];
    for (const part of parts) {
      const refund: PendingRefund = {
        paymentId: part.payment_id,
        partId: part.id,
        provider: part.provider,
        amount: part.amount,
        stamp: part.stamp,
        providerTransactionId: part.provider_transaction_id,
      };
      results.push(await this.askProvider(refund, baseUrl));
    }
    return results;
  }

  /** A provider's later word on a refund of its attempt `stamp` (a part when `partId`); false when there is no such attempt. */
  async refundReported(provider: string, stamp: string, succeeded: boolean, partId: string | null): Promise<boolean> {
    const [payment] = await queryRows<{ id: string }>(this.dataSource, `SELECT id FROM payments WHERE provider = $1 AND stamp = $2`, [
      provider,
      stamp,
    ]);
    if (!payment) return false;
    if (succeeded) await this.markRefunded({ paymentId: payment.id, partId }, `refunded through ${provider} (callback)`);
    return true;
  }

  private async askProvider(refund: PendingRefund, baseUrl: string): Promise<RefundResult> {
    const result = (status: RefundResult["status"], note: string | null): RefundResult => ({
      paymentId: refund.paymentId,
      provider: refund.provider,
      amount: refund.amount,
      partial: refund.partId !== null,
      status,
      note,
    });
    const provider = this.payments.provider(refund.provider);
    if (!provider?.refund) return this.stillOwed(refund, result("refund_required", "no refund API: refund it by hand"));
    let outcome: RefundOutcome;
    try {
      const callback = new URL(`${baseUrl}/api/payments/${refund.provider}/refund-callback`);
      if (refund.partId) callback.searchParams.set("part", refund.partId);
      outcome = await provider.refund(
        { stamp: refund.stamp, providerTransactionId: refund.providerTransactionId, amount: refund.amount },
        { amount: refund.amount, refundStamp: randomBytes(16).toString("hex"), callbackUrl: callback.toString() },
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn("refund failed", { paymentId: refund.paymentId, provider: refund.provider, error: reason });
      return this.stillOwed(refund, result("refund_required", reason));
    }
    if (outcome.status === "pending") return this.stillOwed(refund, result("refund_required", "the provider finishes the refund later"));
    await this.markRefunded(refund, `refunded through ${refund.provider}`);
    return result("refunded", null);
  }

  /** Keeps why a part is still owed on it, for the administrator. */
  private async stillOwed(refund: PendingRefund, result: RefundResult): Promise<RefundResult> {
    if (refund.partId)
      await this.dataSource.query(`UPDATE payment_refunds SET note = $2 WHERE id = $1 AND status = 'owed'`, [
        refund.partId,
        result.note?.slice(0, 300) ?? null,
      ]);
    return result;
  }

  /** A refund the provider made (now, or later by its callback): owed -> refunded, once. */
  async markRefunded(refund: { paymentId: string; partId: string | null }, reason: string): Promise<boolean> {
    const now = this.clock.now();
    if (refund.partId) {
      const updated = await queryRows(
        this.dataSource,
        `UPDATE payment_refunds SET status = 'refunded', refunded_at = $3, note = $4 WHERE id = $1 AND payment_id = $2 AND status = 'owed' RETURNING id`,
        [refund.partId, refund.paymentId, now, reason.slice(0, 300)],
      );
      return updated.length > 0;
    }
    return inTransaction(this.dataSource, async (manager) => {
      const rows = await queryRows<{ status: PaymentStatus }>(manager, `SELECT status FROM payments WHERE id = $1 FOR UPDATE`, [
        refund.paymentId,
      ]);
      if (rows[0]?.status !== "refund_required") return false;
      await PaymentAttempts.transition(manager, { paymentId: refund.paymentId, from: "refund_required", to: "refunded", reason, now });
      return true;
    });
  }
}
