import type { RouteObject } from "react-router";
import type { AppServices } from "../../../app/services";
import { requireAccess } from "../../../shared/auth/auth";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";

const handle: AppRouteHandle = {
  crumb: ({ lng, t }) => ({ label: t("admin.vouchers"), to: localizedPath(lng, "/admin/settings/vouchers") }),
};

const screens = {
  VouchersPage: async () => (await import("./VouchersPage")).VouchersPage,
  VoucherCampaignPage: async () => (await import("./VoucherCampaignPage")).VoucherCampaignPage,
};

/** /admin/settings/vouchers (administer_vouchers, issue 38): campaigns, their codes and a batch's CSV, loaded on first use. */
export function voucherSettingsRoutes({ client }: AppServices): RouteObject[] {
  return [
    {
      path: "vouchers",
      loader: () => {
        requireAccess(client, { permission: "administer_vouchers" });
        return null;
      },
      handle,
      children: [
        { index: true, lazy: { Component: screens.VouchersPage } },
        { path: "create", lazy: { Component: screens.VoucherCampaignPage } },
        { path: ":campaignId", lazy: { Component: screens.VoucherCampaignPage } },
      ],
    },
  ];
}
