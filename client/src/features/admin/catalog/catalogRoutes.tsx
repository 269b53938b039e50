import type { RouteObject } from "react-router";
import type { AppServices } from "../../../app/services";
import { requireAccess } from "../../../shared/auth/auth";
import type { AppRouteHandle } from "../../../shared/routing/handle";
import { localizedPath } from "../../../shared/routing/paths";

const crumb = (key: string, path: string): AppRouteHandle => ({ crumb: ({ lng, t }) => ({ label: t(key), to: localizedPath(lng, path) }) });

/** The screens' code, loaded on first use (see adminRoutes.tsx): each route gets its own `lazy` object. */
const screens = {
  TicketTypesPage: async () => (await import("./TicketTypesPage")).TicketTypesPage,
  TicketTypeFormPage: async () => (await import("./TicketTypeFormPage")).TicketTypeFormPage,
  SpaceTypesPage: async () => (await import("./SpaceTypesPage")).SpaceTypesPage,
  SpaceTypeFormPage: async () => (await import("./SpaceTypeFormPage")).SpaceTypeFormPage,
  AddonsPage: async () => (await import("./AddonsPage")).AddonsPage,
  AddonFormPage: async () => (await import("./AddonFormPage")).AddonFormPage,
};

/** /admin/settings/ticket-types, space-types and addons (issue 14), each behind its own permission. */
export function catalogSettingsRoutes(services: AppServices): RouteObject[] {
  const { client } = services;
  const guard = (permission: string) => () => {
    requireAccess(client, { permission });
    return null;
  };
  return [
    {
      path: "ticket-types",
      loader: guard("administer_ticket_types"),
      handle: crumb("admin.ticketTypes", "/admin/settings/ticket-types"),
      children: [
        { index: true, lazy: { Component: screens.TicketTypesPage } },
        { path: "create", lazy: { Component: screens.TicketTypeFormPage } },
        { path: ":ticketTypeId", lazy: { Component: screens.TicketTypeFormPage } },
      ],
    },
    {
      path: "space-types",
      loader: guard("administer_space_types"),
      handle: crumb("admin.spaceTypes", "/admin/settings/space-types"),
      children: [
        { index: true, lazy: { Component: screens.SpaceTypesPage } },
        { path: "create", lazy: { Component: screens.SpaceTypeFormPage } },
        { path: ":spaceTypeId", lazy: { Component: screens.SpaceTypeFormPage } },
      ],
    },
    {
      path: "addons",
      loader: guard("administer_events"),
      handle: crumb("admin.addons", "/admin/settings/addons"),
      children: [
        { index: true, lazy: { Component: screens.AddonsPage } },
        { path: "create", lazy: { Component: screens.AddonFormPage } },
        { path: ":addonId", lazy: { Component: screens.AddonFormPage } },
      ],
    },
  ];
}
