import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import type { BookingEntity } from "../booking/process/booking.entity.js";
import type { MoneyMovementKind, MoneyMovementStatus } from "./money-movement-status.js";
import type { PaymentEntity } from "./payment.entity.js";

/**
 * The money ledger: one row per movement of a booking's money, a payment received or a refund owed back (whole
 * attempts and parts of them), written only by MoneyLedger through its transition table (money-movement-status.ts).
 * A booking's paid, refunded and owed figures are sums of its rows.
 */
@Entity("money_movements")
@Index("money_movements_booking", ["bookingId", "createdAt"])
@Index("money_movements_payment", ["paymentId"])
@Index("money_movements_outstanding", ["status", "createdAt"], { where: `"status" IN ('requested', 'sent', 'failed', 'owed')` })
@Check("money_movements_kind", `"kind" IN ('payment', 'refund')`)
@Check(
  "money_movements_status",
  `("kind" = 'payment' AND "status" = 'paid') OR ("kind" = 'refund' AND "status" IN ('requested', 'sent', 'refunded', 'failed', 'owed', 'superseded'))`,
)
@Check("money_movements_amount_positive", `"amount" > 0`)
export class MoneyMovementEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  bookingId!: string;

  @ManyToOne("BookingEntity", { onDelete: "RESTRICT" })
  @JoinColumn({ name: "booking_id" })
  booking?: Relation<BookingEntity>;

  /** The attempt the money moved through (a refund goes back the way it came). */
  @Column({ type: "uuid" })
  paymentId!: string;

  @ManyToOne("PaymentEntity", { onDelete: "RESTRICT" })
  @JoinColumn({ name: "payment_id" })
  payment?: Relation<PaymentEntity>;

  @Column({ type: "varchar", length: 16 })
  kind!: MoneyMovementKind;

  /** The payment method it moved through: paytrail, vismapay, ceepos, box_office, skip. */
  @Column({ type: "varchar", length: 32 })
  method!: string;

  /** Cents, VAT included; a refund is positive too (its kind says which way the money goes). */
  @Column({ type: "int" })
  amount!: number;

  /** A refund of the whole attempt (the attempt's status follows it: refund_required, refunded); false for a part. */
  @Column({ type: "boolean", default: false })
  whole!: boolean;

  @Column({ type: "varchar", length: 16 })
  status!: MoneyMovementStatus;

  @Column({ type: "varchar", length: 200 })
  reason!: string;

  /** Why a refund is still owed, or how it was made. */
  @Column({ type: "varchar", length: 300, nullable: true })
  note!: string | null;

  /** The administrator who decided it; null for the customer and the system. */
  @Column({ type: "uuid", nullable: true })
  actorUserId!: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @Column({ type: "timestamptz" })
  updatedAt!: Date;

  /** When the money moved: a payment's, a refund's confirmation. */
  @Column({ type: "timestamptz", nullable: true })
  settledAt!: Date | null;
}

/** The ledger's audit trail: one row per status change of a movement (when, from, to, why, who). */
@Entity("money_movement_status_changes")
@Index("money_movement_status_changes_movement", ["movementId", "createdAt"])
export class MoneyMovementStatusChangeEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  movementId!: string;

  @ManyToOne("MoneyMovementEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "movement_id" })
  movement?: Relation<MoneyMovementEntity>;

  /** Null for the movement's creation. */
  @Column({ type: "varchar", length: 16, nullable: true })
  fromStatus!: MoneyMovementStatus | null;

  @Column({ type: "varchar", length: 16 })
  toStatus!: MoneyMovementStatus;

  @Column({ type: "varchar", length: 300 })
  reason!: string;

  @Column({ type: "uuid", nullable: true })
  actorUserId!: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
