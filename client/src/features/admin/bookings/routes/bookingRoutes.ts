import type { RouteObject } from "react-router";
import type { AppServices } from "../../../../app/services";
import { requireAccess } from "../../../../shared/auth/auth";
import type { AppRouteHandle } from "../../../../shared/routing/handle";
import { localizedPath } from "../../../../shared/routing/paths";
import { bookingPath } from "../bookingLabels";
import { createBookingLoader, type BookingLoaderData } from "./bookingLoader";

const PERMISSION = "administer_bookings";

/** Screens load on first use, like the rest of /admin (see adminRoutes.tsx). */
const screens = {
  BookingsOverviewPage: async () => (await import("./BookingsOverviewPage")).BookingsOverviewPage,
  BookingPage: async () => (await import("./BookingPage")).BookingPage,
  BookingEditPage: async () => (await import("./BookingEditPage")).BookingEditPage,
  OwedRefundsPage: async () => (await import("./OwedRefundsPage")).OwedRefundsPage,
};

const idsOf = (params: Record<string, string | undefined>) => ({
  eventId: params["eventId"],
  occasionId: params["occasionId"] ?? "",
  bookingId: params["bookingId"] ?? "",
});

/** The crumb is the booking number people use, while the address carries the booking's id (SPEC section 2). */
const bookingCrumb: AppRouteHandle = {
  crumb: ({ lng, data, params, t }) => {
    const booking = (data as BookingLoaderData | undefined)?.booking;
    return booking
      ? { label: t("adminBookings.bookingTitle", { number: booking.number }), to: localizedPath(lng, bookingPath(idsOf(params))) }
      : null;
  },
};

const editCrumb: AppRouteHandle = {
  crumb: ({ lng, params, t }) => ({ label: t("adminBookings.edit"), to: localizedPath(lng, bookingPath(idsOf(params), "edit")) }),
};

/** /admin (index): the bookings overview. */
export function bookingsOverviewRoute({ client }: AppServices): RouteObject {
  return {
    index: true,
    loader: () => {
      requireAccess(client, { permission: PERMISSION });
      return null;
    },
    lazy: { Component: screens.BookingsOverviewPage },
  };
}

/** /admin/refunds: refunds not paid back yet, marked refunded by hand (issue 34, item 4). */
export function owedRefundsRoute({ client }: AppServices): RouteObject {
  return {
    path: "refunds",
    loader: () => {
      requireAccess(client, { permission: PERMISSION });
      return null;
    },
    handle: {
      crumb: ({ lng, t }) => ({ label: t("admin.owedRefunds"), to: localizedPath(lng, "/admin/refunds") }),
    } satisfies AppRouteHandle,
    lazy: { Component: screens.OwedRefundsPage },
  };
}

/** admin/events/:eventId/occasions/:occasionId/bookings/:bookingId (index and edit): the access check, then the booking into the cache. */
export function bookingRoute({ client, preloader }: AppServices): RouteObject {
  const loadBooking = createBookingLoader(preloader);
  return {
    path: "bookings/:bookingId",
    loader: (args) => {
      requireAccess(client, { permission: PERMISSION });
      return loadBooking(args);
    },
    handle: bookingCrumb,
    children: [
      { index: true, lazy: { Component: screens.BookingPage } },
      { path: "edit", lazy: { Component: screens.BookingEditPage }, handle: editCrumb },
    ],
  };
}
