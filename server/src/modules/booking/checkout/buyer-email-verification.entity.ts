import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import type { BookingEntity } from "../process/booking.entity.js";

/**
 * A checkout's e-mail address confirmed through a link (issue 38's per-buyer caps): a capped event's booking confirms
 * under an address only once the link sent to it was opened, so a made-up address cannot get round the cap. Valid for
 * the booking it was asked for; the token itself is only in the e-mail (its SHA-256 here), as the waiting list's.
 */
@Entity("buyer_email_verifications")
@Index("buyer_email_verifications_booking", ["bookingId", "emailKey"])
export class BuyerEmailVerificationEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  bookingId!: string;

  @ManyToOne("BookingEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "booking_id" })
  booking?: Relation<BookingEntity>;

  /** The address, trimmed and lower-cased. */
  @Column({ type: "varchar", length: 254 })
  emailKey!: string;

  @Index("buyer_email_verifications_token", { unique: true })
  @Column({ type: "varchar", length: 64 })
  tokenHash!: string;

  /** The language the link's page opens in. */
  @Column({ type: "varchar", length: 8 })
  language!: string;

  @Column({ type: "timestamptz", nullable: true })
  confirmedAt!: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
