import type { RouteObject } from "react-router";
import type { Preloader } from "../../../app/apollo/preload";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";
import { createMyBookingLoader, type MyBookingLoaderData } from "./myBookingLoader";

const crumbs: AppRouteHandle = {
  crumb: ({ lng, data, params, t }) => {
    const eventName = (data as Pick<MyBookingLoaderData, "eventName"> | undefined)?.eventName;
    return {
      label: eventName ? `${t("myBooking.crumb")}: ${eventName}` : t("myBooking.crumb"),
      to: localizedPath(lng, `/my-booking/${params["token"] ?? ""}`),
    };
  },
};

/** /my-booking/:token: the customer's booking from the link of their confirmation e-mail (its screen loaded on first visit). */
export function myBookingRoutes(preloader: Preloader): RouteObject[] {
  return [
    {
      path: "my-booking/:token",
      loader: createMyBookingLoader(preloader),
      lazy: { Component: async () => (await import("./MyBookingPage")).MyBookingPage },
      handle: crumbs,
    },
  ];
}
