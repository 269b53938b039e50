import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EventQuery } from "../../../generated/graphql";
import { EventOffer } from "./EventOffer";
import { OccasionList } from "./OccasionList";
import { SeriesOffers } from "./SeriesOffers";

export interface EventDetailViewProps {
  event: EventQuery["event"];
  lng: string;
  timeZone: string | undefined;
}

/** An event and its occasions as the app's route and the server-rendered page (light/) show them. */
export function EventDetailView({ event, lng, timeZone }: EventDetailViewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{event.name}</Title>
      <EventOffer offer={event.offer} lng={lng} timeZone={timeZone} />
      {event.description && <Text style={{ whiteSpace: "pre-line" }}>{event.description}</Text>}
      <SeriesOffers series={event.series} lng={lng} timeZone={timeZone} />
      <Title order={2} size="h3">
        {t("occasions.title")}
      </Title>
      <OccasionList occasions={event.occasions} lng={lng} timeZone={timeZone} />
    </Stack>
  );
}
