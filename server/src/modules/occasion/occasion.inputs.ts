import { Field, ID, InputType, Int } from "type-graphql";
import { TranslationInput } from "../i18n/translation.types.js";
import { PriceInput } from "../pricing/pricing.inputs.js";

@InputType("OccasionInput", { description: "An occasion as administrators create and edit it (its end time has its own action)." })
export class OccasionInput {
  @Field(() => [TranslationInput], {
    nullable: true,
    description: "Its name per language, e.g. 'Evening show'; replaces every language's name. Wins over `name`.",
  })
  names?: TranslationInput[] | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Its name in the request's language only (the other languages' names are kept); for systems written before `names`. Ignored when `names` is given.",
  })
  name?: string | null;

  @Field(() => [TranslationInput], { nullable: true, description: "Public title per language, e.g. 'Premiere'." })
  titles?: TranslationInput[] | null;

  @Field({ description: "When it starts." })
  startTime!: Date;

  @Field({ description: "Whether it can be booked at all." })
  bookable!: boolean;

  @Field(() => Date, { nullable: true, description: "Booking opens; null = open now." })
  bookableStartTime?: Date | null;

  @Field(() => Date, { nullable: true, description: "Booking closes; null = until it starts." })
  bookableEndTime?: Date | null;

  @Field(() => ID, { nullable: true, description: "A plan of its own; null = the event's plan." })
  planId?: string | null;

  @Field({ description: "Its own price list instead of the event's." })
  customPricing!: boolean;

  @Field(() => [PriceInput], { nullable: true, description: "Its own price list (with customPricing)." })
  prices?: PriceInput[] | null;

  @Field({ description: "Visible to visitors." })
  published!: boolean;

  @Field({ description: "scheduled, cancelled or completed." })
  status!: string;

  @Field(() => Int, { description: "Days before booking opens from which seasonal renewals can be confirmed." })
  headsUpDays!: number;

  @Field({ description: "Recurs yearly with renewable bookings." })
  seasonal!: boolean;

  @Field(() => Int, {
    nullable: true,
    description:
      "Hold wheelchair places and their companion seats back from general sale until this many hours before the start (1-720); null holds nothing back. Omitted on an edit: unchanged.",
  })
  accessibleHoldbackHours?: number | null;
}
