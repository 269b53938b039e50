/**
 * Texts per language as the admin forms edit them: one field per enabled language (`names.fi`), sent to the
 * API as a list without the empty ones (translations are never empty strings, SPEC section 5).
 */

export interface TranslationValue {
  language: string;
  text: string;
}

export type TranslationFields = Record<string, string>;

/**
 * The saved list as one field per language, '' where a language has no text. A saved text in a language the
 * form does not show (a disabled one) is kept as it is, so saving the form never loses it.
 */
export function toTranslationFields(
  translations: readonly TranslationValue[] | null | undefined,
  languages: ReadonlyArray<{ id: string }>,
): TranslationFields {
  const fields: TranslationFields = {};
  for (const language of languages) fields[language.id] = translations?.find((entry) => entry.language === language.id)?.text ?? "";
  for (const entry of translations ?? []) if (!(entry.language in fields)) fields[entry.language] = entry.text;
  return fields;
}

/**
 * The fields as the API's TranslationInput list: trimmed, in the languages' order (then the languages the
 * form does not show, whose saved texts go back unchanged), empty ones left out.
 */
export function toTranslationInputs(fields: TranslationFields, languages: ReadonlyArray<{ id: string }>): TranslationValue[] {
  const shown = languages.map((language) => language.id);
  const hidden = Object.keys(fields).filter((language) => !shown.includes(language));
  return [...shown, ...hidden]
    .map((language) => ({ language, text: (fields[language] ?? "").trim() }))
    .filter((entry) => entry.text !== "");
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Messages keyed by form path (`<path>.<language>`): with `required`, the first (default) language needs a
 * text; no text is longer than `maxLength` (the server's bounds).
 */
export function validateTranslationFields(
  fields: TranslationFields,
  languages: ReadonlyArray<{ id: string }>,
  path: string,
  t: Translate,
  options: { required: boolean; maxLength: number },
): Record<string, string> {
  const errors: Record<string, string> = {};
  languages.forEach((language, index) => {
    const text = (fields[language.id] ?? "").trim();
    if (index === 0 && options.required && text === "") errors[`${path}.${language.id}`] = t("validation.required");
    else if (text.length > options.maxLength) errors[`${path}.${language.id}`] = t("validation.maxLength", { count: options.maxLength });
  });
  return errors;
}

/** The languages that have a message among `errors` under `path` (their tabs are marked). */
export function languagesWithErrors(errors: Record<string, unknown>, paths: readonly string[]): string[] {
  const languages = new Set<string>();
  for (const [key, message] of Object.entries(errors)) {
    if (!message) continue;
    for (const path of paths) if (key.startsWith(`${path}.`)) languages.add(key.slice(path.length + 1));
  }
  return [...languages];
}
