import type * as z from "zod/mini";
import type { ParameterShape, RestRoute } from "../app/rest-route.js";

/**
 * A route with its handler typed by its own path and schemas (`req.params.uuid`, `req.body.code` as parsed), kept in a
 * list of routes of every shape. Here, not in app/, because modules declare their routes and never import app/ at run time.
 */
export function restRoute<
  Path extends string,
  Q extends ParameterShape = Record<never, z.ZodMiniType>,
  B extends z.ZodMiniType | "svg" | undefined = undefined,
>(route: RestRoute<Path, Q, B>): RestRoute {
  return route as unknown as RestRoute;
}
