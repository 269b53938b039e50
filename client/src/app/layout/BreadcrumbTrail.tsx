import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Crumb } from "../../shared/routing/handle";
import { useAppLink } from "../../shared/ui/appLink";

/** A trail of crumbs, the last one the current page (the server-rendered pages name theirs themselves). */
export function BreadcrumbTrail({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  const link = useAppLink();
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
            <Anchor key={crumb.to} component={link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
