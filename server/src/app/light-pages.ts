import { stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { execute, validate, type DocumentNode, type GraphQLSchema } from "graphql";
import { DomainError } from "../common/errors.js";
import { logger } from "../common/logger.js";
import { UI_NAMESPACE } from "../modules/i18n/dictionary.service.js";
import { createContext } from "./context.js";
import type { Services } from "./services.js";

/** A server-rendered public page (issue 37): the events list or an event's page. */
export type LightRoute = { kind: "events" } | { kind: "event"; id: string };

/** What the renderer (client/src/light/render.tsx, built to dist/ssr/render.js) is given and answers. */
interface LightRenderInput {
  route: LightRoute;
  lng: string;
  location: { pathname: string; search: string };
  texts: Record<string, unknown>;
  fallbackLng: string;
  query: <T>(document: DocumentNode, variables?: Record<string, unknown>) => Promise<T | null>;
}
interface LightRenderer {
  renderLightPage(input: LightRenderInput): Promise<{ html: string; payload: unknown } | null>;
}

/** A rendered page: the root element's markup and the JSON its hydration reads. */
export interface RenderedLightPage {
  html: string;
  payload: unknown;
}

/**
 * The public pages React renders on the server (issue 37): the client's renderer module, given the page's data by running
 * the same queries the single-page app sends, here as an anonymous visitor in the page's language, against this
 * server's schema. Null when the client's renderer is not built or the page has nothing to show (an unknown event):
 * the single-page app then answers.
 */
export function createLightPages(clientDist: string, services: Services, schema: GraphQLSchema) {
  const rendererFile = path.join(clientDist, "ssr", "render.js");
  let loaded: { mtimeMs: number; renderer: Promise<LightRenderer> } | null = null;

  /** The renderer as built; imported again when the client is rebuilt under a running server (development). */
  const renderer = async (): Promise<LightRenderer | null> => {
    const stats = await stat(rendererFile).catch(() => null);
    if (!stats) return null;
    if (loaded?.mtimeMs !== stats.mtimeMs) {
      const url = `${pathToFileURL(rendererFile).href}?v=${stats.mtimeMs}`;
      loaded = { mtimeMs: stats.mtimeMs, renderer: import(url) as Promise<LightRenderer> };
    }
    return loaded.renderer;
  };

  const dictionary = async (language: string) => JSON.parse((await services.dictionaries.file(language, UI_NAMESPACE)).body) as unknown;

  return async (route: LightRoute, language: string, pathname: string): Promise<RenderedLightPage | null> => {
    try {
      return await renderPage(route, language, pathname);
    } catch (error) {
      // The application's page (with its head) answers instead: a renderer that cannot be loaded, a dictionary or a
      // query that fails, as much as a render that throws.
      logger.warn("light page not rendered: the application's page is served", { error: (error as Error).message });
      return null;
    }
  };

  async function renderPage(route: LightRoute, language: string, pathname: string): Promise<RenderedLightPage | null> {
    const render = await renderer();
    if (!render) return null;
    const contextValue = await createContext(services, undefined, undefined, language);
    const query = async <T>(document: DocumentNode, variables?: Record<string, unknown>): Promise<T | null> => {
      const invalid = validate(schema, document);
      if (invalid.length > 0) throw new Error(`a light page's query does not fit the schema: ${invalid[0]!.message}`);
      const result = await execute({ schema, document, contextValue, variableValues: variables });
      const failure = result.errors?.[0];
      if (!failure) return (result.data ?? null) as T | null;
      // An event that is not (or no longer) public: the page has nothing to show. Anything else is the server's failure.
      if (failure.originalError instanceof DomainError && failure.originalError.code === "NOT_FOUND") return null;
      throw failure.originalError ?? failure;
    };
    const fallbackLng = (await services.settings.languageIds())[0] ?? language;
    const texts: Record<string, unknown> = { [language]: await dictionary(language) };
    if (fallbackLng !== language) texts[fallbackLng] = await dictionary(fallbackLng);
    return render.renderLightPage({ route, lng: language, location: { pathname, search: "" }, texts, fallbackLng, query });
  }
}

export type LightPages = ReturnType<typeof createLightPages>;
