import type { LoaderFunction, RouteObject } from "react-router";
import type { Preloader } from "../../../app/apollo/preload";
import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";
import type { SeatMapLoaderData } from "./seatMapLoader";
import { SeatMapPage } from "./SeatMapPage";
import { createSeriesMapLoader, type SeriesMapLoaderData } from "./seriesMapLoader";

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

const seriesCrumbs: AppRouteHandle = {
  crumbs: ({ lng, data }) => {
    const loaded = data as SeriesMapLoaderData | undefined;
    if (!loaded) return [];
    const { event, series } = loaded;
    return [
      ...(event ? [{ label: event.name, to: localizedPath(lng, `/events/${event.id}`) }] : []),
      { label: series.name, to: localizedPath(lng, `/series/${series.id}`) },
    ];
  },
};

/**
 * /occasions/:occasionId: seat and space selection. /series/:seriesId: a season ticket's places, the same on every
 * date of the series (its screen's code loads on first visit).
 */
export function seatMapRoutes(loader: LoaderFunction, preloader: Preloader): RouteObject[] {
  return [
    {
      path: "occasions/:occasionId",
      loader,
      Component: SeatMapPage,
      handle: occasionCrumbs,
    },
    {
      path: "series/:seriesId",
      loader: createSeriesMapLoader(preloader),
      lazy: { Component: async () => (await import("./SeriesMapPage")).SeriesMapPage },
      handle: seriesCrumbs,
    },
  ];
}
