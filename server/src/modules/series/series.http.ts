import type { RestRoute } from "../../app/rest-route.js";
import { validationFailed } from "../../common/errors.js";
import { created } from "../../common/rest-answer.js";
import { authorize } from "../access/authorization.js";
import { restOccasion } from "../occasion/occasion.http.js";
import type { SeriesInput } from "./series.inputs.js";
import type { SeriesView } from "./series.results.js";

/** A series as the REST facade answers it: its dates in the occasions' REST names, no admin-only fields. */
export function restSeries(series: SeriesView) {
  const { nameTranslations: _names, ...fields } = series;
  return { ...fields, dates: series.dates.map(restOccasion) };
}

/** A JSON body as the series form: instants given as ISO strings become dates (anything else is refused by validation). */
function seriesInput(body: unknown): SeriesInput {
  const input = (body !== null && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const instant = (value: unknown) => (typeof value === "string" && !Number.isNaN(Date.parse(value)) ? new Date(value) : value);
  return { ...input, saleStart: instant(input.saleStart), saleEnd: instant(input.saleEnd) } as SeriesInput;
}

/** Series (season tickets): the published ones, their occupancy on every date, and the administrators' edits. */
export const seriesRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/series",
    handler: async (ctx, req) => (await ctx.services.series.forEvent(String(req.query.eventId ?? ""), ctx.language)).map(restSeries),
  },
  {
    method: "get",
    path: "/series/:seriesId",
    handler: async (ctx, req) => restSeries(await ctx.services.series.getPublished(String(req.params.seriesId), ctx.language)),
  },
  {
    method: "get",
    path: "/series/:seriesId/occupancy",
    handler: async (ctx, req) =>
      ctx.services.seriesOccupancy.of(await ctx.services.series.getPublished(String(req.params.seriesId), ctx.language)),
  },
  {
    method: "post",
    path: "/series",
    handler: async (ctx, req) => {
      authorize(ctx.identity, ["administer_events"]);
      const id = await ctx.services.seriesAdmin.create(seriesInput(req.body));
      return created(restSeries(await ctx.services.series.getAny(id, ctx.language)));
    },
  },
  {
    method: "put",
    path: "/series/:seriesId",
    handler: async (ctx, req) => {
      authorize(ctx.identity, ["administer_events"]);
      const input = seriesInput(req.body) as SeriesInput & { version?: unknown };
      const version = typeof input.version === "string" ? new Date(input.version) : null;
      if (!version || Number.isNaN(version.getTime())) throw validationFailed({ version: "series.versionRequired" });
      await ctx.services.seriesAdmin.update(String(req.params.seriesId), input, version);
      return restSeries(await ctx.services.series.getAny(String(req.params.seriesId), ctx.language));
    },
  },
  {
    method: "delete",
    path: "/series/:seriesId",
    handler: async (ctx, req) => {
      authorize(ctx.identity, ["administer_events"]);
      await ctx.services.seriesAdmin.delete(String(req.params.seriesId));
    },
  },
];
