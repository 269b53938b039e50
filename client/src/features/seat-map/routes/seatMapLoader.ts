import type { LoaderFunctionArgs } from "react-router";
import type { Preloader } from "../../../app/apollo/preload";
import {
  OccasionDocument,
  SettingsDocument,
  type OccasionQuery,
  type OccasionQueryVariables,
  type SettingsQuery,
} from "../../../generated/graphql";
import { fetchPlanSvg } from "../../../shared/plan/planSvg";

export interface SeatMapLoaderData {
  occasion: { id: string; startTime: string; event: { id: string; name: string } };
  timeZone: string | undefined;
  /** The plan's sanitized SVG, or null when it could not be loaded (the list still works). */
  svg: string | null;
}

/** /occasions/:occasionId: the occasion with its plan, occupancy and its event's addons, and the map SVG. */
export function createSeatMapLoader(preloader: Preloader) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<SeatMapLoaderData> => {
    const id = params["occasionId"] ?? "";
    const [result, settings] = await Promise.all([
      preloader.query<OccasionQuery, OccasionQueryVariables>(OccasionDocument, { variables: { id } }),
      preloader.query<SettingsQuery>(SettingsDocument).catch(() => null),
    ]);
    const { occasion } = result;
    const svg = await fetchPlanSvg(occasion.plan.id, request?.signal);
    return {
      occasion: { id: occasion.id, startTime: occasion.startTime, event: { id: occasion.event.id, name: occasion.event.name } },
      timeZone: settings?.settings.timeZone,
      svg,
    };
  };
}
