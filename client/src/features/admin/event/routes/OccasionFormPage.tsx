import { useParams } from "react-router";
import { useAdminOccasionFormEventQuery, useAdminOccasionFormQuery } from "../../../../generated/admin";
import { OccasionEditor } from "../components/OccasionEditor";
import { PageLoader } from "../components/PageLoader";
import { useEventFormOptions } from "../useEventFormOptions";

/** /admin/events/:eventId/occasions/create and .../occasions/:occasionId/edit: the occasion form. */
export function OccasionFormPage() {
  const { eventId = "", occasionId } = useParams();
  const options = useEventFormOptions();
  const { data: eventData } = useAdminOccasionFormEventQuery({ variables: { eventId } });
  const { data, refetch } = useAdminOccasionFormQuery({ variables: { id: occasionId ?? "" }, skip: !occasionId });
  const event = eventData?.adminEvent;
  const occasion = data?.adminOccasion ?? null;
  if (!options || !event || (occasionId && !occasion)) return <PageLoader />;

  return (
    <OccasionEditor
      key={occasionId ?? "new"}
      event={event}
      occasion={occasion}
      languages={options.languages}
      plans={options.plans}
      ticketTypes={options.ticketTypes}
      reload={async () => (await refetch()).data?.adminOccasion ?? null}
    />
  );
}
