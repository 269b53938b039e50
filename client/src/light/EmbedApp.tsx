import { Box, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { formatZonedDate, formatZonedTime, saleState } from "@seatbooking/core";
import type { i18n as I18n } from "i18next";
import { I18nextProvider, useTranslation } from "react-i18next";
import { ThemeFromSettings } from "../app/theme/ThemeFromSettings";
import { OccasionSaleBadges } from "../features/events/components/OccasionSaleBadges";
import type { EmbedEventQuery, SettingsQuery } from "../generated/graphql";
import { formatCents } from "../shared/i18n/money";
import { localizedPath } from "../shared/routing/paths";
import { priceSpan, upcomingOccasions, zonedWeekday, type EmbedOccasion } from "./embedDates";

/** What an event's embed page shows (issue 40). */
export interface EmbedPage {
  lng: string;
  settings: SettingsQuery["settings"];
  /** Null for an event that is not public (unknown, unpublished, or no id at all). */
  event: EmbedEventQuery["event"] | null;
  /** When the server rendered it (ms since the epoch): which dates are still to come and which are on sale. */
  renderedAt: number;
}

/**
 * An event as a venue's own page shows it (issue 40; the server's app/embed.ts frames it there): its name, its dates to
 * come with their weekday, date and time in the venue's zone, their price range and places left as the event page says
 * them, and each bookable date's "Book" link, which opens the date's seat map in a new top-level tab of the app: there
 * the draft and CSRF cookies (SameSite=Lax) are the app's own, which inside another site's frame they would not be.
 * Rendered by the server only (no script but frame.js, which tells the framing page its height).
 */
export function EmbedApp({ page, i18n }: { page: EmbedPage; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeFromSettings settings={page.settings}>
        <Box component="main" p="sm">
          {page.event ? <EmbedEvent page={page} event={page.event} /> : <EmbedNotFound />}
        </Box>
      </ThemeFromSettings>
    </I18nextProvider>
  );
}

function EmbedNotFound() {
  const { t } = useTranslation();
  return (
    <Text role="status" data-testid="embed-not-found">
      {t("embed.notFound")}
    </Text>
  );
}

function EmbedEvent({ page, event }: { page: EmbedPage; event: NonNullable<EmbedPage["event"]> }) {
  const { t } = useTranslation();
  const dates = upcomingOccasions(event.occasions, page.renderedAt);
  return (
    <Stack gap="sm">
      <Title order={1} size="h3">
        {event.name}
      </Title>
      {dates.length === 0 ? (
        <Text c="dimmed">{t("embed.noDates")}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("occasions.title")}>
          {dates.map((occasion) => (
            <li key={occasion.id}>
              <EmbedDate occasion={occasion} page={page} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function EmbedDate({ occasion, page }: { occasion: EmbedOccasion; page: EmbedPage }) {
  const { t } = useTranslation();
  const { lng, renderedAt } = page;
  const timeZone = page.settings.timeZone;
  const { remaining, total } = occasion.availability;
  const label = occasion.title || occasion.name;
  const when = `${zonedWeekday(occasion.startTime, lng, timeZone)} ${formatZonedDate(occasion.startTime, timeZone)} ${formatZonedTime(occasion.startTime, timeZone)}`;
  const prices = priceSpan(occasion.prices);
  // As the event page says it (OccasionItem): its places left and its sale state.
  const sale = saleState(occasion, renderedAt);
  const bookable = sale.onSale && remaining > 0;
  return (
    <Card withBorder padding="sm" data-testid="embed-date">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>
            <time dateTime={occasion.startTime}>{when}</time>
          </Text>
          {label && <Text size="sm">{label}</Text>}
          {prices && (
            <Text size="sm" data-testid="embed-prices">
              {prices.min === prices.max
                ? t("events.price", { price: formatCents(prices.min, lng) })
                : t("events.priceRange", { min: formatCents(prices.min, lng), max: formatCents(prices.max, lng) })}
            </Text>
          )}
          {/* A cancelled date offers nothing, not even a count of places. */}
          {(sale.onSale || sale.reason !== "cancelled") && (
            <Text size="sm" c="dimmed" data-testid="embed-availability">
              {t("occasions.availability", { remaining, total })}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <OccasionSaleBadges sale={sale} remaining={remaining} timeZone={timeZone} />
          {bookable && (
            <Button
              component="a"
              href={localizedPath(lng, `/occasions/${occasion.id}`)}
              // A tab of the app's own: the seat map, its draft and its cookies are first-party there.
              target="_blank"
              rel="noopener"
              aria-label={t("embed.bookDate", { date: when })}
            >
              {t("embed.book")}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}
