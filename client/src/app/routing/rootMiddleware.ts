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
import { readStoredLanguage, writeCsrfToken } from "../../shared/storage/localStore";
import type { AppServices } from "../services";
import { languageRedirect } from "./languageRedirect";

/**
 * Runs before every route's loaders (SPEC section 2):
 * 1. fetches and awaits `authenticate` (stores the CSRF token) and `languages`;
 * 2. redirects, with replace, to the canonical /{lng}/... URL when needed;
 * 3. activates the route language (dictionaries, Accept-Language, <html lang>);
 * 4. loads the shell's data (settings, the drawer's events) while the route's loaders run.
 */
export function createRootMiddleware({ preloader, language }: AppServices): MiddlewareFunction {
  return async ({ request }, next) => {
    const [auth, languages] = await Promise.all([
      preloader.query<AuthenticateQuery>(AuthenticateDocument, { withoutLanguage: true }),
      preloader.query<LanguagesQuery>(LanguagesDocument, { withoutLanguage: true }),
    ]);
    writeCsrfToken(auth.authenticate.csrfToken);

    const supported = languages.languages.map((l) => l.id);
    if (supported.length === 0) supported.push(DEFAULT_LANGUAGE);
    const url = new URL(request.url);
    const target = languageRedirect(url, {
      supported,
      storedLanguage: readStoredLanguage(),
      browserLanguages: browserLanguages(),
    });
    if (target) throw replace(target);

    const lng = url.pathname.split("/")[1] ?? DEFAULT_LANGUAGE;
    await language.activate(lng, supported[0]);
    // The shell's data loads alongside the route's loaders rather than before them (one round trip less
    // before a page shows); nothing renders until both are done.
    const shell = Promise.all([preloader.query<SettingsQuery>(SettingsDocument), preloader.query<EventsQuery>(EventsDocument)]);
    shell.catch(() => undefined);
    await next();
    await shell;
  };
}
