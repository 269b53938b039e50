import type { RouteObject } from "react-router";
import type { Preloader } from "../../../app/apollo/preload";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";
import { createEventLoader, createEventsLoader, type EventLoaderData } from "./eventLoaders";
import { EventDetailPage } from "./EventDetailPage";
import { EventListPage } from "./EventListPage";

const eventsCrumb: AppRouteHandle = {
  crumb: ({ lng, t }) => ({ label: t("events.title"), to: localizedPath(lng, "/events") }),
};

const eventCrumb: AppRouteHandle = {
  crumb: ({ lng, data }) => {
    const event = (data as EventLoaderData | undefined)?.event;
    return event ? { label: event.name, to: localizedPath(lng, `/events/${event.id}`) } : null;
  },
};

/** Routes under /:lng: the index and /events list events, /events/:eventId shows one. */
export function eventRoutes(preloader: Preloader): RouteObject[] {
  const eventsLoader = createEventsLoader(preloader);
  return [
    { index: true, loader: eventsLoader, Component: EventListPage, handle: eventsCrumb },
    {
      path: "events",
      handle: eventsCrumb,
      children: [
        { index: true, loader: eventsLoader, Component: EventListPage },
        {
          path: ":eventId",
          loader: createEventLoader(preloader),
          Component: EventDetailPage,
          handle: eventCrumb,
        },
      ],
    },
  ];
}
