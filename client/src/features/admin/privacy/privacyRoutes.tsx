import type { RouteObject } from "react-router";
import type { AppServices } from "../../../app/services";
import { requireAccess } from "../../../shared/auth/auth";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";

const handle: AppRouteHandle = {
  crumb: ({ lng, t }) => ({ label: t("admin.personalData"), to: localizedPath(lng, "/admin/settings/personal-data") }),
};

/** /admin/settings/personal-data (administer_personal_data, issues 15 and 34): a customer's data on request, loaded on first use. */
export function privacySettingsRoutes({ client }: AppServices): RouteObject[] {
  return [
    {
      path: "personal-data",
      loader: () => {
        requireAccess(client, { permission: "administer_personal_data" });
        return null;
      },
      handle,
      lazy: { Component: async () => (await import("./PersonalDataPage")).PersonalDataPage },
    },
  ];
}
