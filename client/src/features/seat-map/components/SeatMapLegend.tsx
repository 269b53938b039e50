import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../../shared/i18n/money";
import { STATE_CSS, type SpaceState } from "@seatbooking/core";
import classes from "./priceLevels.module.css";

export interface LegendLevel {
  level: number;
  prices: ReadonlyArray<{ price: number; ticketType: { name: string } }>;
}

export interface SeatMapLegendProps {
  lng: string;
  /** The map's price levels, dearest first; empty when every place costs the same. */
  levels: readonly LegendLevel[];
  /** Shown only when the plan has wheelchair places. */
  hasWheelchairPlaces: boolean;
  /** Shown only when the plan has places for more than one (the partly taken state). */
  hasAreas: boolean;
  /** Wheelchair places and companion seats are kept for wheelchair users until this time (issue 20). */
  heldBackUntil?: string;
  /** Some places are held back for a code (a presale, issue 38). */
  hasPresale?: boolean;
}

/**
 * A swatch drawn with the plan's own classes and the state's data-state inside an `svg.plan`, so it is coloured
 * exactly as the map's places: the platform's state colours, a venue's free colour, the price levels' colours.
 */
function Swatch({ kind, state, level }: { kind: "seat" | "standing" | "wheelchair"; state: SpaceState; level?: number }) {
  return (
    <svg className={`plan ${classes.swatch}`} width="22" height="18" viewBox="0 0 22 18" aria-hidden="true" focusable="false">
      <rect className={`space ${kind} ${state}`} data-state={state} data-price-level={level} x="2" y="1" width="18" height="16" rx="3" />
      {kind === "wheelchair" && (
        <text className="label wheelchair-label" x="11" y="13.5" textAnchor="middle">
          {"\u267F"}
        </text>
      )}
    </svg>
  );
}

function Item({ swatch, children }: { swatch: ReactNode; children: ReactNode }) {
  return (
    <Group component="li" gap={6} wrap="nowrap" align="center">
      {swatch}
      <Text size="sm" component="span">
        {children}
      </Text>
    </Group>
  );
}

/** What the map's colours mean: the states of a place, wheelchair places and, when prices differ, the price levels. */
export function SeatMapLegend({ lng, levels, hasWheelchairPlaces, hasAreas, heldBackUntil, hasPresale }: SeatMapLegendProps) {
  const { t } = useTranslation();
  const listStyle = { listStyle: "none", margin: 0, padding: 0 } as const;
  return (
    <Stack gap={6} className={classes.priced} data-testid="seat-map-legend" component="section" aria-labelledby="seat-map-legend-title">
      {/* The swatches take the map's state colours (the platform's, whatever the venue's CSS). */}
      <style data-plan-states="">{STATE_CSS}</style>
      <Title order={2} size="h5" id="seat-map-legend-title">
        {t("seatMap.legend.title")}
      </Title>
      <Group component="ul" gap="md" style={listStyle} aria-label={t("seatMap.legend.states")}>
        <Item swatch={<Swatch kind="seat" state="free" />}>{t("seatMap.legend.free")}</Item>
        <Item swatch={<Swatch kind="seat" state="yours" />}>{t("seatMap.legend.yours")}</Item>
        <Item swatch={<Swatch kind="seat" state="full" />}>{t("seatMap.legend.taken")}</Item>
        {hasAreas && <Item swatch={<Swatch kind="standing" state="partial" />}>{t("seatMap.legend.partial")}</Item>}
        {hasWheelchairPlaces && <Item swatch={<Swatch kind="wheelchair" state="free" />}>{t("seatMap.legend.wheelchair")}</Item>}
      </Group>
      {heldBackUntil && (
        <Text size="sm" data-testid="accessible-held-back">
          {t("seatMap.accessible.legend", { until: heldBackUntil })}
        </Text>
      )}
      {hasPresale && (
        <Text size="sm" data-testid="presale-legend">
          {t("seatMap.presale.legend")}
        </Text>
      )}
      {levels.length > 1 && (
        <Stack component="ul" gap={4} style={listStyle} aria-label={t("seatMap.legend.priceLevels")}>
          {levels.map((level) => (
            <Item key={level.level} swatch={<Swatch kind="seat" state="free" level={level.level} />}>
              <Text span fw={600} size="sm">
                {t("seatMap.legend.priceLevel", { level: level.level })}
              </Text>
              {": "}
              {level.prices.map((price) => `${price.ticketType.name} ${formatCents(price.price, lng)}`).join(", ")}
            </Item>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
