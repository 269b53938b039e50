import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import FindMyWay, { type HTTPMethod } from "find-my-way";
import { METHODS } from "node:http";
import { DomainError } from "../common/errors.js";
import { accessRoutes } from "../modules/access/access.http.js";
import { draftRoutes, exportRoutes } from "../modules/booking/booking.http.js";
import { myBookingRoutes } from "../modules/booking/self-service/my-booking.http.js";
import { adminTicketRoutes } from "../modules/booking/tickets/tickets.http.js";
import { salesReportRoutes } from "../modules/report/sales-report.http.js";
import { eventRoutes } from "../modules/event/event.http.js";
import { seriesRoutes } from "../modules/series/series.http.js";
import { nextSeriesRoutes } from "../modules/renewal/next-series.http.js";
import { seriesPassRoutes } from "../modules/booking/series/series-pass.http.js";
import { dictionaryRoutes } from "../modules/i18n/dictionary.http.js";
import { occasionRoutes } from "../modules/occasion/occasion.http.js";
import { planRoutes } from "../modules/plan/plan.http.js";
import { pricingRoutes } from "../modules/pricing/pricing.http.js";
import { settingsRoutes } from "../modules/settings/settings.http.js";
import { createContext } from "./context.js";
import { controlCharacterField, queryField, refusal as controlCharacterRefusal } from "./control-characters.js";
import { content, RestAnswer, sendJson } from "../common/rest-answer.js";
import { withoutTranslations } from "../common/without-translations.js";
import { pathOf } from "../common/request-target.js";
import type { RestRequest, RestRoute } from "./rest-route.js";
import { voucherAdminRoutes, voucherRoutes } from "../modules/voucher/voucher.http.js";
import { queueRoutes } from "../modules/queue/queue.http.js";
import type { Services } from "./services.js";
import { answerError, answerPlain } from "./request-errors.js";
import { parseRequestPart } from "../common/request-input.js";
import { openApiRoute } from "./openapi-route.js";
import * as z from "zod/mini";

/** GET /api/openapi.json: the document of every route here. */
const OPENAPI_ROUTE = openApiRoute(() => REST_ROUTES);

/** Every REST route, as the modules declare them beside their services (`<module>.http.ts`), and the document of them all. */
export const REST_ROUTES: RestRoute[] = [
  ...settingsRoutes,
  ...accessRoutes,
  ...planRoutes,
  ...pricingRoutes,
  ...eventRoutes,
  ...seriesRoutes,
  ...nextSeriesRoutes,
  ...seriesPassRoutes,
  ...occasionRoutes,
  ...draftRoutes,
  ...queueRoutes,
  ...voucherRoutes,
  ...voucherAdminRoutes,
  ...myBookingRoutes,
  ...exportRoutes,
  ...adminTicketRoutes,
  ...salesReportRoutes,
  ...dictionaryRoutes,
  OPENAPI_ROUTE,
];

/** Longer than any id, token or file name a route takes; a request line is bounded by Node's header limit anyway. */
export const MAX_PARAMETER_LENGTH = 16 * 1024;

/**
 * The REST facade of SPEC section 7 under /api, on the same services as GraphQL (DESIGN section 8): the
 * specification's field names, bare JSON arrays, `?lng=`, plain-text translated errors. Each route is a Fastify route
 * doing only its own work: a JSON body parsed only by the routes that take one (an SVG read as bytes by the map's),
 * a session read only by the routes that have one, control characters checked once.
 */
export function registerRestRoutes(app: FastifyInstance, services: Services): void {
  // Made at start-up: a route whose description cannot be written stops the server, not a later request.
  OPENAPI_ROUTE.prepare();
  for (const route of REST_ROUTES) {
    app.route({
      method: route.method.toUpperCase() as HTTPMethods,
      url: `/api${route.path}`,
      ...(route.body === "svg" ? { bodyLimit: services.config.planSvgMaxBytes } : {}),
      handler: (request, reply) => handle(services, route, request, reply),
    });
  }
}

/** A route's handler: the `?lng=` language, the input checked, the context, the answer; any failure answered as REST's. */
async function handle(services: Services, route: RestRoute, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const query = request.query as Record<string, unknown>;
  let language: string | undefined;
  try {
    const params = request.params as Record<string, string>;
    // An empty parameter (`/occasions//occupancy`) names nothing.
    if (Object.values(params).some((value) => value === "")) return answerPlain(services, request, reply, 404, "errors.notFound");
    const badInput =
      queryField(request.url, query) ??
      controlCharacterField(params, "path") ??
      (route.body === "svg" ? null : controlCharacterField(request.body, "body"));
    if (badInput) {
      // Refused in the language ?lng= asks for, whatever the route's own rule.
      language = await services.settings.requestLanguage(query.lng, request.headers["accept-language"]);
      throw controlCharacterRefusal(badInput);
    }
    language = await services.settings.requestLanguage(
      route.language === false ? undefined : query.lng,
      request.headers["accept-language"],
    );
    // What the handler reads of its request: the same whichever HTTP framework serves it.
    // The input parsed by the route's own schemas, those the OpenAPI document describes (app/openapi.ts).
    const input: RestRequest = {
      params,
      query: route.query ? parseRequestPart(z.object(route.query), query) : query,
      body: route.body && route.body !== "svg" ? parseRequestPart(route.body, request.body ?? {}) : request.body,
      headers: request.headers,
    };
    let result: unknown;
    if (route.session === false) result = await route.handler({ services, language }, input);
    else {
      const ctx = await createContext(services, request, reply, language);
      if (ctx.invalidCredentials) throw new DomainError("UNAUTHENTICATED", "errors.unauthorized");
      // State-changing calls need the CSRF header; a 403 with its own message, never 'booking is not allowed'.
      if (route.method !== "get" && !ctx.csrfValid) throw new DomainError("CSRF_INVALID", "errors.csrfInvalid");
      result = await route.handler(ctx, input);
    }
    // Written on node's own response: the answer's headers (request id, security, cookies) are already there.
    reply.hijack();
    if (result instanceof RestAnswer) return await result.write(request.raw, reply.raw);
    if (result === undefined) {
      reply.raw.statusCode = 204;
      reply.raw.setHeader("Cache-Control", "no-store");
      return void reply.raw.end();
    }
    // A read is tagged by its content and answered 304 to a caller that has it; a change's answer is sent as it is.
    if (route.method === "get") {
      const body = JSON.stringify(result, withoutTranslations);
      return await content("application/json; charset=utf-8", body, { "Cache-Control": "no-store" }, { revalidate: true }).write(
        request.raw,
        reply.raw,
      );
    }
    sendJson(request.raw, reply.raw, 200, result);
  } catch (error) {
    if (reply.sent) {
      reply.raw.destroy();
      return;
    }
    await answerError(services, error, request, reply, language);
  }
}

/**
 * A path under /api no route takes: 405 with Allow when the path is the facade's but not for this method (found in a
 * tree of the facade's paths, as Fastify's router would find them), else 404.
 */
export function restPathRefusal(services: Services) {
  const allowed = new Map<string, string>();
  for (const route of REST_ROUTES) {
    const method = route.method.toUpperCase();
    const before = allowed.get(route.path);
    allowed.set(route.path, before ? `${before}, ${method}` : method);
  }
  const tree = FindMyWay({ caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: MAX_PARAMETER_LENGTH });
  for (const [path, methods] of allowed) tree.on(METHODS as HTTPMethod[], `/api${path}`, () => undefined, methods);
  return (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const found = tree.find(request.method as HTTPMethod, pathOf(request.url));
    if (!found || Object.values(found.params).some((value) => value === ""))
      return answerPlain(services, request, reply, 404, "errors.notFound");
    reply.header("Allow", found.store as string);
    return answerPlain(services, request, reply, 405, "errors.methodNotAllowed");
  };
}
