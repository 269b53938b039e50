import { Anchor, Card, Text, Title } from "@mantine/core";
import type { EventsQuery } from "../../../generated/graphql";
import { localizedPath } from "../../../shared/routing/paths";
import { useAppLink } from "../../../shared/ui/appLink";
import { EventOffer } from "./EventOffer";

export interface EventCardProps {
  event: EventsQuery["events"][number];
  lng: string;
  /** The venue's time zone, in which the dates are shown. */
  timeZone: string | undefined;
}

/** An event in the list; its name links to the event page. */
export function EventCard({ event, lng, timeZone }: EventCardProps) {
  const link = useAppLink();
  return (
    <Card withBorder padding="md" h="100%">
      <Title order={2} size="h4" mb="xs">
        <Anchor component={link} to={localizedPath(lng, `/events/${event.id}`)} inherit>
          {event.name}
        </Anchor>
      </Title>
      <EventOffer offer={event.offer} lng={lng} timeZone={timeZone} />
      {event.description && (
        <Text size="sm" c="dimmed" lineClamp={3}>
          {event.description}
        </Text>
      )}
    </Card>
  );
}
