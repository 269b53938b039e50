import type { TFunction } from "i18next";

export interface Crumb {
  label: string;
  /** Full path including the language prefix. */
  to: string;
}

export interface CrumbArgs {
  lng: string;
  /** The route's loader data. */
  data: unknown;
  params: Record<string, string | undefined>;
  t: TFunction;
}

/** The `handle` of app routes: a route with a crumb appears in the breadcrumbs. */
export interface AppRouteHandle {
  crumb?: (args: CrumbArgs) => Crumb | null;
  /** Several crumbs from one route (e.g. event name > occasion date). */
  crumbs?: (args: CrumbArgs) => Crumb[];
}

export function isAppRouteHandle(handle: unknown): handle is AppRouteHandle {
  return typeof handle === "object" && handle !== null && ("crumb" in handle || "crumbs" in handle);
}
