import type { RouteObject } from "react-router";
import type { AppServices } from "../../../app/services";
import { requireAccess } from "../../../shared/auth/auth";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";

const handle: AppRouteHandle = {
  crumb: ({ lng, t }) => ({ label: t("adminReports.title"), to: localizedPath(lng, "/admin/reports/sales") }),
};

/** /admin/reports/sales (administer_bookings, issue 19): the sales report, loaded on first use. */
export function reportRoutes({ client }: AppServices): RouteObject[] {
  return [
    {
      path: "reports/sales",
      loader: () => {
        requireAccess(client, { permission: "administer_bookings" });
        return null;
      },
      handle,
      lazy: { Component: async () => (await import("./SalesReportPage")).SalesReportPage },
    },
  ];
}
