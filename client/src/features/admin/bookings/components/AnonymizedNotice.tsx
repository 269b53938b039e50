import { formatZonedDate } from "@seatbooking/core";
import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Said where the client's details would be: they were erased (retention or the customer's request) and stay so. */
export function AnonymizedNotice({ anonymizedAt, timeZone }: { anonymizedAt: string; timeZone?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="gray" role="status" title={t("adminBookings.anonymized.title", { date: formatZonedDate(anonymizedAt, timeZone) })}>
      {t("adminBookings.anonymized.text")}
    </Alert>
  );
}
