import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import type { Translations } from "../../common/translations.js";

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

  @Field(() => Int, { description: "Display order (smaller first)." })
  position!: number;

  /** Every language's name, for the administrators' forms. */
  nameTranslations!: Translations;
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

  @Field({ description: "Product code sent to payment providers." })
  productCode!: string;

  @Field({ description: "On sale (offered by the events that name it)." })
  active!: boolean;

  /** Every language's name and description, for the administrators' forms. */
  nameTranslations!: Translations;
  descriptionTranslations!: Translations;
}

@ObjectType("Price", { description: "A price list entry: the price of one ticket type." })
export class PriceView {
  @Field(() => ID, { description: "The ticket type's id." })
  ticketTypeId!: string;

  @Field(() => TicketTypeView, { description: "The ticket type." })
  ticketType!: TicketTypeView;

  @Field(() => ID, {
    nullable: true,
    description: "The plan's price zone this price is for; null: the plain price, for every zone without one of its own.",
  })
  priceZoneId!: string | null;

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
