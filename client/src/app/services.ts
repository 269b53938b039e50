import type { ApolloClient } from "@apollo/client";
import type { i18n as I18n } from "i18next";
import { i18n as appI18n } from "../shared/i18n/i18n";
import { createAdminTextsLoader } from "../shared/i18n/adminTexts";
import { createUiTextsLoader } from "../shared/i18n/uiTexts";
import { createApolloClient } from "./apollo/client";
import { createPreloader, type Preloader } from "./apollo/preload";
import { createLanguageSession, evictLanguageDependentData, type LanguageSession } from "./routing/languageSession";

/** What routes and providers need; built once in main.tsx (and per test). */
export interface AppServices {
  client: ApolloClient;
  preloader: Preloader;
  i18n: I18n;
  language: LanguageSession;
  /** Loads the administrator's texts of a language (admin routes only: a visitor's page never loads them). */
  adminTexts: (lng: string) => Promise<void>;
}

export interface AppServicesOptions {
  client?: ApolloClient;
  i18n?: I18n;
  /** fetch for GraphQL and dictionaries (tests). */
  fetchImpl?: typeof fetch;
}

export function createAppServices(options: AppServicesOptions = {}): AppServices {
  const i18n = options.i18n ?? appI18n;
  // The session and the client refer to each other only in callbacks that run later.
  const language = createLanguageSession({
    i18n,
    loadDictionary: createUiTextsLoader(i18n, options.fetchImpl),
    onChange: () => {
      evictLanguageDependentData(client.cache);
      preloader.invalidate();
    },
  });
  const client =
    options.client ??
    createApolloClient({
      getLanguage: () => language.current,
      fetch: options.fetchImpl,
      // What a save changed beyond its own answer is read again on the next page (issue 34, item 12).
      onMutated: () => preloader.invalidate(),
    });
  const preloader = createPreloader(client);
  return { client, preloader, i18n, language, adminTexts: createAdminTextsLoader(i18n, options.fetchImpl) };
}
