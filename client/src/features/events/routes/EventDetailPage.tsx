import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useEventQuery, useSettingsQuery } from "../../../generated/graphql";
import { useLng } from "../../../shared/hooks/useLng";
import { OccasionList } from "../components/OccasionList";
import { EventOffer } from "../components/EventOffer";

/** /events/:eventId: the event and its occasions. */
export function EventDetailPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const { eventId = "" } = useParams();
  const { data } = useEventQuery({ variables: { id: eventId } });
  const { data: settingsData } = useSettingsQuery();
  const event = data?.event;
  if (!event) return null;

  return (
    <Stack gap="md">
      <Title order={1}>{event.name}</Title>
      <EventOffer offer={event.offer} lng={lng} timeZone={settingsData?.settings.timeZone} />
      {event.description && <Text style={{ whiteSpace: "pre-line" }}>{event.description}</Text>}
      <Title order={2} size="h3">
        {t("occasions.title")}
      </Title>
      <OccasionList occasions={event.occasions} lng={lng} timeZone={settingsData?.settings.timeZone} />
    </Stack>
  );
}
