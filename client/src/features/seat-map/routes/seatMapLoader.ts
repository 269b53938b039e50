import type { LoaderFunctionArgs } from "react-router";
import type { Preloader } from "../../../app/apollo/preload";
import {
  OccasionDocument,
  PlanSpacesDocument,
  SettingsDocument,
  SpaceTypesDocument,
  type OccasionQuery,
  type OccasionQueryVariables,
  type PlanSpacesQuery,
  type PlanSpacesQueryVariables,
  type SettingsQuery,
  type SpaceTypesQuery,
} from "../../../generated/graphql";
import { fetchPlanSvg } from "../../../shared/plan/planSvg";

export interface SeatMapLoaderData {
  occasion: { id: string; startTime: string; event: { id: string; name: string } };
  timeZone: string | undefined;
  /** The plan's sanitized SVG, or null when it could not be loaded (the list still works). */
  svg: string | null;
}

/** /occasions/:occasionId: the occasion with its occupancy and its event's addons, then its plan's places and map SVG together. */
export function createSeatMapLoader(preloader: Preloader) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<SeatMapLoaderData> => {
    const id = params["occasionId"] ?? "";
    const [result, settings] = await Promise.all([
      preloader.query<OccasionQuery, OccasionQueryVariables>(OccasionDocument, { variables: { id } }),
      preloader.query<SettingsQuery>(SettingsDocument).catch(() => null),
      // The places' types (names, wheelchair places); without them the map still works.
      preloader.query<SpaceTypesQuery>(SpaceTypesDocument).catch(() => null),
    ]);
    const { occasion } = result;
    const [svg] = await Promise.all([
      fetchPlanSvg(occasion.plan.id, request?.signal),
      preloader.query<PlanSpacesQuery, PlanSpacesQueryVariables>(PlanSpacesDocument, { variables: { id: occasion.plan.id } }),
    ]);
    return {
      occasion: { id: occasion.id, startTime: occasion.startTime, event: { id: occasion.event.id, name: occasion.event.name } },
      timeZone: settings?.settings.timeZone,
      svg,
    };
  };
}
