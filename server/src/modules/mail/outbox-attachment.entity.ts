import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { OutboxMessageEntity } from "./outbox-message.entity.js";

/** A file sent with an outbox message (a booking's PDF tickets), written with it and gone with it. */
@Entity("email_outbox_attachments")
export class OutboxAttachmentEntity {
  @PrimaryColumn({ type: "uuid" })
  messageId!: string;

  /** The attachment's place in the message. */
  @PrimaryColumn({ type: "int" })
  position!: number;

  @ManyToOne(() => OutboxMessageEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "message_id" })
  message?: Relation<OutboxMessageEntity>;

  @Column({ type: "varchar", length: 200 })
  filename!: string;

  @Column({ type: "varchar", length: 100 })
  contentType!: string;

  @Column({ type: "bytea" })
  content!: Buffer;
}
