import { useParams } from "react-router";
import { useAdminEventFormQuery } from "../../../../generated/admin";
import { EventEditor } from "../components/EventEditor";
import { PageLoader } from "../components/PageLoader";
import { useEventFormOptions } from "../useEventFormOptions";

/** /admin/events/create and /admin/events/:eventId/edit: the event form. */
export function EventFormPage() {
  const { eventId } = useParams();
  const options = useEventFormOptions();
  const { data, refetch } = useAdminEventFormQuery({ variables: { id: eventId ?? "" }, skip: !eventId });
  const event = data?.adminEvent ?? null;
  if (!options || (eventId && !event)) return <PageLoader />;

  return (
    <EventEditor
      // A new form for another event (or for a new one after an edit).
      key={eventId ?? "new"}
      event={event}
      languages={options.languages}
      plans={options.plans}
      ticketTypes={options.ticketTypes}
      addons={options.addons}
      reload={async () => (await refetch()).data?.adminEvent ?? null}
    />
  );
}
