import type { RouteObject } from "react-router";
import type { Preloader } from "../../../app/apollo/preload";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";
import { createWaitingListOfferLoader, type WaitingListOfferLoaderData } from "./waitingListOfferLoader";
import { WaitingListOfferPage } from "./WaitingListOfferPage";

const crumbs: AppRouteHandle = {
  crumb: ({ lng, data, params, t }) => {
    const eventName = (data as Pick<WaitingListOfferLoaderData, "offer"> | undefined)?.offer?.eventName;
    return {
      label: eventName ? `${t("waitingList.offer.crumb")}: ${eventName}` : t("waitingList.offer.crumb"),
      to: localizedPath(lng, `/waiting-list/${params["token"] ?? ""}`),
    };
  },
};

/** /waiting-list/:token: the places a waiting-list offer holds for its visitor, from the link in the offer e-mail. */
export function waitingListRoutes(preloader: Preloader): RouteObject[] {
  return [
    { path: "waiting-list/:token", loader: createWaitingListOfferLoader(preloader), Component: WaitingListOfferPage, handle: crumbs },
  ];
}
