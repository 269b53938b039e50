import { useParams } from "react-router";
import { useEventQuery, useSettingsQuery } from "../../../generated/graphql";
import { useLng } from "../../../shared/hooks/useLng";
import { EventDetailView } from "../components/EventDetailView";

/** /events/:eventId: the event and its occasions. */
export function EventDetailPage() {
  const lng = useLng();
  const { eventId = "" } = useParams();
  const { data } = useEventQuery({ variables: { id: eventId } });
  const { data: settingsData } = useSettingsQuery();
  const event = data?.event;
  if (!event) return null;
  return <EventDetailView event={event} lng={lng} timeZone={settingsData?.settings.timeZone} />;
}
