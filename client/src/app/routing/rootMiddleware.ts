import { replace, type MiddlewareFunction } from "react-router";
import {
  AuthenticateDocument,
  EventsDocument,
  LanguagesDocument,
  SettingsDocument,
  type AuthenticateQuery,
  type EventsQuery,
  type LanguagesQuery,
  type SettingsQuery,
} from "../../generated/graphql";
import { browserLanguages, DEFAULT_LANGUAGE } from "../../shared/i18n/language";
import { BUNDLED_LANGUAGES } from "../../shared/i18n/resources";
import { readStoredLanguage, writeCsrfToken } from "../../shared/storage/localStore";
import type { AppServices } from "../services";
import { languageRedirect } from "./languageRedirect";

const bundledLanguages = BUNDLED_LANGUAGES;

/** A route's data load started when a navigation begins, in the URL's language (see createSeatMapLoading). */
export type EarlyLoad = (url: URL, language: string) => void;

/**
 * Runs before every route's loaders (SPEC section 2):
 * 0. starts, in the URL's language, the shell's data and the early loads of routes (the seat map): queries need
 *    no CSRF token, so they need not wait for step 1;
 * 1. fetches and awaits `authenticate` (stores the CSRF token) and `languages`;
 * 2. redirects, with replace, to the canonical /{lng}/... URL when needed;
 * 3. activates the route language (dictionaries, Accept-Language, <html lang>), its dictionaries prefetched
 *    during step 1;
 * 4. loads the shell's data (settings, the drawer's events) while the route's loaders and the dictionaries load.
 */
export function createRootMiddleware({ preloader, language }: AppServices, earlyLoads: EarlyLoad[] = []): MiddlewareFunction {
  return async ({ request }, next) => {
    const url = new URL(request.url);
    // The URL's language is almost always the one the page will show: its dictionary loads alongside
    // authenticate and languages rather than after them.
    const urlLanguage = url.pathname.split("/")[1] ?? "";
    const loadShell = (lng?: string) =>
      Promise.all([
        preloader.query<SettingsQuery>(SettingsDocument, { language: lng }),
        preloader.query<EventsQuery>(EventsDocument, { language: lng }),
      ]);
    let earlyShell: { language: string; load: ReturnType<typeof loadShell> } | null = null;
    if (bundledLanguages.includes(urlLanguage)) language.prefetch(urlLanguage);
    // Not across a language switch: activating another language drops the cached data of the previous one.
    if (bundledLanguages.includes(urlLanguage) && (language.current === undefined || language.current === urlLanguage)) {
      earlyShell = { language: urlLanguage, load: loadShell(urlLanguage) };
      earlyShell.load.catch(() => undefined);
      for (const earlyLoad of earlyLoads) earlyLoad(url, urlLanguage);
    }
    const [auth, languages] = await Promise.all([
      preloader.query<AuthenticateQuery>(AuthenticateDocument, { withoutLanguage: true }),
      preloader.query<LanguagesQuery>(LanguagesDocument, { withoutLanguage: true }),
    ]).catch(async (error: unknown) => {
      // The error page is shown in the URL's language: the texts are loaded per language, not bundled.
      await language.activate(bundledLanguages.includes(urlLanguage) ? urlLanguage : DEFAULT_LANGUAGE).catch(() => undefined);
      throw error;
    });
    writeCsrfToken(auth.authenticate.csrfToken);

    const supported = languages.languages.map((l) => l.id);
    if (supported.length === 0) supported.push(DEFAULT_LANGUAGE);
    const target = languageRedirect(url, {
      supported,
      storedLanguage: readStoredLanguage(),
      browserLanguages: browserLanguages(),
    });
    if (target) throw replace(target);

    const lng = urlLanguage || DEFAULT_LANGUAGE;
    // The route language is the current one from here on (the requests below ask for it), while its dictionaries
    // finish loading; the shell's data and the route's loaders load alongside, not one after another.
    // Nothing renders until all of them are done.
    const activation = language.activate(lng, supported[0]);
    const shell = earlyShell?.language === lng ? earlyShell.load : loadShell();
    activation.catch(() => undefined);
    shell.catch(() => undefined);
    await next();
    await activation;
    await shell;
  };
}
