/**
 * The language the visitor chose in the switcher, as a cookie the server reads (README, DESIGN notes: the `lng` cookie):
 * it answers `/` and pages without a language in that choice before any script runs. Only the code, for a year, sent to
 * this site's pages alone (SameSite=Lax), never read by scripts of other sites.
 */
export const LANGUAGE_COOKIE = "lng";

const YEAR_SECONDS = 365 * 24 * 3600;

export function writeLanguageCookie(lng: string): void {
  if (typeof document === "undefined") return;
  const secure = typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
