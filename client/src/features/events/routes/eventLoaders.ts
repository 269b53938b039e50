import type { LoaderFunctionArgs } from "react-router";
import type { Preloader } from "../../../app/apollo/preload";
import { EventDocument, EventsDocument, type EventQuery, type EventQueryVariables, type EventsQuery } from "../../../generated/graphql";

export interface EventLoaderData {
  event: Pick<EventQuery["event"], "id" | "name">;
}

/** Event list: the events (usually already fresh from the root middleware). */
export function createEventsLoader(preloader: Preloader) {
  return async () => {
    await preloader.query<EventsQuery>(EventsDocument);
    return null;
  };
}

/** Event detail: the event with its occasions; NOT_FOUND becomes a 404 route error. */
export function createEventLoader(preloader: Preloader) {
  return async ({ params }: LoaderFunctionArgs): Promise<EventLoaderData> => {
    const id = params["eventId"] ?? "";
    const result = await preloader.query<EventQuery, EventQueryVariables>(EventDocument, { variables: { id } });
    return { event: { id: result.event.id, name: result.event.name } };
  };
}
