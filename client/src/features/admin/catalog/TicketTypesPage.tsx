import { useTranslation } from "react-i18next";
import { useCatalogTicketTypesQuery } from "../../../generated/admin";
import { useLng } from "../../../shared/hooks/useLng";
import { formatPercentage } from "../../../shared/i18n/money";
import { CatalogList } from "./catalogShared";

/** /admin/settings/ticket-types: ticket types in display order with their VAT and product code. */
export function TicketTypesPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const { data } = useCatalogTicketTypesQuery({ fetchPolicy: "cache-and-network" });
  return (
    <CatalogList
      title={t("admin.ticketTypes")}
      createLabel={t("catalogAdmin.ticketTypes.create")}
      basePath="/admin/settings/ticket-types"
      rows={data?.ticketTypes}
      nameLabel={t("catalogAdmin.name")}
      emptyText={t("catalogAdmin.ticketTypes.empty")}
      columns={[
        { label: t("catalogAdmin.vat"), cell: (type) => `${formatPercentage(type.vat, lng)} %` },
        { label: t("catalogAdmin.productCode"), cell: (type) => type.productCode },
        { label: t("catalogAdmin.position"), cell: (type) => type.position },
      ]}
    />
  );
}
