import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

/**
 * An e-mail, written in the same transaction as the change it reports (mail-outbox.ts) and sent by the
 * outbox sender (mail-sender.ts). Rendered when enqueued: the row is everything the sender needs, so a
 * later change of templates or settings never alters a message already promised.
 */
@Entity("email_outbox")
// The sender's question: what is due (pending, or sending whose lease lapsed)?
@Index("email_outbox_due", ["nextAttemptAt"], { where: `"status" IN ('pending', 'sending')` })
@Index("email_outbox_booking", ["bookingId"])
@Check("email_outbox_status", `"status" IN ('pending', 'sending', 'sent', 'failed')`)
export class OutboxMessageEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "varchar", length: 254 })
  recipient!: string;

  /** The From display name (the site's name in the message's language, unless MAIL_FROM names one). */
  @Column({ type: "varchar", length: 200, nullable: true })
  senderName!: string | null;

  @Column({ type: "varchar", length: 300 })
  subject!: string;

  @Column({ type: "text" })
  bodyText!: string;

  @Column({ type: "text", nullable: true })
  bodyHtml!: string | null;

  /** Which e-mail this is (a template's key, e.g. test-message). */
  @Column({ type: "varchar", length: 64 })
  template!: string;

  /** The language it was written in. */
  @Column({ type: "varchar", length: 16 })
  language!: string;

  /** Names the logical e-mail (e.g. renewal-link:<bookingId>): enqueuing it again adds nothing. */
  @Index("email_outbox_idempotency_key", { unique: true })
  @Column({ type: "varchar", length: 200, nullable: true })
  idempotencyKey!: string | null;

  @Column({ type: "varchar", length: 16, default: "pending" })
  status!: OutboxStatus;

  /** Sending attempts begun (counted when claimed, so a message that crashes its sender still runs out). */
  @Column({ type: "int", default: 0 })
  attempts!: number;

  /** Pending: when to try next. Sending: when the claim lapses and another sender may take it over. */
  @Column({ type: "timestamptz" })
  nextAttemptAt!: Date;

  /** The claim of the run sending it now: only that run may record the outcome. */
  @Column({ type: "uuid", nullable: true })
  claimToken!: string | null;

  @Column({ type: "text", nullable: true })
  lastError!: string | null;

  @Column({ type: "uuid", nullable: true })
  bookingId!: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @Column({ type: "timestamptz", nullable: true })
  sentAt!: Date | null;
}
