import type { RestRoute } from "../../app/rest-route.js";

/** The REST routes of plans: the list, one plan with its spaces, its sanitized SVG map, space types. */
export const planRoutes: RestRoute[] = [
  { method: "get", path: "/plans", handler: (ctx) => ctx.services.plans.list(ctx.language) },
  { method: "get", path: "/plans/:planId", handler: (ctx, req) => ctx.services.plans.get(String(req.params.planId), ctx.language) },
  {
    method: "get",
    path: "/plans/:planId/map.svg",
    handler: async (ctx, req, res) => {
      const svg = await ctx.services.plans.map(String(req.params.planId));
      res
        .type("image/svg+xml")
        .set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
        .set("Cache-Control", "no-cache")
        .send(svg);
    },
    language: false,
  },
  { method: "get", path: "/space-types", handler: (ctx) => ctx.services.plans.spaceTypes(ctx.language) },
];
