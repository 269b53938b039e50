import type { RouteObject } from "react-router";
import type { Preloader } from "../../../app/apollo/preload";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";
import { formatZonedDate, formatZonedTime } from "@seatbooking/core";
import { createCheckoutLoader, createCheckoutResultLoader, type CheckoutLoaderData } from "./checkoutLoader";
import type { ResultKind } from "./CheckoutResultPage";
import { createVerifyEmailLoader } from "./verifyEmailLoader";
import { createSeriesCheckoutLoader, createSeriesResultLoader, type SeriesCheckoutLoaderData } from "./seriesCheckoutLoader";

const checkoutCrumbs: AppRouteHandle = {
  crumbs: ({ lng, data, t }) => {
    const loaded = data as Pick<CheckoutLoaderData, "occasion" | "timeZone"> | undefined;
    if (!loaded) return [];
    const { occasion, timeZone } = loaded;
    return [
      { label: occasion.event.name, to: localizedPath(lng, `/events/${occasion.event.id}`) },
      {
        label: `${formatZonedDate(occasion.startTime, timeZone)} ${formatZonedTime(occasion.startTime, timeZone)}`,
        to: localizedPath(lng, `/occasions/${occasion.id}`),
      },
      { label: t("checkout.title"), to: localizedPath(lng, `/occasions/${occasion.id}/checkout`) },
    ];
  },
};

const verifyEmailCrumbs: AppRouteHandle = {
  crumb: ({ lng, params, t }) => ({
    label: t("checkout.verifyEmail.crumb"),
    to: localizedPath(lng, `/verify-email/${params["token"] ?? ""}`),
  }),
};

const seriesCheckoutCrumbs: AppRouteHandle = {
  crumbs: ({ lng, data, params, t }) => {
    const loaded = data as SeriesCheckoutLoaderData | undefined;
    if (!loaded) return [];
    const { event, series } = loaded;
    return [
      ...(event ? [{ label: event.name, to: localizedPath(lng, `/events/${event.id}`) }] : []),
      ...(series ? [{ label: series.name, to: localizedPath(lng, `/series/${series.id}`) }] : []),
      { label: t("series.checkout.title"), to: localizedPath(lng, `/series/orders/${params["uuid"] ?? ""}`) },
    ];
  },
};

const checkoutPage = () => ({ Component: async () => (await import("./CheckoutPage")).CheckoutPage });

/** A result page's screen, loaded on first visit. */
function resultPage(kind: ResultKind) {
  return {
    Component: async () => {
      const { CheckoutResultPage } = await import("./CheckoutResultPage");
      return function CheckoutResultScreen() {
        return <CheckoutResultPage kind={kind} />;
      };
    },
  };
}

/** A season ticket's result page, loaded on first visit. */
function seriesResultPage(kind: ResultKind) {
  return {
    Component: async () => {
      const { SeriesResultPage } = await import("./SeriesResultPage");
      return function SeriesResultScreen() {
        return <SeriesResultPage kind={kind} />;
      };
    },
  };
}

/**
 * /occasions/:occasionId/checkout (the held draft), /checkout/:uuid (a given draft: the payment
 * provider returns here on failure), and the result pages success, pending and expired. Their screens' code (and the
 * markdown renderer of the booking terms) loads on first visit (route `lazy`, beside the loader), not with every first page.
 * /series/orders/:uuid is a season ticket order's checkout (issue 38), its result pages below it.
 * /verify-email/:token is the link a capped event's checkout e-mails to confirm the customer's address.
 */
export function checkoutRoutes(preloader: Preloader): RouteObject[] {
  const resultLoader = createCheckoutResultLoader(preloader);
  const seriesResultLoader = createSeriesResultLoader(preloader);
  const seriesResults = (["success", "pending", "expired"] as const).map((kind) => ({
    path: `series/orders/:uuid/${kind}`,
    loader: seriesResultLoader,
    lazy: seriesResultPage(kind),
    handle: seriesCheckoutCrumbs,
  }));
  return [
    { path: "occasions/:occasionId/checkout", loader: createCheckoutLoader(preloader), lazy: checkoutPage(), handle: checkoutCrumbs },
    {
      path: "occasions/:occasionId/checkout/:uuid",
      loader: createCheckoutLoader(preloader),
      lazy: checkoutPage(),
      handle: checkoutCrumbs,
    },
    {
      path: "occasions/:occasionId/checkout/:uuid/success",
      loader: resultLoader,
      lazy: resultPage("success"),
      handle: checkoutCrumbs,
    },
    {
      path: "occasions/:occasionId/checkout/:uuid/pending",
      loader: resultLoader,
      lazy: resultPage("pending"),
      handle: checkoutCrumbs,
    },
    {
      path: "occasions/:occasionId/checkout/:uuid/expired",
      loader: resultLoader,
      lazy: resultPage("expired"),
      handle: checkoutCrumbs,
    },
    {
      path: "series/orders/:uuid",
      loader: createSeriesCheckoutLoader(preloader),
      lazy: { Component: async () => (await import("./SeriesCheckoutPage")).SeriesCheckoutPage },
      handle: seriesCheckoutCrumbs,
    },
    ...seriesResults,
    {
      path: "verify-email/:token",
      loader: createVerifyEmailLoader(preloader),
      lazy: { Component: async () => (await import("./VerifyEmailPage")).VerifyEmailPage },
      handle: verifyEmailCrumbs,
    },
  ];
}
