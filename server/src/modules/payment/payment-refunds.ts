import { randomBytes } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { logger } from "../../common/logger.js";
import { inTransaction } from "../../common/transaction.js";
import { queryRows } from "../../db/query-rows.js";
import { PaymentAttempts } from "./payment-attempts.js";
import type { PaymentStatus } from "./payment-status.js";
import type { PaymentService } from "./payment.service.js";

/** Methods whose money is handed back in person: a refund of them is done when the box office says so. */
const IN_PERSON = new Set(["box_office", "skip"]);

/** What became of each paid attempt of a refunded booking. */
export interface RefundResult {
  paymentId: string;
  provider: string;
  amount: number;
  /** refunded: the money went back; refund_required: it is owed (no refund API, refused, or finishing later). */
  status: Extract<PaymentStatus, "refunded" | "refund_required">;
  /** Why it is still owed, for the administrator. */
  note: string | null;
}

/**
 * Refunds of paid attempts (issue 13), in two steps like paying: under the booking's lock every paid
 * attempt becomes `refund_required` (owed), or `refunded` at once when the money is handed back in person
 * (box office); after commit, providers with a refund API (Paytrail, Visma Pay) are asked to pay back, and
 * what they make is marked `refunded`. What no provider could refund stays listed as owed (paymentIssues).
 */
export class PaymentRefunds {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly payments: PaymentService,
  ) {}

  /** Step one, in the caller's transaction (which holds the booking's lock): the booking's paid attempts are owed back. */
  async owe(manager: EntityManager, bookingId: string, reason: string, now: Date): Promise<string[]> {
    const paid = await queryRows<{ id: string; provider: string }>(
      manager,
      `SELECT id, provider FROM payments WHERE booking_id = $1 AND status = 'paid' ORDER BY created_at, id FOR UPDATE`,
      [bookingId],
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

  /** Step two, after commit: asks each provider that can to pay its attempts back. */
  async refundThroughProviders(paymentIds: readonly string[], baseUrl: string): Promise<RefundResult[]> {
    const results: RefundResult[] = [];
    for (const paymentId of paymentIds) {
      const [payment] = await queryRows<{
        id: string;
        provider: string;
        amount: number;
        stamp: string;
        provider_transaction_id: string | null;
      }>(
        this.dataSource,
        `SELECT id, provider, amount, stamp, provider_transaction_id FROM payments WHERE id = $1 AND status = 'refund_required'`,
        [paymentId],
      );
      if (!payment) continue;
      const provider = this.payments.provider(payment.provider);
      const owed = (note: string): RefundResult => ({
        paymentId,
        provider: payment.provider,
        amount: payment.amount,
        status: "refund_required",
        note,
      });
      if (!provider?.refund) {
        results.push(owed("no refund API: refund it by hand"));
        continue;
      }
      try {
        const outcome = await provider.refund(
          { stamp: payment.stamp, providerTransactionId: payment.provider_transaction_id, amount: payment.amount },
          {
            amount: payment.amount,
            refundStamp: randomBytes(16).toString("hex"),
            callbackUrl: `${baseUrl}/api/payments/${payment.provider}/refund-callback`,
          },
        );
        if (outcome.status === "pending") {
          results.push(owed("the provider finishes the refund later"));
          continue;
        }
        await this.markRefunded(paymentId, `refunded through ${payment.provider}`);
        results.push({ paymentId, provider: payment.provider, amount: payment.amount, status: "refunded", note: null });
      } catch (error) {
        logger.warn("refund failed", {
          paymentId,
          provider: payment.provider,
          error: error instanceof Error ? error.message : String(error),
        });
        results.push(owed(error instanceof Error ? error.message : String(error)));
      }
    }
    return results;
  }

  /** A provider's later word on a refund of its attempt `stamp`; false when there is no such attempt. */
  async refundReported(provider: string, stamp: string, succeeded: boolean): Promise<boolean> {
    const [payment] = await queryRows<{ id: string }>(this.dataSource, `SELECT id FROM payments WHERE provider = $1 AND stamp = $2`, [
      provider,
      stamp,
    ]);
    if (!payment) return false;
    if (succeeded) await this.markRefunded(payment.id, `refunded through ${provider} (callback)`);
    return true;
  }

  /** A refund the provider made (now, or later by its callback): refund_required -> refunded, once. */
  async markRefunded(paymentId: string, reason: string): Promise<boolean> {
    const now = this.clock.now();
    return inTransaction(this.dataSource, async (manager) => {
      const rows = await queryRows<{ status: PaymentStatus }>(manager, `SELECT status FROM payments WHERE id = $1 FOR UPDATE`, [paymentId]);
      if (rows[0]?.status !== "refund_required") return false;
      await PaymentAttempts.transition(manager, { paymentId, from: "refund_required", to: "refunded", reason, now });
      return true;
    });
  }
}
