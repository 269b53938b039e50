import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import type { UserEntity } from "../../user/user.entity.js";
import type { BookingEntity } from "./booking.entity.js";

/**
 * The audit trail of a booking's changes other than its status (those are booking_status_changes): client
 * details edited, a ticket moved, repriced or removed; who made it and when. Written by the lifecycle.
 */
@Entity("booking_changes")
@Index("booking_changes_booking_created", ["bookingId", "createdAt"])
export class BookingChangeEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  bookingId!: string;

  @ManyToOne("BookingEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "booking_id" })
  booking?: Relation<BookingEntity>;

  /** client, ticket_moved, ticket_removed, ticket_retyped, anonymized. */
  @Column({ type: "varchar", length: 32 })
  kind!: string;

  /** What changed (field names, spaces, prices); never personal data itself. */
  @Column({ type: "jsonb", default: () => "'{}'" })
  detail!: Record<string, unknown>;

  @Index("booking_changes_actor_user_id")
  @Column({ type: "uuid", nullable: true })
  actorUserId!: string | null;

  @ManyToOne("UserEntity", { onDelete: "SET NULL" })
  @JoinColumn({ name: "actor_user_id" })
  actorUser?: Relation<UserEntity> | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
