import { Field, ID, Int, ObjectType } from "type-graphql";
import type { Translations } from "../../common/translations.js";

@ObjectType("SpaceType", { description: "A kind of space: seat, standing, wheelchair place." })
export class SpaceTypeView {
  @Field(() => ID)
  id!: string;

  @Field({ description: "Name in the request's language." })
  name!: string;

  @Field({ description: "A wheelchair place: maps and legends mark it, companions go with it." })
  accessible!: boolean;

  /** Every language's name, for the administrators' forms. */
  nameTranslations!: Translations;
}

@ObjectType("PriceZone", { description: "A part of a plan priced alike; spaces without a zone are in the plan's default zone." })
export class PriceZoneView {
  @Field(() => ID)
  id!: string;

  @Field({ description: "Name in the request's language." })
  name!: string;

  @Field(() => Int, { description: "Display order." })
  position!: number;

  /** Every language's name, for the administrators' forms. */
  nameTranslations!: Translations;
}

@ObjectType("Space", { description: "A bookable place on a plan: one seat, or an area with many places." })
export class SpaceView {
  @Field(() => ID)
  id!: string;

  @Field({ description: "Equals the id of the space's element in the plan's SVG map." })
  name!: string;

  @Field({ description: "The space as people read it: the plan's spaceLabelMask filled in (its name without one)." })
  label!: string;

  @Field(() => Int, { description: "How many tickets the space holds (1 for a seat)." })
  maxTickets!: number;

  @Field(() => SpaceTypeView, { nullable: true, description: "The space's type." })
  spaceType!: SpaceTypeView | null;

  @Field(() => ID, { nullable: true, description: "The space's type's id (cheaper than spaceType for a whole plan's places)." })
  spaceTypeId!: string | null;

  @Field(() => String, { nullable: true, description: "Its section (the element's data-section, or the plan's name pattern)." })
  section!: string | null;

  @Field(() => String, { nullable: true, description: "Its row." })
  row!: string | null;

  @Field(() => String, { nullable: true, description: "Its seat number." })
  seat!: string | null;

  @Field(() => ID, { nullable: true, description: "Its price zone; null is the plan's default zone." })
  priceZoneId!: string | null;

  @Field(() => ID, { nullable: true, description: "For a companion seat: the wheelchair place it goes with." })
  companionOfId!: string | null;
}

@ObjectType("Plan", { description: "A venue map with its spaces." })
export class PlanView {
  @Field(() => ID)
  id!: string;

  @Field({ description: "The plan's name in the request's language." })
  name!: string;

  @Field(() => String, { nullable: true, description: "Description in the request's language." })
  description!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "How a space's name splits into section, row and seat, e.g. R{row}-S{seat} or {section}-{row}-{seat}.",
  })
  namePattern!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Template for labels on the map: {name}, {type}, {section}, {row}, {seat}, {remaining}, {max}.",
  })
  mapLabelMask!: string | null;

  @Field(() => String, { nullable: true, description: "Template for a space's accessible name and list label (same placeholders)." })
  spaceLabelMask!: string | null;

  @Field(() => String, { nullable: true, description: "CSS for the map, scoped under its wrapper `.plan`." })
  styles!: string | null;

  @Field({ description: "Where the sanitized SVG map is served (image/svg+xml)." })
  mapUrl!: string;

  @Field(() => [SpaceView], { description: "The plan's spaces, by name." })
  spaces!: SpaceView[];

  @Field(() => [PriceZoneView], { description: "The plan's price zones, in order." })
  priceZones!: PriceZoneView[];

  @Field({ description: "When it was last changed: the version a save is based on." })
  updatedAt!: Date;

  /** Every language's name and description, for the administrators' forms. */
  nameTranslations!: Translations;
  descriptionTranslations!: Translations;
}
