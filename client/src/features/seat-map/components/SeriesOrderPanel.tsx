import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCents } from "../../../shared/i18n/money";
import classes from "../routes/SeatMapPage.module.css";

export interface SeriesOrderPanelProps {
  lng: string;
  /** The order's places as people read them ('Row 1, seat 6'), in the plan's order. */
  places: ReadonlyArray<{ id: string; title: string }>;
  dateCount: number;
  /** Cents for every place on every date. */
  total: number;
  /** Minutes left on the hold, or null without an expiry. */
  minutes: number | null;
  checkoutPath: string;
  busy: boolean;
  onRemove: (spaceId: string) => void;
  onCancel: () => void;
}

/**
 * The season ticket being built (issue 38): its places, on how many dates, the total and how long they are held; a place
 * is removed from every date at once, the order cancelled, or taken to checkout. It stays at the top of the screen while
 * the page scrolls, as the occasion map's bar does.
 */
export function SeriesOrderPanel(props: SeriesOrderPanelProps) {
  const { t } = useTranslation();
  const { lng, places, dateCount, total, minutes, checkoutPath, busy, onRemove, onCancel } = props;
  return (
    <Stack gap="xs" className={classes.draftBar} data-testid="series-order" aria-label={t("series.order.title")} component="section">
      <Group gap="sm" role="status" data-testid="series-order-status">
        <Badge size="lg" variant="light">
          {t("series.order.places", { count: places.length })}
        </Badge>
        <Text fw={600}>{t("series.offers.dates", { count: dateCount })}</Text>
        <Text fw={600} data-testid="series-order-total">
          {t("seatMap.runningTotal", { amount: formatCents(total, lng) })}
        </Text>
        {minutes !== null && <Text fw={600}>{t("seatMap.minutesRemaining", { count: minutes })}</Text>}
      </Group>
      <Group gap={6} component="ul" className={classes.chosen} aria-label={t("seatMap.chosen")}>
        {places.map((place) => (
          <li key={place.id}>
            <Button
              size="compact-sm"
              variant="outline"
              disabled={busy}
              aria-label={t("series.order.removePlace", { place: place.title })}
              onClick={() => onRemove(place.id)}
            >
              {place.title}
              <span aria-hidden="true">&nbsp;×</span>
            </Button>
          </li>
        ))}
      </Group>
      <Group gap="sm">
        <Button component={Link} to={checkoutPath}>
          {t("series.order.checkout")}
        </Button>
        <Button variant="default" disabled={busy} onClick={onCancel}>
          {t("series.order.cancel")}
        </Button>
      </Group>
    </Stack>
  );
}
