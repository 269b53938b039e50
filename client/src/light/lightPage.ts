import type { EventQuery, EventsQuery, LanguagesQuery, SettingsQuery } from "../generated/graphql";
import type { Dictionary } from "../shared/i18n/dictionary";

/** The public pages the server renders itself (issue 37): the events list (`/{lng}`, `/{lng}/events`) and an event's page. */
export type LightRoute = { kind: "events" } | { kind: "event"; id: string };

/** What a server-rendered page shows: the same queries' answers the single-page app's routes show. */
export interface LightPage {
  lng: string;
  route: LightRoute;
  /** The page's address (path and query string): the language switcher keeps it. */
  location: { pathname: string; search: string };
  settings: SettingsQuery["settings"];
  languages: LanguagesQuery["languages"];
  events: EventsQuery["events"];
  /** The event of an event's page. */
  event: EventQuery["event"] | null;
  /** When the server rendered it (ms since the epoch): the hydration's first render reads the same clock. */
  renderedAt: number;
}

/** The page's data and texts as the server hands them to the browser, which hydrates the same tree from them. */
export interface LightPayload {
  page: LightPage;
  /** The interface texts (namespace ui) of the page's language and of the fallback language, by language. */
  texts: Record<string, Dictionary>;
  fallbackLng: string;
}

/** The id of the `<script type="application/json">` that carries the payload. */
export const LIGHT_PAYLOAD_ID = "light-payload";
