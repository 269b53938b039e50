import { redirect, type RouteObject } from "react-router";
import type { AppServices } from "../../../app/services";
import { requireAccess } from "../../../shared/auth/auth";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";
import { bookingRoute, bookingsOverviewRoute, owedRefundsRoute } from "../bookings/routes/bookingRoutes";
import { eventAdminHandles, eventAdminLoaders } from "../event/routes/eventAdminRoutes";
import { seriesAdminHandles, seriesAdminLoaders } from "../series/routes/seriesAdminRoutes";
import { catalogSettingsRoutes } from "../catalog/catalogRoutes";
import { checkInRoute } from "../checkin/checkInRoutes";
import { occasionBranch, occasionIndexRoute } from "../occasion/occasionRoutes";
import { planSettingsRoutes } from "../plans/planRoutes";
import { privacySettingsRoutes } from "../privacy/privacyRoutes";
import { voucherSettingsRoutes } from "../vouchers/voucherRoutes";
import { webhookSettingsRoutes } from "../webhooks/webhookRoutes";
import { reportRoutes } from "../reports/reportRoutes";
import { siteSettingsRoutes } from "../settings/settingsRoutes";
import { settingsIndexTarget } from "../permissions";

const crumb = (key: string, path: string): AppRouteHandle => ({ crumb: ({ lng, t }) => ({ label: t(key), to: localizedPath(lng, path) }) });

/**
 * The screens' code, loaded on first use (route `lazy`), so public pages never download admin code.
 * Only `Component` is lazy: loaders (the access checks) and handles stay here, so React Router runs a
 * check in parallel with the download and renders nothing until both are done; a check that throws
 * (401/403) shows the error page without the screen ever rendering. Each route gets its own `lazy`
 * object (React Router clears a property once loaded), hence `lazy: { Component: screens.X }`.
 */
const screens = {
  AdminEventsPage: async () => (await import("../event/routes/AdminEventsPage")).AdminEventsPage,
  AdminEventPage: async () => (await import("../event/routes/AdminEventPage")).AdminEventPage,
  EventFormPage: async () => (await import("../event/routes/EventFormPage")).EventFormPage,
  OccasionFormPage: async () => (await import("../event/routes/OccasionFormPage")).OccasionFormPage,
  SeriesFormPage: async () => (await import("../series/routes/SeriesFormPage")).SeriesFormPage,
  SettingsLayout: async () => (await import("./SettingsLayout")).SettingsLayout,
  UsersPage: async () => (await import("./UsersPage")).UsersPage,
  UserFormPage: async () => (await import("./UserFormPage")).UserFormPage,
  RolesPage: async () => (await import("./RolesPage")).RolesPage,
  RoleFormPage: async () => (await import("./RoleFormPage")).RoleFormPage,
};

/** /admin routes (SPEC section 2): each loader applies the access rule before anything loads. */
export function adminRoutes(services: AppServices): RouteObject[] {
  const { client } = services;
  const events = eventAdminLoaders(services);
  const series = seriesAdminLoaders(services);
  const guard = (permission: string) => () => {
    requireAccess(client, { permission });
    return null;
  };
  return [
    {
      path: "admin",
      handle: crumb("admin.manage", "/admin"),
      // The administrator's texts (namespace 'admin'), in the route's language: loaded alongside the screens'
      // own loaders and before any of them renders, so no visitor's page carries them.
      loader: async ({ params }) => {
        await services.adminTexts(params["lng"] ?? "en");
        return null;
      },
      children: [
        bookingsOverviewRoute(services),
        owedRefundsRoute(services),
        ...reportRoutes(services),
        checkInRoute(services),
        {
          path: "events",
          handle: crumb("admin.events", "/admin/events"),
          // Each screen below has its own permission: the bookings of an occasion need administer_bookings only.
          children: [
            { index: true, loader: events.events, lazy: { Component: screens.AdminEventsPage } },
            {
              path: "create",
              loader: events.createEvent,
              handle: eventAdminHandles.createEvent,
              lazy: { Component: screens.EventFormPage },
            },
            {
              path: ":eventId",
              loader: events.event,
              handle: eventAdminHandles.event,
              children: [
                { index: true, loader: events.eventPage, lazy: { Component: screens.AdminEventPage } },
                { path: "edit", loader: events.editEvent, handle: eventAdminHandles.editEvent, lazy: { Component: screens.EventFormPage } },
                {
                  path: "occasions/create",
                  loader: events.createOccasion,
                  handle: eventAdminHandles.createOccasion,
                  lazy: { Component: screens.OccasionFormPage },
                },
                {
                  path: "series/create",
                  loader: series.createSeries,
                  handle: seriesAdminHandles.createSeries,
                  lazy: { Component: screens.SeriesFormPage },
                },
                {
                  path: "series/:seriesId/edit",
                  loader: series.editSeries,
                  handle: seriesAdminHandles.editSeries,
                  lazy: { Component: screens.SeriesFormPage },
                },
                {
                  path: "occasions/:occasionId",
                  ...occasionBranch(services),
                  children: [
                    occasionIndexRoute(services),
                    {
                      path: "edit",
                      loader: events.editOccasion,
                      handle: eventAdminHandles.editOccasion,
                      lazy: { Component: screens.OccasionFormPage },
                    },
                    bookingRoute(services),
                  ],
                },
              ],
            },
          ],
        },
        {
          path: "settings",
          // Each settings screen needs its own permission (SPEC section 2); the layout only a user.
          loader: () => {
            requireAccess(client, { loggedIn: true });
            return null;
          },
          lazy: { Component: screens.SettingsLayout },
          handle: crumb("admin.settings", "/admin/settings"),
          children: [
            {
              index: true,
              // Never rendered (the loader always redirects or refuses); a leaf route needs an element.
              Component: RedirectingIndex,
              loader: ({ params }) => {
                const user = requireAccess(client, { loggedIn: true });
                const target = settingsIndexTarget(user?.permissions ?? []);
                if (!target) requireAccess(client, { permission: "administer_users" });
                return redirect(localizedPath(params["lng"] ?? "en", `/admin/settings/${target}`));
              },
            },
            {
              path: "users",
              loader: guard("administer_users"),
              handle: crumb("admin.users", "/admin/settings/users"),
              children: [
                { index: true, lazy: { Component: screens.UsersPage } },
                { path: "create", lazy: { Component: screens.UserFormPage } },
                { path: ":userId", lazy: { Component: screens.UserFormPage } },
              ],
            },
            {
              path: "roles",
              loader: guard("administer_roles"),
              handle: crumb("admin.roles", "/admin/settings/roles"),
              children: [
                { index: true, lazy: { Component: screens.RolesPage } },
                { path: "create", lazy: { Component: screens.RoleFormPage } },
                { path: ":roleId", lazy: { Component: screens.RoleFormPage } },
              ],
            },
            ...planSettingsRoutes(services),
            ...catalogSettingsRoutes(services),
            ...siteSettingsRoutes(services),
            ...privacySettingsRoutes(services),
            ...voucherSettingsRoutes(services),
            ...webhookSettingsRoutes(services),
          ],
        },
      ],
    },
  ];
}

/** The element of a route whose loader always redirects or throws: never shown. */
function RedirectingIndex(): null {
  return null;
}
