import * as z from "zod/mini";
import type { RestRoute } from "../../app/rest-route.js";
import { serviceChecked } from "../../common/api-schema.js";
import { created } from "../../common/rest-answer.js";
import { restRoute } from "../../common/rest-route.js";
import { seriesAnswer } from "../series/series.answers.js";
import { authorize } from "../access/authorization.js";
import { restSeries } from "../series/series.http.js";
import type { NextSeriesInput } from "./renewal.inputs.js";

const instant = (value: unknown) => (typeof value === "string" && !Number.isNaN(Date.parse(value)) ? new Date(value) : value);

/**
 * createNextSeries' input as a JSON body: instants given as ISO strings become dates. Its fields are the service's to
 * check and name in its refusal (as GraphQL's NextSeriesInput), so they are taken here as any JSON value.
 */
const nextSeriesBody = z.pipe(
  z.looseObject({
    name: serviceChecked("The new series' name, or null: the old one's."),
    saleStart: serviceChecked("An ISO 8601 instant its sale opens, or null."),
    saleEnd: serviceChecked("An ISO 8601 instant its sale ends, or null."),
    headsUpDays: serviceChecked("Days before the sale that renewals may be confirmed (0-365), or null."),
  }),
  z.transform((input) => ({ ...input, saleStart: instant(input.saleStart), saleEnd: instant(input.saleEnd) }) as NextSeriesInput),
);

/** POST /api/series/{id}/next-season: createNextSeries (administer_events); 201 with the new series. */
export const nextSeriesRoutes: RestRoute[] = [
  restRoute({
    method: "post",
    path: "/series/:seriesId/next-season",
    summary: "Make next season's series of a series, with renewable bookings for its customers.",
    tag: "Series",
    permissions: ["administer_events"],
    body: nextSeriesBody,
    answers: { 201: seriesAnswer },
    refusals: { 404: "No such series.", 409: "Its next season is already made." },
    handler: async (ctx, req) => {
      const actor = authorize(ctx.identity, ["administer_events"]);
      const next = await ctx.services.nextSeries.create(String(req.params.seriesId), req.body, actor.id, ctx.language);
      return created(restSeries(await ctx.services.series.getAny(next.seriesId, ctx.language)));
    },
  }),
];
