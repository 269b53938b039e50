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

  @Field({
    description:
      "The space as people read it in the request's language: the plan's spaceLabelMask in that language filled in, {section} being the section's name (the translated default without a mask, e.g. 'Stalls, row D, seat 7').",
  })
  label!: string;

  @Field(() => Int, { description: "How many tickets the space holds (1 for a seat)." })
  maxTickets!: number;

  @Field(() => SpaceTypeView, { nullable: true, description: "The space's type." })
  spaceType!: SpaceTypeView | null;

  @Field(() => ID, { nullable: true, description: "The space's type's id (cheaper than spaceType for a whole plan's places)." })
  spaceTypeId!: string | null;

  @Field(() => String, { nullable: true, description: "Its section (the element's data-section, or the plan's name pattern)." })
  section!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Its section's name in the request's language (null when the plan has not named it).",
  })
  sectionName!: string | null;

  @Field(() => String, { nullable: true, description: "Its row." })
  row!: string | null;

  @Field(() => String, { nullable: true, description: "Its seat number." })
  seat!: string | null;

  @Field(() => ID, { nullable: true, description: "Its price zone; null is the plan's default zone." })
  priceZoneId!: string | null;

  @Field(() => ID, { nullable: true, description: "For a companion seat: the wheelchair place it goes with." })
  companionOfId!: string | null;
}

@ObjectType("SpaceLabelDefaults", {
  description: "The translated default masks for a plan without a mask, in the request's language, by the parts a place has.",
})
export class SpaceLabelDefaultsView {
  @Field({ description: "Section, row and seat ('{section}, row {row}, seat {seat}')." })
  sectionRowSeat!: string;

  @Field({ description: "Row and seat ('Row {row}, seat {seat}')." })
  rowSeat!: string;

  @Field({ description: "A type and a seat ('{type} {seat}')." })
  typeSeat!: string;

  @Field({ description: "A type and a section ('{type} {section}')." })
  typeSection!: string;
}

@ObjectType("PlanSection", { description: "A section of a plan (the section part of its spaces' names) and its name." })
export class PlanSectionView {
  @Field({ description: "The section's code, as the spaces' names and the map's data-section give it (P, B1)." })
  code!: string;

  @Field(() => String, { nullable: true, description: "Its name in the request's language ('Stalls'); null when unnamed." })
  name!: string | null;

  /** Every language's name, for the administrators' forms. */
  nameTranslations!: Translations;
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
    description:
      "Template for labels on the map in the request's language (else the default language's): {name}, {type}, {section}, {row}, {seat}, {remaining}, {max}.",
  })
  mapLabelMask!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Template for a space's accessible name and list label in the request's language, else the default language's (same placeholders).",
  })
  spaceLabelMask!: string | null;

  @Field(() => SpaceLabelDefaultsView, {
    description: "What labels say without a mask, in the request's language (the plan editor's preview).",
  })
  labelDefaults!: SpaceLabelDefaultsView;

  @Field(() => [PlanSectionView], { description: "Its sections (those its spaces are in and those it named), in natural order." })
  sections!: PlanSectionView[];

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

  /** Every language's name, description and masks, for the administrators' forms. */
  nameTranslations!: Translations;
  descriptionTranslations!: Translations;
  mapLabelMaskTranslations!: Translations;
  spaceLabelMaskTranslations!: Translations;
}
