import type { RouteObject } from "react-router";
import type { AppServices } from "../../../app/services";
import { requireAccess } from "../../../shared/auth/auth";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";

const crumb = (key: string, path: string): AppRouteHandle => ({ crumb: ({ lng, t }) => ({ label: t(key), to: localizedPath(lng, path) }) });

/**
 * /admin/settings/theme, /languages and /embedding (administer_settings; issues 15 and 40) and /dictionaries
 * (administer_dictionaries, issue 15):
 * loaded on first use like the other settings screens.
 */
export function siteSettingsRoutes(services: AppServices): RouteObject[] {
  const { client } = services;
  return [
    {
      path: "theme",
      loader: () => {
        requireAccess(client, { permission: "administer_settings" });
        return null;
      },
      handle: crumb("admin.theme", "/admin/settings/theme"),
      lazy: { Component: async () => (await import("./ThemeSettingsPage")).ThemeSettingsPage },
    },
    {
      path: "languages",
      loader: () => {
        requireAccess(client, { permission: "administer_settings" });
        return null;
      },
      handle: crumb("admin.languages", "/admin/settings/languages"),
      lazy: { Component: async () => (await import("./LanguagesPage")).LanguagesPage },
    },
    {
      path: "embedding",
      loader: () => {
        requireAccess(client, { permission: "administer_settings" });
        return null;
      },
      handle: crumb("admin.embedding", "/admin/settings/embedding"),
      lazy: { Component: async () => (await import("./EmbeddingPage")).EmbeddingPage },
    },
    {
      path: "dictionaries",
      loader: () => {
        requireAccess(client, { permission: "administer_dictionaries" });
        return null;
      },
      handle: crumb("admin.dictionaries", "/admin/settings/dictionaries"),
      lazy: { Component: async () => (await import("./DictionariesPage")).DictionariesPage },
    },
  ];
}
