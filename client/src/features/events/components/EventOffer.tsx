import { Group, Text } from "@mantine/core";
import { formatZonedDate } from "@seatbooking/core";
import { useTranslation } from "react-i18next";
import type { EventsQuery } from "../../../generated/graphql";
import { formatCents } from "../../../shared/i18n/money";

type Offer = EventsQuery["events"][number]["offer"];

/** The span of an event's upcoming dates in the venue's zone: one date, or the first and the last. */
export function offerDates(offer: Offer, timeZone: string | undefined): { first: string; last: string } | null {
  if (!offer.firstStart || !offer.lastStart) return null;
  return { first: formatZonedDate(offer.firstStart, timeZone), last: formatZonedDate(offer.lastStart, timeZone) };
}

/** An event's upcoming dates and price range, as the events list and the event page show them. */
export function EventOffer({ offer, lng, timeZone }: { offer: Offer; lng: string; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const dates = offerDates(offer, timeZone);
  const range = offer.priceRange;
  if (!dates && !range) return null;
  return (
    <Group gap="md" data-testid="event-offer">
      {dates && (
        <Text size="sm" fw={600} data-testid="event-dates">
          {dates.first === dates.last ? dates.first : t("events.dateSpan", { first: dates.first, last: dates.last })}
        </Text>
      )}
      {range && (
        <Text size="sm" data-testid="event-prices">
          {range.min === range.max
            ? t("events.price", { price: formatCents(range.min, lng) })
            : t("events.priceRange", { min: formatCents(range.min, lng), max: formatCents(range.max, lng) })}
        </Text>
      )}
    </Group>
  );
}
