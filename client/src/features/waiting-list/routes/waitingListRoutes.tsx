import type { RouteObject } from "react-router";
import type { Preloader } from "../../../app/apollo/preload";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";
import { createWaitingListConfirmLoader } from "./waitingListConfirmLoader";
import { createWaitingListOfferLoader, type WaitingListOfferLoaderData } from "./waitingListOfferLoader";

const crumbs: AppRouteHandle = {
  crumb: ({ lng, data, params, t }) => {
    const eventName = (data as Pick<WaitingListOfferLoaderData, "offer"> | undefined)?.offer?.eventName;
    return {
      label: eventName ? `${t("waitingList.offer.crumb")}: ${eventName}` : t("waitingList.offer.crumb"),
      to: localizedPath(lng, `/waiting-list/${params["token"] ?? ""}`),
    };
  },
};

const confirmCrumbs: AppRouteHandle = {
  crumb: ({ lng, params, t }) => ({
    label: t("waitingList.offer.crumb"),
    to: localizedPath(lng, `/waiting-list/confirm/${params["token"] ?? ""}`),
  }),
};

/**
 * /waiting-list/:token: the places a waiting-list offer holds for its visitor, from the link in the offer e-mail.
 * /waiting-list/confirm/:token: the link in the confirmation e-mail, which confirms the visitor's address.
 * Their screens' code loads on first visit (route `lazy`).
 */
export function waitingListRoutes(preloader: Preloader): RouteObject[] {
  return [
    {
      path: "waiting-list/:token",
      loader: createWaitingListOfferLoader(preloader),
      lazy: { Component: async () => (await import("./WaitingListOfferPage")).WaitingListOfferPage },
      handle: crumbs,
    },
    {
      path: "waiting-list/confirm/:token",
      loader: createWaitingListConfirmLoader(preloader),
      lazy: { Component: async () => (await import("./WaitingListConfirmPage")).WaitingListConfirmPage },
      handle: confirmCrumbs,
    },
  ];
}
