import { Field, ID, InputType } from "type-graphql";
import { TranslationInput } from "../i18n/translation.types.js";
import { PriceInput } from "../pricing/pricing.inputs.js";

@InputType("SeriesInput", { description: "A series (season ticket) as administrators create and edit it." })
export class SeriesInput {
  @Field(() => ID, { description: "The event whose dates it groups; a series stays with its event." })
  eventId!: string;

  @Field(() => [TranslationInput], { description: "The name per language (e.g. 'Autumn season 2027'); the default language is required." })
  names!: TranslationInput[];

  @Field(() => [ID], { description: "Its dates: occasions of the event on one plan, each in no other series." })
  occasionIds!: string[];

  @Field(() => [PriceInput], {
    description: "The season ticket's price list: cents per ticket for all the dates together, per ticket type and price zone.",
  })
  prices!: PriceInput[];

  @Field(() => Date, { nullable: true, description: "When its sale opens; null: as soon as it is published." })
  saleStart?: Date | null;

  @Field(() => Date, { nullable: true, description: "When its sale closes; null (and at the latest): when its first date starts." })
  saleEnd?: Date | null;

  @Field({ description: "Whether its dates are also sold one by one; false: only as the season ticket." })
  singleDatesOnSale!: boolean;

  @Field({ description: "Visible to visitors and on sale in its window; needs a price list." })
  published!: boolean;
}
