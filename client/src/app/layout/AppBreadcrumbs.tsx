import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useMatches } from "react-router";
import { isAppRouteHandle, type Crumb } from "../../shared/routing/handle";

/** Breadcrumbs from the matched routes' `handle.crumb`; the last one is the current page. */
export function AppBreadcrumbs({ lng }: { lng: string }) {
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
  if (crumbs.length === 0) return null;

  return (
    <nav aria-label={t("breadcrumbs.label")}>
      <Breadcrumbs separator="›" mb="md" style={{ flexWrap: "wrap" }}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.to} aria-current="page" size="sm">
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
