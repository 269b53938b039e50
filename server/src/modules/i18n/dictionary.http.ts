import type { RestRoute } from "../../app/rest-route.js";
import { DomainError } from "../../common/errors.js";

/** GET /api/dictionaries/{lng}/{ns}.json: a dictionary merged over the bundled one (SPEC section 7). */
export const dictionaryRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/dictionaries/:lng/:file",
    handler: async (ctx, req) => {
      const match = /^([\w-]+)\.json$/.exec(String(req.params.file));
      if (!match) throw new DomainError("NOT_FOUND", "errors.notFound");
      return ctx.services.dictionaries.dictionary(String(req.params.lng), match[1]!);
    },
  },
];
