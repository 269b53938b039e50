import type { Translations } from "../../common/translations.js";
import { Field, ID, Int, ObjectType } from "type-graphql";
import type { OccupancySnapshot } from "./occupancy.js";

@ObjectType("Availability", { description: "Places of an occasion: 'remaining / total seats available'." })
export class AvailabilityView {
  @Field(() => Int, { description: "Places not held by any booking." })
  remaining!: number;

  @Field(() => Int, { description: "All places of the occasion." })
  total!: number;
}

@ObjectType("SpaceOccupancy", { description: "How many tickets hold one space on an occasion." })
export class SpaceOccupancyView {
  @Field(() => ID)
  spaceId!: string;

  @Field(() => Int, { description: "Tickets holding the space." })
  count!: number;

  @Field(() => Int, { description: "The space's capacity on this occasion." })
  maxTickets!: number;
}

@ObjectType("Occasion", { description: "One dated performance of an event." })
export class OccasionView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { description: "The event's id." })
  eventId!: string;

  @Field({
    description:
      "Its name in the request's language (falling back like every translated text), e.g. 'Evening show'; empty when it has none. Visitors read it where there is no title.",
  })
  name!: string;

  @Field(() => String, { nullable: true, description: "Public title in the request's language, e.g. 'Premiere'." })
  title!: string | null;

  @Field({ description: "When it starts." })
  startTime!: Date;

  @Field(() => Date, { nullable: true, description: "When it ends, if set." })
  endTime!: Date | null;

  @Field({ description: "Whether it can be booked at all (see also the bookable window)." })
  bookable!: boolean;

  @Field(() => Date, { nullable: true, description: "Booking opens; null = already open." })
  bookableStartTime!: Date | null;

  @Field(() => Date, { nullable: true, description: "Booking closes; null = until it starts." })
  bookableEndTime!: Date | null;

  @Field(() => ID, { description: "The plan (map) used by this occasion." })
  planId!: string;

  @Field({ description: "Whether the occasion's own prices replace the event's price list." })
  customPricing!: boolean;

  @Field({ description: "Whether visitors can see it." })
  published!: boolean;

  @Field({ description: "scheduled, cancelled or completed." })
  status!: string;

  @Field(() => Int, { description: "Days before booking opens from which seasonal renewals can be confirmed." })
  headsUpDays!: number;

  @Field({ description: "Whether it recurs yearly with renewable bookings." })
  seasonal!: boolean;

  @Field(() => Int, {
    nullable: true,
    description: "Wheelchair places and their companion seats are held back until this many hours before the start; null: none.",
  })
  accessibleHoldbackHours!: number | null;

  @Field(() => Date, {
    nullable: true,
    description:
      "Until when wheelchair places and their companion seats are sold only to wheelchair users (with the place); null when nothing is held back or they were released.",
  })
  accessibleHeldUntil!: Date | null;

  @Field({ description: "Last change." })
  updatedAt!: Date;

  @Field(() => AvailabilityView, { description: "Remaining and total places." })
  availability!: AvailabilityView;

  /** Every language's title, for the administrators' forms (a field resolver). */
  titleTranslations!: Translations;

  /** Every language's name, for the administrators' forms (a field resolver). */
  nameTranslations!: Translations;

  /** The occupancy snapshot `availability` came from, so `occupancy` and `occupancyTakenAt` answer from the same one. */
  occupancySnapshot?: OccupancySnapshot;
}
