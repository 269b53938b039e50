import type { EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { translate } from "../../common/translations.js";
import { queryRows } from "../../db/query-rows.js";
import { DEFAULT_SITENAME, sellerView, type SettingsService } from "../settings/settings.service.js";
import { renderMail } from "./templates/layout.js";
import { templateLanguage, type MailSite, type MailTemplate } from "./templates/template.js";

/** An e-mail to send: which template, its parameters, to whom, in which language. */
export interface MailToSend<P> {
  template: MailTemplate<P>;
  params: P;
  to: string;
  /** The recipient's language (e.g. the booking's); a template without it is written in the fallback language. */
  language: string;
  /** The booking it is about: erased with the booking's client details. */
  bookingId?: string | null;
  /** Names the logical e-mail (e.g. renewal-link:<bookingId>): enqueuing the same key again adds nothing. */
  idempotencyKey?: string | null;
  /** Files sent with it (a booking's PDF tickets), stored with the message. */
  attachments?: MailAttachment[];
}

/** A file an e-mail carries. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface EnqueuedMail {
  id: string;
  /** False when the idempotency key was already in the outbox (the id is then the first message's). */
  created: boolean;
}

const SUBJECT_MAX = 300;
const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+$/;

/** One line: a header never carries a line break (header injection), and fits its column. */
const oneLine = (value: string, max: number) => {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/**
 * The outbox's writer: enqueues e-mails inside the caller's transaction, so a message exists exactly when
 * the change it reports committed; the outbox sender (mail-sender.ts) delivers it after the commit.
 *
 * Templates are rendered here, when enqueued, not when sent: the row then holds exactly what will be sent,
 * a retry a day later sends the same text, and the sender needs neither the settings nor the template's
 * parameters (which would be a second copy of the customer's details).
 */
export class MailOutbox {
  constructor(
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    /** MAIL_FROM's display name; undefined: the site's name in the message's language. */
    private readonly fromName: string | undefined,
  ) {}

  async enqueue<P>(manager: EntityManager, mail: MailToSend<P>): Promise<EnqueuedMail> {
    const to = mail.to.trim();
    // Callers validate addresses their users type; reaching here with a malformed one is a bug.
    if (!ADDRESS.test(to) || to.length > 254) throw new Error(`not an e-mail address: ${JSON.stringify(mail.to)}`);
    const language = templateLanguage(mail.template as MailTemplate<never>, mail.language);
    const site = await this.site(manager, language);
    const write = mail.template.languages[language] ?? mail.template.languages.en;
    const rendered = renderMail(write(mail.params, site), site, language);
    const now = this.clock.now();
    const inserted = await queryRows<{ id: string }>(
      manager,
      `INSERT INTO email_outbox (recipient, sender_name, subject, body_text, body_html, template, language, idempotency_key,
          booking_id, next_attempt_at, created_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
        ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [
        to,
        oneLine(this.fromName ?? site.name, 200),
        oneLine(rendered.subject, SUBJECT_MAX),
        rendered.text,
        rendered.html,
        mail.template.key,
        language,
        mail.idempotencyKey ?? null,
        mail.bookingId ?? null,
        now,
      ],
    );
    if (inserted[0]) {
      await this.attach(manager, inserted[0].id, mail.attachments ?? []);
      return { id: inserted[0].id, created: true };
    }
    const existing = await queryRows<{ id: string }>(manager, `SELECT id FROM email_outbox WHERE idempotency_key = $1`, [
      mail.idempotencyKey,
    ]);
    return { id: existing[0]!.id, created: false };
  }

  private async attach(manager: EntityManager, messageId: string, attachments: MailAttachment[]): Promise<void> {
    if (attachments.length === 0) return;
    await manager.query(
      `INSERT INTO email_outbox_attachments (message_id, position, filename, content_type, content)
       SELECT $1, position - 1, filename, content_type, content
         FROM unnest($2::varchar[], $3::varchar[], $4::bytea[]) WITH ORDINALITY AS a(filename, content_type, content, position)`,
      [
        messageId,
        attachments.map((attachment) => oneLine(attachment.filename, 200)),
        attachments.map((attachment) => oneLine(attachment.contentType, 100)),
        attachments.map((attachment) => attachment.content),
      ],
    );
  }

  /** The site as the layout shows it, read in the caller's transaction. */
  private async site(manager: EntityManager, language: string): Promise<MailSite> {
    const row = await this.settings.settingsEntity(manager);
    return {
      name: translate(row.sitename, language) ?? DEFAULT_SITENAME,
      primaryColor: row.primaryColor,
      timeZone: row.timeZone,
      seller: sellerView(row),
    };
  }
}

/**
 * Forgets the e-mails kept for bookings whose client details are being erased: an outbox message holds
 * the recipient's address and the text sent to them, so it goes with the details.
 */
export async function forgetBookingMessages(manager: EntityManager, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await manager.query(`DELETE FROM email_outbox WHERE booking_id = ANY($1::uuid[])`, [bookingIds]);
}
