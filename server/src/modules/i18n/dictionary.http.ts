import type { RestRoute } from "../../app/rest-route.js";
import { notFound } from "../../common/errors.js";

/**
 * Whether an If-None-Match header names `etag` (weakly compared, RFC 9110). Not express's req.fresh: that
 * ignores the tags of a request with Cache-Control: no-cache, which fetch adds to every request it is given
 * an If-None-Match for, so a browser's revalidation would never get its 304.
 */
function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/**
 * GET /api/dictionaries/{lng}/{ns}.json: a dictionary merged over the bundled one (SPEC section 7). Browsers
 * revalidate it on every navigation (no-cache with an entity tag), so a change reaches open pages without a
 * rebuild and an unchanged one costs a 304.
 */
export const dictionaryRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/dictionaries/:lng/:file",
    handler: async (ctx, req, res) => {
      const match = /^([\w-]+)\.json$/.exec(String(req.params.file));
      if (!match) throw notFound();
      const file = await ctx.services.dictionaries.file(String(req.params.lng), match[1]!);
      res.set({ "Cache-Control": "no-cache", ETag: file.etag });
      if (matchesEntityTag(req.headers["if-none-match"], file.etag)) res.status(304).end();
      else res.type("application/json").send(file.body);
    },
  },
];
