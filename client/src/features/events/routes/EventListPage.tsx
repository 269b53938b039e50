import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useEventsQuery, useSettingsQuery } from "../../../generated/graphql";
import { useLng } from "../../../shared/hooks/useLng";
import { EventCard } from "../components/EventCard";

/** / and /events: all events. */
export function EventListPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const { data } = useEventsQuery();
  const { data: settingsData } = useSettingsQuery();
  const events = data?.events ?? [];

  return (
    <Stack gap="md">
      <Title order={1}>{t("events.title")}</Title>
      {data && events.length === 0 ? (
        <Text c="dimmed">{t("events.empty")}</Text>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} p={0} m={0} style={{ listStyle: "none" }}>
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} lng={lng} timeZone={settingsData?.settings.timeZone} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
