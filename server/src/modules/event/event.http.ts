import type { RestRoute } from "../../app/rest-route.js";
import { restOccasion } from "../occasion/occasion.http.js";
import type { EventView } from "./event.results.js";
import * as z from "zod/mini";
import { eventAnswer } from "./event.answers.js";

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
    summary: "The published events with their published occasions.",
    tag: "Events",
    answers: { 200: z.array(eventAnswer) },
    handler: async (ctx) => (await ctx.services.events.listPublished(ctx.language)).map(restEvent),
  },
  {
    method: "get",
    path: "/events/:eventId",
    summary: "One published event.",
    tag: "Events",
    answers: { 200: eventAnswer },
    refusals: { 404: "No such published event." },
    handler: async (ctx, req) => {
      return restEvent(await ctx.services.events.getPublished(String(req.params.eventId), ctx.language));
    },
  },
];
