import { useParams } from "react-router";
import { useAdminEventSeriesQuery, useAdminSeriesFormEventQuery, useAdminSeriesFormQuery } from "../../../../generated/admin";
import { PageLoader } from "../../event/components/PageLoader";
import { useEventFormOptions } from "../../event/useEventFormOptions";
import { SeriesEditor } from "../components/SeriesEditor";

/** /admin/events/:eventId/series/create and .../series/:seriesId/edit: the series (season ticket) form. */
export function SeriesFormPage() {
  const { eventId = "", seriesId } = useParams();
  const options = useEventFormOptions();
  const { data: eventData } = useAdminSeriesFormEventQuery({ variables: { eventId } });
  const { data: listData } = useAdminEventSeriesQuery({ variables: { eventId } });
  const { data, refetch } = useAdminSeriesFormQuery({ variables: { id: seriesId ?? "" }, skip: !seriesId });
  const event = eventData?.adminEvent;
  const eventSeries = listData?.adminEventSeries;
  const series = data?.adminSeries ?? null;
  if (!options || !event || !eventSeries || (seriesId && !series)) return <PageLoader />;

  return (
    <SeriesEditor
      key={seriesId ?? "new"}
      event={event}
      series={series}
      eventSeries={eventSeries}
      languages={options.languages}
      ticketTypes={options.ticketTypes}
      reload={async () => (await refetch()).data?.adminSeries ?? null}
    />
  );
}
