import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import type { OccasionEntity } from "../../occasion/occasion.entity.js";
import type { BookingEntity } from "../process/booking.entity.js";

/**
 * An occasion's cancellation as a durable job (issue 19): written with the occasion's status `cancelled`,
 * worked through booking by booking (occasion-cancellation.ts) until `finishedAt`.
 */
@Entity("occasion_cancellations")
export class OccasionCancellationEntity {
  @PrimaryColumn({ type: "uuid" })
  occasionId!: string;

  @ManyToOne("OccasionEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "occasion_id" })
  occasion?: Relation<OccasionEntity>;

  /** Why, as the administrator wrote it (told to customers in the e-mail when given). */
  @Column({ type: "varchar", length: 500, nullable: true })
  reason!: string | null;

  @Column({ type: "uuid", nullable: true })
  requestedBy!: string | null;

  @Column({ type: "timestamptz" })
  requestedAt!: Date;

  /** When the last booking was done and every refund asked for; null while the job has work left. */
  @Column({ type: "timestamptz", nullable: true })
  finishedAt!: Date | null;
}

export const CANCELLATION_OUTCOMES = ["refunded", "cancelled"] as const;

/**
 * One booking done by an occasion's cancellation, written in the transaction that refunded or cancelled
 * it and queued its e-mail: the job's progress, and the claim that lets each refund be asked for once.
 */
@Entity("occasion_cancellation_bookings")
@Index("occasion_cancellation_bookings_occasion", ["occasionId"])
@Check("occasion_cancellation_bookings_outcome", `"outcome" IN ('refunded', 'cancelled')`)
export class OccasionCancellationBookingEntity {
  @PrimaryColumn({ type: "uuid" })
  bookingId!: string;

  @ManyToOne("BookingEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "booking_id" })
  booking?: Relation<BookingEntity>;

  @Column({ type: "uuid" })
  occasionId!: string;

  @ManyToOne("OccasionCancellationEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "occasion_id" })
  cancellation?: Relation<OccasionCancellationEntity>;

  @Column({ type: "varchar", length: 16 })
  outcome!: (typeof CANCELLATION_OUTCOMES)[number];

  /** Whether its customer was e-mailed (booked and renewable bookings with an address). */
  @Column({ type: "boolean" })
  emailed!: boolean;

  /** The paid attempts refunded whole (the money ledger asks the providers and keeps where each refund stands). */
  @Column({ type: "uuid", array: true, default: () => "'{}'" })
  paymentIds!: string[];

  @Column({ type: "timestamptz" })
  processedAt!: Date;
}
