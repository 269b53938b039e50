import { Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import { formatZonedDate } from "@seatbooking/core";
import { useTranslation } from "react-i18next";
import type { EventQuery } from "../../../generated/graphql";
import { formatCents } from "../../../shared/i18n/money";
import { localizedPath } from "../../../shared/routing/paths";
import { useAppLink } from "../../../shared/ui/appLink";

type EventSeries = EventQuery["event"]["series"][number];

export interface SeriesOffersProps {
  series: readonly EventSeries[];
  lng: string;
  timeZone: string | undefined;
}

/** The event's season tickets on sale (issue 38): each with its dates and its lowest pass price; nothing when none is on sale. */
export function SeriesOffers({ series, lng, timeZone }: SeriesOffersProps) {
  const { t } = useTranslation();
  const onSale = series.filter((entry) => entry.onSale && entry.dates.length > 0);
  if (onSale.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="season-tickets-heading" data-testid="season-tickets">
      <Title order={2} size="h3" id="season-tickets-heading">
        {t("series.offers.title")}
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
        {onSale.map((entry) => (
          <li key={entry.id}>
            <SeriesOffer series={entry} lng={lng} timeZone={timeZone} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function SeriesOffer({ series, lng, timeZone }: { series: EventSeries; lng: string; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const link = useAppLink();
  const starts = series.dates.map((date) => date.startTime).sort();
  const first = formatZonedDate(starts[0]!, timeZone);
  const last = formatZonedDate(starts[starts.length - 1]!, timeZone);
  const lowest = series.prices.length > 0 ? Math.min(...series.prices.map((price) => price.price)) : null;
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{series.name}</Text>
          <Text size="sm">
            {t("series.offers.dates", { count: series.dates.length })} · {first === last ? first : t("events.dateSpan", { first, last })}
          </Text>
          {lowest !== null && (
            <Text size="sm" data-testid="series-price">
              {t("series.offers.priceFrom", { price: formatCents(lowest, lng) })}
            </Text>
          )}
        </Stack>
        <Anchor
          component={link}
          to={localizedPath(lng, `/series/${series.id}`)}
          fw={600}
          aria-label={t("series.offers.chooseSeatsOf", { name: series.name })}
        >
          {t("series.offers.chooseSeats")}
        </Anchor>
      </Group>
    </Card>
  );
}
