import type { EntityManager } from "typeorm";
import { isEmailAddress } from "@seatbooking/core";
import { logger } from "../../../common/logger.js";
import { translate, type Translations } from "../../../common/translations.js";
import { queryRows } from "../../../db/query-rows.js";
import type { MailOutbox } from "../../mail/outbox.js";
import { occasionCancelled, occasionMoved } from "../../mail/templates/occasion-change.js";
import { PLAN_LABELLING_SQL, spaceLabel, type PlanLabellingRow } from "../../plan/plan.service.js";
import { NOTIFIED_STATUSES, sqlList } from "../process/booking-status.js";

interface Recipient extends PlanLabellingRow {
  id: string;
  number: number;
  email: string;
  language: string;
  event_name: Translations;
}

/**
 * The e-mails an occasion's customers get when an administrator cancels or moves it, written into the outbox
 * in the caller's transaction (so a message exists exactly when the change committed), in each booking's
 * language, dates in the venue's time zone. Idempotency keys make asking twice send once.
 */
export class OccasionNotices {
  constructor(private readonly outbox: MailOutbox) {}

  /** Tells one booking's customer that its occasion was cancelled; false when there is no address to write to. */
  async cancelled(
    manager: EntityManager,
    bookingId: string,
    facts: { occasionStart: Date; refundAmount: number; reason: string | null },
  ): Promise<boolean> {
    const [recipient] = await this.recipients(manager, `b.id = $1`, [bookingId]);
    if (!recipient) return false;
    await this.outbox.enqueue(manager, {
      template: occasionCancelled,
      params: { ...(await this.common(manager, recipient)), ...facts },
      to: recipient.email,
      language: recipient.language,
      bookingId,
      idempotencyKey: `occasion-cancelled:${bookingId}`,
    });
    return true;
  }

  /** Tells every customer of the occasion its new start time; answers how many were e-mailed. */
  async moved(manager: EntityManager, occasionId: string, previousStart: Date, newStart: Date): Promise<number> {
    const recipients = await this.recipients(manager, `b.occasion_id = $1 AND b.status IN (${sqlList(NOTIFIED_STATUSES)})`, [occasionId]);
    for (const recipient of recipients) {
      await this.outbox.enqueue(manager, {
        template: occasionMoved,
        params: { ...(await this.common(manager, recipient)), previousStart, newStart },
        to: recipient.email,
        language: recipient.language,
        bookingId: recipient.id,
        idempotencyKey: `occasion-moved:${recipient.id}:${newStart.toISOString()}`,
      });
    }
    return recipients.length;
  }

  private async recipients(manager: EntityManager, where: string, params: unknown[]): Promise<Recipient[]> {
    const rows = await queryRows<Recipient & { email: string | null }>(
      manager,
      `SELECT b.id, b.number, b.email, b.language, e.name AS event_name, ${PLAN_LABELLING_SQL}
         FROM bookings b JOIN occasions o ON o.id = b.occasion_id JOIN events e ON e.id = o.event_id JOIN plans p ON p.id = o.plan_id
        WHERE ${where} AND b.email IS NOT NULL AND b.anonymized_at IS NULL ORDER BY b.number`,
      params,
    );
    return rows.filter((row): row is Recipient => {
      // An address taken before checkout refused such addresses cannot be written to; the change itself stands.
      if (isEmailAddress(row.email!)) return true;
      logger.warn("occasion change not e-mailed: the booking's address cannot be sent to", { bookingId: row.id });
      return false;
    });
  }

  private async common(manager: EntityManager, recipient: Recipient) {
    const seats = await queryRows<{
      name: string;
      section: string | null;
      row: string | null;
      seat: string | null;
      max_tickets: number;
      type_name: Translations | null;
    }>(
      manager,
      `SELECT s.name, s.section, s.row, s.seat, s.max_tickets, st.name AS type_name
         FROM tickets t JOIN spaces s ON s.id = t.space_id LEFT JOIN space_types st ON st.id = s.space_type_id
        WHERE t.booking_id = $1 ORDER BY s.name`,
      [recipient.id],
    );
    const language = recipient.language;
    return {
      eventName: translate(recipient.event_name, language) ?? "",
      bookingNumber: Number(recipient.number),
      seats: seats.map((space) =>
        spaceLabel(
          recipient,
          { ...space, maxTickets: space.max_tickets },
          space.type_name ? translate(space.type_name, language) : null,
          language,
        ),
      ),
    };
  }
}
