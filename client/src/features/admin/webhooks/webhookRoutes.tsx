import type { RouteObject } from "react-router";
import type { AppServices } from "../../../app/services";
import { requireAccess } from "../../../shared/auth/auth";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";
import { WEBHOOKS_PATH } from "./webhookValues";

const handle: AppRouteHandle = {
  crumb: ({ lng, t }) => ({ label: t("admin.webhooks"), to: localizedPath(lng, WEBHOOKS_PATH) }),
};

const screens = {
  WebhooksPage: async () => (await import("./WebhooksPage")).WebhooksPage,
  WebhookEndpointFormPage: async () => (await import("./WebhookEndpointFormPage")).WebhookEndpointFormPage,
  WebhookEndpointPage: async () => (await import("./WebhookEndpointPage")).WebhookEndpointPage,
};

/**
 * /admin/settings/webhooks (administer_settings and administer_bookings, issue 40): the endpoints, their forms and each one's delivery log,
 * loaded on first use like the other settings screens.
 */
export function webhookSettingsRoutes({ client }: AppServices): RouteObject[] {
  return [
    {
      path: "webhooks",
      loader: () => {
        // The API asks both: the endpoints send bookings with their customers' details elsewhere.
        requireAccess(client, { permission: "administer_settings" });
        requireAccess(client, { permission: "administer_bookings" });
        return null;
      },
      handle,
      children: [
        { index: true, lazy: { Component: screens.WebhooksPage } },
        { path: "create", lazy: { Component: screens.WebhookEndpointFormPage } },
        { path: ":endpointId", lazy: { Component: screens.WebhookEndpointPage } },
        { path: ":endpointId/edit", lazy: { Component: screens.WebhookEndpointFormPage } },
      ],
    },
  ];
}
