import type { RestRoute } from "../../app/rest-route.js";
import { created } from "../../common/rest-answer.js";
import { authorize } from "../access/authorization.js";
import { restSeries } from "../series/series.http.js";
import type { NextSeriesInput } from "./renewal.inputs.js";

/** A JSON body as createNextSeries' input: instants given as ISO strings become dates (anything else is refused by validation). */
function nextSeriesInput(body: unknown): NextSeriesInput {
  const input = (body !== null && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const instant = (value: unknown) => (typeof value === "string" && !Number.isNaN(Date.parse(value)) ? new Date(value) : value);
  return { ...input, saleStart: instant(input.saleStart), saleEnd: instant(input.saleEnd) } as NextSeriesInput;
}

/** POST /api/series/{id}/next-season: createNextSeries (administer_events); 201 with the new series. */
export const nextSeriesRoutes: RestRoute[] = [
  {
    method: "post",
    path: "/series/:seriesId/next-season",
    handler: async (ctx, req) => {
      const actor = authorize(ctx.identity, ["administer_events"]);
      const next = await ctx.services.nextSeries.create(String(req.params.seriesId), nextSeriesInput(req.body), actor.id, ctx.language);
      return created(restSeries(await ctx.services.series.getAny(next.seriesId, ctx.language)));
    },
  },
];
