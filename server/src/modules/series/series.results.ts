import { Field, Float, ID, ObjectType } from "type-graphql";
import type { Translations } from "../../common/translations.js";
import { OccasionView, SpaceOccupancyView } from "../occasion/occasion.results.js";
import { PriceView } from "../pricing/pricing.results.js";

@ObjectType("Series", {
  description: "A season ticket: dates of one event sold together, the same places on every date, at the series' own price.",
})
export class SeriesView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  eventId!: string;

  @Field({ description: "Name in the request's language." })
  name!: string;

  @Field(() => [OccasionView], { description: "Its dates by start time." })
  dates!: OccasionView[];

  @Field(() => [PriceView], { description: "Cents per ticket for all its dates together, per ticket type and price zone." })
  prices!: PriceView[];

  @Field(() => Date, { nullable: true, description: "When its sale opens; null: when published." })
  saleStart!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: "When its sale closes; null: when its first date starts (it closes then at the latest).",
  })
  saleEnd!: Date | null;

  @Field({ description: "Whether its dates are also sold one by one." })
  singleDatesOnSale!: boolean;

  @Field()
  published!: boolean;

  @Field({ description: "Whether a season ticket can be bought now (published, in its window, before its first date)." })
  onSale!: boolean;

  @Field({ description: "How a cancelled date is refunded, in the request's language: its equal share of the price." })
  refundRule!: string;

  @Field(() => ID, { nullable: true, description: "The series it renews (createNextSeries)." })
  previousSeriesId!: string | null;

  @Field(() => ID, { nullable: true, description: "The series made from it for the next season, if any." })
  nextSeriesId!: string | null;

  @Field({ description: "Last change: the version an edit is saved over." })
  updatedAt!: Date;

  /** Every language's name, for the administrators' form (a field resolver). */
  nameTranslations!: Translations;
}

@ObjectType("SeriesOccupancyUpdate", { description: "A series' places as a season ticket sees them, after a change on any of its dates." })
export class SeriesOccupancyUpdateView {
  @Field(() => ID)
  seriesId!: string;

  @Field(() => [SpaceOccupancyView], { description: "Every space (at a large plan select `changes` instead)." })
  occupancy!: SpaceOccupancyView[];

  @Field(() => [SpaceOccupancyView], {
    description: "The spaces whose state changed since this subscription's previous update; every space when `complete`.",
  })
  changes!: SpaceOccupancyView[];

  @Field(() => Boolean, { description: "`changes` lists every space (the subscription's first update)." })
  complete!: boolean;

  @Field(() => Float, { description: "When the oldest of its dates' occupancy was read (ms since the epoch)." })
  occupancyTakenAt!: number;
}
