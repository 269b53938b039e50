import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../../shared/i18n/money";
import type { SpaceState } from "@seatbooking/core";

export interface SpaceCardProps {
  lng: string;
  /** The place as people read it ('Row 1, seat 6'). */
  title: string;
  typeName: string;
  state: SpaceState;
  remaining: number;
  total: number;
  /** Its price level when the map is marked by price. */
  priceLevel?: number;
  /** The prices of its ticket types (its zone's where it has them). */
  prices: ReadonlyArray<{ ticketTypeId: string; price: number; ticketType: { name: string } }>;
}

/** The card of the hovered, focused or tapped place: which place, what is left of it and what it costs. */
export function SpaceCard({ lng, title, typeName, state, remaining, total, priceLevel, prices }: SpaceCardProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} data-testid="space-card">
      <Text fw={700} size="sm">
        {title}
      </Text>
      {typeName && <Text size="xs">{typeName}</Text>}
      <Text size="sm">
        {t("seatMap.availability", { remaining, total })}
        {state === "yours" ? ` · ${t("seatMap.state.yours")}` : ""}
      </Text>
      {priceLevel !== undefined && <Text size="sm">{t("seatMap.legend.priceLevel", { level: priceLevel })}</Text>}
      {prices.length > 0 && (
        <Text size="sm" component="div">
          {prices.map((price) => (
            <div key={price.ticketTypeId}>
              {price.ticketType.name} {formatCents(price.price, lng)}
            </div>
          ))}
        </Text>
      )}
    </Stack>
  );
}
