import { Field, ID, Int, ObjectType } from "type-graphql";
import { CheckoutResultView, DraftView } from "../booking.results.js";

@ObjectType("SeriesOrder", {
  description: "A season ticket being bought: one booking per date of its series, the same places on each, checked out and paid once.",
})
export class SeriesOrderView {
  @Field(() => ID, { description: "The order's uuid." })
  uuid!: string;

  @Field(() => Int, { description: "The order's number, for people (receipts, the box office)." })
  number!: number;

  @Field(() => ID)
  seriesId!: string;

  @Field({ description: "Its bookings' status (they move together): draft, payment, booked..." })
  status!: string;

  @Field(() => Date, { nullable: true, description: "When its hold lapses." })
  expiresAt!: Date | null;

  @Field(() => [ID], { description: "Its places: a ticket for each on every date." })
  spaceIds!: string[];

  @Field(() => Int, { description: "Cents, VAT included: every date's total together." })
  total!: number;

  @Field(() => String, { nullable: true, description: "The voucher code applied to the order (applySeriesVoucher), if any." })
  voucherCode!: string | null;

  @Field(() => [DraftView], { description: "Its booking on each date, earliest first, with that date's tickets and share of the price." })
  dates!: DraftView[];
}

@ObjectType("SeriesOrderResult", {
  description: "Where a season ticket order stands after checkout (any status), for the holder of its draft cookie.",
})
export class SeriesOrderResultView {
  @Field(() => ID)
  uuid!: string;

  @Field(() => Int)
  number!: number;

  @Field(() => ID)
  seriesId!: string;

  @Field({ description: "Its bookings' status: payment while it is being paid, booked once paid (every date together)." })
  status!: string;

  @Field(() => String, { nullable: true, description: "The status of its latest payment attempt (one for all its dates), if any." })
  paymentStatus!: string | null;

  @Field(() => Int, { description: "Cents, VAT included: every date's total together." })
  total!: number;

  @Field(() => [CheckoutResultView], { description: "Its booking on each date, earliest first: that date's tickets and receipt." })
  dates!: CheckoutResultView[];
}
