import { Field, Float, ID, Int, ObjectType } from "type-graphql";

@ObjectType("TicketType", { description: "A kind of ticket: adult, child, senior, student..." })
export class TicketTypeView {
  @Field(() => ID)
  id!: string;

  @Field({ description: "Name in the request's language." })
  name!: string;

  @Field(() => Float, { description: "VAT percentage, e.g. 10 or 25.5." })
  vat!: number;

  @Field({ description: "Product code sent to payment providers." })
  productCode!: string;
}

@ObjectType("Addon", { description: "An extra that can be attached to a ticket, priced separately." })
export class AddonView {
  @Field(() => ID)
  id!: string;

  @Field({ description: "Name in the request's language." })
  name!: string;

  @Field(() => String, { nullable: true, description: "Description in the request's language." })
  description!: string | null;

  @Field(() => Int, { description: "Price in cents, VAT included." })
  price!: number;

  @Field(() => Float, { description: "VAT percentage." })
  vat!: number;
}

@ObjectType("Price", { description: "A price list entry: the price of one ticket type." })
export class PriceView {
  @Field(() => ID, { description: "The ticket type's id." })
  ticketTypeId!: string;

  @Field(() => TicketTypeView, { description: "The ticket type." })
  ticketType!: TicketTypeView;

  @Field(() => Int, { description: "Price in cents, VAT included." })
  price!: number;
}

@ObjectType("PaymentMethod", { description: "A way to pay, or skip payment." })
export class PaymentMethodView {
  @Field(() => ID, { description: "skip, paytrail, vismapay or ceepos." })
  id!: string;

  @Field({ description: "Name in the request's language." })
  name!: string;
}
