import { createHash } from "node:crypto";
import express, { Router, type NextFunction, type Request, type Response } from "express";
import { badRequest, DomainError, validationFailed } from "../common/errors.js";
import { logger } from "../common/logger.js";
import { serverMessage } from "../modules/i18n/server-messages.js";
import { issueCsrfCookie, signIn, signOut } from "../modules/access/access.http.js";
import { DRAFT_COOKIE } from "../modules/booking/draft-secret.js";
import type { DraftView, TicketView } from "../modules/booking/booking.results.js";
import type { CheckoutInput } from "../modules/booking/checkout.service.js";
import { draftCaller, requestBaseUrl, setDraftCookie } from "../modules/booking/booking.http.js";
import type { OccasionView, SpaceOccupancyView } from "../modules/occasion/occasion.results.js";
import type { OccupancySnapshot } from "../modules/occasion/occupancy.js";
import type { PriceView } from "../modules/pricing/pricing.results.js";
import { createContext, type RequestContext } from "./context.js";
import { controlCharacterField, refuseControlCharacters } from "./control-characters.js";
import { toRestError } from "../modules/i18n/translated-errors.js";
import { BODY_LIMIT_BYTES } from "./limits.js";
import type { Services } from "./services.js";

type Handler = (ctx: RequestContext, req: Request, res: Response) => Promise<unknown>;
type Method = "get" | "post" | "put" | "delete";

/** Validation messages name fields as the REST form sends them (DESIGN section 8). */
const REST_FIELD_NAMES: Record<string, string> = {
  identityNumber: "identity_number",
  paymentMethodId: "payment_method_id",
  termsAccepted: "terms_accepted",
  ticketTypeId: "ticket_type_id",
  addonIds: "addon_ids",
};

/** Checkout form values in the specification's names (identity_number, payment_method_id, terms). */
function checkoutInput(body: Record<string, unknown> | undefined): CheckoutInput {
  const value = (key: string, ...aliases: string[]) => {
    for (const name of [key, ...aliases]) if (body?.[name] !== undefined) return body[name] as string | null;
    return undefined;
  };
  const client = typeof body?.client === "object" && body.client !== null ? (body.client as Record<string, unknown>) : body;
  const clientValue = (key: string, ...aliases: string[]) => {
    for (const name of [key, ...aliases]) if (client?.[name] !== undefined) return client[name] as string | null;
    return undefined;
  };
  const terms = value("terms_accepted", "termsAccepted", "terms");
  return {
    client: {
      firstname: clientValue("firstname", "first_name", "firstName"),
      lastname: clientValue("lastname", "last_name", "lastName"),
      email: clientValue("email"),
      phone: clientValue("phone"),
      address: clientValue("address"),
      identityNumber: clientValue("identity_number", "identityNumber"),
      message: clientValue("message"),
    },
    paymentMethodId: value("payment_method_id", "paymentMethodId"),
    termsAccepted: terms === undefined ? undefined : (terms as unknown) === true || terms === "true" || terms === "on",
  };
}

/** Occupancy as the specification writes it: space id -> count. */
function occupancyMap(rows: SpaceOccupancyView[]): Record<string, number> {
  return Object.fromEntries(rows.map((row) => [row.spaceId, row.count]));
}

/** A draft in the specification's field names (SPEC section 3: uuid, occasion_id, payment_method_id, tickets). */
export function restDraft(draft: DraftView) {
  return {
    uuid: draft.uuid,
    occasion_id: draft.occasionId,
    payment_method_id: draft.paymentMethodId,
    status: draft.status,
    expiresAt: draft.expiresAt,
    tickets: draft.tickets.map(restTicket),
    client: draft.client,
    summary: draft.summary,
  };
}

/** A ticket as the specification writes a draft ticket: id, space_id, ticket_type_id, price, vat. */
function restTicket(ticket: TicketView) {
  return {
    id: ticket.id,
    space_id: ticket.spaceId,
    ticket_type_id: ticket.ticketTypeId,
    price: ticket.price,
    vat: ticket.vat,
    addons: ticket.addons,
    total: ticket.total,
  };
}

function restOccasion(occasion: OccasionView) {
  return { ...occasion, plan_id: occasion.planId, start_time: occasion.startTime };
}

interface OccasionPage {
  parts: [OccasionView, OccupancySnapshot, PriceView[]];
  body: string;
  etag: string;
}
const occasionPages = new Map<string, OccasionPage>();

/**
 * The occasion page (occasion, occupancy map, prices) serialized once per snapshot, not once per
 * request: in a flash sale thousands of watchers poll the same large map.
 */
function occasionPage(occasion: OccasionView, snapshot: OccupancySnapshot, prices: PriceView[], language: string): OccasionPage {
  const key = `${occasion.id}:${language}`;
  const cached = occasionPages.get(key);
  if (cached && cached.parts[0] === occasion && cached.parts[1] === snapshot && cached.parts[2] === prices) return cached;
  const body = JSON.stringify({
    ...restOccasion(occasion),
    availability: snapshot.availability,
    occupancy: occupancyMap(snapshot.occupancy),
    prices,
  });
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const page: OccasionPage = { parts: [occasion, snapshot, prices], body, etag };
  if (occasionPages.size > 5_000) occasionPages.clear();
  occasionPages.set(key, page);
  return page;
}

/**
 * The REST facade of SPEC section 7 under /api, on the same services as GraphQL (DESIGN section 8):
 * the specification's field names, bare JSON arrays, `?lng=`, plain-text translated errors.
 */
export function createRestRouter(services: Services): Router {
  const router = Router();
  router.use(express.json({ limit: BODY_LIMIT_BYTES }), refuseControlCharacters(services));

  /** Wraps a handler: context with the `?lng=` language, JSON answer, errors converted in one place. */
  const handle =
    (handler: Handler, options: { language?: boolean; csrf?: boolean } = {}) =>
    async (req: Request, res: Response) => {
      const requested = options.language === false ? undefined : (req.query.lng as string | undefined);
      const language = await services.settings.resolveLanguage(typeof requested === "string" ? requested : undefined);
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

  const routes: Array<[string, Handler, { language?: boolean }?]> = [
    ["/languages", (ctx) => ctx.services.settings.languages(), { language: false }],
    ["/authenticate", async (ctx) => ({ user: ctx.identity.user, csrfToken: issueCsrfCookie(ctx) }), { language: false }],
    [
      "/settings",
      async (ctx) => {
        const settings = await ctx.services.settings.settings(ctx.language);
        return { ...settings, primary_color: settings.primaryColor, secondary_color: settings.secondaryColor };
      },
    ],
    ["/plans", (ctx) => ctx.services.plans.list(ctx.language)],
    ["/plans/:planId", (ctx, req) => ctx.services.plans.get(String(req.params.planId), ctx.language)],
    [
      "/plans/:planId/map.svg",
      async (ctx, req, res) => {
        const svg = await ctx.services.plans.map(String(req.params.planId));
        res
          .type("image/svg+xml")
          .set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
          .set("Cache-Control", "no-cache")
          .send(svg);
      },
      { language: false },
    ],
    ["/addons", (ctx) => ctx.services.pricing.addons(ctx.language)],
    ["/payment-methods", async (ctx) => ctx.services.paymentMethods.list(ctx.language)],
    ["/ticket-types", (ctx) => ctx.services.pricing.ticketTypes(ctx.language)],
    ["/space-types", (ctx) => ctx.services.plans.spaceTypes(ctx.language)],
    [
      "/events",
      async (ctx) =>
        (await ctx.services.events.listPublished(ctx.language)).map((event) => ({
          ...event,
          occasions: event.occasions.map(restOccasion),
        })),
    ],
    [
      "/events/:eventId",
      async (ctx, req) => {
        const event = await ctx.services.events.getPublished(String(req.params.eventId), ctx.language);
        return { ...event, occasions: event.occasions.map(restOccasion) };
      },
    ],
    [
      "/occasions/:occasionId",
      async (ctx, req, res) => {
        const occasion = await ctx.services.occasions.getPublished(String(req.params.occasionId), ctx.language);
        const [snapshot, prices] = await Promise.all([
          ctx.services.occupancy.get(occasion.id),
          ctx.services.pricing.occasionPrices(occasion, ctx.language),
        ]);
        const page = occasionPage(occasion, snapshot, prices, ctx.language);
        // The map changes with every hold: watchers revalidate with If-None-Match and mostly get 304.
        res.set("ETag", page.etag).set("Cache-Control", "no-cache");
        if (req.get("if-none-match") === page.etag) res.status(304).end();
        else res.type("application/json").send(page.body);
        return undefined;
      },
    ],
    [
      "/drafts/:uuid",
      async (ctx, req) =>
        restDraft(
          await ctx.services.bookings.getDraft(
            String(req.params.uuid),
            req.cookies?.[DRAFT_COOKIE],
            ctx.language,
            ctx.services.clock.now(),
          ),
        ),
    ],
    [
      "/dictionaries/:lng/:file",
      async (ctx, req) => {
        const match = /^([\w-]+)\.json$/.exec(String(req.params.file));
        if (!match) throw new DomainError("NOT_FOUND", "errors.notFound");
        return ctx.services.dictionaries.dictionary(String(req.params.lng), match[1]!);
      },
    ],
  ];

  /** State-changing calls (SPEC section 7 and sign-in); each needs the CSRF header. */
  const mutations: Array<[Method, string, Handler]> = [
    [
      "post",
      "/login",
      async (ctx, req) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        return signIn(ctx, String(body.email ?? ""), String(body.password ?? ""));
      },
    ],
    ["post", "/logout", (ctx) => signOut(ctx)],
    [
      "post",
      "/occasions/:occasionId/book",
      async (ctx, req, res) => {
        const { draft, secret } = await ctx.services.drafts.book(String(req.params.occasionId), ctx.clientAddress, ctx.language);
        setDraftCookie(ctx, secret);
        res.status(201);
        return restDraft(draft);
      },
    ],
    [
      "post",
      "/drafts/:uuid/spaces/:spaceId",
      async (ctx, req, res) => {
        const ticket = await ctx.services.drafts.addSpace(String(req.params.uuid), String(req.params.spaceId), draftCaller(ctx));
        res.status(201);
        return restTicket(ticket);
      },
    ],
    [
      "put",
      "/drafts/:uuid/tickets/:ticketId",
      async (ctx, req) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const ticketTypeId = (body.ticket_type_id ?? body.ticketTypeId) as string | undefined;
        const addonIds = (body.addon_ids ?? body.addonIds ?? body.addons) as string[] | undefined;
        if (addonIds !== undefined && (!Array.isArray(addonIds) || addonIds.some((id) => typeof id !== "string"))) throw badRequest();
        if (ticketTypeId !== undefined && typeof ticketTypeId !== "string") throw badRequest();
        return restTicket(
          await ctx.services.drafts.updateTicket(
            String(req.params.uuid),
            String(req.params.ticketId),
            { ticketTypeId, addonIds },
            draftCaller(ctx),
          ),
        );
      },
    ],
    [
      "delete",
      "/drafts/:uuid/tickets/:ticketId",
      async (ctx, req) => {
        const draft = await ctx.services.drafts.removeTicket(String(req.params.uuid), String(req.params.ticketId), draftCaller(ctx));
        return draft ? restDraft(draft) : undefined;
      },
    ],
    [
      "post",
      "/drafts/:uuid/payment",
      async (ctx, req) =>
        restDraft(await ctx.services.checkout.initiatePayment(String(req.params.uuid), checkoutInput(req.body), draftCaller(ctx))),
    ],
    [
      "delete",
      "/drafts/:uuid/payment",
      async (ctx, req) => restDraft(await ctx.services.checkout.cancelPayment(String(req.params.uuid), draftCaller(ctx))),
    ],
    [
      "put",
      "/drafts/:uuid/confirm",
      async (ctx, req) =>
        restDraft(await ctx.services.checkout.confirm(String(req.params.uuid), checkoutInput(req.body), draftCaller(ctx))),
    ],
    [
      "post",
      "/drafts/:uuid/pay",
      async (ctx, req) => ctx.services.checkout.pay(String(req.params.uuid), draftCaller(ctx), { baseUrl: requestBaseUrl(ctx) }),
    ],
    [
      "delete",
      "/drafts/:uuid",
      async (ctx, req) => void (await ctx.services.drafts.cancelDraft(String(req.params.uuid), draftCaller(ctx))),
    ],
  ];

  const byPath = new Map<string, Array<[Method, Handler, { language?: boolean } | undefined]>>();
  for (const [path, handler, options] of routes) byPath.set(path, [["get", handler, options]]);
  for (const [method, path, handler] of mutations) byPath.set(path, [...(byPath.get(path) ?? []), [method, handler, undefined]]);
  for (const [path, handlers] of byPath) {
    const route = router.route(path);
    for (const [method, handler, options] of handlers) {
      if (method === "get") route.get(handle(handler, options));
      else route[method](handle(handler, { ...options, csrf: true }));
    }
    const allowed = handlers.map(([method]) => method.toUpperCase()).join(", ");
    route.all(async (req, res) => {
      const language = await services.settings.resolveLanguage(typeof req.query.lng === "string" ? req.query.lng : undefined);
      res.status(405).set("Allow", allowed).type("text/plain").send(serverMessage("errors.methodNotAllowed", language));
    });
  }

  router.use(async (req, res) => {
    const language = await services.settings.resolveLanguage(typeof req.query.lng === "string" ? req.query.lng : undefined);
    res.status(404).type("text/plain").send(serverMessage("errors.notFound", language));
  });

  router.use(async (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // A body that failed to parse never reached a handler, which is where the language is resolved.
    const language: string =
      res.locals.language ??
      (await services.settings.resolveLanguage(typeof req.query.lng === "string" ? req.query.lng : undefined).catch(() => "en"));
    if (error instanceof DomainError) {
      const { status, body } = toRestError(error, language, REST_FIELD_NAMES);
      if (error.retryAfter !== undefined) res.set("Retry-After", String(error.retryAfter));
      res.status(status).type("text/plain").send(body);
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
    logger.error("rest error", { path: req.path, error: String(error), stack: (error as Error)?.stack });
    res.status(500).type("text/plain").send(serverMessage("errors.internal", language));
  });
  return router;
}
