import type { IncomingHttpHeaders } from "node:http";
import type { RequestContext } from "./context.js";
import type { Services } from "./services.js";

interface RouteShape {
  method: "get" | "post" | "put" | "delete";
  path: string;
  /** false: the route takes no `?lng=` (its answer does not depend on the language). */
  language?: boolean;
  /**
   * "svg": the body is an SVG document read as bytes (image/svg+xml, up to the config's planSvgMaxBytes) instead of JSON:
   * the plan map worker decodes it, so a 4 MB map is not also turned into a string and copied on the event loop.
   */
  body?: "svg";
}

/** What a route without a session is answered with: no identity, cookies or CSRF check, so nothing read for them. */
export interface PublicCall {
  services: Services;
  language: string;
}

/** What a handler reads of its request, whichever HTTP framework serves it. */
export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** The parsed JSON body, or the bytes of an SVG route's. */
  body: unknown;
  headers: IncomingHttpHeaders;
}

/**
 * One REST route of the facade (SPEC section 7): modules declare theirs beside their services
 * (`<module>.http.ts`) and app/rest.ts mounts them all, with the context, CSRF check, JSON answer and
 * error conversion in one place. A handler answers a value (sent as JSON), undefined (204), or a RestAnswer
 * (common/rest-answer.ts: 201, a document, a shared body, a download), never writing the response itself.
 */
export type RestRoute =
  | (RouteShape & {
      session?: true;
      handler: (ctx: RequestContext, req: RestRequest) => Promise<unknown>;
    })
  | (RouteShape & {
      /** A public read that is the same for everyone (a map poll): answered without a request context. */
      session: false;
      method: "get";
      handler: (call: PublicCall, req: RestRequest) => Promise<unknown>;
    });
