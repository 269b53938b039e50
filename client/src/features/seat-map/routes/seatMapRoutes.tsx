import type { LoaderFunction, RouteObject } from "react-router";
import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";
import type { SeatMapLoaderData } from "./seatMapLoader";
import { SeatMapPage } from "./SeatMapPage";

const occasionCrumbs: AppRouteHandle = {
  crumbs: ({ lng, data }) => {
    const loaded = data as SeatMapLoaderData | undefined;
    if (!loaded) return [];
    const { occasion, timeZone } = loaded;
    return [
      { label: occasion.event.name, to: localizedPath(lng, `/events/${occasion.event.id}`) },
      {
        label: `${formatZonedDate(occasion.startTime, timeZone)} ${formatZonedTime(occasion.startTime, timeZone)}`,
        to: localizedPath(lng, `/occasions/${occasion.id}`),
      },
    ];
  },
};

/** /occasions/:occasionId: seat and space selection. */
export function seatMapRoutes(loader: LoaderFunction): RouteObject[] {
  return [
    {
      path: "occasions/:occasionId",
      loader,
      Component: SeatMapPage,
      handle: occasionCrumbs,
    },
  ];
}
