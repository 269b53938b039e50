import { useTranslation } from "react-i18next";
import { useCatalogSpaceTypesQuery } from "../../../generated/admin";
import { CatalogList } from "./catalogShared";

/** /admin/settings/space-types: space types, the wheelchair places marked. */
export function SpaceTypesPage() {
  const { t } = useTranslation();
  const { data } = useCatalogSpaceTypesQuery({ fetchPolicy: "cache-and-network" });
  return (
    <CatalogList
      title={t("admin.spaceTypes")}
      createLabel={t("catalogAdmin.spaceTypes.create")}
      basePath="/admin/settings/space-types"
      rows={data?.spaceTypes}
      nameLabel={t("catalogAdmin.name")}
      emptyText={t("catalogAdmin.spaceTypes.empty")}
      columns={[{ label: t("catalogAdmin.spaceTypes.accessible"), cell: (type) => (type.accessible ? t("admin.yes") : t("admin.no")) }]}
    />
  );
}
