import { Card, Text, Title } from "@mantine/core";
import type { EventsQuery } from "../../../generated/graphql";
import { localizedPath } from "../../../shared/routing/paths";
import { RouterAnchor } from "../../../shared/ui/RouterAnchor";

export interface EventCardProps {
  event: EventsQuery["events"][number];
  lng: string;
}

/** An event in the list; its name links to the event page. */
export function EventCard({ event, lng }: EventCardProps) {
  return (
    <Card withBorder padding="md" h="100%">
      <Title order={2} size="h4" mb="xs">
        <RouterAnchor to={localizedPath(lng, `/events/${event.id}`)} inherit>
          {event.name}
        </RouterAnchor>
      </Title>
      {event.description && (
        <Text size="sm" c="dimmed" lineClamp={3}>
          {event.description}
        </Text>
      )}
    </Card>
  );
}
