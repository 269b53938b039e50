/** Language used when neither the server nor the visitor tells us anything. */
export const DEFAULT_LANGUAGE = "en";

/**
 * Reduces a language tag to its lower-case primary subtag: 'fi-FI' -> 'fi', 'SV' -> 'sv',
 * 'en_GB' -> 'en'. Returns null for anything that is not shaped like a language tag.
 */
export function primarySubtag(tag: string | null | undefined): string | null {
  if (!tag) return null;
  const match = /^([a-z]{2,3})(?:[-_][a-z0-9]{1,8})*$/i.exec(tag.trim());
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** The supported code a tag stands for, or null (exact code first, then its primary subtag). */
export function matchSupportedLanguage(tag: string | null | undefined, supported: readonly string[]): string | null {
  if (!tag) return null;
  if (supported.includes(tag)) return tag;
  const primary = primarySubtag(tag);
  return primary && supported.includes(primary) ? primary : null;
}

export interface LanguageSources {
  /** The first path segment, if any. */
  pathLanguage?: string | null;
  /** The language remembered in local storage. */
  storedLanguage?: string | null;
  /** navigator.languages, most preferred first. */
  browserLanguages?: readonly string[];
  /** Supported codes from the `languages` query; the first one is the fallback. */
  supported: readonly string[];
}

/**
 * SPEC section 2: the path first, then local storage, then the browser's languages
 * (fi-FI -> fi, sv-* -> sv), else the fallback (the first supported language, 'en' if none).
 */
export function resolveLanguage({ pathLanguage, storedLanguage, browserLanguages = [], supported }: LanguageSources): string {
  const candidates = [pathLanguage, storedLanguage, ...browserLanguages];
  for (const candidate of candidates) {
    const match = matchSupportedLanguage(candidate, supported);
    if (match) return match;
  }
  return supported[0] ?? DEFAULT_LANGUAGE;
}

/** The browser's preferred languages, safe outside a browser. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  if (navigator.languages && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
