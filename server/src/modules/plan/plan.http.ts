import { content, shared } from "../../common/rest-answer.js";
import type { RestRoute } from "../../app/rest-route.js";
import { DomainError } from "../../common/errors.js";
import { authorize } from "../access/authorization.js";
import { planSpacesBody } from "./plan-spaces-body.js";
import * as z from "zod/mini";
import { planAnswer, planSpacesAnswer, spaceTypeAnswer } from "./plan.answers.js";

const SVG_MAP = { media: "image/svg+xml", description: "The plan's sanitized SVG map." };

const MAP_HEADERS = { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox" };

/** The REST routes of plans: the list, one plan with its spaces, its sanitized SVG map, space types. */
export const planRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/plans",
    summary: "The plans (maps).",
    tag: "Plans",
    answers: { 200: z.array(planAnswer) },
    handler: (ctx) => ctx.services.plans.list(ctx.language),
  },
  {
    method: "get",
    path: "/plans/:planId",
    summary: "One plan with its spaces.",
    tag: "Plans",
    answers: { 200: planAnswer },
    refusals: { 404: "No such plan." },
    handler: (ctx, req) => ctx.services.plans.get(String(req.params.planId), ctx.language),
  },
  {
    // The plan's places as the seat map reads them (the PlanSpaces query's fields), built once per version of the
    // plan and language, revalidated by ETag and compressed for whoever takes it: at 20,000 places the browser keeps
    // them past Apollo's normalized cache, and the server does not hydrate 20,000 spaces per visitor.
    method: "get",
    path: "/plans/:planId/spaces",
    summary: "A plan's places as the seat map reads them.",
    tag: "Plans",
    answers: { 200: planSpacesAnswer },
    refusals: { 404: "No such plan." },
    handler: async (ctx, req) => shared(await planSpacesBody(ctx.services.plans, String(req.params.planId), ctx.language)),
  },
  {
    method: "get",
    path: "/plans/:planId/map.svg",
    summary: "A plan's SVG map (SPEC section 7), served with a restrictive Content-Security-Policy.",
    tag: "Plans",
    answers: { 200: SVG_MAP },
    refusals: { 404: "No such plan." },
    handler: async (ctx, req) =>
      content(
        "image/svg+xml; charset=utf-8",
        await ctx.services.plans.map(String(req.params.planId)),
        {
          ...MAP_HEADERS,
          "Cache-Control": "no-cache",
        },
        { revalidate: true },
      ),
    language: false,
  },
  {
    // Other systems replace a plan's map (administer_plans; an API token, or a session with the CSRF header):
    // the body is the SVG itself (image/svg+xml, up to PLAN_SVG_MAX_BYTES and PLAN_SVG_MAX_ELEMENTS), answered
    // with the sanitized SVG. Processing a map costs seconds of a core: uploads are limited per user
    // (PLAN_UPLOAD_RATE_LIMIT_PER_MINUTE, then 429 RATE_LIMITED).
    method: "put",
    path: "/plans/:planId/map.svg",
    summary: "Replace a plan's map: the body is the SVG itself; answers the sanitized SVG (X-Sanitizer-Removed: what was removed).",
    tag: "Plans",
    permissions: ["administer_plans"],
    body: "svg",
    answers: { 200: SVG_MAP },
    refusals: {
      404: "No such plan.",
      409: "The new map drops a space that has tickets.",
      413: "The map is larger than PLAN_SVG_MAX_BYTES.",
      422: "The map has more elements than PLAN_SVG_MAX_ELEMENTS.",
      429: "Too many uploads this minute.",
    },
    handler: async (ctx, req) => {
      const user = authorize(ctx.identity, ["administer_plans"]);
      const type = req.headers["content-type"] ?? "";
      if (!/^image\/svg\+xml\s*(;|$)/i.test(type) || !Buffer.isBuffer(req.body))
        throw new DomainError("BAD_USER_INPUT", "validation.svgType");
      await ctx.services.rateLimiter.hit(`plan-upload:${user.id}`, ctx.services.config.planUploadRateLimitPerMinute);
      const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1];
      const { svg, removed } = await ctx.services.planAdmin.replaceMap(String(req.params.planId), req.body, charset);
      return content("image/svg+xml; charset=utf-8", svg, {
        ...MAP_HEADERS,
        "Cache-Control": "no-store",
        // What sanitizing removed, for the caller to show ('<script>', 'onclick on <rect> (3)'); also in GraphQL planMapRemoved.
        "X-Sanitizer-Removed": encodeURIComponent(JSON.stringify(removed)),
      });
    },
  },
  {
    method: "get",
    path: "/space-types",
    summary: "The space types.",
    tag: "Plans",
    answers: { 200: z.array(spaceTypeAnswer) },
    handler: (ctx) => ctx.services.plans.spaceTypes(ctx.language),
  },
];
