import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EventsQuery } from "../../../generated/graphql";
import { EventCard } from "./EventCard";

export interface EventListViewProps {
  /** The events; undefined while they load. */
  events: EventsQuery["events"] | undefined;
  lng: string;
  timeZone: string | undefined;
}

/** The events list as the app's route and the server-rendered page (light/) show it. */
export function EventListView({ events, lng, timeZone }: EventListViewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t("events.title")}</Title>
      {events && events.length === 0 ? (
        <Text c="dimmed">{t("events.empty")}</Text>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} p={0} m={0} style={{ listStyle: "none" }}>
          {(events ?? []).map((event) => (
            <li key={event.id}>
              <EventCard event={event} lng={lng} timeZone={timeZone} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
