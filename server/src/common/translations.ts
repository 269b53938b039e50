/** A text in each supported language; missing languages fall back (see `translate`). */
export type Translations = Partial<Record<string, string>>;

/** The fallback language until the languages are read (a fresh database lists en first). */
export const DEFAULT_FALLBACK_LANGUAGE = "en";

let fallbackLanguage = DEFAULT_FALLBACK_LANGUAGE;

/**
 * Sets the fallback language: the first enabled one (SPEC section 7). SettingsService sets it whenever it
 * reads the languages, so the synchronous translate() below needs no database access of its own.
 */
export function setFallbackLanguage(language: string): void {
  fallbackLanguage = language;
}

export function currentFallbackLanguage(): string {
  return fallbackLanguage;
}

/**
 * Picks the text for `language`, falling back to the fallback language, then to any language that has
 * one, so a half-translated name never renders as an empty string.
 */
export function translate(value: Translations | null | undefined, language: string): string | null {
  if (!value) return null;
  const exact = value[language];
  if (exact) return exact;
  const fallback = value[fallbackLanguage];
  if (fallback) return fallback;
  for (const text of Object.values(value)) if (text) return text;
  return null;
}
