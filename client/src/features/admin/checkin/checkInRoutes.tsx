import type { RouteObject } from "react-router";
import type { AppServices } from "../../../app/services";
import { requireAccess } from "../../../shared/auth/auth";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";

const handle: AppRouteHandle = {
  crumb: ({ lng, t }) => ({ label: t("checkIn.title"), to: localizedPath(lng, "/admin/check-in") }),
};

/** /admin/check-in (check_in): the door, its code (and the scanner's) loaded on first use. */
export function checkInRoute({ client }: AppServices): RouteObject {
  return {
    path: "check-in",
    loader: () => {
      requireAccess(client, { permission: "check_in" });
      return null;
    },
    handle,
    lazy: { Component: async () => (await import("./CheckInPage")).CheckInPage },
  };
}
