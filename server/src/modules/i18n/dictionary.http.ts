import { content, matchesEntityTag, notModified } from "../../common/rest-answer.js";
import type { RestRoute } from "../../app/rest-route.js";
import { notFound } from "../../common/errors.js";

/**
 * GET /api/dictionaries/{lng}/{ns}.json: a dictionary merged over the bundled one (SPEC section 7). Browsers
 * revalidate it on every navigation (no-cache with an entity tag), so a change reaches open pages without a
 * rebuild and an unchanged one costs a 304.
 */
export const dictionaryRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/dictionaries/:lng/:file",
    handler: async (ctx, req) => {
      const match = /^([\w-]+)\.json$/.exec(String(req.params.file));
      if (!match) throw notFound();
      const file = await ctx.services.dictionaries.file(String(req.params.lng), match[1]!);
      // Vary on the 304 too: it says what its 200 (compressed for whoever takes it) varies on.
      const headers = { "Cache-Control": "no-cache", ETag: file.etag, Vary: "Accept-Encoding" };
      if (matchesEntityTag(req.headers["if-none-match"], file.etag)) return notModified(headers);
      return content("application/json; charset=utf-8", file.body, headers);
    },
  },
];
