import { useEventsQuery, useSettingsQuery } from "../../../generated/graphql";
import { useLng } from "../../../shared/hooks/useLng";
import { EventListView } from "../components/EventListView";

/** / and /events: all events. */
export function EventListPage() {
  const lng = useLng();
  const { data } = useEventsQuery();
  const { data: settingsData } = useSettingsQuery();
  return <EventListView events={data?.events} lng={lng} timeZone={settingsData?.settings.timeZone} />;
}
