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
/** What the renderer is given for an event's embed page (issue 40): no route, no location, no payload to hydrate. */
interface EmbedRenderInput {
  /** The event's id, or null for one that is no id at all (its page says the event is not available). */
  eventId: string | null;
  lng: string;
  texts: Record<string, unknown>;
  fallbackLng: string;
  query: LightRenderInput["query"];
}
/** An embed page as rendered: the root element's markup, the page's title, and whether it found the event. */
export interface RenderedEmbedPage {
  html: string;
  title: string;
  found: boolean;
}
interface LightRenderer {
  renderLightPage(input: LightRenderInput): Promise<{ html: string; payload: unknown } | null>;
  renderEmbedPage(input: EmbedRenderInput): Promise<RenderedEmbedPage>;
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
/**
 * The client's renderer module as built (dist/ssr/render.js), null when it is not; imported again when the client is
 * rebuilt under a running server (development).
 */
export function lightRenderer(clientDist: string): () => Promise<LightRenderer | null> {
  const rendererFile = path.join(clientDist, "ssr", "render.js");
  let loaded: { mtimeMs: number; renderer: Promise<LightRenderer> } | null = null;
  return async () => {
    const stats = await stat(rendererFile).catch(() => null);
    if (!stats) return null;
    if (loaded?.mtimeMs !== stats.mtimeMs) {
      const url = `${pathToFileURL(rendererFile).href}?v=${stats.mtimeMs}`;
      loaded = { mtimeMs: stats.mtimeMs, renderer: import(url) as Promise<LightRenderer> };
    }
    return loaded.renderer;
  };
}

/**
 * What a server-rendered page's renderer is given besides its route: its queries run as an anonymous visitor in the
 * page's language against this server's schema (null for an event that is not public), and the visitor namespace's
 * texts of the page's language and of the fallback language.
 */
async function lightInput(services: Services, schema: GraphQLSchema, language: string) {
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
  const dictionary = async (lng: string) => JSON.parse((await services.dictionaries.file(lng, UI_NAMESPACE)).body) as unknown;
  const fallbackLng = (await services.settings.languageIds())[0] ?? language;
  const texts: Record<string, unknown> = { [language]: await dictionary(language) };
  if (fallbackLng !== language) texts[fallbackLng] = await dictionary(fallbackLng);
  return { lng: language, query, texts, fallbackLng };
}

/**
 * The public pages React renders on the server (issue 37): the client's renderer module, given the page's data by running
 * the same queries the single-page app sends, here as an anonymous visitor in the page's language, against this
 * server's schema. Null when the client's renderer is not built or the page has nothing to show (an unknown event):
 * the single-page app then answers.
 */
export function createLightPages(clientDist: string, services: Services, schema: GraphQLSchema) {
  const renderer = lightRenderer(clientDist);

  return async (route: LightRoute, language: string, pathname: string): Promise<RenderedLightPage | null> => {
    try {
      const render = await renderer();
      if (!render) return null;
      const input = await lightInput(services, schema, language);
      return await render.renderLightPage({ ...input, route, location: { pathname, search: "" } });
    } catch (error) {
      // The application's page (with its head) answers instead: a renderer that cannot be loaded, a dictionary or a
      // query that fails, as much as a render that throws.
      logger.warn("light page not rendered: the application's page is served", { error: (error as Error).message });
      return null;
    }
  };
}

export type LightPages = ReturnType<typeof createLightPages>;

/**
 * An event's embed page (issue 40), rendered by the same renderer module: null when the client is not built. A failure
 * is the caller's (there is no application page to fall back to inside a venue's page).
 */
export function createEmbedRenderer(clientDist: string, services: Services, schema: GraphQLSchema) {
  const renderer = lightRenderer(clientDist);
  return async (eventId: string | null, language: string): Promise<RenderedEmbedPage | null> => {
    const render = await renderer();
    if (!render) return null;
    return render.renderEmbedPage({ ...(await lightInput(services, schema, language)), eventId });
  };
}
