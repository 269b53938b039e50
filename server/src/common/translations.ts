/** A text in each supported language; missing languages fall back (see `translate`). */
export type Translations = Partial<Record<string, string>>;

export const FALLBACK_LANGUAGE = "en";

/**
 * Picks the text for `language`, falling back to English, then to any language that has one,
 * so a half-translated name never renders as an empty string.
 */
export function translate(value: Translations | null | undefined, language: string): string | null {
  if (!value) return null;
  const exact = value[language];
  if (exact) return exact;
  const fallback = value[FALLBACK_LANGUAGE];
  if (fallback) return fallback;
  for (const text of Object.values(value)) if (text) return text;
  return null;
}
