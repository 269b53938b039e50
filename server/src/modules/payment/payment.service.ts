import { randomBytes } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import { DomainError } from "../../common/errors.js";
import { logger } from "../../common/logger.js";
import { translate, type Translations } from "../../common/translations.js";
import type { SkipPayment } from "../../config/config.js";
import type { PaymentLine, PaymentProvider, PaymentRequest, PaymentStart, PaymentSubmission } from "./payment-provider.js";
import type { PaymentAttemptView } from "./payment.results.js";
import { inTransaction } from "../../common/transaction.js";
import { queryRows, type SqlRunner } from "../../db/query-rows.js";
import { PaymentAttempts } from "./payment-attempts.js";
import type { PaymentStatus } from "./payment-status.js";
import type { BoxOfficeKind } from "./payment-methods.js";

/**
 * Provider attempts of a booking (one `payments` row per `pay`), independent of drafts so seasonal
 * renewals reuse it. Which providers exist is decided at start-up.
 */
export class PaymentService {
  private readonly providers: Map<string, PaymentProvider>;

  constructor(
    providers: PaymentProvider[],
    /** What skip payment may complete (PAYMENT_SKIP). */
    private readonly skip: SkipPayment = "any",
  ) {
    this.providers = new Map(providers.map((provider) => [provider.id, provider]));
  }

  isEnabled(method: string): boolean {
    return this.providers.has(method);
  }

  /** False for skip payment and a booking with something to pay, unless PAYMENT_SKIP=any: paid bookings are paid. */
  mayComplete(method: string, payable: boolean): boolean {
    return method !== "skip" || !payable || this.skip === "any";
  }

  /** The methods customers are offered: skip payment only where it completes paid bookings (free ones need no method). */
  offeredIds(): string[] {
    return this.enabledIds().filter((id) => id !== "skip" || this.skip === "any");
  }

  provider(id: string): PaymentProvider | undefined {
    return this.providers.get(id);
  }

  enabledIds(): string[] {
    return [...this.providers.keys()];
  }

  async hasOpenAttempt(manager: EntityManager, bookingId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM payment_shares s JOIN payments p ON p.id = s.payment_id WHERE s.booking_id = $1 AND p.status = 'open' LIMIT 1`,
      [bookingId],
    );
    return rows.length > 0;
  }

  /**
   * The booking's open attempt: its provider, and the provider's page the browser was sent to (null while
   * the provider is still being asked to start it). Null when no attempt is open.
   */
  async openAttempt(runner: SqlRunner, bookingId: string): Promise<{ provider: string; submission: PaymentSubmission | null } | null> {
    const rows = await queryRows<{ provider: string; submission: PaymentSubmission | null }>(
      runner,
      `SELECT p.provider, p.submission FROM payment_shares s JOIN payments p ON p.id = s.payment_id
        WHERE s.booking_id = $1 AND p.status = 'open' ORDER BY p.created_at DESC LIMIT 1`,
      [bookingId],
    );
    return rows[0] ?? null;
  }

  /**
   * Records money taken at the box office (payment method `box_office`, administrators only, not
   * governed by PAYMENT_SKIP): an attempt opened and paid at once, so the booking's payments add up.
   */
  async recordBoxOfficePayment(
    manager: EntityManager,
    bookingId: string,
    amount: number,
    now: Date,
    kind: BoxOfficeKind | null = null,
  ): Promise<void> {
    const paymentId = await PaymentAttempts.open(manager, {
      bookingId,
      provider: "box_office",
      amount,
      stamp: randomBytes(16).toString("hex"),
      now,
      boxOfficeKind: kind,
    });
    // The ledger's payment line says how it was paid (its reason is the transition's).
    const reason = kind ? `paid at the box office: ${kind}` : "paid at the box office";
    await PaymentAttempts.transition(manager, { paymentId, from: "open", to: "paid", reason, now, paidAt: now });
  }

  /** A booking's attempts, newest first, each with the provider's messages (administrators). */
  async attemptsOf(runner: SqlRunner, bookingId: string): Promise<PaymentAttemptView[]> {
    const attempts = await queryRows<{
      id: string;
      provider: string;
      box_office_kind: BoxOfficeKind | null;
      amount: number;
      status: string;
      stamp: string;
      provider_transaction_id: string | null;
      created_at: Date;
      paid_at: Date | null;
    }>(
      runner,
      `SELECT p.id, p.provider, p.box_office_kind, p.amount, p.status, p.stamp, p.provider_transaction_id, p.created_at, p.paid_at
         FROM payment_shares s JOIN payments p ON p.id = s.payment_id WHERE s.booking_id = $1 ORDER BY p.created_at DESC, p.id`,
      [bookingId],
    );
    const events = attempts.length
      ? await queryRows<{ payment_id: string; kind: string; outcome: string; received_at: Date }>(
          runner,
          `SELECT payment_id, kind, outcome, received_at FROM payment_events WHERE payment_id = ANY($1::uuid[]) ORDER BY received_at`,
          [attempts.map((attempt) => attempt.id)],
        )
      : [];
    return attempts.map((attempt) => ({
      id: attempt.id,
      provider: attempt.provider,
      boxOfficeKind: attempt.box_office_kind,
      amount: attempt.amount,
      status: attempt.status,
      stamp: attempt.stamp,
      providerTransactionId: attempt.provider_transaction_id,
      createdAt: attempt.created_at,
      paidAt: attempt.paid_at,
      events: events
        .filter((event) => event.payment_id === attempt.id)
        .map((event) => ({ kind: event.kind, outcome: event.outcome, receivedAt: event.received_at })),
    }));
  }

  /** Closes the booking's open attempts (the customer cancelled, or went back from paying). */
  async closeOpenAttempts(manager: EntityManager, bookingId: string, status: "failed" | "cancelled", now: Date): Promise<void> {
    await PaymentAttempts.closeOpen(manager, bookingId, status, `closed: ${status} by the customer`, now);
  }

  /** The order rows for the provider: each ticket and each addon, with its product code and VAT. */
  private async lines(manager: EntityManager, bookingId: string, language: string): Promise<PaymentLine[]> {
    const tickets: Array<{ price: number; vat: string; product_code: string; name: Translations; space: string }> = await manager.query(
      `SELECT t.price, t.vat, tt.product_code, tt.name, s.name AS space FROM tickets t
         JOIN ticket_types tt ON tt.id = t.ticket_type_id JOIN spaces s ON s.id = t.space_id
        WHERE t.booking_id = $1 ORDER BY t.created_at, t.id`,
      [bookingId],
    );
    const addons: Array<{ price: number; vat: string; product_code: string; name: Translations }> = await manager.query(
      `SELECT a.price, a.vat, ad.product_code, ad.name FROM ticket_addons a
         JOIN tickets t ON t.id = a.ticket_id JOIN addons ad ON ad.id = a.addon_id
        WHERE t.booking_id = $1 ORDER BY t.created_at, ad.product_code`,
      [bookingId],
    );
    return [
      ...tickets.map((row) => ({
        productCode: row.product_code,
        description: `${translate(row.name, language) ?? ""} ${row.space}`.trim(),
        unitPrice: row.price,
        units: 1,
        vat: Number(row.vat),
      })),
      ...addons.map((row) => ({
        productCode: row.product_code,
        description: translate(row.name, language) ?? "",
        unitPrice: row.price,
        units: 1,
        vat: Number(row.vat),
      })),
    ];
  }

  /**
   * Records a new open attempt for the bookings (inside the caller's transaction, which holds their locks) and builds
   * the provider request: one booking, or a season ticket's order paid at once (`bookingIds`: its dates, the first the
   * lead the attempt belongs to; each pays its own total as its share). The provider is called after commit (`start`),
   * so no row lock waits on the network.
   */
  async prepare(
    manager: EntityManager,
    bookingIds: readonly string[],
    method: string,
    language: string,
    baseUrl: string,
    now: Date,
  ): Promise<PaymentRequest & { provider: string }> {
    if (!this.providers.has(method)) throw new DomainError("BAD_USER_INPUT", "payment.methodUnavailable", { method });
    const bookings = await queryRows<{
      id: string;
      number: string;
      total: number;
      firstname: string;
      lastname: string;
      email: string;
      phone: string | null;
    }>(manager, `SELECT id, number, total, firstname, lastname, email, phone FROM bookings WHERE id = ANY($1::uuid[])`, [bookingIds]);
    const byId = new Map(bookings.map((booking) => [booking.id, booking]));
    const shares = bookingIds.map((id) => ({ bookingId: id, amount: Number(byId.get(id)!.total) }));
    const amount = shares.reduce((sum, share) => sum + share.amount, 0);
    const bookingId = bookingIds[0]!;
    const row = byId.get(bookingId)!;
    const stamp = randomBytes(16).toString("hex");
    const paymentId = await PaymentAttempts.open(manager, { bookingId, provider: method, amount, stamp, now, shares });
    const lines: PaymentLine[] = [];
    for (const id of bookingIds) lines.push(...(await this.lines(manager, id, language)));
    return {
      paymentId,
      provider: method,
      stamp,
      bookingNumber: Number(row.number),
      amount,
      currency: "EUR",
      language,
      lines,
      customer: { firstname: row.firstname, lastname: row.lastname, email: row.email, phone: row.phone },
      returnUrl: `${baseUrl}/api/payments/${method}/return`,
      callbackUrl: `${baseUrl}/api/payments/${method}/callback`,
    };
  }

  /**
   * Creates the payment at the provider. A provider that cannot be reached or refuses closes the attempt
   * as failed and answers 502 naming the provider, never a 500 or a booking stuck without explanation.
   */
  async start(dataSource: DataSource, request: PaymentRequest & { provider: string }, now: Date): Promise<PaymentStart> {
    const provider = this.providers.get(request.provider)!;
    try {
      const start = await provider.start(request);
      await dataSource.query(
        `UPDATE payments SET provider_transaction_id = COALESCE($2, provider_transaction_id), submission = $3 WHERE id = $1`,
        [request.paymentId, start.providerTransactionId, JSON.stringify(start.submission)],
      );
      return start;
    } catch (error) {
      logger.warn("payment provider refused or unreachable", {
        provider: request.provider,
        paymentId: request.paymentId,
        error: error instanceof Error ? error.message : String(error),
      });
      await inTransaction(dataSource, async (manager) => {
        const rows = await queryRows<{ status: PaymentStatus }>(manager, `SELECT status FROM payments WHERE id = $1 FOR UPDATE`, [
          request.paymentId,
        ]);
        if (rows[0]?.status !== "open") return;
        const reason = `${request.provider} could not start the payment`;
        await PaymentAttempts.transition(manager, { paymentId: request.paymentId, from: "open", to: "failed", reason, now });
      });
      throw new DomainError("PROVIDER_UNAVAILABLE", "payment.providerUnavailable", { provider: request.provider });
    }
  }
}
