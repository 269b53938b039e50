import { Field, InputType } from "type-graphql";
import { TranslationInput } from "../i18n/translation.types.js";

@InputType("SpaceTypeInput", { description: "A space type as administrators create and edit it." })
export class SpaceTypeInput {
  @Field(() => [TranslationInput], { description: "The name per language; the default language is required." })
  names!: TranslationInput[];

  @Field({ description: "A wheelchair place: maps and legends mark it, companions go with it." })
  accessible!: boolean;
}
