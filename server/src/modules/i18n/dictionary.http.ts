import { content, matchesEntityTag, notModified } from "../../common/rest-answer.js";
import type { RestRoute } from "../../app/rest-route.js";
import { notFound } from "../../common/errors.js";
import * as z from "zod/mini";
import { named } from "../../common/api-schema.js";

/** A dictionary: keys to texts, or to nested dictionaries. */
const dictionaryAnswer: z.ZodMiniType = named("Dictionary", z.record(z.string(), z.union([z.string(), z.lazy(() => dictionaryAnswer)])));

/**
 * GET /api/dictionaries/{lng}/{ns}.json: a dictionary merged over the bundled one (SPEC section 7). Browsers
 * revalidate it on every navigation (no-cache with an entity tag), so a change reaches open pages without a
 * rebuild and an unchanged one costs a 304.
 */
export const dictionaryRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/dictionaries/:lng/:file",
    summary: "A translation dictionary (`{ns}.json`) merged over the bundled one.",
    tag: "Dictionaries",
    params: { lng: "The language (en, fi, sv, ...).", file: "The namespace's file: `ui.json`, `admin.json`." },
    answers: { 200: dictionaryAnswer },
    refusals: { 404: "No bundled dictionary of that language and namespace." },
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
