import { createHash } from "node:crypto";
import { shared } from "../../common/rest-answer.js";
import type { RestRoute } from "../../app/rest-route.js";
import { CACHE_LIMITS, createCache } from "../../common/caches.js";
import { SharedBody } from "../../common/shared-body.js";
import { withoutTranslations } from "../../common/without-translations.js";
import type { Services } from "../../app/services.js";
import type { PriceView } from "../pricing/pricing.results.js";
import type { OccasionView, SpaceOccupancyView } from "./occasion.results.js";
import type { OccupancySnapshot } from "./occupancy.js";
import { restRoute } from "../../common/rest-route.js";
import * as z from "zod/mini";
import { compactOccupancyAnswer, occasionPageAnswer } from "./occasion.answers.js";
import { described } from "../../common/api-schema.js";

/** An occasion in the specification's field names (plan_id, start_time beside the camel-case ones). */
export function restOccasion(occasion: OccasionView) {
  const { titleTranslations: _titles, nameTranslations: _names, ...fields } = occasion;
  return { ...fields, plan_id: occasion.planId, start_time: occasion.startTime };
}

/** Occupancy as the specification writes it: space id -> count. */
function occupancyMap(rows: SpaceOccupancyView[]): Record<string, number> {
  return Object.fromEntries(rows.map((row) => [row.spaceId, row.count]));
}

interface OccasionPage {
  parts: [OccasionView, OccupancySnapshot, PriceView[]];
  page: SharedBody;
}
const occasionPages = createCache<string, OccasionPage>(CACHE_LIMITS.occasionPages, {
  sizeCalculation: (cached) => cached.page.body.length,
});

/**
 * The occasion page (occasion, occupancy map, prices) serialized once per snapshot, not once per
 * request: in a flash sale thousands of watchers poll the same large map.
 */
function occasionPage(occasion: OccasionView, snapshot: OccupancySnapshot, prices: PriceView[], language: string): SharedBody {
  const key = `${occasion.id}:${language}`;
  const cached = occasionPages.get(key);
  if (cached && cached.parts[0] === occasion && cached.parts[1] === snapshot && cached.parts[2] === prices) return cached.page;
  const body = JSON.stringify(
    {
      ...restOccasion(occasion),
      availability: snapshot.availability,
      occupancy: occupancyMap(snapshot.occupancy),
      prices,
    },
    withoutTranslations,
  );
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const page = new SharedBody(body, etag);
  occasionPages.set(key, { parts: [occasion, snapshot, prices], page });
  return page;
}

/** Per snapshot: its spaces' ids in order, that order's name, and the compact bodies built so far. */
interface CompactOccupancy {
  spaceIds: string[];
  order: string;
  counts: SharedBody;
  withIds?: SharedBody;
}
const compactBodies = new WeakMap<OccupancySnapshot, CompactOccupancy>();

/**
 * The compact occupancy of an occasion: counts in the order of its spaces' ids (`order` names that order;
 * `?ids=true` adds the ids themselves, which a poller reads once and again only when `order` changes). For
 * 8,000 places about 16 kB (3 kB gzipped) instead of the 330 kB of the id-keyed map. Built once per snapshot.
 */
function compactOccupancy(snapshot: OccupancySnapshot, withIds: boolean): SharedBody {
  const build = (spaceIds: string[], order: string, includeIds: boolean) =>
    new SharedBody(
      JSON.stringify({
        occasionId: snapshot.occasionId,
        takenAt: snapshot.takenAt,
        availability: snapshot.availability,
        order,
        counts: snapshot.occupancy.map((row) => row.count),
        ...(includeIds ? { spaceIds } : {}),
      }),
      `"${snapshot.etag.slice(1, -1)}${includeIds ? "-ids" : ""}"`,
    );
  let compact = compactBodies.get(snapshot);
  if (!compact) {
    const spaceIds = snapshot.occupancy.map((row) => row.spaceId);
    const order = createHash("sha1").update(spaceIds.join(",")).digest("base64url").slice(0, 16);
    compact = { spaceIds, order, counts: build(spaceIds, order, false) };
    compactBodies.set(snapshot, compact);
  }
  if (!withIds) return compact.counts;
  compact.withIds ??= build(compact.spaceIds, compact.order, true);
  return compact.withIds;
}

/** A published occasion's compact occupancy, ready to send. */
export async function publishedOccupancy(services: Services, occasionId: string, language: string, withIds: boolean): Promise<SharedBody> {
  const occasion = await services.occasions.getPublished(occasionId, language);
  return compactOccupancy(await services.occupancy.get(occasion.id), withIds);
}

/**
 * GET /api/occasions/{id}: the occasion with its occupancy map and prices; GET /api/occasions/{id}/occupancy:
 * the compact occupancy alone, for pollers. Both revalidated by ETag and compressed (brotli or gzip) for whoever takes it.
 */
export const occasionRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/occasions/:occasionId",
    summary: "A published occasion with its occupancy (space id -> tickets) and prices.",
    tag: "Occasions",
    answers: { 200: occasionPageAnswer },
    refusals: { 404: "No such published occasion." },
    handler: async (ctx, req) => {
      const occasion = await ctx.services.occasions.getPublished(String(req.params.occasionId), ctx.language);
      const [snapshot, prices] = await Promise.all([
        ctx.services.occupancy.get(occasion.id),
        ctx.services.pricing.occasionPrices(occasion, ctx.language),
      ]);
      return shared(occasionPage(occasion, snapshot, prices, ctx.language));
    },
  },
  restRoute({
    method: "get",
    path: "/occasions/:occasionId/occupancy",
    summary: "The compact occupancy for pollers: counts in space-id order (`order` names it); `?ids=true` adds the ids.",
    tag: "Occasions",
    language: false,
    session: false,
    query: { ids: described("true: add the spaces' ids (read once, and again when `order` changes).", z.optional(z.string())) },
    answers: { 200: compactOccupancyAnswer },
    refusals: { 404: "No such published occasion." },
    handler: async ({ services, language }, req) =>
      shared(await publishedOccupancy(services, String(req.params.occasionId), language, req.query.ids === "true")),
  }),
];
