import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import type { BookingEntity } from "./booking.entity.js";
import type { UserEntity } from "../../user/user.entity.js";
import type { BookingStatus } from "@seatbooking/core";

/** The audit trail: one row per status transition (who, when, from, to, why). */
@Entity("booking_status_changes")
@Index("booking_status_changes_booking_created", ["bookingId", "createdAt"])
export class BookingStatusChangeEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  bookingId!: string;

  @ManyToOne("BookingEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "booking_id" })
  booking?: Relation<BookingEntity>;

  /** Null for the creation of the booking. */
  @Column({ type: "varchar", length: 16, nullable: true })
  fromStatus!: BookingStatus | null;

  @Column({ type: "varchar", length: 16 })
  toStatus!: BookingStatus;

  @Column({ type: "varchar", length: 200 })
  reason!: string;

  @Index("booking_status_changes_actor_user_id")
  @Column({ type: "uuid", nullable: true })
  actorUserId!: string | null;

  @ManyToOne("UserEntity", { onDelete: "SET NULL" })
  @JoinColumn({ name: "actor_user_id" })
  actorUser?: Relation<UserEntity> | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
