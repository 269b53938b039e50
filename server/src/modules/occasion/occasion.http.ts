import { createHash } from "node:crypto";
import type { RestRoute } from "../../app/rest-route.js";
import type { PriceView } from "../pricing/pricing.results.js";
import type { OccasionView, SpaceOccupancyView } from "./occasion.results.js";
import type { OccupancySnapshot } from "./occupancy.js";

/** An occasion in the specification's field names (plan_id, start_time beside the camel-case ones). */
export function restOccasion(occasion: OccasionView) {
  const { titleTranslations: _titles, nameTranslations: _names, ...fields } = occasion;
  return { ...fields, plan_id: occasion.planId, start_time: occasion.startTime };
}

/** Occupancy as the specification writes it: space id -> count. */
function occupancyMap(rows: SpaceOccupancyView[]): Record<string, number> {
  return Object.fromEntries(rows.map((row) => [row.spaceId, row.count]));
}

/**
 * The REST facade answers in the request's language only: views' every-language texts for the administrators'
 * GraphQL fields (`nameTranslations` of a price's ticket type...) are left out, as app/http.ts's "json replacer"
 * does for the answers Express serializes. This page is serialized here, so it applies the same rule.
 */
const withoutTranslations = (key: string, value: unknown) => (key.endsWith("Translations") ? undefined : value);

interface OccasionPage {
  parts: [OccasionView, OccupancySnapshot, PriceView[]];
  body: string;
  etag: string;
}
const occasionPages = new Map<string, OccasionPage>();

/**
 * The occasion page (occasion, occupancy map, prices) serialized once per snapshot, not once per
 * request: in a flash sale thousands of watchers poll the same large map.
 */
function occasionPage(occasion: OccasionView, snapshot: OccupancySnapshot, prices: PriceView[], language: string): OccasionPage {
  const key = `${occasion.id}:${language}`;
  const cached = occasionPages.get(key);
  if (cached && cached.parts[0] === occasion && cached.parts[1] === snapshot && cached.parts[2] === prices) return cached;
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
  const page: OccasionPage = { parts: [occasion, snapshot, prices], body, etag };
  if (occasionPages.size > 5_000) occasionPages.clear();
  occasionPages.set(key, page);
  return page;
}

/** GET /api/occasions/{id}: the occasion with its occupancy map and prices, revalidated by ETag. */
export const occasionRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/occasions/:occasionId",
    handler: async (ctx, req, res) => {
      const occasion = await ctx.services.occasions.getPublished(String(req.params.occasionId), ctx.language);
      const [snapshot, prices] = await Promise.all([
        ctx.services.occupancy.get(occasion.id),
        ctx.services.pricing.occasionPrices(occasion, ctx.language),
      ]);
      const page = occasionPage(occasion, snapshot, prices, ctx.language);
      // The map changes with every hold: watchers revalidate with If-None-Match and mostly get 304.
      res.set("ETag", page.etag).set("Cache-Control", "no-cache");
      if (req.get("if-none-match") === page.etag) res.status(304).end();
      else res.type("application/json").send(page.body);
      return undefined;
    },
  },
];
