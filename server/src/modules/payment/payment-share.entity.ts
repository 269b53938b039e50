import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import type { BookingEntity } from "../booking/process/booking.entity.js";
import type { PaymentEntity } from "./payment.entity.js";

/**
 * What an attempt pays for each booking (issue 38): one row for a booking paid on its own, one per date for a season
 * ticket's order paid once. The ledger's lines follow it: a payment is received, and a date's share refunded, per
 * booking, so every booking's money adds up on its own.
 */
@Entity("payment_shares")
@Index("payment_shares_booking", ["bookingId"])
@Check("payment_shares_amount_non_negative", `"amount" >= 0`)
export class PaymentShareEntity {
  @PrimaryColumn({ type: "uuid" })
  paymentId!: string;

  @ManyToOne("PaymentEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "payment_id" })
  payment?: Relation<PaymentEntity>;

  @PrimaryColumn({ type: "uuid" })
  bookingId!: string;

  @ManyToOne("BookingEntity", { onDelete: "RESTRICT" })
  @JoinColumn({ name: "booking_id" })
  booking?: Relation<BookingEntity>;

  /** Cents of the attempt's amount that pay for this booking. */
  @Column({ type: "int" })
  amount!: number;
}
