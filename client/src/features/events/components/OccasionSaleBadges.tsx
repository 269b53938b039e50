import { Badge } from "@mantine/core";
import { formatZonedDate, formatZonedTime, type SaleState } from "@seatbooking/core";
import { useTranslation } from "react-i18next";

export interface OccasionSaleBadgesProps {
  /** The date's sale state (saleState of @seatbooking/core). */
  sale: SaleState<string>;
  /** Places left. */
  remaining: number;
  timeZone: string | undefined;
}

/**
 * What a date's sale is, as the seat map says it: when sales open, cancelled, not bookable, or sold out; nothing for a
 * date on sale with places left. The event page's dates (OccasionItem) and the embed page's (light/EmbedApp) show it.
 */
export function OccasionSaleBadges({ sale, remaining, timeZone }: OccasionSaleBadgesProps) {
  const { t } = useTranslation();
  if (sale.onSale) return remaining === 0 ? <Badge color="red.9">{t("occasions.soldOut")}</Badge> : null;
  switch (sale.reason) {
    case "notYet":
      return (
        <Badge color="gray.7">
          {t("occasions.onSaleFrom", { date: `${formatZonedDate(sale.opens, timeZone)} ${formatZonedTime(sale.opens, timeZone)}` })}
        </Badge>
      );
    case "cancelled":
      return <Badge color="red.9">{t("occasions.cancelled")}</Badge>;
    default:
      return <Badge color="gray.7">{t("occasions.notBookable")}</Badge>;
  }
}
