import { Field, Float, ID, InputType, Int } from "type-graphql";
import { TranslationInput } from "../i18n/translation.types.js";

@InputType("TicketTypeInput", { description: "A ticket type as administrators create and edit it." })
export class TicketTypeInput {
  @Field(() => [TranslationInput], { description: "The name per language; the default language is required." })
  names!: TranslationInput[];

  @Field(() => Float, { description: "VAT percentage, 0-100, decimals allowed (e.g. 25.5)." })
  vat!: number;

  @Field({ description: "Product code sent to payment providers (letters, digits, '-', '_', '.')." })
  productCode!: string;

  @Field(() => Int, { nullable: true, description: "Display order (smaller first); 0 when left out." })
  position?: number | null;
}

@InputType("AddonInput", { description: "An addon as administrators create and edit it." })
export class AddonInput {
  @Field(() => [TranslationInput], { description: "The name per language; the default language is required." })
  names!: TranslationInput[];

  @Field(() => [TranslationInput], { nullable: true, description: "The description per language." })
  descriptions?: TranslationInput[] | null;

  @Field(() => Int, { description: "Price in cents, VAT included." })
  price!: number;

  @Field(() => Float, { description: "VAT percentage, 0-100." })
  vat!: number;

  @Field({ description: "Product code sent to payment providers." })
  productCode!: string;

  @Field({ description: "On sale; an inactive addon is offered nowhere but stays on the tickets that have it." })
  active!: boolean;

  @Field(() => [ID], { description: "The events that offer it." })
  eventIds!: string[];
}
