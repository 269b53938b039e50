import type { Request, Response } from "express";
import type { RequestContext } from "./context.js";

/**
 * One REST route of the facade (SPEC section 7): modules declare theirs beside their services
 * (`<module>.http.ts`) and app/rest.ts mounts them all, with the context, CSRF check, JSON answer and
 * error conversion in one place. A handler answers a value (sent as JSON), undefined (204), or writes the
 * response itself.
 */
export interface RestRoute {
  method: "get" | "post" | "put" | "delete";
  path: string;
  handler: (ctx: RequestContext, req: Request, res: Response) => Promise<unknown>;
  /** false: the route takes no `?lng=` (its answer does not depend on the language). */
  language?: boolean;
  /**
   * "svg": the body is an SVG document read as bytes (image/svg+xml, up to the config's planSvgMaxBytes) instead of JSON:
   * the plan map worker decodes it, so a 4 MB map is not also turned into a string and copied on the event loop.
   */
  body?: "svg";
}
