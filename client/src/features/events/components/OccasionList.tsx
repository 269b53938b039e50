import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EventQuery } from "../../../generated/graphql";
import { OccasionItem } from "./OccasionItem";

export type EventOccasion = EventQuery["event"]["occasions"][number];

export interface OccasionListProps {
  occasions: readonly EventOccasion[];
  lng: string;
  timeZone: string | undefined;
}

/** The event's occasions in start order. */
export function OccasionList({ occasions, lng, timeZone }: OccasionListProps) {
  const { t } = useTranslation();
  if (occasions.length === 0) return <Text c="dimmed">{t("occasions.empty")}</Text>;
  const sorted = [...occasions].sort((a, b) => a.startTime.localeCompare(b.startTime));
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
      {sorted.map((occasion) => (
        <li key={occasion.id}>
          <OccasionItem occasion={occasion} lng={lng} timeZone={timeZone} />
        </li>
      ))}
    </Stack>
  );
}
