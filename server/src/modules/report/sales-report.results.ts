import { Field, Float, Int, ObjectType } from "type-graphql";

@ObjectType("VatShare")
export class VatShareView {
  @Field(() => Float, { nullable: true, description: "The VAT rate in percent (25.5); null: the booking had no priced lines to split by." })
  rate!: number | null;

  @Field(() => Int, { description: "Cents at this rate, VAT included." })
  gross!: number;

  @Field(() => Int, { description: "Cents of VAT those include (rounded once per rate)." })
  vat!: number;
}

@ObjectType("SalesReportTotals")
export class SalesReportTotalsView {
  @Field(() => Int, { description: "Payments received." })
  payments!: number;

  @Field(() => Int, { description: "Cents received, VAT included." })
  gross!: number;

  @Field(() => [VatShareView], { description: "What was received, per VAT rate." })
  vat!: VatShareView[];

  @Field(() => Int, { description: "Cents paid back (whole and partial refunds)." })
  refunded!: number;

  @Field(() => [VatShareView], { description: "What was paid back, per VAT rate." })
  refundedVat!: VatShareView[];

  @Field(() => Int, { description: "Cents that became owed back and still are (listed in paymentIssues)." })
  refundsOwed!: number;

  @Field(() => Int, { description: "gross - refunded." })
  net!: number;
}

@ObjectType("SalesReportRow")
export class SalesReportRowView extends SalesReportTotalsView {
  @Field({ description: "The day, yyyy-mm-dd in the venue's time zone." })
  day!: string;

  @Field({ description: "The payment method the booking was checked out with (paytrail, vismapay, ceepos, box_office, skip)." })
  paymentMethod!: string;

  @Field({
    description:
      "The provider that took the money; the box office's with how it was paid (box_office_cash, box_office_card, box_office_invoice; box_office for sales recorded before it was asked).",
  })
  provider!: string;
}

@ObjectType("SalesReport")
export class SalesReportView {
  @Field()
  from!: string;

  @Field()
  to!: string;

  @Field({ description: "The venue's time zone the days are in." })
  timeZone!: string;

  @Field(() => [SalesReportRowView], { description: "Per day, payment method and provider, in that order." })
  rows!: SalesReportRowView[];

  @Field(() => SalesReportTotalsView)
  totals!: SalesReportTotalsView;
}
