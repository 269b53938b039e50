import { Field, InputType, ObjectType } from "type-graphql";
import type { MessageKey } from "./server-messages.js";
import type { Translations } from "../../common/translations.js";

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
 * Validates an edited text: known languages only, trimmed, no longer than `maxLength`; an empty text is
 * left out (translations are never empty strings, SPEC section 5); with `required`, the first (default)
 * language must have one. Errors are keyed `<field>.<language>`.
 */
export function validateTranslations(
  input: readonly TranslationInput[] | null | undefined,
  languages: readonly string[],
  field: string,
  options: { required: boolean; maxLength: number },
): { value: Translations; errors: Record<string, MessageKey> } {
  const value: Translations = {};
  const errors: Record<string, MessageKey> = {};
  for (const entry of input ?? []) {
    const language = String(entry.language ?? "")
      .trim()
      .toLowerCase();
    const text = String(entry.text ?? "").trim();
    if (!languages.includes(language)) errors[`${field}.${language || "?"}`] = "validation.unknownLanguage";
    else if (text.length > options.maxLength) errors[`${field}.${language}`] = "validation.tooLong";
    else if (text) value[language] = text;
  }
  const first = languages[0];
  if (options.required && first && !value[first] && !errors[`${field}.${first}`]) errors[`${field}.${first}`] = "validation.required";
  return { value, errors };
}
