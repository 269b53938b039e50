import type { LoaderFunctionArgs } from "react-router";
import type { Preloader } from "../../../app/apollo/preload";
import {
  OccasionOccupancyDocument,
  QueueStatusDocument,
  SeatMapOccasionDocument,
  SettingsDocument,
  SpaceTypesDocument,
  type OccasionOccupancyQuery,
  type OccasionOccupancyQueryVariables,
  type QueueStatusQuery,
  type QueueStatusQueryVariables,
  type SeatMapOccasionQuery,
  type SeatMapOccasionQueryVariables,
  type SettingsQuery,
  type SpaceTypesQuery,
} from "../../../generated/graphql";
import { fetchPlanSvg } from "../../../shared/plan/planSvg";
import { loadPlanSpaces } from "../../../shared/plan/planSpaces";

export interface SeatMapLoaderData {
  occasion: { id: string; startTime: string; event: { id: string; name: string } };
  timeZone: string | undefined;
  /** The plan's sanitized SVG, or null when it could not be loaded (the list still works). */
  svg: string | null;
}

/** /{lng}/occasions/{id}: the seat map's route. */
const SEAT_MAP_PATH = /^\/([^/]+)\/occasions\/([0-9a-fA-F-]{36})\/?$/;

/** How long a load started before the route's loader ran may be handed to it (the preloader's freshness window). */
const EARLY_LOAD_TTL_MS = 10_000;

/**
 * The occasion's plan as the served page names it (`<meta name="occasion-plan" content="{occasionId} {planId}">`,
 * on a seat map's URL), so the plan's places and drawing load alongside the occasion instead of after it.
 */
export function hintedPlanId(occasionId: string, doc: Document | undefined = globalThis.document): string | null {
  const content = doc?.querySelector('meta[name="occasion-plan"]')?.getAttribute("content") ?? "";
  const [hintedOccasion, planId] = content.split(" ");
  return hintedOccasion === occasionId.toLowerCase() && planId ? planId : null;
}

interface LoadOptions {
  language?: string;
  /** The plan's places' language when `language` is not given (the route's: what the page reads them in). */
  placesLanguage?: string;
  signal?: AbortSignal;
}

/**
 * The occasion with its event's addons, its occupancy (into the occupancy store, past the normalized cache: see
 * OccasionOccupancy), its plan's places (shared/plan/planSpaces.ts, also past it) and map SVG, and this browser's
 * standing in the date's waiting room.
 */
async function loadSeatMap(
  preloader: Preloader,
  id: string,
  { language, placesLanguage, signal }: LoadOptions,
): Promise<SeatMapLoaderData> {
  const plan = (planId: string) =>
    Promise.all([
      fetchPlanSvg(planId, signal),
      // Past Apollo's normalized cache (20,000 places took it more than a second): the page reads them from there.
      loadPlanSpaces(planId, language ?? placesLanguage, signal),
    ]);
  const hinted = hintedPlanId(id);
  const early = hinted ? plan(hinted) : null;
  early?.catch(() => undefined);
  const [result, , settings] = await Promise.all([
    preloader.query<SeatMapOccasionQuery, SeatMapOccasionQueryVariables>(SeatMapOccasionDocument, { variables: { id }, language }),
    preloader.query<OccasionOccupancyQuery, OccasionOccupancyQueryVariables>(OccasionOccupancyDocument, {
      variables: { id },
      language,
      noCache: true,
    }),
    preloader.query<SettingsQuery>(SettingsDocument, { language }).catch(() => null),
    // The places' types (names, wheelchair places); without them the map still works.
    preloader.query<SpaceTypesQuery>(SpaceTypesDocument, { language }).catch(() => null),
    // This browser's standing in the date's waiting room (issue 39), so the room, not the map, shows first while one
    // is on; without it the map shows (the sale's doors still hold, and a refused hold brings the room).
    preloader
      .query<QueueStatusQuery, QueueStatusQueryVariables>(QueueStatusDocument, { variables: { occasionId: id }, language })
      .catch(() => null),
  ]);
  const { occasion } = result;
  // The hint is only a head start: the occasion's own plan decides.
  const [svg] = await (hinted === occasion.plan.id && early ? early : plan(occasion.plan.id));
  return {
    occasion: { id: occasion.id, startTime: occasion.startTime, event: { id: occasion.event.id, name: occasion.event.name } },
    timeZone: settings?.settings.timeZone,
    svg,
  };
}

/**
 * The seat map's loader, and its early start: the root middleware starts the load as soon as a navigation
 * begins, in the URL's language, alongside `authenticate` and `languages` (mutations need their CSRF token,
 * these queries do not); the loader then takes that load instead of starting another.
 */
export function createSeatMapLoading(preloader: Preloader) {
  let early: { id: string; startedAt: number; load: Promise<SeatMapLoaderData> } | null = null;

  const earlyLoad = (url: URL, language: string): void => {
    const id = SEAT_MAP_PATH.exec(url.pathname)?.[2];
    if (!id || url.pathname.split("/")[1] !== language) return;
    const load = loadSeatMap(preloader, id, { language });
    // A redirect may leave it untaken: never an unhandled rejection.
    load.catch(() => undefined);
    early = { id, startedAt: Date.now(), load };
  };

  const loader = ({ params, request }: LoaderFunctionArgs): Promise<SeatMapLoaderData> => {
    const id = params["occasionId"] ?? "";
    const started = early;
    early = null;
    if (started?.id === id && Date.now() - started.startedAt < EARLY_LOAD_TTL_MS) return started.load;
    return loadSeatMap(preloader, id, { placesLanguage: params["lng"], signal: request?.signal });
  };

  return { earlyLoad, loader };
}
