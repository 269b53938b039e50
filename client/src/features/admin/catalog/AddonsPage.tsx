import { useTranslation } from "react-i18next";
import { useCatalogAddonsQuery } from "../../../generated/admin";
import { useLng } from "../../../shared/hooks/useLng";
import { formatCents, formatPercentage } from "../../../shared/i18n/money";
import { CatalogList } from "./catalogShared";

/** /admin/settings/addons: every addon, on sale or not, with its price and how many events offer it. */
export function AddonsPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const { data } = useCatalogAddonsQuery({ fetchPolicy: "cache-and-network" });
  return (
    <CatalogList
      title={t("admin.addons")}
      createLabel={t("catalogAdmin.addons.create")}
      basePath="/admin/settings/addons"
      rows={data?.adminAddons}
      nameLabel={t("catalogAdmin.name")}
      emptyText={t("catalogAdmin.addons.empty")}
      columns={[
        { label: t("catalogAdmin.addons.price"), cell: (addon) => formatCents(addon.price, lng) },
        { label: t("catalogAdmin.vat"), cell: (addon) => `${formatPercentage(addon.vat, lng)} %` },
        { label: t("catalogAdmin.productCode"), cell: (addon) => addon.productCode },
        { label: t("catalogAdmin.addons.active"), cell: (addon) => (addon.active ? t("admin.yes") : t("admin.no")) },
        { label: t("catalogAdmin.addons.eventCount"), cell: (addon) => addon.eventIds.length },
      ]}
    />
  );
}
