import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** An e-mail waiting to be sent; written in the same transaction as the change it reports. */
@Entity("email_outbox")
@Index("email_outbox_status_created_at", ["status", "createdAt"])
@Check("email_outbox_status", `"status" IN ('pending', 'sent', 'failed')`)
export class OutboxMessageEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "varchar", length: 254 })
  recipient!: string;

  @Column({ type: "varchar", length: 300 })
  subject!: string;

  @Column({ type: "text" })
  bodyText!: string;

  @Column({ type: "text", nullable: true })
  bodyHtml!: string | null;

  @Column({ type: "varchar", length: 16, default: "pending" })
  status!: "pending" | "sent" | "failed";

  @Column({ type: "int", default: 0 })
  attempts!: number;

  @Column({ type: "text", nullable: true })
  lastError!: string | null;

  @Column({ type: "uuid", nullable: true })
  bookingId!: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @Column({ type: "timestamptz", nullable: true })
  sentAt!: Date | null;
}
