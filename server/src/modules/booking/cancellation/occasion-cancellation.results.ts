import { Field, ID, Int, ObjectType } from "type-graphql";

/** What cancelling an occasion would do, or how far its cancellation has got (issue 19). */
@ObjectType("OccasionCancellation")
export class OccasionCancellationView {
  @Field(() => ID)
  occasionId!: string;

  @Field({
    description: "Whether the occasion has been cancelled (its bookings are then refunded or cancelled, and their customers e-mailed).",
  })
  cancelled!: boolean;

  @Field(() => Date, { nullable: true, description: "When it was cancelled." })
  requestedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: "When every booking was done and every refund asked for; null while under way." })
  finishedAt!: Date | null;

  @Field(() => String, { nullable: true, description: "The reason the administrator gave (told to customers)." })
  reason!: string | null;

  @Field(() => Int, { description: "Bookings still holding places: to be refunded or cancelled." })
  remaining!: number;

  @Field(() => Int, { description: "Of those, booked ones with money paid: to be refunded." })
  remainingPaid!: number;

  @Field(() => Int, { description: "Of those, customers with an e-mail address: to be e-mailed." })
  remainingToEmail!: number;

  @Field(() => Int, { description: "Bookings refunded by the cancellation." })
  refunded!: number;

  @Field(() => Int, { description: "Unpaid bookings (and house seats, drafts) cancelled by it." })
  cancelledBookings!: number;

  @Field(() => Int, { description: "Customers e-mailed." })
  emailed!: number;

  @Field(() => Int, { description: "Refunds no provider has paid back (no refund API, refused, or pending): listed in paymentIssues." })
  refundsOwed!: number;
}
