import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { isAppRouteHandle, type Crumb } from "../../shared/routing/handle";
import { BreadcrumbTrail } from "./BreadcrumbTrail";

/** The matched routes' crumbs (`handle.crumb`), the last one the current page. */
export function useCrumbs(lng: string): Crumb[] {
  const { t } = useTranslation();
  const matches = useMatches();
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    if (!isAppRouteHandle(match.handle)) continue;
    const args = { lng, data: match.loaderData, params: match.params, t };
    const found = [match.handle.crumb?.(args) ?? null, ...(match.handle.crumbs?.(args) ?? [])];
    for (const crumb of found) {
      if (crumb && crumbs[crumbs.length - 1]?.to !== crumb.to) crumbs.push(crumb);
    }
  }
  return crumbs;
}

/** Breadcrumbs from the matched routes' `handle.crumb`; the last one is the current page. */
export function AppBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return <BreadcrumbTrail crumbs={crumbs} />;
}
