import type { IncomingHttpHeaders } from "node:http";
import type { SettingsService } from "../modules/settings/settings.service.js";
import { parseCookieHeader } from "./cookies.js";

/**
 * The cookie the language switcher writes when the visitor picks a language (README, DESIGN notes): the code alone,
 * read here so the server answers `/` and pages without a language in the visitor's choice.
 */
export const LANGUAGE_COOKIE = "lng";

/** The supported language an app path starts with (`/fi/events` -> fi), if any. */
export function pathLanguage(requestPath: string, supported: readonly string[]): string | null {
  const first = /^\/([^/]+)/.exec(requestPath)?.[1]?.toLowerCase();
  return first && supported.includes(first) ? first : null;
}

/**
 * The language of a visitor whose path names none (SPEC section 2, as the application resolves it): the language they
 * chose (the `lng` cookie), then the browser's Accept-Language, then the site's default (its first language).
 */
export async function visitorLanguage(settings: SettingsService, headers: IncomingHttpHeaders): Promise<string> {
  const supported = await settings.languageIds();
  const chosen = headers.cookie ? parseCookieHeader(headers.cookie)[LANGUAGE_COOKIE]?.trim().toLowerCase() : undefined;
  if (chosen && supported.includes(chosen)) return chosen;
  return settings.resolveAcceptLanguage(headers["accept-language"]);
}
