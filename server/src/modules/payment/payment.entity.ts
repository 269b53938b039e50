import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import type { BookingEntity } from "../booking/process/booking.entity.js";
import type { PaymentSubmission } from "./payment-provider.js";
import type { PaymentStatus } from "./payment-status.js";
import type { BoxOfficeKind } from "./payment-methods.js";

/**
 * One attempt to pay a booking at a provider (each `pay` opens one). A booking may have several;
 * at most one is open at a time.
 */
@Entity("payments")
@Unique("payments_provider_stamp", ["provider", "stamp"])
@Index("payments_booking_id", ["bookingId"])
@Index("payments_status_created_at", ["status", "createdAt"])
@Check("payments_status", `"status" IN ('open', 'paid', 'failed', 'cancelled', 'refund_required', 'refunded')`)
@Check("payments_amount_non_negative", `"amount" >= 0`)
@Check(
  "payments_box_office_kind",
  `"box_office_kind" IS NULL OR ("provider" = 'box_office' AND "box_office_kind" IN ('cash', 'card', 'invoice'))`,
)
export class PaymentEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  bookingId!: string;

  @ManyToOne("BookingEntity", { onDelete: "RESTRICT" })
  @JoinColumn({ name: "booking_id" })
  booking?: Relation<BookingEntity>;

  /** Payment method id: skip, paytrail, vismapay, ceepos. */
  @Column({ type: "varchar", length: 32 })
  provider!: string;

  /** Cents, VAT included. */
  @Column({ type: "int" })
  amount!: number;

  @Column({ type: "varchar", length: 3, default: "EUR" })
  currency!: string;

  @Column({ type: "varchar", length: 16, default: "open" })
  status!: PaymentStatus;

  /** Our unique reference sent to the provider (order number / stamp). */
  @Column({ type: "varchar", length: 64 })
  stamp!: string;

  /** The provider's transaction id, once known. */
  @Column({ type: "varchar", length: 128, nullable: true })
  providerTransactionId!: string | null;

  /**
   * Where the browser was sent to pay (the provider's page), once the provider started the attempt: a
   * customer who left that page unpaid is sent back to the same page while the attempt is open.
   */
  @Column({ type: "jsonb", nullable: true })
  submission!: PaymentSubmission | null;

  /** How money taken at the box office was paid: cash, card or invoice (null for other methods, and earlier sales). */
  @Column({ type: "varchar", length: 16, nullable: true })
  boxOfficeKind!: BoxOfficeKind | null;

  @Column({ type: "timestamptz", nullable: true })
  paidAt!: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
