import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import type { PaymentEntity } from "./payment.entity.js";

/** Every verified message a provider sent about a payment (return, callback, status query): the audit trail. */
@Entity("payment_events")
@Index("payment_events_payment_received", ["paymentId", "receivedAt"])
export class PaymentEventEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  paymentId!: string;

  @ManyToOne("PaymentEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "payment_id" })
  payment?: Relation<PaymentEntity>;

  /** return, callback, reconcile, request */
  @Column({ type: "varchar", length: 16 })
  kind!: string;

  /** The outcome the provider reported: paid, failed, cancelled, pending. */
  @Column({ type: "varchar", length: 16 })
  outcome!: string;

  /** What the provider sent, without secrets. */
  @Column({ type: "jsonb", default: () => "'{}'" })
  payload!: Record<string, unknown>;

  @CreateDateColumn({ type: "timestamptz" })
  receivedAt!: Date;
}
