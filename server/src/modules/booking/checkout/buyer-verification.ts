import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../../common/clock.js";
import { DomainError } from "../../../common/errors.js";
import { inTransaction } from "../../../common/transaction.js";
import { translate, type Translations } from "../../../common/translations.js";
import { queryRows } from "../../../db/query-rows.js";
import type { RateLimiter } from "../../access/rate-limiter.js";
import type { MailOutbox } from "../../mail/outbox.js";
import { buyerVerification } from "../../mail/templates/buyer-verification.js";
import { templateLanguage } from "../../mail/templates/template.js";
import { bookingLinkHash, newBookingLinkToken } from "../booking-link.js";
import { emailKey } from "./buyer-cap.js";

/** How long a confirmation link confirms its address (as the waiting list's); asking again within it sends nothing new. */
export const VERIFY_WITHIN_MS = 24 * 60 * 60_000;

/**
 * A capped event's checkout confirmed with an address not yet confirmed, by a caller not signed in. The checkout's confirm
 * rolls back, then asks BuyerVerifications.request to e-mail the address its link.
 */
export class EmailNotVerified extends DomainError {
  constructor(
    readonly bookingId: string,
    readonly email: string,
  ) {
    super("EMAIL_NOT_VERIFIED", "booking.emailNotVerified", { email });
  }

  override extensionsIn(): Record<string, unknown> {
    return { email: this.email };
  }
}

/** What the confirmation page shows: the booking's event and date the address was confirmed for. */
export interface BuyerEmailConfirmation {
  bookingId: string;
  occasionId: string;
  orderId: string | null;
  eventName: string;
  startTime: Date;
}

/**
 * E-mail addresses a checkout proves it owns (issue 38's per-buyer caps), as the waiting list's confirmation: a link with a
 * random token (only its hash stored) valid VERIFY_WITHIN_MS; opening it confirms the address for that booking.
 */
export class BuyerVerifications {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly rateLimiter: RateLimiter,
    private readonly outbox: MailOutbox,
    private readonly publicBase: () => string,
    private readonly limits: { bookRateLimitPerMinute: number },
  ) {}

  /** Whether the booking's checkout confirmed this address through its link. */
  async isVerified(manager: EntityManager, bookingId: string, email: string): Promise<boolean> {
    const rows = await queryRows(
      manager,
      `SELECT 1 FROM buyer_email_verifications WHERE booking_id = $1 AND email_key = $2 AND confirmed_at IS NOT NULL`,
      [bookingId, emailKey(email)],
    );
    return rows.length > 0;
  }

  /**
   * E-mails the address a link confirming it for the booking, in the caller's language. Idempotent: while an earlier link
   * for this booking and address is valid, nothing new is sent (its e-mail's idempotency key is the row's). Rate-limited per
   * client like booking (RATE_LIMITED), so it cannot be used to send mail to any address in bulk.
   */
  async request(bookingId: string, email: string, caller: { language: string; clientKey?: string }): Promise<void> {
    await this.rateLimiter.hit(`buyer-verification:${caller.clientKey ?? "unknown"}`, this.limits.bookRateLimitPerMinute);
    const now = this.clock.now();
    const address = emailKey(email);
    const language = caller.language.slice(0, 8);
    await inTransaction(this.dataSource, async (manager) => {
      const [booking] = await queryRows<{ event_name: Translations; start_time: Date }>(
        manager,
        `SELECT e.name AS event_name, o.start_time FROM bookings b JOIN occasions o ON o.id = b.occasion_id JOIN events e ON e.id = o.event_id
          WHERE b.id = $1 FOR UPDATE OF b`,
        [bookingId],
      );
      if (!booking) return;
      const pending = await queryRows(
        manager,
        `SELECT 1 FROM buyer_email_verifications WHERE booking_id = $1 AND email_key = $2 AND created_at > $3`,
        [bookingId, address, new Date(now.getTime() - VERIFY_WITHIN_MS)],
      );
      if (pending.length > 0) return;
      const { token, hash } = newBookingLinkToken();
      const [row] = await queryRows<{ id: string }>(
        manager,
        `INSERT INTO buyer_email_verifications (booking_id, email_key, token_hash, language, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [bookingId, address, hash, language, now],
      );
      const mailLanguage = templateLanguage(buyerVerification as never, language);
      await this.outbox.enqueue(manager, {
        template: buyerVerification,
        params: {
          eventName: translate(booking.event_name, mailLanguage) ?? "",
          occasionStart: booking.start_time,
          until: new Date(now.getTime() + VERIFY_WITHIN_MS),
          url: `${this.publicBase()}/${encodeURIComponent(language)}/verify-email/${token}`,
        },
        to: address,
        language: mailLanguage,
        bookingId,
        idempotencyKey: `buyer-verification:${row!.id}`,
      });
    });
  }

  /** Forgets every confirmation asked for the address, and their e-mails (an erasure request); answers how many. */
  async forget(email: string): Promise<number> {
    const rows = await queryRows(
      this.dataSource,
      `WITH gone AS (DELETE FROM buyer_email_verifications WHERE email_key = $1 RETURNING id),
            mails AS (DELETE FROM email_outbox WHERE idempotency_key IN (SELECT 'buyer-verification:' || id FROM gone))
       SELECT id FROM gone`,
      [emailKey(email)],
    );
    return rows.length;
  }

  /**
   * Confirms the address behind a link's token. Confirming again answers the same. NOT_FOUND for an unknown, altered or
   * malformed token, or one not opened within VERIFY_WITHIN_MS.
   */
  async confirm(token: string, language: string): Promise<BuyerEmailConfirmation> {
    const hash = bookingLinkHash(token);
    if (!hash) throw new DomainError("NOT_FOUND", "booking.verifyEmailNotFound");
    const now = this.clock.now();
    await this.dataSource.query(
      `UPDATE buyer_email_verifications SET confirmed_at = $2 WHERE token_hash = $1 AND confirmed_at IS NULL AND created_at > $3`,
      [hash, now, new Date(now.getTime() - VERIFY_WITHIN_MS)],
    );
    const [row] = await queryRows<{
      booking_id: string;
      occasion_id: string;
      order_id: string | null;
      event_name: Translations;
      start_time: Date;
    }>(
      this.dataSource,
      `SELECT v.booking_id, b.occasion_id, b.order_id, e.name AS event_name, o.start_time
         FROM buyer_email_verifications v JOIN bookings b ON b.id = v.booking_id JOIN occasions o ON o.id = b.occasion_id
         JOIN events e ON e.id = o.event_id
        WHERE v.token_hash = $1 AND v.confirmed_at IS NOT NULL`,
      [hash],
    );
    if (!row) throw new DomainError("NOT_FOUND", "booking.verifyEmailNotFound");
    return {
      bookingId: row.booking_id,
      occasionId: row.occasion_id,
      orderId: row.order_id,
      eventName: translate(row.event_name, language) ?? "",
      startTime: row.start_time,
    };
  }
}
