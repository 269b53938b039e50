import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType("MoneyMovement", {
  description:
    "A line of the money ledger: a payment received or a refund owed back, with how it moved and, for a refund paid back by hand, who settled it, how and when.",
})
export class MoneyMovementView {
  @Field(() => ID)
  id!: string;

  @Field({ description: "payment or refund." })
  kind!: string;

  @Field({ description: "The payment method it moved through: paytrail, vismapay, ceepos, box_office, skip." })
  method!: string;

  @Field(() => Int, { description: "Cents, positive for a refund too (kind says which way)." })
  amount!: number;

  @Field({ description: "paid (a payment), or a refund's requested, sent, refunded, failed, owed or superseded." })
  status!: string;

  @Field({ description: "A refund of the whole payment attempt (false: a part of it)." })
  whole!: boolean;

  @Field({ description: "Why the money moved." })
  reason!: string;

  @Field(() => String, { nullable: true, description: "Why a refund is still owed, or the note of whoever paid it back by hand." })
  note!: string | null;

  @Field()
  createdAt!: Date;

  @Field({ description: "The row's version: markRefundedManually is made over it." })
  updatedAt!: Date;

  @Field(() => Date, { nullable: true, description: "When the money moved: a payment's, a refund's when it was paid back." })
  settledAt!: Date | null;

  @Field(() => String, { nullable: true, description: "Who paid the refund back by hand (their e-mail); null for the system." })
  settledBy!: string | null;

  @Field(() => String, { nullable: true, description: "How a refund paid back by hand was made (bank transfer, cash)." })
  settledHow!: string | null;
}

@ObjectType("OwedRefund", {
  description:
    "A refund not paid back yet (requested, sent, failed or owed) with its booking: a refund owed or failed is paid back by hand and marked so (markRefundedManually).",
})
export class OwedRefundView extends MoneyMovementView {
  @Field(() => ID)
  bookingId!: string;

  @Field(() => Int)
  bookingNumber!: number;

  @Field({ description: "The booking's status." })
  bookingStatus!: string;

  @Field(() => ID)
  occasionId!: string;

  @Field(() => ID)
  eventId!: string;

  @Field(() => String, { nullable: true, description: "The customer's name (null once erased)." })
  clientName!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  phone!: string | null;
}
