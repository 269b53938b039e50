import { randomBytes } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { changedMeanwhile, DomainError } from "../../common/errors.js";
import { logger } from "../../common/logger.js";
import { inTransaction } from "../../common/transaction.js";
import { queryRows, type SqlRunner } from "../../db/query-rows.js";
import { canMoneyTransition, type MoneyMovementKind, type MoneyMovementStatus } from "./money-movement-status.js";
import {
  insertMovements,
  moneyFigures,
  moneyFiguresOf,
  moveMovements,
  noteMovement,
  settleRefundByHand,
  type MoneyFigures,
  type NewMovement,
} from "./money-movements.js";
import { BOX_OFFICE, SKIP_PAYMENT } from "./payment-methods.js";
import { PaymentAttempts } from "./payment-attempts.js";
import type { RefundOutcome } from "./payment-provider.js";
import type { PaymentService } from "./payment.service.js";

/** Methods whose money is handed back in person: a refund of them is made when the box office decides it. */
const IN_PERSON = new Set([BOX_OFFICE, SKIP_PAYMENT]);

/** The reason of the refund of a second payment of a booking already paid (refundDuplicate; checkoutResult reads it). */
export const DUPLICATE_PAYMENT_REFUND = "the booking was already paid: refund";

/** What became of a refund asked of a provider. */
export interface RefundResult {
  movementId: string;
  paymentId: string;
  provider: string;
  amount: number;
  /** A part of an attempt (false: the whole attempt). */
  partial: boolean;
  status: MoneyMovementStatus;
  /** Why it is still owed, for the administrator. */
  note: string | null;
}

/** Where a refund goes: back through the provider's refund API, handed back at the box office, or owed, to pay back by hand. */
export type RefundDestination = "provider" | "box_office" | "by_hand";

/** A refund line: the method it goes back through, cents, and where it goes. */
export interface RefundLine {
  method: string;
  amount: number;
  destination: RefundDestination;
}

/**
 * The money ledger (issue 33): the only writer of money_movements and of the refund statuses of payment attempts.
 * Money goes back in two steps, as it is paid: in the caller's transaction (which holds the booking's lock) a refund
 * is decided, a row `requested` (or `refunded` at once when it is handed back in person); after commit `send` asks the
 * providers with a refund API, claiming each row first (requested -> sent, committed), so a crash or a second process
 * never asks twice. What a crash left requested is sent by the periodic job (`sendRequested`).
 */
export class MoneyLedger {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly payments: PaymentService,
    /** This site's public origin (providers' refund callbacks). */
    private readonly publicBase: () => string,
  ) {}

  /** Cents the venue holds of a booking (MoneyFigures.held). */
  async held(runner: SqlRunner, bookingId: string): Promise<number> {
    return (await moneyFigures(runner, bookingId)).held;
  }

  figures(runner: SqlRunner, bookingId: string): Promise<MoneyFigures> {
    return moneyFigures(runner, bookingId);
  }

  /**
   * Where a refund line goes: handed back at the box office (refunded at once), back through the provider's refund API,
   * or by hand (owed or failed, or its provider has no refund API, as Ceepos).
   */
  destinationOf(row: { method: string; status: string }): RefundDestination {
    if (row.status === "refunded") return "box_office";
    if (row.status === "owed" || row.status === "failed") return "by_hand";
    return this.payments.provider(row.method)?.refund ? "provider" : "by_hand";
  }

  /**
   * The booking's refund lines the caller's transaction wrote (its own rows: xmin is this transaction's id; no
   * savepoints are used around refunds), each with where it goes: what a change's e-mail and its preview tell.
   */
  async refundsOfThisTransaction(manager: EntityManager, bookingId: string): Promise<RefundLine[]> {
    const rows = await queryRows<{ method: string; amount: number; status: string }>(
      manager,
      `SELECT method, amount, status FROM money_movements
        WHERE booking_id = $1 AND kind = 'refund' AND xmin = pg_current_xact_id()::xid ORDER BY created_at, id`,
      [bookingId],
    );
    return rows.map((row) => ({ method: row.method, amount: Number(row.amount), destination: this.destinationOf(row) }));
  }

  /**
   * Cents of the refunds the caller's transaction wrote that the venue pays back by hand (owed: a provider without a
   * refund API, as Ceepos), for the customer's e-mail to say so rather than "refunded to you".
   */
  async byHandOfThisTransaction(manager: EntityManager, bookingId: string): Promise<number> {
    const lines = await this.refundsOfThisTransaction(manager, bookingId);
    return lines.filter((line) => line.destination === "by_hand").reduce((sum, line) => sum + line.amount, 0);
  }

  /** The money of each of the bookings (an administrator's list of them reads it once). */
  figuresOf(runner: SqlRunner, bookingIds: readonly string[]): Promise<Map<string, MoneyFigures>> {
    return moneyFiguresOf(runner, bookingIds);
  }

  /**
   * Refunds every paid attempt of the booking whole, in the caller's transaction: each attempt becomes
   * refund_required with a whole refund of what its parts have not paid back (parts not yet sent are folded in,
   * superseded), handed back at once when it was paid in person. Answers the attempts refunded and the refunds to send
   * after commit.
   */
  async refundAll(
    manager: EntityManager,
    bookingId: string,
    reason: string,
    actorUserId: string | null,
    now: Date,
  ): Promise<{ paymentIds: string[]; toSend: string[] }> {
    const attempts = await paidAttemptsOf(manager, bookingId);
    if (attempts.length === 0) return { paymentIds: [], toSend: [] };
    // A season ticket's one payment: this date's share goes back, as a part; its other dates keep theirs.
    const shares = await this.refundShares(manager, {
      bookingId,
      attempts: attempts.filter((attempt) => attempt.shared),
      reason,
      actorUserId,
      now,
    });
    const paid = attempts.filter((attempt) => !attempt.shared);
    const paymentIds = [...paid.map((payment) => payment.id), ...shares.paymentIds];
    if (paid.length === 0) return { paymentIds, toSend: shares.toSend };
    // Only the booking's own attempts are refunded whole: a shared attempt's other parts (the other dates') stand.
    const ownIds = paid.map((payment) => payment.id);
    // Parts not yet sent are folded into the whole refund; one being sent (claimed) stays, and is left out of it.
    const folded = await queryRows<{ id: string; status: MoneyMovementStatus }>(
      manager,
      `SELECT id, status FROM money_movements WHERE payment_id = ANY($1::uuid[]) AND kind = 'refund' AND status IN ('requested', 'failed', 'owed') FOR UPDATE`,
      [ownIds],
    );
    for (const from of ["requested", "failed", "owed"] as const) {
      const ids = folded.filter((row) => row.status === from).map((row) => row.id);
      await moveMovements(manager, { ids, from, to: "superseded", reason: "part of a full refund", now, actorUserId });
    }
    const gone = await queryRows<{ payment_id: string; amount: string }>(
      manager,
      `SELECT payment_id, sum(amount) AS amount FROM money_movements
        WHERE payment_id = ANY($1::uuid[]) AND kind = 'refund' AND status IN ('refunded', 'sent') GROUP BY payment_id`,
      [ownIds],
    );
    const partsGone = new Map(gone.map((row) => [row.payment_id, Number(row.amount)]));
    const toSend: string[] = [];
    for (const payment of paid) {
      const inPerson = IN_PERSON.has(payment.provider);
      const amount = payment.amount - (partsGone.get(payment.id) ?? 0);
      await PaymentAttempts.transition(manager, { paymentId: payment.id, from: "paid", to: "refund_required", reason, now });
      if (amount > 0) {
        const [id] = await insertMovements(
          manager,
          [
            {
              bookingId,
              paymentId: payment.id,
              kind: "refund",
              method: payment.provider,
              amount,
              whole: true,
              status: inPerson ? "refunded" : "requested",
              reason,
              note: inPerson ? "handed back at the box office" : null,
              actorUserId,
            },
          ],
          now,
        );
        if (!inPerson) toSend.push(id!);
      }
      if (inPerson || amount <= 0) {
        const why = inPerson ? "handed back at the box office" : "paid back in parts";
        await PaymentAttempts.transition(manager, { paymentId: payment.id, from: "refund_required", to: "refunded", reason: why, now });
      }
    }
    return { paymentIds, toSend: [...toSend, ...shares.toSend] };
  }

  /**
   * The booking's share of each attempt that paid for several bookings (a season ticket's order) goes back as a part:
   * what of its share has not been refunded yet. The attempt is refund_required once every share is decided to go back
   * (refunded when all of it is back), and stays paid while another date keeps its share.
   */
  private async refundShares(
    manager: EntityManager,
    refund: { bookingId: string; attempts: PaidAttempt[]; reason: string; actorUserId: string | null; now: Date },
  ): Promise<{ paymentIds: string[]; toSend: string[] }> {
    const parts: NewMovement[] = refund.attempts
      .filter((attempt) => attempt.refundable > 0)
      .map((attempt) => {
        const inPerson = IN_PERSON.has(attempt.provider);
        return {
          bookingId: refund.bookingId,
          paymentId: attempt.id,
          kind: "refund",
          method: attempt.provider,
          amount: attempt.refundable,
          whole: false,
          status: inPerson ? "refunded" : "requested",
          reason: refund.reason,
          note: inPerson ? "handed back at the box office" : null,
          actorUserId: refund.actorUserId,
        };
      });
    const ids = await insertMovements(manager, parts, refund.now);
    for (const attempt of refund.attempts) await closeWhenAllDecided(manager, attempt.id, refund.reason, refund.now);
    return {
      paymentIds: refund.attempts.map((attempt) => attempt.id),
      toSend: ids.filter((_, index) => parts[index]!.status === "requested"),
    };
  }

  /**
   * After a paid booking got cheaper (a ticket removed or repriced lower), in the caller's transaction: what the
   * venue holds above `price` is refunded, as parts of the paid attempts (newest first); box-office money is
   * handed back at once. Answers the refunds to send after commit and the cents refunded.
   */
  async refundExcess(
    manager: EntityManager,
    change: { bookingId: string; price: number; reason: string; actorUserId: string | null; now: Date },
  ): Promise<{ toSend: string[]; amount: number }> {
    const paid = (await paidAttemptsOf(manager, change.bookingId)).reverse();
    let excess = paid.reduce((sum, payment) => sum + Number(payment.refundable), 0) - change.price;
    const parts: NewMovement[] = [];
    for (const payment of paid) {
      if (excess <= 0) break;
      const amount = Math.min(excess, Number(payment.refundable));
      if (amount <= 0) continue;
      excess -= amount;
      const inPerson = IN_PERSON.has(payment.provider);
      parts.push({
        bookingId: change.bookingId,
        paymentId: payment.id,
        kind: "refund",
        method: payment.provider,
        amount,
        whole: false,
        status: inPerson ? "refunded" : "requested",
        reason: change.reason,
        note: inPerson ? "handed back at the box office" : null,
        actorUserId: change.actorUserId,
      });
    }
    const ids = await insertMovements(manager, parts, change.now);
    for (const payment of paid) if (payment.shared) await closeWhenAllDecided(manager, payment.id, change.reason, change.now);
    return {
      toSend: ids.filter((_, index) => parts[index]!.status === "requested"),
      amount: parts.reduce((sum, part) => sum + part.amount, 0),
    };
  }

  /**
   * A paid attempt that could not book its booking (booked by another attempt, its places taken meanwhile, an older
   * price): the money is owed back whole, for a person to look at (paymentIssues) rather than refunded unasked.
   */
  async oweUnbookable(manager: EntityManager, paymentId: string, reason: string, now: Date): Promise<void> {
    await PaymentAttempts.transition(manager, { paymentId, from: "paid", to: "refund_required", reason, now });
    await insertMovements(
      manager,
      await wholeRefundOf(manager, paymentId, { status: "owed", reason, note: "paid, but could not book: refund it" }),
      now,
    );
  }

  /**
   * A paid attempt of a booking already paid (booked by another attempt: a provider's page was still open in another
   * tab): the money is refunded whole, unasked, in the caller's transaction: a refund `requested`, sent after commit
   * through the provider's refund API (`send`; one without an API leaves it owed, for a person). Answers the refund.
   */
  async refundDuplicate(
    manager: EntityManager,
    paymentId: string,
    now: Date,
  ): Promise<{ movementIds: string[]; amount: number; provider: string; automatic: boolean }> {
    const [payment] = await queryRows<{ provider: string; amount: number }>(
      manager,
      `SELECT provider, amount FROM payments WHERE id = $1`,
      [paymentId],
    );
    await PaymentAttempts.transition(manager, { paymentId, from: "paid", to: "refund_required", reason: DUPLICATE_PAYMENT_REFUND, now });
    const automatic = Boolean(this.payments.provider(payment!.provider)?.refund);
    if (payment!.amount <= 0) {
      await PaymentAttempts.transition(manager, { paymentId, from: "refund_required", to: "refunded", reason: "nothing was charged", now });
      return { movementIds: [], amount: 0, provider: payment!.provider, automatic };
    }
    const lines = await wholeRefundOf(manager, paymentId, {
      status: "requested",
      reason: DUPLICATE_PAYMENT_REFUND,
      note: "the booking was already paid: refunded automatically",
    });
    const movementIds = await insertMovements(manager, lines, now);
    return { movementIds, amount: payment!.amount, provider: payment!.provider, automatic };
  }

  /**
   * After commit: asks each provider that can to pay the requested refunds back, claiming each first (requested ->
   * sent, committed) so it is asked at most once. A provider without a refund API leaves it owed, for a person.
   */
  async send(movementIds: readonly string[]): Promise<RefundResult[]> {
    if (movementIds.length === 0) return [];
    const now = this.clock.now();
    const requested = await queryRows<{ id: string; method: string }>(
      this.dataSource,
      `SELECT id, method FROM money_movements WHERE id = ANY($1::uuid[]) AND status = 'requested' ORDER BY created_at, id`,
      [movementIds],
    );
    const manual = requested.filter((row) => !this.payments.provider(row.method)?.refund).map((row) => row.id);
    await moveMovements(this.dataSource, {
      ids: manual,
      from: "requested",
      to: "owed",
      reason: "no refund API",
      note: "no refund API: refund it by hand",
      now,
    });
    const claimed = await moveMovements(this.dataSource, {
      ids: requested.filter((row) => !manual.includes(row.id)).map((row) => row.id),
      from: "requested",
      to: "sent",
      reason: "asked of the provider",
      now,
    });
    const results: RefundResult[] = [];
    for (const id of claimed) results.push(await this.askProvider(id));
    const manualRows = await this.resultsOf(manual);
    return [...results, ...manualRows];
  }

  /** The periodic job: sends refunds a crash (or a lost process) left requested; answers how many it sent. */
  async sendRequested(olderThanMs = 30_000): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - olderThanMs);
    const rows = await queryRows<{ id: string }>(
      this.dataSource,
      `SELECT id FROM money_movements WHERE status = 'requested' AND created_at <= $1 ORDER BY created_at LIMIT 100`,
      [cutoff],
    );
    return (await this.send(rows.map((row) => row.id))).length;
  }

  /**
   * A provider's later word on a refund of its attempt `stamp` (the part `partId`, or the attempt's whole refund):
   * refunded, once; a refusal leaves it failed, for a person. False when there is no such attempt.
   */
  async refundReported(provider: string, stamp: string, succeeded: boolean, partId: string | null): Promise<boolean> {
    const [payment] = await queryRows<{ id: string }>(this.dataSource, `SELECT id FROM payments WHERE provider = $1 AND stamp = $2`, [
      provider,
      stamp,
    ]);
    if (!payment) return false;
    const [movement] = await queryRows<{ id: string }>(
      this.dataSource,
      partId
        ? `SELECT id FROM money_movements WHERE id = $2 AND payment_id = $1 AND kind = 'refund'`
        : `SELECT id FROM money_movements WHERE payment_id = $1 AND kind = 'refund' AND whole AND status <> 'superseded' ORDER BY created_at DESC LIMIT 1`,
      partId ? [payment.id, partId] : [payment.id],
    );
    if (!movement) return true;
    if (succeeded) await this.confirm(movement.id, `refunded through ${provider} (callback)`, null, null);
    else
      await moveMovements(this.dataSource, {
        ids: [movement.id],
        from: "sent",
        to: "failed",
        reason: `refused by ${provider} (callback)`,
        note: "the provider refused the refund",
        now: this.clock.now(),
      });
    return true;
  }

  /**
   * A refund made: by the provider (`note` its word) or by hand (`actorUserId` who settled it). Moves it to refunded
   * from wherever it stands, once, and the attempt it refunds whole with it. False when it was already refunded.
   */
  async confirm(movementId: string, reason: string, note: string | null, actorUserId: string | null): Promise<boolean> {
    const now = this.clock.now();
    return inTransaction(this.dataSource, async (manager) => {
      await lockPaymentOf(manager, movementId);
      const [row] = await queryRows<{ status: MoneyMovementStatus; whole: boolean; payment_id: string; kind: MoneyMovementKind }>(
        manager,
        `SELECT status, whole, payment_id, kind FROM money_movements WHERE id = $1 FOR UPDATE`,
        [movementId],
      );
      if (!row || row.kind !== "refund") throw new DomainError("NOT_FOUND", "errors.notFound");
      if (row.status === "refunded") return false;
      if (!canMoneyTransition(row.status, "refunded")) {
        // A part folded into a whole refund before the provider's word on it arrived: the whole refund stands for it.
        logger.warn("a refund confirmed after it was superseded", { movementId, status: row.status });
        return false;
      }
      await moveMovements(manager, { ids: [movementId], from: row.status, to: "refunded", reason, note, now, actorUserId });
      if (!row.whole) await closeWhenAllBack(manager, row.payment_id, now);
      else {
        const [attempt] = await queryRows<{ status: string }>(manager, `SELECT status FROM payments WHERE id = $1 FOR UPDATE`, [
          row.payment_id,
        ]);
        if (attempt?.status === "refund_required")
          await PaymentAttempts.transition(manager, { paymentId: row.payment_id, from: "refund_required", to: "refunded", reason, now });
      }
      return true;
    });
  }

  /**
   * An owed or failed refund paid back by hand (issue 34, item 4): refunded over the version the administrator saw,
   * with who (`actorUserId`), when, how (`how`: bank transfer, cash) and a note; the attempt it refunds whole with
   * it. Refused (CONFLICT) when someone settled or changed it meanwhile, so it is never settled twice.
   */
  async settleByHand(movementId: string, version: Date, how: string, note: string | null, actorUserId: string): Promise<void> {
    const now = this.clock.now();
    await inTransaction(this.dataSource, async (manager) => {
      await lockPaymentOf(manager, movementId);
      const [row] = await queryRows<{ status: MoneyMovementStatus; whole: boolean; payment_id: string; current: boolean }>(
        manager,
        `SELECT status, whole, payment_id, date_trunc('milliseconds', updated_at) = $2 AS current
           FROM money_movements WHERE id = $1 AND kind = 'refund' FOR UPDATE`,
        [movementId, version],
      );
      if (!row) throw new DomainError("NOT_FOUND", "errors.notFound");
      if (!row.current) throw changedMeanwhile();
      if (row.status !== "owed" && row.status !== "failed")
        throw new DomainError("INVALID_TRANSITION", "payment.invalidTransition", { from: row.status, to: "refunded" });
      const settled = await settleRefundByHand(manager, { id: movementId, from: row.status, version, how, note, actorUserId, now });
      if (!settled) throw changedMeanwhile();
      if (!row.whole) await closeWhenAllBack(manager, row.payment_id, now);
      else {
        const [attempt] = await queryRows<{ status: string }>(manager, `SELECT status FROM payments WHERE id = $1 FOR UPDATE`, [
          row.payment_id,
        ]);
        if (attempt?.status === "refund_required")
          await PaymentAttempts.transition(manager, {
            paymentId: row.payment_id,
            from: "refund_required",
            to: "refunded",
            reason: `refunded by hand: ${how}`,
            now,
          });
      }
    });
  }

  private async askProvider(movementId: string): Promise<RefundResult> {
    const [refund] = await queryRows<{
      payment_id: string;
      method: string;
      amount: number;
      whole: boolean;
      stamp: string;
      provider_transaction_id: string | null;
    }>(
      this.dataSource,
      `SELECT m.payment_id, m.method, m.amount, m.whole, p.stamp, p.provider_transaction_id
         FROM money_movements m JOIN payments p ON p.id = m.payment_id WHERE m.id = $1`,
      [movementId],
    );
    const provider = this.payments.provider(refund!.method)!;
    const fail = async (note: string) => {
      await moveMovements(this.dataSource, {
        ids: [movementId],
        from: "sent",
        to: "failed",
        reason: "refund failed",
        note,
        now: this.clock.now(),
      });
    };
    let outcome: RefundOutcome;
    try {
      const callback = new URL(`${this.publicBase()}/api/payments/${refund!.method}/refund-callback`);
      if (!refund!.whole) callback.searchParams.set("part", movementId);
      outcome = await provider.refund!(
        { stamp: refund!.stamp, providerTransactionId: refund!.provider_transaction_id, amount: refund!.amount },
        { amount: refund!.amount, refundStamp: randomBytes(16).toString("hex"), callbackUrl: callback.toString() },
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn("refund failed", { movementId, provider: refund!.method, error: reason });
      await fail(reason);
      return (await this.resultsOf([movementId]))[0]!;
    }
    if (outcome.status === "pending") {
      await noteMovement(this.dataSource, movementId, "sent", "the provider finishes the refund later");
    } else {
      await this.confirm(movementId, `refunded through ${refund!.method}`, null, null);
    }
    return (await this.resultsOf([movementId]))[0]!;
  }

  private async resultsOf(ids: string[]): Promise<RefundResult[]> {
    if (ids.length === 0) return [];
    const rows = await queryRows<{
      id: string;
      payment_id: string;
      method: string;
      amount: number;
      whole: boolean;
      status: MoneyMovementStatus;
      note: string | null;
    }>(
      this.dataSource,
      `SELECT id, payment_id, method, amount, whole, status, note FROM money_movements WHERE id = ANY($1::uuid[]) ORDER BY created_at, id`,
      [ids],
    );
    return rows.map((row) => ({
      movementId: row.id,
      paymentId: row.payment_id,
      provider: row.method,
      amount: row.amount,
      partial: !row.whole,
      status: row.status,
      note: row.note,
    }));
  }
}

/** A paid attempt as one booking sees it: its share of it, and whether other bookings share it (a season ticket's order). */
interface PaidAttempt {
  id: string;
  provider: string;
  amount: number;
  shared: boolean;
  /** Cents of the booking's share not refunded yet (nor decided to be). */
  refundable: number;
}

/** The paid attempts that paid for the booking (alone or with an order's other dates), oldest first, locked. */
async function paidAttemptsOf(manager: EntityManager, bookingId: string): Promise<PaidAttempt[]> {
  const rows = await queryRows<{ id: string; provider: string; amount: number; shared: boolean; refundable: string }>(
    manager,
    `SELECT p.id, p.provider, p.amount,
            (SELECT count(*) FROM payment_shares x WHERE x.payment_id = p.id) > 1 AS shared,
            s.amount - COALESCE((SELECT sum(m.amount) FROM money_movements m
                                  WHERE m.payment_id = p.id AND m.booking_id = s.booking_id AND m.kind = 'refund' AND m.status <> 'superseded'), 0) AS refundable
       FROM payment_shares s JOIN payments p ON p.id = s.payment_id
      WHERE s.booking_id = $1 AND p.status = 'paid' ORDER BY p.created_at, p.id FOR UPDATE OF p`,
    [bookingId],
  );
  return rows.map((row) => ({ ...row, amount: Number(row.amount), refundable: Number(row.refundable) }));
}

/**
 * An attempt's whole amount going back: one line per booking it paid for. A booking's own attempt gets one whole refund;
 * an order's one payment a part per date (each date's money adds up on its own), the attempt closing with its last part.
 */
async function wholeRefundOf(
  manager: EntityManager,
  paymentId: string,
  line: { status: MoneyMovementStatus; reason: string; note: string },
): Promise<NewMovement[]> {
  const shares = await queryRows<{ booking_id: string; provider: string; amount: number }>(
    manager,
    `SELECT s.booking_id, p.provider, s.amount FROM payment_shares s JOIN payments p ON p.id = s.payment_id
      WHERE s.payment_id = $1 AND s.amount > 0 ORDER BY s.booking_id`,
    [paymentId],
  );
  return shares.map((share) => ({
    bookingId: share.booking_id,
    paymentId,
    kind: "refund",
    method: share.provider,
    amount: Number(share.amount),
    whole: shares.length === 1,
    ...line,
  }));
}

/** Refunds decided and paid back of an attempt, in cents. */
async function refundsOfAttempt(
  manager: SqlRunner,
  paymentId: string,
): Promise<{ status: string; amount: number; decided: number; back: number }> {
  const [row] = await queryRows<{ status: string; amount: number; decided: string; back: string }>(
    manager,
    `SELECT p.status, p.amount,
            COALESCE(sum(m.amount) FILTER (WHERE m.status <> 'superseded'), 0) AS decided,
            COALESCE(sum(m.amount) FILTER (WHERE m.status = 'refunded'), 0) AS back
       FROM payments p LEFT JOIN money_movements m ON m.payment_id = p.id AND m.kind = 'refund'
      WHERE p.id = $1 GROUP BY p.id`,
    [paymentId],
  );
  return { status: row!.status, amount: Number(row!.amount), decided: Number(row!.decided), back: Number(row!.back) };
}

/** A shared attempt whose every share is decided to go back is refund_required, and refunded once all of it is back. */
async function closeWhenAllDecided(manager: EntityManager, paymentId: string, reason: string, now: Date): Promise<void> {
  const refunds = await refundsOfAttempt(manager, paymentId);
  if (refunds.status !== "paid" || refunds.decided < refunds.amount) return;
  await PaymentAttempts.transition(manager, { paymentId, from: "paid", to: "refund_required", reason, now });
  await closeWhenAllBack(manager, paymentId, now);
}

/**
 * Locks the attempt a refund line belongs to, before the line itself: the ledger's lock order (payments, then their
 * movements, as refundAll takes them), and two parts confirmed at once see each other's (the second waits for the first).
 */
async function lockPaymentOf(manager: EntityManager, movementId: string): Promise<void> {
  await manager.query(`SELECT p.id FROM payments p WHERE p.id = (SELECT m.payment_id FROM money_movements m WHERE m.id = $1) FOR UPDATE`, [
    movementId,
  ]);
}

/** An attempt going back in parts (an order's dates) is refunded when its last part is; the caller holds its lock. */
async function closeWhenAllBack(manager: EntityManager, paymentId: string, now: Date): Promise<void> {
  const refunds = await refundsOfAttempt(manager, paymentId);
  if (refunds.status !== "refund_required" || refunds.back < refunds.amount) return;
  await PaymentAttempts.transition(manager, { paymentId, from: "refund_required", to: "refunded", reason: "paid back in parts", now });
}
