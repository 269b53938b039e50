import {
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from "typeorm";

/** An endpoint an administrator registered (issue 40): where events of the chosen types are sent, signed with its secret. */
@Entity("webhook_endpoints")
export class WebhookEndpointEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "varchar", length: 2000 })
  url!: string;

  /** What the endpoint is for, as the administrator names it. */
  @Column({ type: "varchar", length: 200, default: "" })
  description!: string;

  /** The event types it receives (DOMAIN_EVENT_TYPES). */
  @Column({ type: "varchar", length: 40, array: true })
  events!: string[];

  /** The HMAC-SHA256 key of X-Seatbooking-Signature; shown to the administrator once. */
  @Column({ type: "varchar", length: 200 })
  secret!: string;

  /** A paused endpoint is not sent new events. */
  @Column({ type: "boolean", default: true })
  active!: boolean;

  @Column({ type: "uuid", nullable: true })
  createdById!: string | null;

  @ManyToOne("UserEntity", { onDelete: "SET NULL" })
  @JoinColumn({ name: "created_by_id" })
  createdBy?: Relation<object> | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @Column({ type: "timestamptz" })
  updatedAt!: Date;
}

/** One event as it happened, written in the transaction of the change (the outbox); its id is the payload's `id`. */
@Entity("webhook_events")
@Index("webhook_events_created_at", ["createdAt"])
@Index("webhook_events_subject_id", ["subjectId"])
export class WebhookEventEntity {
  @PrimaryColumn({ type: "uuid" })
  id!: string;

  /** What it is about: the booking (booking.*), the occasion (occasion.*), the ticket (check_in.admitted). */
  @Column({ type: "uuid" })
  subjectId!: string;

  @Column({ type: "varchar", length: 40 })
  type!: string;

  /**
   * The payload's `sequence`: taken as the event is written, under the row lock of the booking (or occasion) it is
   * about, so a receiver can tell a later snapshot of it from an earlier one that arrives late (a resend, a retry).
   */
  @Column({ type: "bigint" })
  @Generated("increment")
  seq!: string;

  /** The payload's `data`, as the change left the rows. */
  @Column({ type: "jsonb" })
  data!: Record<string, unknown>;

  @Column({ type: "timestamptz" })
  createdAt!: Date;
}

/**
 * An event's delivery to one endpoint, and its log. Deliveries of one endpoint with the same order key (the booking, or
 * the occasion) are sent one at a time in id order: a later one waits while an earlier one is pending.
 */
@Entity("webhook_deliveries")
@Index("webhook_deliveries_endpoint_log", ["endpointId", "id"])
@Index("webhook_deliveries_due", ["nextAttemptAt"], { where: `"state" = 'pending'` })
@Index("webhook_deliveries_pending_order", ["endpointId", "orderKey", "id"], { where: `"state" = 'pending'` })
@Index("webhook_deliveries_event_id", ["eventId"])
@Index("webhook_deliveries_created_at", ["createdAt"])
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn("increment", { type: "bigint" })
  id!: string;

  @Column({ type: "uuid" })
  endpointId!: string;

  @ManyToOne(() => WebhookEndpointEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "endpoint_id" })
  endpoint?: Relation<WebhookEndpointEntity>;

  @Column({ type: "uuid" })
  eventId!: string;

  @ManyToOne(() => WebhookEventEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "event_id" })
  event?: Relation<WebhookEventEntity>;

  /** What orders the endpoint's deliveries: the booking's id for booking and check-in events, the occasion's for occasions'. */
  @Column({ type: "uuid" })
  orderKey!: string;

  /** pending, delivered, failed (given up after a day). */
  @Column({ type: "varchar", length: 16, default: "pending" })
  state!: string;

  /** Requests made (each answered or not). */
  @Column({ type: "int", default: 0 })
  attempts!: number;

  @Column({ type: "timestamptz" })
  nextAttemptAt!: Date;

  @Column({ type: "timestamptz", nullable: true })
  lastAttemptAt!: Date | null;

  /** The endpoint's last HTTP status; null when it did not answer. */
  @Column({ type: "int", nullable: true })
  responseStatus!: number | null;

  /** Why the last attempt failed (a status, a timeout, an address refused). */
  @Column({ type: "varchar", length: 500, nullable: true })
  lastError!: string | null;

  @Column({ type: "timestamptz", nullable: true })
  deliveredAt!: Date | null;

  /** A delivery an administrator asked to send again (resend) names the one it repeats. */
  @Column({ type: "bigint", nullable: true })
  resendOf!: string | null;

  @Column({ type: "timestamptz" })
  createdAt!: Date;
}
