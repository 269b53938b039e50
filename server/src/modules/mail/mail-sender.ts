import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import type { DataSource } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { logger } from "../../common/logger.js";
import { queryRows } from "../../db/query-rows.js";
import { retryDelayMs } from "./backoff.js";

export interface OutboxSenderOptions {
  /** Where to send: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://host:465 (TLS). */
  smtpUrl: string;
  /** The From address; each message carries its own display name. */
  fromAddress: string;
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** Messages claimed at a time (default 20). */
  batchSize?: number;
}

/** What a run did: messages sent, put back to be retried, and given up on. */
export interface SendReport {
  sent: number;
  retrying: number;
  failed: number;
}

interface ClaimedMessage {
  id: string;
  recipient: string;
  sender_name: string | null;
  subject: string;
  body_text: string;
  body_html: string | null;
  template: string;
  language: string;
  attempts: number;
}

interface AttachmentRow {
  message_id: string;
  filename: string;
  content_type: string;
  content: Buffer;
}

/** Open SMTP connections (the pool's size): messages of a batch go out this many at a time. */
const CONNECTIONS = 3;
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 60_000;
/** A claim's length: a sender that stops (a crash) leaves its messages to others after this. */
const LEASE_MS = 10 * 60_000;
/** The longest one message can take (connecting, greeting, an idle socket); none is begun with less of the lease left. */
const SEND_BUDGET_MS = 2 * CONNECTION_TIMEOUT_MS + SOCKET_TIMEOUT_MS;
const ERROR_MAX = 1000;

/**
 * Sends the outbox (DESIGN section 4): a durable job any number of processes may run at once.
 *
 * A run claims due messages in one short statement (FOR UPDATE SKIP LOCKED: two senders never take the
 * same row) and marks them `sending` with a lease; then, with no transaction open, it sends each through
 * nodemailer's pooled SMTP transport and records the outcome: `sent`, or back to `pending` with the
 * error and the next attempt after a growing delay (backoff.ts), or `failed` when the attempts are used
 * up. A down mail server therefore only delays mail: nothing is lost and nothing else waits for it.
 *
 * Delivery is at least once: a process that stops between the server's acceptance and recording `sent`
 * leaves the message `sending`, and once its lease lapses another run sends it again. The Message-ID is
 * derived from the outbox row (<id@sender-domain>), so both copies carry the same one and receivers that
 * deduplicate on it show one.
 */
export class OutboxSender {
  private readonly transport;
  private readonly domain: string;
  private readonly batchSize: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly options: OutboxSenderOptions,
  ) {
    this.transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: CONNECTIONS,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: CONNECTION_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    });
    this.domain = options.fromAddress.split("@")[1] ?? "localhost";
    this.batchSize = options.batchSize ?? 20;
  }

  /** Sends every message that is due, batch after batch. */
  async runOnce(): Promise<SendReport> {
    const report: SendReport = { sent: 0, retrying: 0, failed: 0 };
    report.failed += await this.giveUpAbandoned();
    for (;;) {
      const claim = await this.claim(null);
      await this.sendClaimed(claim, report);
      if (claim.messages.length < this.batchSize) return report;
    }
  }

  /** Sends one message now if it is due and no other sender has it (e.g. the administrator's test message). */
  async deliver(id: string): Promise<SendReport> {
    const report: SendReport = { sent: 0, retrying: 0, failed: 0 };
    await this.sendClaimed(await this.claim(id), report);
    return report;
  }

  close(): void {
    this.transport.close();
  }

  /** Messages left `sending` by a sender that stopped, with no attempt left: failed. */
  private async giveUpAbandoned(): Promise<number> {
    const rows = await queryRows<{ id: string }>(
      this.dataSource,
      `UPDATE email_outbox SET status = 'failed', claim_token = NULL,
          last_error = COALESCE(last_error || '; ', '') || 'the process sending it stopped, and no attempt is left'
        WHERE status = 'sending' AND next_attempt_at <= $1 AND attempts >= $2 RETURNING id`,
      [this.clock.now(), this.options.maxAttempts],
    );
    for (const row of rows) logger.error("e-mail given up: its sender stopped on the last attempt", { outboxId: row.id });
    return rows.length;
  }

  private async claim(id: string | null): Promise<{ token: string; leaseEnd: Date; messages: ClaimedMessage[] }> {
    const token = randomUUID();
    const now = this.clock.now();
    const leaseEnd = new Date(now.getTime() + LEASE_MS);
    const messages = await queryRows<ClaimedMessage>(
      this.dataSource,
      `UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, claim_token = $1, next_attempt_at = $2
        WHERE id IN (
          SELECT id FROM email_outbox
           WHERE status IN ('pending', 'sending') AND next_attempt_at <= $3 AND attempts < $4 AND ($5::uuid IS NULL OR id = $5)
           ORDER BY next_attempt_at LIMIT $6 FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, sender_name, subject, body_text, body_html, template, language, attempts`,
      [token, leaseEnd, now, this.options.maxAttempts, id, this.batchSize],
    );
    return { token, leaseEnd, messages };
  }

  private async sendClaimed(claim: { token: string; leaseEnd: Date; messages: ClaimedMessage[] }, report: SendReport): Promise<void> {
    const queue = [...claim.messages];
    const attachments = await this.attachments(queue.map((message) => message.id));
    const worker = async () => {
      for (let message = queue.shift(); message; message = queue.shift()) {
        try {
          if (claim.leaseEnd.getTime() - this.clock.now().getTime() < SEND_BUDGET_MS) await this.release(message, claim.token);
          else await this.send(message, attachments.get(message.id) ?? [], claim.token, report);
        } catch (error) {
          // Recording the outcome failed (the database): the lease lapses and the message is tried again.
          logger.error("e-mail outcome not recorded", { outboxId: message.id, error: String(error) });
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  }

  /** The files of the claimed messages, by message, in their order. */
  private async attachments(ids: string[]): Promise<Map<string, AttachmentRow[]>> {
    const byMessage = new Map<string, AttachmentRow[]>();
    if (ids.length === 0) return byMessage;
    const rows = await queryRows<AttachmentRow>(
      this.dataSource,
      `SELECT message_id, filename, content_type, content FROM email_outbox_attachments WHERE message_id = ANY($1::uuid[])
        ORDER BY message_id, position`,
      [ids],
    );
    for (const row of rows) byMessage.set(row.message_id, [...(byMessage.get(row.message_id) ?? []), row]);
    return byMessage;
  }

  private async send(message: ClaimedMessage, attachments: AttachmentRow[], token: string, report: SendReport): Promise<void> {
    try {
      await this.transport.sendMail({
        from: { name: message.sender_name ?? "", address: this.options.fromAddress },
        to: message.recipient,
        subject: message.subject,
        text: message.body_text,
        html: message.body_html ?? undefined,
        messageId: `<${message.id}@${this.domain}>`,
        headers: { "Content-Language": message.language, "Auto-Submitted": "auto-generated" },
        attachments: attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.content_type,
          content: attachment.content,
        })),
      });
    } catch (error) {
      await this.recordFailure(message, token, error, report);
      return;
    }
    await this.dataSource.query(
      `UPDATE email_outbox SET status = 'sent', sent_at = $3, claim_token = NULL, last_error = NULL WHERE id = $1 AND claim_token = $2`,
      [message.id, token, this.clock.now()],
    );
    // Sent files are not kept (the message's text is): a booking's tickets are made again from its 'my booking' page.
    if (attachments.length > 0)
      await this.dataSource.query(
        `DELETE FROM email_outbox_attachments a USING email_outbox m WHERE a.message_id = $1 AND m.id = a.message_id AND m.status = 'sent'`,
        [message.id],
      );
    report.sent++;
  }

  private async recordFailure(message: ClaimedMessage, token: string, error: unknown, report: SendReport): Promise<void> {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
    const retryAt = new Date(this.clock.now().getTime() + retryDelayMs(message.attempts));
    const rows = await queryRows<{ status: string }>(
      this.dataSource,
      `UPDATE email_outbox SET status = CASE WHEN attempts >= $3 THEN 'failed' ELSE 'pending' END,
          next_attempt_at = $4, last_error = $5, claim_token = NULL
        WHERE id = $1 AND claim_token = $2 RETURNING status`,
      [message.id, token, this.options.maxAttempts, retryAt, reason],
    );
    const fields = { outboxId: message.id, template: message.template, attempts: message.attempts, error: reason };
    if (rows[0]?.status === "failed") {
      report.failed++;
      logger.error("e-mail given up after its last attempt", fields);
    } else {
      report.retrying++;
      logger.warn("e-mail not sent; it will be retried", { ...fields, retryAt: retryAt.toISOString() });
    }
  }

  /** Too little of the claim left to begin sending: back to pending, the attempt not counted. */
  private async release(message: ClaimedMessage, token: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE email_outbox SET status = 'pending', attempts = attempts - 1, claim_token = NULL, next_attempt_at = $3
        WHERE id = $1 AND claim_token = $2`,
      [message.id, token, this.clock.now()],
    );
  }
}
