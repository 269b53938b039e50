import { redirect, type RouteObject } from "react-router";
import type { AppServices } from "../../../app/services";
import { requireAccess } from "../../../shared/auth/auth";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";
import { settingsIndexTarget } from "../permissions";
import { AdminEventsPage } from "./AdminEventsPage";
import { AdminHomePage } from "./AdminHomePage";
import { RoleFormPage } from "./RoleFormPage";
import { RolesPage } from "./RolesPage";
import { SettingsLayout } from "./SettingsLayout";
import { UserFormPage } from "./UserFormPage";
import { UsersPage } from "./UsersPage";

const crumb = (key: string, path: string): AppRouteHandle => ({ crumb: ({ lng, t }) => ({ label: t(key), to: localizedPath(lng, path) }) });

/** /admin routes (SPEC section 2): each loader applies the access rule before anything loads. */
export function adminRoutes({ client }: AppServices): RouteObject[] {
  const guard = (permission: string) => () => {
    requireAccess(client, { permission });
    return null;
  };
  return [
    {
      path: "admin",
      handle: crumb("admin.manage", "/admin"),
      children: [
        { index: true, loader: guard("administer_bookings"), Component: AdminHomePage },
        { path: "events", loader: guard("administer_events"), Component: AdminEventsPage, handle: crumb("admin.events", "/admin/events") },
        {
          path: "settings",
          // Each settings screen needs its own permission (SPEC section 2); the layout only a user.
          loader: () => {
            requireAccess(client, { loggedIn: true });
            return null;
          },
          Component: SettingsLayout,
          handle: crumb("admin.settings", "/admin/settings"),
          children: [
            {
              index: true,
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
                { index: true, Component: UsersPage },
                { path: "create", Component: UserFormPage },
                { path: ":userId", Component: UserFormPage },
              ],
            },
            {
              path: "roles",
              loader: guard("administer_roles"),
              handle: crumb("admin.roles", "/admin/settings/roles"),
              children: [
                { index: true, Component: RolesPage },
                { path: "create", Component: RoleFormPage },
                { path: ":roleId", Component: RoleFormPage },
              ],
            },
          ],
        },
      ],
    },
  ];
}
