import { Field, ID, InputType, Int } from "type-graphql";
import { TranslationInput } from "../i18n/translation.types.js";
import { PriceInput } from "../pricing/pricing.inputs.js";

@InputType("EventInput", { description: "An event as administrators create and edit it." })
export class EventInput {
  @Field(() => [TranslationInput], { description: "The name per language; the first (default) language is required." })
  names!: TranslationInput[];

  @Field(() => [TranslationInput], { nullable: true, description: "The description per language." })
  descriptions?: TranslationInput[] | null;

  @Field(() => ID, { description: "The default plan (map) of its occasions." })
  planId!: string;

  @Field({ description: "Visible to visitors; needs a price list." })
  published!: boolean;

  @Field({ description: "active, cancelled or archived." })
  status!: string;

  @Field(() => [PriceInput], { description: "The price list: a price per ticket type offered, and per price zone where it differs." })
  prices!: PriceInput[];

  @Field(() => [ID], { nullable: true, description: "The addons its tickets can have; left out, unchanged (none for a new event)." })
  addonIds?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description:
      "An https image shown when its page is shared (Open Graph, Twitter cards); empty: none (the theme's); left out: unchanged.",
  })
  imageUrl?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "The most tickets one customer may have on each date of the event, across their bookings (a signed-in account, or a " +
      "confirmed e-mail address); a whole number from 1; null: no cap; left out: unchanged. The box office and renewals are not capped.",
  })
  maxTicketsPerBuyer?: number | null;
}
