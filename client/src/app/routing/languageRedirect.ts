import { matchSupportedLanguage, primarySubtag, resolveLanguage } from "../../shared/i18n/language";
import type { PathLocation } from "../../shared/routing/paths";

/**
 * First path segments that are route names, never language codes. All of them are longer
 * than two letters today; the list keeps a future short route name from being mistaken
 * for a language.
 */
export const ROUTE_NAMES: readonly string[] = ["events", "occasions", "series", "account", "admin", "renewals"];

export interface RedirectContext {
  supported: readonly string[];
  storedLanguage?: string | null;
  browserLanguages?: readonly string[];
}

/** True when a segment looks like a language tag (xx, xxx, xx-YY, xx_YY) and is no route name. */
export function looksLikeLanguageCode(segment: string): boolean {
  return !ROUTE_NAMES.includes(segment.toLowerCase()) && primarySubtag(segment) !== null;
}

/**
 * Where a URL must be redirected (with replace) to satisfy SPEC section 2, or null when it is
 * already canonical. The query string and hash are always kept.
 *
 * - '/' or '' -> '/{resolved}'.
 * - A trailing slash is removed: '/en/events/' -> '/en/events'.
 * - A supported code is kept. A tag that reduces to a supported code is normalized:
 *   '/EN/events' -> '/en/events', '/fi-FI/events' -> '/fi/events'.
 * - Decision: an unsupported first segment that looks like a language code ('/de/events') is
 *   treated as a wrong language and replaced by the resolved one ('/en/events'), rather than
 *   prefixed ('/en/de/events', which could only ever be a 404).
 * - Anything else is a path without a language and is prefixed: '/events?x=1' -> '/en/events?x=1'.
 *
 * The resolved language comes from local storage, then the browser, then the fallback
 * (the path gave none we support).
 */
export function languageRedirect(location: PathLocation, context: RedirectContext): string | null {
  const suffix = `${location.search ?? ""}${location.hash ?? ""}`;
  const trimmed = location.pathname.replace(/\/+$/, "");
  const hadTrailingSlash = trimmed !== location.pathname && trimmed !== "";
  const segments = trimmed.split("/").slice(1);
  const first = segments[0] ?? "";

  if (first && context.supported.includes(first)) {
    return hadTrailingSlash ? `${trimmed}${suffix}` : null;
  }

  const fromPath = first ? matchSupportedLanguage(first, context.supported) : null;
  const lng =
    fromPath ??
    resolveLanguage({
      storedLanguage: context.storedLanguage,
      browserLanguages: context.browserLanguages,
      supported: context.supported,
    });

  const rest = first && (fromPath || looksLikeLanguageCode(first)) ? segments.slice(1) : segments;
  const path = ["", lng, ...rest].join("/");
  return `${path}${suffix}`;
}
