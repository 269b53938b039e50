import { Alert, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../shared/i18n/money";
import { RouterAnchor } from "../../../../shared/ui/RouterAnchor";
import type { SoldBooking } from "./BoxOfficeDialog";

/** The last box-office sale, with a link to its booking (`to`; none for a seller who may not open bookings). */
export function SoldNotice({ booking, to, lng, onClose }: { booking: SoldBooking; to: string | null; lng: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="green"
      title={t("adminOccasion.sold.title")}
      withCloseButton
      closeButtonLabel={t("adminOccasion.sold.close")}
      onClose={onClose}
      role="status"
    >
      <Text size="sm">{t("adminOccasion.sold.text", { number: booking.number, price: formatCents(booking.price, lng) })}</Text>
      {to && (
        <RouterAnchor to={to} size="sm" fw={600}>
          {t("adminOccasion.sold.open", { number: booking.number })}
        </RouterAnchor>
      )}
    </Alert>
  );
}
