import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import type { PaymentEntity } from "./payment.entity.js";

/** owed: money to pay back (the provider has not made it, or has no refund API); refunded: paid back; superseded: folded into a full refund. */
export type PartialRefundStatus = "owed" | "refunded" | "superseded";

/**
 * Part of a paid attempt handed back after its booking changed (a ticket removed, or repriced lower): the
 * attempt stays paid, the part owed or refunded is here. A whole attempt refunded uses its status
 * (refund_required, refunded) instead. Written only by PaymentRefunds.
 */
@Entity("payment_refunds")
@Index("payment_refunds_payment", ["paymentId", "createdAt"])
export class PaymentRefundEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  paymentId!: string;

  @ManyToOne("PaymentEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "payment_id" })
  payment?: Relation<PaymentEntity>;

  /** Cents. */
  @Column({ type: "int" })
  amount!: number;

  @Column({ type: "varchar", length: 16 })
  status!: PartialRefundStatus;

  @Column({ type: "varchar", length: 200 })
  reason!: string;

  /** Why it is still owed, or the provider's refund id. */
  @Column({ type: "varchar", length: 300, nullable: true })
  note!: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @Column({ type: "timestamptz", nullable: true })
  refundedAt!: Date | null;
}
