import type { Translations } from "../../common/translations.js";
import { Field, ID, Int, ObjectType } from "type-graphql";
import { OccasionView } from "../occasion/occasion.results.js";
import { PriceView } from "../pricing/pricing.results.js";

@ObjectType("MissingTranslation", {
  description: "A text visitors would read that lacks one enabled language: publishing is refused until it is there.",
})
export class MissingTranslationView {
  @Field({
    description:
      "eventName, eventDescription, occasionName, occasionTitle, ticketTypeName, addonName, planName, spaceTypeName, bookingNotice or bookingTerms.",
  })
  kind!: string;

  @Field({ description: "The language it is missing in." })
  language!: string;

  @Field(() => ID, {
    nullable: true,
    description: "What the text belongs to (event, occasion, ticket type...); null for notice and terms.",
  })
  subjectId!: string | null;

  @Field({ description: "What that is called, in the request's language." })
  subjectName!: string;

  @Field(() => ID, { description: "The event it was found for." })
  eventId!: string;

  @Field({ description: "Where to fix it: event, occasion, ticketTypes, addons, plans, spaceTypes or theme." })
  fixAt!: string;

  @Field({ description: "Which text, in which language, and where to fix it, in the request's language." })
  message!: string;
}

@ObjectType("Event", { description: "A show, match or concert; visitors book its occasions." })
export class EventView {
  @Field(() => ID)
  id!: string;

  @Field({ description: "Name in the request's language." })
  name!: string;

  @Field(() => String, { nullable: true, description: "Description in the request's language." })
  description!: string | null;

  @Field(() => String, { nullable: true, description: "An https image shown when its page is shared; null: the theme's." })
  imageUrl!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "The most tickets one customer may have on each date, across their bookings; null: no cap.",
  })
  maxTicketsPerBuyer!: number | null;

  @Field(() => ID, { description: "The event's default plan (map)." })
  planId!: string;

  @Field({ description: "Whether visitors can see it." })
  published!: boolean;

  @Field({ description: "active, cancelled or archived." })
  status!: string;

  @Field({ description: "Last change." })
  updatedAt!: Date;

  @Field(() => [OccasionView], { description: "Occasions by start time: the published ones (every one in adminEvents)." })
  occasions!: OccasionView[];

  @Field(() => [PriceView], { description: "The event's price list." })
  prices!: PriceView[];

  /** Every language's name and description, for the administrators' forms (field resolvers). */
  nameTranslations!: Translations;
  descriptionTranslations!: Translations;
}
