import express, { type Request, type RequestHandler, type Response } from "express";
import { METHODS } from "node:http";
import FindMyWay, { type HTTPMethod } from "find-my-way";
import { DomainError } from "../common/errors.js";
import { logger } from "../common/logger.js";
import { accessRoutes } from "../modules/access/access.http.js";
import { draftRoutes, exportRoutes, REST_FIELD_NAMES } from "../modules/booking/booking.http.js";
import { myBookingRoutes } from "../modules/booking/self-service/my-booking.http.js";
import { adminTicketRoutes } from "../modules/booking/tickets/tickets.http.js";
import { salesReportRoutes } from "../modules/report/sales-report.http.js";
import { eventRoutes } from "../modules/event/event.http.js";
import { dictionaryRoutes } from "../modules/i18n/dictionary.http.js";
import { serverMessage, type MessageKey } from "../modules/i18n/server-messages.js";
import { toRestError } from "../modules/i18n/translated-errors.js";
import { occasionRoutes } from "../modules/occasion/occasion.http.js";
import { planRoutes } from "../modules/plan/plan.http.js";
import { pricingRoutes } from "../modules/pricing/pricing.http.js";
import { settingsRoutes } from "../modules/settings/settings.http.js";
import { createContext } from "./context.js";
import { controlCharacterField, queryField, refusal as controlCharacterRefusal } from "./control-characters.js";
import { RestAnswer, sendJson } from "../common/rest-answer.js";
import { BODY_LIMIT_BYTES } from "./limits.js";
import type { RestRequest, RestRoute } from "./rest-route.js";
import type { Services } from "./services.js";
import { countRefusal } from "../common/metrics.js";
import { databaseUnavailable, isDatabaseUnreachable } from "../common/transaction.js";
import { loggablePath } from "./loggable-path.js";
import { setRouteTemplate } from "./edge.js";

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

/** Longer than any id, token or file name a route takes; a request line is bounded by Node's header limit anyway. */
const MAX_PARAMETER_LENGTH = 16 * 1024;

/** A path of the facade: its template, as metrics label it, and the handler of each method it takes. */
interface RestPath {
  template: string;
  byMethod: Map<string, RequestHandler>;
  /** The Allow header of a 405, the path's methods in the order the modules declare them. */
  allowed: string;
}

/**
 * The REST facade of SPEC section 7 under /api, on the same services as GraphQL (DESIGN section 8):
 * the specification's field names, bare JSON arrays, `?lng=`, plain-text translated errors. One middleware: a
 * route is found in one lookup of a radix tree (find-my-way, Fastify's router), not by trying each of the facade's
 * routes in turn, and only its own work runs (a JSON body parsed only by the routes that take one, a session read
 * only by the routes that have one).
 */
export function createRestRouter(services: Services): RequestHandler {
  const jsonBody = express.json({ limit: BODY_LIMIT_BYTES });
  const svgBody = express.raw({ type: "image/svg+xml", limit: services.config.planSvgMaxBytes });

  /** A route's handler: the `?lng=` language, the input checked, the context, the JSON answer. */
  const handle = async (route: RestRoute, req: Request, res: Response): Promise<void> => {
    const badInput =
      queryField(req) ??
      controlCharacterField(req.params, "path") ??
      (route.body === "svg" ? null : controlCharacterField(req.body, "body"));
    if (badInput) {
      // Refused in the language ?lng= asks for, whatever the route's own rule, and never stored by a cache.
      res.locals.language = await services.settings.requestLanguage(req.query.lng, req.headers["accept-language"]);
      res.set("Cache-Control", "no-store");
      throw controlCharacterRefusal(badInput);
    }
    const language = await services.settings.requestLanguage(
      route.language === false ? undefined : req.query.lng,
      req.headers["accept-language"],
    );
    res.locals.language = language;
    let result: unknown;
    // What the handler reads of its request: the same whichever HTTP framework serves it.
    const request: RestRequest = { params: req.params as Record<string, string>, query: req.query, body: req.body, headers: req.headers };
    if (route.session === false) result = await route.handler({ services, language }, request);
    else {
      const ctx = await createContext(services, req, res, language);
      if (ctx.invalidCredentials) throw new DomainError("UNAUTHENTICATED", "errors.unauthorized");
      // State-changing calls need the CSRF header; a 403 with its own message, never 'booking is not allowed'.
      if (route.method !== "get" && !ctx.csrfValid) throw new DomainError("CSRF_INVALID", "errors.csrfInvalid");
      result = await route.handler(ctx, request);
    }
    if (result instanceof RestAnswer) return result.write(req, res);
    res.set("Cache-Control", "no-store");
    if (result === undefined) res.status(204).end();
    // A read keeps Express's ETag and 304; a change's answer is sent as it is.
    else if (route.method === "get") res.json(result);
    else sendJson(res, 200, result);
  };

  const paths = new Map<string, RestPath>();
  for (const route of REST_ROUTES) {
    let path = paths.get(route.path);
    if (!path) paths.set(route.path, (path = { template: `/api${route.path}`, byMethod: new Map(), allowed: "" }));
    const parseBody = route.body === "svg" ? svgBody : route.method === "get" ? undefined : jsonBody;
    const handler: RequestHandler = (req, res, next) => {
      const run = () => handle(route, req, res).catch(next);
      if (parseBody && hasBody(req)) parseBody(req, res, (error?: unknown) => (error ? next(error) : void run()));
      else void run();
    };
    const method = route.method.toUpperCase();
    path.byMethod.set(method, handler);
    if (method === "GET") path.byMethod.set("HEAD", handler);
    path.allowed = path.allowed ? `${path.allowed}, ${method}` : method;
  }
  // As Express's router matched them: case-insensitive, a trailing slash ignored, a parameter of any length (a
  // malformed id is the handler's 400), every method (one the path does not take is a 405 with Allow).
  const tree = FindMyWay({ caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: MAX_PARAMETER_LENGTH });
  for (const [pattern, path] of paths) tree.on(METHODS as HTTPMethod[], pattern, () => undefined, path);

  const answerError = errorAnswer(services);
  return (req, res, next) => {
    const done = (error?: unknown): void => {
      if (error === undefined) next();
      else answerError(error, req, res).catch(next);
    };
    const found = tree.find(req.method as HTTPMethod, req.path);
    // An empty parameter (`/occasions//occupancy`) names nothing: Express's routes never matched one either.
    if (!found || Object.values(found.params).some((value) => value === "")) {
      // A path parameter that is not valid percent-encoding matches no route: a 400, as Express's failed decoding was.
      if (req.path.includes("%")) {
        try {
          decodeURIComponent(req.path);
        } catch (error) {
          return done(error);
        }
      }
      return void refuse(services, req, res, 404, "errors.notFound").catch(done);
    }
    const path = found.store as RestPath;
    setRouteTemplate(req, path.template);
    const handler = path.byMethod.get(req.method);
    if (!handler) {
      res.set("Allow", path.allowed);
      return void refuse(services, req, res, 405, "errors.methodNotAllowed").catch(done);
    }
    req.params = { ...found.params } as Record<string, string>;
    handler(req, res, done);
  };
}

/**
 * Whether a request has a body to read: a hold's POST says `Content-Length: 0`, and reading nothing through the parser
 * would still cost it a turn of the event loop.
 */
function hasBody(req: Request): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

async function refuse(services: Services, req: Request, res: Response, status: number, message: MessageKey): Promise<void> {
  const language = await services.settings.requestLanguage(req.query.lng, req.headers["accept-language"]);
  res.status(status).type("text/plain").send(serverMessage(message, language));
}

/** A failed REST call's answer: plain text in the caller's language (a failed body parse never learnt it). */
function errorAnswer(services: Services) {
  return async (error: unknown, req: Request, res: Response): Promise<void> => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const language: string =
      res.locals.language ?? (await services.settings.requestLanguage(req.query.lng, req.headers["accept-language"]).catch(() => "en"));
    if (error instanceof DomainError || isDatabaseUnreachable(error)) {
      const refusal = restRefusal(error, language);
      if (refusal.retryAfter !== undefined) res.set("Retry-After", String(refusal.retryAfter));
      res.status(refusal.status).type("text/plain").send(refusal.body);
      return;
    }
    const httpError = error as { status?: number; type?: string };
    // A path parameter that is not valid percent-encoding.
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
  };
}

/**
 * A REST refusal (DESIGN section 5): a DomainError, or the database out of reach (503), as status, translated
 * plain-text body and Retry-After; anything else is a 500 that is logged.
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
