/**
 * The server's renderer of the light pages (issue 37), built by `vite build --ssr` into dist/ssr/render.js and loaded by
 * the server (server/src/app/light-pages.ts), which executes the queries against its own schema.
 */
import type { DocumentNode } from "graphql";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import {
  EmbedEventDocument,
  EventDocument,
  EventsDocument,
  LanguagesDocument,
  SettingsDocument,
  type EmbedEventQuery,
  type EventQuery,
  type EventsQuery,
  type LanguagesQuery,
  type SettingsQuery,
} from "../generated/graphql";
import type { Dictionary } from "../shared/i18n/dictionary";
import { EmbedApp, type EmbedPage } from "./EmbedApp";
import { LightApp } from "./LightApp";
import { createLightI18n } from "./lightI18n";
import type { LightPage, LightPayload, LightRoute } from "./lightPage";

/** Runs a query as an anonymous visitor in the page's language: its data, or null when it failed (an unknown event, say). */
export type RunQuery = <T>(document: DocumentNode, variables?: Record<string, unknown>) => Promise<T | null>;

export interface LightRenderInput {
  route: LightRoute;
  lng: string;
  location: LightPage["location"];
  texts: Record<string, Dictionary>;
  fallbackLng: string;
  query: RunQuery;
}

/** A rendered page: the root's markup and the payload its hydration reads (JSON). */
export interface LightRendered {
  html: string;
  payload: LightPayload;
}

/** The page's data, as the app's routes query it; null when the page has nothing to show (an unknown event). */
async function loadPage({ route, lng, location, query }: LightRenderInput): Promise<LightPage | null> {
  const [settings, languages, events, event] = await Promise.all([
    query<SettingsQuery>(SettingsDocument),
    query<LanguagesQuery>(LanguagesDocument),
    query<EventsQuery>(EventsDocument),
    route.kind === "event" ? query<EventQuery>(EventDocument, { id: route.id }) : Promise.resolve(null),
  ]);
  if (!settings || !languages || !events) return null;
  if (route.kind === "event" && !event) return null;
  return {
    lng,
    route,
    location,
    settings: settings.settings,
    languages: languages.languages,
    events: events.events,
    event: event?.event ?? null,
    renderedAt: Date.now(),
  };
}

/**
 * React's streaming renderer, read to its end: the page is the same for every visitor and the server keeps it, compressed,
 * for the next ones rather than streaming each its own.
 */
async function renderToText(element: ReactNode): Promise<string> {
  let failure: unknown = null;
  const stream = await renderToReadableStream(element, { onError: (error) => void (failure ??= error) });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return html;
}

/** The page of a route, or null when there is none to render (the single-page app then answers it). */
export async function renderLightPage(input: LightRenderInput): Promise<LightRendered | null> {
  const page = await loadPage(input);
  if (!page) return null;
  const payload: LightPayload = { page, texts: input.texts, fallbackLng: input.fallbackLng };
  const html = await renderToText(<LightApp page={page} i18n={createLightI18n({ ...payload, lng: page.lng })} />);
  return { html, payload };
}

/** What an event's embed page (issue 40) is rendered from: the event's id (null: no id at all), the language and its texts. */
export interface EmbedRenderInput {
  eventId: string | null;
  lng: string;
  texts: Record<string, Dictionary>;
  fallbackLng: string;
  query: RunQuery;
}

/**
 * An event's embed page (EmbedApp): the root's markup, the page's title (the event's and the venue's names) and whether
 * the event was found (a public one); one that is not gets the page's friendly message.
 */
export async function renderEmbedPage(input: EmbedRenderInput): Promise<{ html: string; title: string; found: boolean }> {
  const [settings, event] = await Promise.all([
    input.query<SettingsQuery>(SettingsDocument),
    input.eventId ? input.query<EmbedEventQuery>(EmbedEventDocument, { id: input.eventId }) : Promise.resolve(null),
  ]);
  if (!settings) throw new Error("the embed page's settings could not be read");
  const page: EmbedPage = { lng: input.lng, settings: settings.settings, event: event?.event ?? null, renderedAt: Date.now() };
  const i18n = createLightI18n(input);
  const html = await renderToText(<EmbedApp page={page} i18n={i18n} />);
  const sitename = settings.settings.sitename;
  const title = page.event ? `${page.event.name} · ${sitename}` : `${i18n.t("embed.frameTitle")} · ${sitename}`;
  return { html, title, found: page.event !== null };
}
