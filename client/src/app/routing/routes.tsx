import type { RouteObject } from "react-router";
import { eventRoutes } from "../../features/events/routes/eventRoutes";
import { seatMapRoutes } from "../../features/seat-map/routes/seatMapRoutes";
import { createSeatMapLoading } from "../../features/seat-map/routes/seatMapLoader";
import { checkoutRoutes } from "../../features/checkout/routes/checkoutRoutes";
import { renewalRoutes } from "../../features/renewal/routes/renewalRoutes";
import { myBookingRoutes } from "../../features/my-booking/routes/myBookingRoutes";
import { waitingListRoutes } from "../../features/waiting-list/routes/waitingListRoutes";
import { accountRoutes } from "../../features/account/routes/accountRoutes";
import { adminRoutes } from "../../features/admin/routes/adminRoutes";
import { graphqlExplorerRoute } from "../../features/graphql-explorer/routes/graphqlExplorerRoute";
import { ErrorPage } from "../errors/ErrorPage";
import { RootErrorBoundary } from "../errors/RootErrorBoundary";
import { AppLayout } from "../layout/AppLayout";
import { InitialLoading } from "../layout/InitialLoading";
import { ShellFallback } from "../layout/ShellFallback";
import { RootShell } from "../layout/RootShell";
import type { AppServices } from "../services";
import { NotFoundRoute, notFoundLoader } from "./notFound";
import { createRootMiddleware } from "./rootMiddleware";
import { withScreenStyles } from "./screenStyles";

/**
 * / (root: middleware = authenticate, languages, language redirects; loading indicator)
 * └ /:lng (layout: top bar, drawer, breadcrumbs, footer)
 *   └ (pathless: route errors render the error page inside the layout)
 *     ├ index, events, events/:eventId   (features/events)
 *     ├ occasions/:occasionId, series/:seriesId (features/seat-map)
 *     ├ occasions/:occasionId/checkout…, series/orders/:uuid… (features/checkout)
 *     ├ renewals/:uuid[/payments/:id]   (features/renewal)
 *     ├ my-booking/:token               (features/my-booking)
 *     ├ waiting-list/[confirm/]:token   (features/waiting-list)
 *     ├ account, admin…                 (features/account, features/admin)
 *     └ *                               (404 route error)
 * /graphql (the GraphQL explorer: no language, no shell, its code loaded on first use)
 */
export function createRoutes(services: AppServices): RouteObject[] {
  const seatMap = createSeatMapLoading(services.preloader);
  return withScreenStyles([
    { ...graphqlExplorerRoute(), HydrateFallback: InitialLoading, ErrorBoundary: RootErrorBoundary },
    {
      id: "root",
      path: "/",
      middleware: [createRootMiddleware(services, [seatMap.earlyLoad])],
      // Client middleware runs when a loader runs; the root always has one.
      loader: () => null,
      Component: RootShell,
      // A cold load paints the top bar and the page's skeleton at once, not a blank page (issue 17).
      HydrateFallback: ShellFallback,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: "lng",
          path: ":lng",
          Component: AppLayout,
          children: [
            {
              ErrorBoundary: ErrorPage,
              children: [
                ...eventRoutes(services.preloader),
                ...seatMapRoutes(seatMap.loader, services.preloader),
                ...checkoutRoutes(services.preloader),
                ...renewalRoutes(services.preloader),
                ...myBookingRoutes(services.preloader),
                ...waitingListRoutes(services.preloader),
                ...accountRoutes(),
                ...adminRoutes(services),
                { path: "*", loader: notFoundLoader, Component: NotFoundRoute },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
