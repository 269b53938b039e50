import { GraphQLJSONObject } from "graphql-scalars";
import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import type { BoxOfficeKind } from "./payment-methods.js";

/** How money was taken at the box office: the GraphQL names of BOX_OFFICE_KINDS. */
export const BoxOfficePaymentKind = { CASH: "cash", CARD: "card", INVOICE: "invoice" } as const satisfies Record<string, BoxOfficeKind>;
registerEnumType(BoxOfficePaymentKind, {
  name: "BoxOfficePaymentKind",
  description: "How a box-office sale was paid.",
  valuesConfig: {
    CASH: { description: "In cash." },
    CARD: { description: "By card at the box office's terminal." },
    INVOICE: { description: "Invoiced to the customer." },
  },
});

@ObjectType("PaymentSubmission", { description: "Where to send the browser: post/get a hidden form to action, or redirect to it." })
export class PaymentSubmissionView {
  @Field({ description: "URL of the provider's payment page (or of the result page)." })
  action!: string;

  @Field(() => GraphQLJSONObject, { description: "Form fields, name -> value." })
  fields!: Record<string, string>;

  @Field({ description: "post, get or redirect." })
  method!: string;
}

@ObjectType("PaymentIssue", {
  description:
    "A payment that needs a person: refund_required (paid, but the booking could not take it: the places went to someone else, or it was paid twice), or an attempt still open past PAYMENT_HOLD_SECONDS at a provider without a status API (Ceepos).",
})
export class PaymentIssueView {
  @Field(() => ID)
  id!: string;

  @Field({ description: "refund_required or stuck." })
  kind!: string;

  @Field({ description: "open, paid, failed, cancelled, refund_required or refunded." })
  status!: string;

  @Field({ description: "Payment method id: paytrail, vismapay, ceepos." })
  provider!: string;

  @Field(() => Int, { description: "Cents." })
  amount!: number;

  @Field({ description: "Our reference at the provider (stamp / order number / Id)." })
  stamp!: string;

  @Field(() => String, { nullable: true })
  providerTransactionId!: string | null;

  @Field(() => ID)
  bookingId!: string;

  @Field(() => Int)
  bookingNumber!: number;

  @Field({ description: "The booking's status." })
  bookingStatus!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  paidAt!: Date | null;
}

@ObjectType("PaymentEvent", { description: "A verified message a provider sent about an attempt." })
export class PaymentEventView {
  @Field({ description: "return, callback, reconcile or request." })
  kind!: string;

  @Field({ description: "What the provider reported: paid, failed, cancelled or pending." })
  outcome!: string;

  @Field()
  receivedAt!: Date;
}

@ObjectType("PaymentAttempt", { description: "One attempt to pay a booking, with the provider's messages about it." })
export class PaymentAttemptView {
  @Field(() => ID)
  id!: string;

  @Field({ description: "paytrail, vismapay, ceepos, skip or box_office." })
  provider!: string;

  @Field(() => BoxOfficePaymentKind, {
    nullable: true,
    description: "How money taken at the box office was paid (box_office only; null for sales recorded before it was asked).",
  })
  boxOfficeKind!: BoxOfficeKind | null;

  @Field(() => Int, { description: "Cents." })
  amount!: number;

  @Field({ description: "open, paid, failed, cancelled, refund_required or refunded." })
  status!: string;

  @Field({ description: "Our reference sent to the provider." })
  stamp!: string;

  @Field(() => String, { nullable: true })
  providerTransactionId!: string | null;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  paidAt!: Date | null;

  @Field(() => [PaymentEventView])
  events!: PaymentEventView[];
}
