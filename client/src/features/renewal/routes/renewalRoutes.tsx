import type { RouteObject } from "react-router";
import type { Preloader } from "../../../app/apollo/preload";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";
import { createRenewalLoader, createRenewalPaymentLoader, type RenewalLoaderData } from "./renewalLoader";

const renewalCrumbs: AppRouteHandle = {
  // One crumb, the renewal itself, named by its event when the link is valid: next season may not be published
  // yet, so it does not link to the public event pages.
  crumb: ({ lng, data, params, t }) => {
    const eventName = (data as Pick<RenewalLoaderData, "eventName"> | undefined)?.eventName;
    return {
      label: eventName ? `${t("renewal.crumb")}: ${eventName}` : t("renewal.crumb"),
      to: localizedPath(lng, `/renewals/${params["uuid"] ?? ""}`),
    };
  },
};

/**
 * /renewals/:uuid (SPEC section 2: renewal of a booking) and /renewals/:uuid/payments/:paymentId (its payment's result).
 * The screens' code loads on first visit (route `lazy`, beside the loader), not with every first page.
 */
export function renewalRoutes(preloader: Preloader): RouteObject[] {
  return [
    {
      path: "renewals/:uuid",
      loader: createRenewalLoader(preloader),
      lazy: { Component: async () => (await import("./RenewalPage")).RenewalPage },
      handle: renewalCrumbs,
    },
    {
      path: "renewals/:uuid/payments/:paymentId",
      loader: createRenewalPaymentLoader(preloader),
      lazy: { Component: async () => (await import("./RenewalPaymentPage")).RenewalPaymentPage },
      handle: renewalCrumbs,
    },
  ];
}
