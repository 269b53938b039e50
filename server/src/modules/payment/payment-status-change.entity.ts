import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import type { PaymentEntity } from "./payment.entity.js";
import type { PaymentStatus } from "./payment-status.js";

/** The audit trail of payment attempts: one row per status change (when, from, to, why). */
@Entity("payment_status_changes")
@Index("payment_status_changes_payment_created", ["paymentId", "createdAt"])
export class PaymentStatusChangeEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  paymentId!: string;

  @ManyToOne("PaymentEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "payment_id" })
  payment?: Relation<PaymentEntity>;

  /** Null for the opening of the attempt. */
  @Column({ type: "varchar", length: 16, nullable: true })
  fromStatus!: PaymentStatus | null;

  @Column({ type: "varchar", length: 16 })
  toStatus!: PaymentStatus;

  @Column({ type: "varchar", length: 200 })
  reason!: string;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
