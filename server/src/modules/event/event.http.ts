import type { RestRoute } from "../../app/rest-route.js";
import { restOccasion } from "../occasion/occasion.http.js";
import type { EventView } from "./event.results.js";

/** An event as the REST facade answers it: its occasions in the specification's names, no admin-only fields. */
function restEvent(event: EventView) {
  const { nameTranslations: _name, descriptionTranslations: _description, ...fields } = event;
  return { ...fields, occasions: event.occasions.map(restOccasion) };
}

/** The REST routes of events: the published list and one event, their occasions in the specification's names. */
export const eventRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/events",
    handler: async (ctx) => (await ctx.services.events.listPublished(ctx.language)).map(restEvent),
  },
  {
    method: "get",
    path: "/events/:eventId",
    handler: async (ctx, req) => {
      return restEvent(await ctx.services.events.getPublished(String(req.params.eventId), ctx.language));
    },
  },
];
