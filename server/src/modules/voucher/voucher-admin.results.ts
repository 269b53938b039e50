import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import type { VoucherKind } from "./voucher.entity.js";

const VoucherKindEnum = { AMOUNT: "amount", PERCENT: "percent", FIXED: "fixed" } as const;
registerEnumType(VoucherKindEnum, {
  name: "VoucherKind",
  description:
    "How a campaign's codes price a matching ticket: AMOUNT cents off, PERCENT hundredths of a percent off, FIXED a price in cents.",
});

@ObjectType("VoucherCampaign", { description: "A discount campaign and its codes' rules (issue 38)." })
export class VoucherCampaignView {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => VoucherKindEnum)
  kind!: VoucherKind;

  @Field(() => Int, {
    description: "Cents off (AMOUNT), hundredths of a percent off (PERCENT: 10000 is a comp), or the price in cents (FIXED).",
  })
  value!: number;

  @Field(() => Date, { nullable: true })
  validFrom!: Date | null;

  @Field(() => Date, { nullable: true })
  validUntil!: Date | null;

  @Field(() => [ID], { description: "Events the codes apply to; empty: any." })
  eventIds!: string[];

  @Field(() => [ID], { description: "Dates (occasions) the codes apply to; empty: any." })
  occasionIds!: string[];

  @Field(() => [ID], { description: "Ticket types the codes apply to; empty: any." })
  ticketTypeIds!: string[];

  @Field(() => [ID], { description: "Price zones the codes apply to; empty: any (a place without a zone matches only then)." })
  priceZoneIds!: string[];

  @Field(() => Int, { nullable: true, description: "Uses a new code gets, and the most any of its codes allows; null: unlimited." })
  usesPerCode!: number | null;

  @Field(() => Int, { nullable: true, description: "Bookings one customer e-mail may use the campaign's codes in; null: unlimited." })
  usesPerEmail!: number | null;

  @Field(() => Date, { description: "The version for updateVoucherCampaign." })
  updatedAt!: Date;

  @Field(() => Int)
  codeCount!: number;

  @Field(() => Int, { description: "Uses of all its codes, held by unfinished bookings or used." })
  used!: number;
}

@ObjectType("VoucherCode", { description: "A code of a campaign, stored upper-case." })
export class VoucherCodeView {
  @Field(() => ID)
  id!: string;

  @Field()
  code!: string;

  @Field(() => Int, { nullable: true, description: "null: unlimited." })
  maxUses!: number | null;

  @Field(() => Int)
  used!: number;

  @Field(() => Date)
  createdAt!: Date;
}

@InputType("VoucherCampaignInput")
export class VoucherCampaignInput {
  @Field()
  name!: string;

  @Field(() => VoucherKindEnum)
  kind!: VoucherKind;

  @Field(() => Int)
  value!: number;

  @Field(() => Date, { nullable: true })
  validFrom?: Date | null;

  @Field(() => Date, { nullable: true })
  validUntil?: Date | null;

  @Field(() => [ID], { nullable: true })
  eventIds?: string[] | null;

  @Field(() => [ID], { nullable: true })
  occasionIds?: string[] | null;

  @Field(() => [ID], { nullable: true })
  ticketTypeIds?: string[] | null;

  @Field(() => [ID], { nullable: true })
  priceZoneIds?: string[] | null;

  @Field(() => Int, { nullable: true })
  usesPerCode?: number | null;

  @Field(() => Int, { nullable: true })
  usesPerEmail?: number | null;
}
