import * as z from "zod/mini";
import type { RestRoute } from "../../app/rest-route.js";
import { described, namedInput, serviceChecked } from "../../common/api-schema.js";
import { validationFailed } from "../../common/errors.js";
import { created } from "../../common/rest-answer.js";
import { restRoute } from "../../common/rest-route.js";
import { spaceOccupancyAnswer } from "../occasion/occasion.answers.js";
import { seriesAnswer } from "./series.answers.js";
import { authorize } from "../access/authorization.js";
import { restOccasion } from "../occasion/occasion.http.js";
import type { SeriesInput } from "./series.inputs.js";
import type { SeriesView } from "./series.results.js";

/** A series as the REST facade answers it: its dates in the occasions' REST names, no admin-only fields. */
export function restSeries(series: SeriesView) {
  const { nameTranslations: _names, ...fields } = series;
  return { ...fields, dates: series.dates.map(restOccasion) };
}

const instant = (value: unknown) => (typeof value === "string" && !Number.isNaN(Date.parse(value)) ? new Date(value) : value);

/**
 * The series form as a JSON body: instants given as ISO strings become dates. Its fields are the service's to check
 * and name in its refusal (as GraphQL's SeriesInput), so they are taken here as any JSON value.
 */
const seriesBody = namedInput(
  "SeriesForm",
  z.pipe(
    z.looseObject({
      eventId: serviceChecked("The event's id."),
      names: serviceChecked("The name in every enabled language: [{ language, text }]."),
      occasionIds: serviceChecked("Its dates: the event's occasion ids."),
      prices: serviceChecked("Cents per ticket for all its dates together: [{ ticketTypeId, priceZoneId?, price }]."),
      saleStart: serviceChecked("An ISO 8601 instant its sale opens, or null: when published."),
      saleEnd: serviceChecked("An ISO 8601 instant its sale ends, or null: at its first date."),
      singleDatesOnSale: serviceChecked("Whether its dates are also sold one by one (true or false)."),
      published: serviceChecked("Whether visitors see it (true or false)."),
      version: serviceChecked("PUT: the updatedAt the change was made from (optimistic locking)."),
    }),
    z.transform(
      (input) =>
        ({ ...input, saleStart: instant(input.saleStart), saleEnd: instant(input.saleEnd) }) as SeriesInput & { version?: unknown },
    ),
  ),
);

/** Series (season tickets): the published ones, their occupancy on every date, and the administrators' edits. */
export const seriesRoutes: RestRoute[] = [
  restRoute({
    method: "get",
    path: "/series",
    summary: "An event's published series.",
    tag: "Series",
    query: { eventId: described("The event whose series to list.", z.optional(z.string())) },
    answers: { 200: z.array(seriesAnswer) },
    handler: async (ctx, req) => (await ctx.services.series.forEvent(req.query.eventId ?? "", ctx.language)).map(restSeries),
  }),
  {
    method: "get",
    path: "/series/:seriesId",
    summary: "One published series.",
    tag: "Series",
    answers: { 200: seriesAnswer },
    refusals: { 404: "No such published series." },
    handler: async (ctx, req) => restSeries(await ctx.services.series.getPublished(String(req.params.seriesId), ctx.language)),
  },
  {
    method: "get",
    path: "/series/:seriesId/occupancy",
    summary: "A series' occupancy: a place is free only when it is free on every date.",
    tag: "Series",
    answers: { 200: z.array(spaceOccupancyAnswer) },
    refusals: { 404: "No such published series." },
    handler: async (ctx, req) =>
      ctx.services.seriesOccupancy.of(await ctx.services.series.getPublished(String(req.params.seriesId), ctx.language)),
  },
  restRoute({
    method: "post",
    path: "/series",
    summary: "Make a series of an event's dates.",
    tag: "Series",
    permissions: ["administer_events"],
    body: seriesBody,
    answers: { 201: seriesAnswer },
    handler: async (ctx, req) => {
      authorize(ctx.identity, ["administer_events"]);
      const id = await ctx.services.seriesAdmin.create(req.body);
      return created(restSeries(await ctx.services.series.getAny(id, ctx.language)));
    },
  }),
  restRoute({
    method: "put",
    path: "/series/:seriesId",
    summary: "Change a series (with `version`: the updatedAt it was read at).",
    tag: "Series",
    permissions: ["administer_events"],
    body: seriesBody,
    answers: { 200: seriesAnswer },
    refusals: { 404: "No such series.", 409: "Changed by someone else since `version`." },
    handler: async (ctx, req) => {
      authorize(ctx.identity, ["administer_events"]);
      const input = req.body;
      const version = typeof input.version === "string" ? new Date(input.version) : null;
      if (!version || Number.isNaN(version.getTime())) throw validationFailed({ version: "series.versionRequired" });
      await ctx.services.seriesAdmin.update(String(req.params.seriesId), input, version);
      return restSeries(await ctx.services.series.getAny(String(req.params.seriesId), ctx.language));
    },
  }),
  {
    method: "delete",
    path: "/series/:seriesId",
    summary: "Delete a series nobody has bought.",
    tag: "Series",
    permissions: ["administer_events"],
    answers: { 204: null },
    refusals: { 404: "No such series.", 409: "Its season tickets are sold." },
    handler: async (ctx, req) => {
      authorize(ctx.identity, ["administer_events"]);
      await ctx.services.seriesAdmin.delete(String(req.params.seriesId));
    },
  },
];
