import { Anchor, Card, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatZonedDate, formatZonedTime, saleState } from "@seatbooking/core";
import { localizedPath } from "../../../shared/routing/paths";
import { useAppLink } from "../../../shared/ui/appLink";
import { useNow } from "../../../shared/ui/renderClock";
import type { EventOccasion } from "./OccasionList";
import { OccasionSaleBadges } from "./OccasionSaleBadges";

export interface OccasionItemProps {
  occasion: EventOccasion;
  lng: string;
  timeZone: string | undefined;
}

/** One occasion: date and time in the venue's time zone, availability (none when cancelled), link to seat selection. */
export function OccasionItem({ occasion, lng, timeZone }: OccasionItemProps) {
  const { t } = useTranslation();
  const link = useAppLink();
  const { remaining, total } = occasion.availability;
  const label = occasion.title || occasion.name;
  // As the seat map says it: not yet on sale shows when sales open; a closed window is not bookable.
  const sale = saleState(occasion, useNow());
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Anchor component={link} to={localizedPath(lng, `/occasions/${occasion.id}`)} fw={600}>
            <time dateTime={occasion.startTime}>
              {formatZonedDate(occasion.startTime, timeZone)} {formatZonedTime(occasion.startTime, timeZone)}
            </time>
          </Anchor>
          {label && <Text size="sm">{label}</Text>}
          {/* A cancelled date offers nothing, not even a count of places. */}
          {sale.onSale || sale.reason !== "cancelled" ? (
            <Text size="sm" c="dimmed">
              {t("occasions.availability", { remaining, total })}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          <OccasionSaleBadges sale={sale} remaining={remaining} timeZone={timeZone} />
        </Group>
      </Group>
    </Card>
  );
}
