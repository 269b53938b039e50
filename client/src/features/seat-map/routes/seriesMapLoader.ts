import type { LoaderFunctionArgs } from "react-router";
import type { Preloader } from "../../../app/apollo/preload";
import {
  SeriesMapDocument,
  SettingsDocument,
  SpaceTypesDocument,
  type SeriesMapQuery,
  type SeriesMapQueryVariables,
  type SettingsQuery,
  type SpaceTypesQuery,
} from "../../../generated/graphql";
import { loadPlanSpaces } from "../../../shared/plan/planSpaces";
import { fetchPlanSvg } from "../../../shared/plan/planSvg";

export interface SeriesMapLoaderData {
  series: { id: string; name: string };
  /** The series' event (its dates' event), for the breadcrumbs. */
  event: { id: string; name: string } | null;
  timeZone: string | undefined;
  /** The plan's sanitized SVG (every date of a series is on one plan), or null when it could not be loaded. */
  svg: string | null;
}

/**
 * /series/:seriesId: the series with its dates and price list (NOT_FOUND: a 404 route error), and its dates' plan:
 * the drawing and its places. The occupancy is the page's (seriesOccupancy, kept live).
 */
export function createSeriesMapLoader(preloader: Preloader) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<SeriesMapLoaderData> => {
    const id = params["seriesId"] ?? "";
    const [result, settings] = await Promise.all([
      preloader.query<SeriesMapQuery, SeriesMapQueryVariables>(SeriesMapDocument, { variables: { id } }),
      preloader.query<SettingsQuery>(SettingsDocument).catch(() => null),
      preloader.query<SpaceTypesQuery>(SpaceTypesDocument).catch(() => null),
    ]);
    const { series } = result;
    const plan = series.plan;
    const svg = plan
      ? (await Promise.all([fetchPlanSvg(plan.id, request?.signal), loadPlanSpaces(plan.id, params["lng"], request?.signal)]))[0]
      : null;
    return {
      series: { id: series.id, name: series.name },
      event: { id: series.event.id, name: series.event.name },
      timeZone: settings?.settings.timeZone,
      svg,
    };
  };
}
