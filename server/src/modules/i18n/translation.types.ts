import { checkInput } from "@seatbooking/core/input";
import { Field, InputType, ObjectType } from "type-graphql";
import type { MessageKey } from "./server-messages.js";
import { collectInput } from "../../common/request-input.js";
import type { Translations } from "../../common/translations.js";
import { translationsSchema, translationTexts, type TranslationsRule } from "./translations.input.js";

@ObjectType("Translation", { description: "A text in one language." })
export class TranslationView {
  @Field({ description: "Language code (en, fi, sv)." })
  language!: string;

  @Field()
  text!: string;
}

@InputType("TranslationInput", { description: "A text in one language; an empty text means not translated." })
export class TranslationInput {
  @Field()
  language!: string;

  @Field()
  text!: string;
}

/** A stored text as the list administrators edit, in the languages' order. */
export function translationList(value: Translations | null | undefined, languages: readonly string[]): TranslationView[] {
  const known = languages.filter((language) => value?.[language]);
  const others = Object.keys(value ?? {}).filter((language) => !languages.includes(language) && value?.[language]);
  return [...known, ...others].map((language) => ({ language, text: value![language]! }));
}

/**
 * Validates an edited text by translationsSchema: known languages only, trimmed, no longer than `maxLength`;
 * an empty text is left out (SPEC section 5); with `required`, the first (default) language must have one.
 * Errors are keyed `<field>.<language>`, for a form that collects every problem at once.
 */
export function validateTranslations(
  input: readonly TranslationInput[] | null | undefined,
  languages: readonly string[],
  field: string,
  options: TranslationsRule,
): { value: Translations; errors: Record<string, MessageKey> } {
  const errors: Record<string, MessageKey> = {};
  const value = collectInput(translationsSchema(languages, options), input, errors, field);
  if (value) return { value, errors };
  // The languages that passed are still answered, so a caller's own checks of them (a label mask's placeholders) add their problems too.
  const texts = checkInput(translationTexts, input);
  const passed = texts.ok
    ? Object.entries(texts.value).filter(([language, text]) => text && languages.includes(language) && !errors[`${field}.${language}`])
    : [];
  return { value: Object.fromEntries(passed) as Translations, errors };
}
