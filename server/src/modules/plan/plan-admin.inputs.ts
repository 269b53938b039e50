import { Field, ID, InputType, Int } from "type-graphql";
import { TranslationInput } from "../i18n/translation.types.js";

@InputType("PlanSectionInput", { description: "A section's name per language ('Stalls', 'Permanto')." })
export class PlanSectionInput {
  @Field({ description: "The section's code, as its spaces' names give it (P, B1)." })
  code!: string;

  @Field(() => [TranslationInput], { description: "The name per language; empty means unnamed in that language." })
  names!: TranslationInput[];
}

@InputType("PlanInput", { description: "A plan's details, structure, label masks and styles as administrators edit them." })
export class PlanInput {
  @Field(() => [TranslationInput], { description: "The name per language; the default language is required." })
  names!: TranslationInput[];

  @Field(() => [TranslationInput], { nullable: true, description: "The description per language." })
  descriptions?: TranslationInput[] | null;

  @Field(() => String, { nullable: true, description: "How a space's name splits into {section}, {row} and {seat}, e.g. R{row}-S{seat}." })
  namePattern?: string | null;

  @Field(() => [TranslationInput], {
    nullable: true,
    description: "Labels on the map per language: {name}, {type}, {section}, {row}, {seat}, {remaining}, {max}.",
  })
  mapLabelMasks?: TranslationInput[] | null;

  @Field(() => [TranslationInput], {
    nullable: true,
    description: "A space's accessible name and list label per language (same placeholders, no counts needed).",
  })
  spaceLabelMasks?: TranslationInput[] | null;

  @Field(() => [PlanSectionInput], { nullable: true, description: "Its sections' names per language; a section left out has none." })
  sections?: PlanSectionInput[] | null;

  @Field(() => String, {
    nullable: true,
    description: "CSS for the map; scoped under the map and cleaned of anything that fetches or escapes it.",
  })
  styles?: string | null;
}

@InputType("SpaceInput", { description: "A space to create or change." })
export class SpaceInput {
  @Field(() => ID, { nullable: true, description: "The space to change; left out, a new space." })
  id?: string | null;

  @Field({ description: "Equals the id of its element in the map." })
  name!: string;

  @Field(() => Int, { description: "How many tickets it holds: 1 for a seat, more for a standing area." })
  maxTickets!: number;

  @Field(() => ID, { nullable: true })
  spaceTypeId?: string | null;

  @Field(() => ID, { nullable: true, description: "Its price zone; null for the plan's default zone." })
  priceZoneId?: string | null;

  @Field(() => ID, { nullable: true, description: "For a companion seat: the wheelchair place (a space of the plan) it goes with." })
  companionOfId?: string | null;
}

@InputType("SpaceChangesInput", { description: "Spaces created, changed and deleted in one save." })
export class SpaceChangesInput {
  @Field(() => [SpaceInput], { description: "New spaces (no id) and changed ones (with id)." })
  save!: SpaceInput[];

  @Field(() => [ID], { description: "Spaces to delete; one that has tickets cannot be." })
  delete!: string[];
}

@InputType("PriceZoneInput", { description: "A price zone to keep (with its id) or create." })
export class PriceZoneInput {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => [TranslationInput], { description: "The name per language; the default language is required." })
  names!: TranslationInput[];
}
