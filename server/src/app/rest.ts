import express, { Router, type NextFunction, type Request, type Response } from "express";
import { DomainError, validationFailed } from "../common/errors.js";
import { logger } from "../common/logger.js";
import { accessRoutes } from "../modules/access/access.http.js";
import { draftRoutes, exportRoutes, REST_FIELD_NAMES } from "../modules/booking/booking.http.js";
import { myBookingRoutes } from "../modules/booking/self-service/my-booking.http.js";
import { adminTicketRoutes } from "../modules/booking/tickets/tickets.http.js";
import { salesReportRoutes } from "../modules/report/sales-report.http.js";
import { eventRoutes } from "../modules/event/event.http.js";
import { dictionaryRoutes } from "../modules/i18n/dictionary.http.js";
import { serverMessage } from "../modules/i18n/server-messages.js";
import { toRestError } from "../modules/i18n/translated-errors.js";
import { occasionRoutes } from "../modules/occasion/occasion.http.js";
import { planRoutes } from "../modules/plan/plan.http.js";
import { pricingRoutes } from "../modules/pricing/pricing.http.js";
import { settingsRoutes } from "../modules/settings/settings.http.js";
import { createContext } from "./context.js";
import { controlCharacterField, refuseControlCharacters } from "./control-characters.js";
import { BODY_LIMIT_BYTES } from "./limits.js";
import type { RestRoute } from "./rest-route.js";
import type { Services } from "./services.js";
import { countRefusal } from "../common/metrics.js";
import { databaseUnavailable, isDatabaseUnreachable } from "../common/transaction.js";
import { loggablePath } from "./loggable-path.js";

/** Every REST route, as the modules declare them beside their services (`<module>.http.ts`). */
const REST_ROUTES: RestRoute[] = [
  ...settingsRoutes,
  ...accessRoutes,
  ...planRoutes,
  ...pricingRoutes,
  ...eventRoutes,
  ...occasionRoutes,
  ...draftRoutes,
  ...myBookingRoutes,
  ...exportRoutes,
  ...adminTicketRoutes,
  ...salesReportRoutes,
  ...dictionaryRoutes,
];

/**
 * The REST facade of SPEC section 7 under /api, on the same services as GraphQL (DESIGN section 8):
 * the specification's field names, bare JSON arrays, `?lng=`, plain-text translated errors.
 */
export function createRestRouter(services: Services): Router {
  const router = Router();
  router.use(express.json({ limit: BODY_LIMIT_BYTES }), refuseControlCharacters(services));

  /** Wraps a handler: context with the `?lng=` language, JSON answer, errors converted in one place. */
  const handle =
    (handler: RestRoute["handler"], options: { language?: boolean; csrf?: boolean } = {}) =>
    async (req: Request, res: Response) => {
      const language = await services.settings.requestLanguage(
        options.language === false ? undefined : req.query.lng,
        req.headers["accept-language"],
      );
      res.locals.language = language;
      const badParameter = controlCharacterField(req.params, "path");
      if (badParameter) throw validationFailed({ [badParameter]: "validation.controlCharacters" });
      const ctx = await createContext(services, req, res, language);
      if (ctx.invalidCredentials) throw new DomainError("UNAUTHENTICATED", "errors.unauthorized");
      // State-changing calls need the CSRF header; a 403 with its own message, never 'booking is not allowed'.
      if (options.csrf && !ctx.csrfValid) throw new DomainError("CSRF_INVALID", "errors.csrfInvalid");
      const result = await handler(ctx, req, res);
      if (res.headersSent) return;
      res.set("Cache-Control", "no-store");
      if (result === undefined) res.status(204).end();
      else res.json(result);
    };

  const byPath = new Map<string, RestRoute[]>();
  for (const route of REST_ROUTES) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  for (const [path, routes] of byPath) {
    const mounted = router.route(path);
    // Reads take no CSRF header; every state-changing call needs it.
    for (const route of routes) {
      const handler = handle(route.handler, { language: route.language, csrf: route.method !== "get" });
      if (route.body === "svg")
        mounted[route.method](express.raw({ type: "image/svg+xml", limit: services.config.planSvgMaxBytes }), handler);
      else mounted[route.method](handler);
    }
    const allowed = routes.map((route) => route.method.toUpperCase()).join(", ");
    mounted.all(async (req, res) => {
      const language = await services.settings.requestLanguage(req.query.lng, req.headers["accept-language"]);
      res.status(405).set("Allow", allowed).type("text/plain").send(serverMessage("errors.methodNotAllowed", language));
    });
  }

  router.use(async (req, res) => {
    const language = await services.settings.requestLanguage(req.query.lng, req.headers["accept-language"]);
    res.status(404).type("text/plain").send(serverMessage("errors.notFound", language));
  });

  router.use(async (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // A body that failed to parse never reached a handler, which is where the language is resolved.
    const language: string =
      res.locals.language ?? (await services.settings.requestLanguage(req.query.lng, req.headers["accept-language"]).catch(() => "en"));
    if (error instanceof DomainError || isDatabaseUnreachable(error)) {
      const refusal = restRefusal(error, language);
      if (refusal.retryAfter !== undefined) res.set("Retry-After", String(refusal.retryAfter));
      res.status(refusal.status).type("text/plain").send(refusal.body);
      return;
    }
    const httpError = error as { status?: number; type?: string };
    // A path parameter that is not valid percent-encoding: express fails to decode it.
    if (error instanceof URIError || httpError.type === "entity.parse.failed") {
      res.status(400).type("text/plain").send(serverMessage("errors.badRequest", language));
      return;
    }
    if (httpError.type === "entity.too.large") {
      res.status(413).type("text/plain").send(serverMessage("errors.payloadTooLarge", language));
      return;
    }
    logger.error("rest error", { path: loggablePath(req.path), error: String(error), stack: (error as Error)?.stack });
    res.status(500).type("text/plain").send(serverMessage("errors.internal", language));
  });
  return router;
}

/**
 * A REST refusal (DESIGN section 5): a DomainError, or the database out of reach (503), as status, translated
 * plain-text body and Retry-After; anything else is a 500 that is logged. Shared with the fast lane.
 */
export function restRefusal(error: unknown, language: string, path = ""): { status: number; body: string; retryAfter?: number } {
  if (!(error instanceof DomainError) && isDatabaseUnreachable(error)) error = databaseUnavailable();
  if (error instanceof DomainError) {
    countRefusal(error.code);
    const { status, body } = toRestError(error, language, REST_FIELD_NAMES);
    return { status, body, retryAfter: error.retryAfter };
  }
  logger.error("rest error", { path: loggablePath(path), error: String(error), stack: (error as Error)?.stack });
  return { status: 500, body: serverMessage("errors.internal", language) };
}
