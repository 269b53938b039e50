import * as z from "zod/mini";
import type { Translations } from "../../common/translations.js";
import { refusal } from "../../common/request-input.js";

export interface TranslationsRule {
  required: boolean;
  maxLength: number;
}

/** The edited list as language → trimmed text; a language left empty is "?", a repeated one keeps its last text. */
export const translationTexts = z.pipe(
  z.nullish(z.array(z.object({ language: z.string(), text: z.string() }))),
  z.transform((entries) => {
    const texts: Record<string, string> = {};
    for (const entry of entries ?? []) {
      const language = entry.language.trim().toLowerCase() || "?";
      const text = entry.text.trim();
      if (text || !(language in texts)) texts[language] = text;
    }
    return texts as Record<string, unknown>;
  }),
);

const unknownLanguage = z.custom<never>(() => false, refusal("validation.unknownLanguage"));

function buildTranslations(languages: readonly string[], rule: TranslationsRule) {
  const text = z.string().check(z.maxLength(rule.maxLength));
  const shape: Record<string, z.ZodMiniString | z.ZodMiniOptional<z.ZodMiniString>> = {};
  languages.forEach((language, index) => {
    shape[language] = rule.required && index === 0 ? z.string().check(z.minLength(1), z.maxLength(rule.maxLength)) : z.optional(text);
  });
  return z.pipe(
    translationTexts,
    z.pipe(
      z.catchall(z.object(shape), unknownLanguage),
      // Translations are never empty strings (SPEC section 5): an empty text means not translated.
      z.transform((texts): Translations => Object.fromEntries(Object.entries(texts).filter(([, value]) => value))),
    ),
  );
}

const built = new Map<string, ReturnType<typeof buildTranslations>>();

/**
 * An edited text (`TranslationInput[]`) as Translations: the content languages only (refused as
 * `<language>`), each trimmed and at most `maxLength`; with `required`, the first (default) language must
 * have one. Built once per language list and rule.
 */
export function translationsSchema(languages: readonly string[], rule: TranslationsRule) {
  const key = `${languages.join(",")}|${rule.required}|${rule.maxLength}`;
  let schema = built.get(key);
  if (!schema) built.set(key, (schema = buildTranslations(languages, rule)));
  return schema;
}
