import type { RouteObject } from "react-router";
import type { AppServices } from "../../../app/services";

/** /admin/settings/ticket-types, space-types and addons (issue 14). */
export function catalogSettingsRoutes(_services: AppServices): RouteObject[] {
  return [];
}
