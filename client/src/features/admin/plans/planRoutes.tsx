import type { RouteObject } from "react-router";
import type { AppServices } from "../../../app/services";

/** /admin/settings/plans (administer_plans): the plans list, create and the editor's tabs (issue 14). */
export function planSettingsRoutes(_services: AppServices): RouteObject[] {
  return [];
}
