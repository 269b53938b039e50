import type { RestRoute } from "../../app/rest-route.js";
import { restOccasion } from "../occasion/occasion.http.js";

/** The REST routes of events: the published list and one event, their occasions in the specification's names. */
export const eventRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/events",
    handler: async (ctx) =>
      (await ctx.services.events.listPublished(ctx.language)).map((event) => ({ ...event, occasions: event.occasions.map(restOccasion) })),
  },
  {
    method: "get",
    path: "/events/:eventId",
    handler: async (ctx, req) => {
      const event = await ctx.services.events.getPublished(String(req.params.eventId), ctx.language);
      return { ...event, occasions: event.occasions.map(restOccasion) };
    },
  },
];
