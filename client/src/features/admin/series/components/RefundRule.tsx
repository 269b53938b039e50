import { Fieldset, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLng } from "../../../../shared/hooks/useLng";
import { formatCents } from "../../../../shared/i18n/money";
import type { PriceTicketType, PriceZoneOption } from "../../components/PriceListEditor";
import { parseEuros, type PriceRow } from "../../components/priceList";
import { passShares, SERIES_MIN_DATES } from "../seriesFormValues";

/**
 * The refund of a cancelled date, read-only: the rule, and for each price typed what one date's share is with the
 * dates chosen (the server shares a pass price the same way, splitPassPrice).
 */
export function RefundRule({
  prices,
  dateCount,
  ticketTypes,
  zones,
}: {
  prices: readonly PriceRow[];
  dateCount: number;
  ticketTypes: readonly PriceTicketType[];
  zones: readonly PriceZoneOption[];
}) {
  const { t } = useTranslation();
  const lng = useLng();
  const money = (cents: number) => formatCents(cents, lng);
  const lines = prices.flatMap((row) => {
    const cents = parseEuros(row.price);
    const type = ticketTypes.find((candidate) => candidate.id === row.ticketTypeId);
    if (cents === null || cents < 0 || !type || dateCount < SERIES_MIN_DATES) return [];
    const zone = zones.find((candidate) => candidate.id === row.priceZoneId);
    const ticket = zone ? t("adminSeries.zonePrice", { ticket: type.name, zone: zone.name }) : type.name;
    const { share, extra } = passShares(cents, dateCount);
    const values = { ticket, price: money(cents), dates: dateCount, share: money(share), high: money(share + 1), extra };
    return [{ key: row.key, text: extra > 0 ? t("adminSeries.refundShareUneven", values) : t("adminSeries.refundShare", values) }];
  });

  return (
    <Fieldset legend={t("adminSeries.refund")}>
      <Text size="sm">{t("adminSeries.refundRule")}</Text>
      {lines.length > 0 ? (
        <List size="sm" mt="xs" aria-live="polite">
          {lines.map((line) => (
            <List.Item key={line.key}>{line.text}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed" mt="xs">
          {t("adminSeries.refundNeedsDates")}
        </Text>
      )}
    </Fieldset>
  );
}
