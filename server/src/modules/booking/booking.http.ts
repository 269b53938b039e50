import type { RequestContext } from "../../app/context.js";
import type { RestRoute } from "../../app/rest-route.js";
import { content, created, download, EXPORT_TYPES } from "../../common/rest-answer.js";
import { publicBaseUrl } from "../../common/public-url.js";
import { authorize } from "../access/authorization.js";
import { isSecureRequest } from "../access/access.http.js";
import type { Permission } from "../access/permissions.js";
import { parseGuestListSort } from "./admin/guest-list.js";
import type { DraftView, TicketView } from "./booking.results.js";
import type { CheckoutInput } from "./checkout/checkout.service.js";
import type { DraftCaller } from "./draft/draft-access.js";
import type { AddSpaceOptions } from "./draft/draft.service.js";
import { DRAFT_COOKIE, OFFER_COOKIE, RENEWAL_COOKIE } from "./draft/draft-secret.js";
import { admissionCredentialsFrom, type AdmissionCredentials } from "./process/admission-port.js";
import * as z from "zod/mini";
import { described, namedInput, serviceChecked } from "../../common/api-schema.js";
import { restRoute } from "../../common/rest-route.js";
import { draftAnswer, paymentSubmissionAnswer, ticketAnswer } from "./booking.answers.js";

/** The draft's secret travels in an HttpOnly cookie (DESIGN section 3, 'Who may touch a draft'). */
export function setDraftCookie(ctx: RequestContext, secret: string): void {
  setSecretCookie(ctx, DRAFT_COOKIE, secret);
}

/** A renewal's booking and its secret (the link's uuid), in a cookie of its own beside the draft's. */
export function setRenewalCookie(ctx: RequestContext, bookingId: string, secret: string): void {
  setSecretCookie(ctx, RENEWAL_COOKIE, `${bookingId}.${secret}`);
}

/** A waiting-list offer's draft and its secret (the link's token), in a cookie of its own beside the draft's. */
export function setOfferCookie(ctx: RequestContext, bookingId: string, secret: string): void {
  setSecretCookie(ctx, OFFER_COOKIE, `${bookingId}.${secret}`);
}

/**
 * A secret the browser keeps for the site (a draft's, a renewal's, a waiting room's): HttpOnly, SameSite=Lax, Secure over
 * HTTPS, for `maxAgeMs` (a week unless told).
 */
export function setSecretCookie(ctx: RequestContext, name: string, value: string, maxAgeMs = 7 * 24 * 3600 * 1000): void {
  ctx.setCookie(name, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureRequest(ctx),
    path: "/",
    maxAge: maxAgeMs,
  });
}

/**
 * Who calls booking `uuid`: the renewal or waiting-list offer cookie's secret when it names that booking (a renewal
 * being paid, an offer being checked out), else the draft cookie's.
 */
export function draftCaller(ctx: RequestContext, uuid: string): DraftCaller {
  const who = {
    language: ctx.language,
    userId: ctx.identity.user?.id ?? null,
    clientKey: ctx.clientKey,
    admission: admissionCredentials(ctx),
  };
  for (const name of [RENEWAL_COOKIE, OFFER_COOKIE]) {
    const link = ctx.cookies[name];
    if (typeof link !== "string") continue;
    const dot = link.indexOf(".");
    if (dot > 0 && link.slice(0, dot).toLowerCase() === uuid.toLowerCase()) return { secret: link.slice(dot + 1), ...who };
  }
  const secret = ctx.cookies[DRAFT_COOKIE];
  return { secret: typeof secret === "string" ? secret : undefined, ...who };
}

/**
 * What the browser brings to a date behind a waiting room (issue 39): its admission cookie for the date and its visitor
 * cookie; the box office (sell_tickets) is never queued.
 */
export function admissionCredentials(ctx: RequestContext): AdmissionCredentials {
  return admissionCredentialsFrom(ctx.cookies, ctx.identity.user?.permissions.includes("sell_tickets") ?? false);
}

/** POST /api/occasions/{id}/book: a new draft, its cookie set, in REST's names. */
export async function bookDraft(ctx: RequestContext, occasionId: string) {
  const { draft, secret } = await ctx.services.drafts.book(occasionId, ctx.clientKey, ctx.language, admissionCredentials(ctx));
  setDraftCookie(ctx, secret);
  return restDraft(draft);
}

/** POST /api/drafts/{uuid}/spaces/{spaceId}: the new ticket, in REST's names. */
export async function holdSpace(ctx: RequestContext, uuid: string, spaceId: string, options: AddSpaceOptions) {
  return restTicket(await ctx.services.drafts.addSpace(uuid, spaceId, draftCaller(ctx, uuid), options));
}

export function requestBaseUrl(ctx: RequestContext): string {
  return publicBaseUrl(ctx.services.config.payments.publicUrl, ctx.origin);
}

/** Validation messages name fields as the REST form sends them (DESIGN section 8). */
export const REST_FIELD_NAMES: Record<string, string> = {
  identityNumber: "identity_number",
  paymentMethodId: "payment_method_id",
  termsAccepted: "terms_accepted",
  ticketTypeId: "ticket_type_id",
  addonIds: "addon_ids",
};

/** Checkout form values in the specification's names (identity_number, payment_method_id, terms). */
export function checkoutInput(input: unknown): CheckoutInput {
  const body = input !== null && typeof input === "object" ? (input as Record<string, unknown>) : undefined;
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

/**
 * Checkout's form values as a JSON body, in the specification's names (the camel-case and `client: {...}` spellings
 * are taken too): the service checks them against the venue's settings and names each field it refuses, so they
 * are taken here as any JSON value.
 */
export const checkoutBody = namedInput(
  "CheckoutForm",
  z.pipe(
    z.looseObject({
      firstname: serviceChecked("The customer's first name."),
      lastname: serviceChecked("The customer's last name."),
      email: serviceChecked("The customer's e-mail address."),
      phone: serviceChecked("The customer's phone number."),
      address: serviceChecked("The customer's postal address (when the venue asks for it)."),
      identity_number: serviceChecked("A Finnish personal identity code (when the venue asks for it)."),
      message: serviceChecked("A message to the venue."),
      payment_method_id: serviceChecked("The payment method's id (GET /api/payment-methods)."),
      terms_accepted: serviceChecked("Confirm: true when the customer accepted the booking terms."),
    }),
    z.transform((input) => checkoutInput(input)),
  ),
);

/** A draft in the specification's field names (SPEC section 3: uuid, occasion_id, payment_method_id, tickets). */
function restDraft(draft: DraftView) {
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

/** The drafts' REST routes (SPEC section 7): book, read, add a place, change or remove a ticket, check out, pay, cancel. */
export const draftRoutes: RestRoute[] = [
  {
    method: "post",
    path: "/occasions/:occasionId/book",
    summary: "Start a draft booking of an occasion; its secret is set in an HttpOnly cookie.",
    tag: "Drafts",
    answers: { 201: draftAnswer },
    refusals: {
      403: "The occasion is not bookable ('booking is not allowed'), or its waiting room has not admitted this browser.",
      404: "No such published occasion.",
      429: "Too many drafts from this address this minute.",
    },
    handler: async (ctx, req) => created(await bookDraft(ctx, String(req.params.occasionId))),
  },
  {
    method: "get",
    path: "/drafts/:uuid",
    summary: "The draft (with its cookie).",
    tag: "Drafts",
    answers: { 200: draftAnswer },
    refusals: { 404: "Booking expired or missing." },
    handler: async (ctx, req) =>
      restDraft(
        await ctx.services.bookings.getDraft(
          String(req.params.uuid),
          draftCaller(ctx, String(req.params.uuid)).secret,
          ctx.language,
          ctx.services.clock.now(),
        ),
      ),
  },
  {
    method: "delete",
    path: "/drafts/:uuid",
    summary: "Cancel the draft: its places are given back.",
    tag: "Drafts",
    answers: { 204: null },
    refusals: { 404: "Booking expired or missing." },
    handler: async (ctx, req) =>
      void (await ctx.services.drafts.cancelDraft(String(req.params.uuid), draftCaller(ctx, String(req.params.uuid)))),
  },
  restRoute({
    method: "post",
    path: "/drafts/:uuid/spaces/:spaceId",
    summary: "Hold a place for the draft: a new ticket.",
    tag: "Drafts",
    body: z.object({
      // A wheelchair place held back for wheelchair users (issue 20) is held for a buyer who says they need it.
      accessibility_need: z.optional(z.unknown()),
      accessibilityNeed: z.optional(z.unknown()),
      // A place held back for a campaign's codes (a presale, issue 38) is held with one of its codes.
      presale_code: z.optional(z.nullable(z.string())),
      presaleCode: z.optional(z.nullable(z.string())),
    }),
    answers: { 201: ticketAnswer },
    refusals: {
      403: "The occasion is not bookable ('booking is not allowed').",
      404: "Booking expired or missing, or no such space.",
      409: "The space is full ('selected space is already booked'), or held back for a campaign's codes.",
      422: "The draft has its most tickets (MAX_TICKETS_PER_DRAFT).",
      429: "This address holds too many places of the occasion.",
    },
    handler: async (ctx, req) => {
      const accessibilityNeed = (req.body.accessibility_need ?? req.body.accessibilityNeed) === true;
      const presaleCode = req.body.presale_code ?? req.body.presaleCode ?? null;
      return created(await holdSpace(ctx, req.params.uuid, req.params.spaceId, { accessibilityNeed, presaleCode }));
    },
  }),
  restRoute({
    method: "put",
    path: "/drafts/:uuid/tickets/:ticketId",
    summary: "Change a ticket's type or addons.",
    tag: "Drafts",
    body: z.object({
      ticket_type_id: z.optional(z.nullable(z.string())),
      ticketTypeId: z.optional(z.nullable(z.string())),
      addon_ids: z.optional(z.nullable(z.array(z.string()))),
      addonIds: z.optional(z.nullable(z.array(z.string()))),
      addons: z.optional(z.nullable(z.array(z.string()))),
    }),
    answers: { 200: ticketAnswer },
    refusals: { 404: "Booking expired or missing, or no such ticket.", 409: "The booking has a payment pending." },
    handler: async (ctx, req) => {
      const body = req.body;
      const ticketTypeId = body.ticket_type_id ?? body.ticketTypeId ?? undefined;
      const addonIds = body.addon_ids ?? body.addonIds ?? body.addons ?? undefined;
      const update = { ticketTypeId, addonIds };
      return restTicket(
        await ctx.services.drafts.updateTicket(
          String(req.params.uuid),
          String(req.params.ticketId),
          update,
          draftCaller(ctx, String(req.params.uuid)),
        ),
      );
    },
  }),
  {
    method: "delete",
    path: "/drafts/:uuid/tickets/:ticketId",
    summary: "Remove a ticket; removing the last one cancels the draft (204).",
    tag: "Drafts",
    answers: { 200: draftAnswer, 204: null },
    refusals: { 404: "Booking expired or missing, or no such ticket.", 409: "The booking has a payment pending." },
    handler: async (ctx, req) => {
      const draft = await ctx.services.drafts.removeTicket(
        String(req.params.uuid),
        String(req.params.ticketId),
        draftCaller(ctx, String(req.params.uuid)),
      );
      return draft ? restDraft(draft) : undefined;
    },
  },
  restRoute({
    method: "post",
    path: "/drafts/:uuid/payment",
    summary: "Initiate payment: the customer's details and payment method checked, the draft in payment.",
    tag: "Drafts",
    body: checkoutBody,
    answers: { 200: draftAnswer },
    refusals: { 404: "Booking expired or missing." },
    handler: async (ctx, req) =>
      restDraft(await ctx.services.checkout.initiatePayment(req.params.uuid, req.body, draftCaller(ctx, req.params.uuid))),
  }),
  {
    method: "delete",
    path: "/drafts/:uuid/payment",
    summary: "Cancel the payment: the draft is editable again.",
    tag: "Drafts",
    answers: { 200: draftAnswer },
    refusals: { 404: "Booking expired or missing." },
    handler: async (ctx, req) =>
      restDraft(await ctx.services.checkout.cancelPayment(String(req.params.uuid), draftCaller(ctx, String(req.params.uuid)))),
  },
  restRoute({
    method: "put",
    path: "/drafts/:uuid/confirm",
    summary: "Confirm with the final details and the terms: booked when nothing is payable, else ready to pay.",
    tag: "Drafts",
    body: checkoutBody,
    answers: { 200: draftAnswer },
    refusals: { 404: "Booking expired or missing.", 409: "A payment is already in progress." },
    handler: async (ctx, req) =>
      restDraft(await ctx.services.checkout.confirm(req.params.uuid, req.body, draftCaller(ctx, req.params.uuid))),
  }),
  {
    method: "post",
    path: "/drafts/:uuid/pay",
    summary: "Pay: opens a provider attempt and answers what the browser submits to the provider.",
    tag: "Drafts",
    answers: { 200: paymentSubmissionAnswer },
    refusals: { 404: "Booking expired or missing.", 409: "A payment is already in progress." },
    handler: async (ctx, req) =>
      ctx.services.checkout.pay(String(req.params.uuid), draftCaller(ctx, String(req.params.uuid)), { baseUrl: requestBaseUrl(ctx) }),
  },
  {
    method: "post",
    path: "/drafts/:uuid/continue-payment",
    summary: "Continue the open provider attempt (after the browser lost the provider's page).",
    tag: "Drafts",
    answers: { 200: paymentSubmissionAnswer },
    refusals: { 404: "Booking expired or missing.", 409: "No payment to continue." },
    handler: async (ctx, req) =>
      ctx.services.checkout.continuePayment(String(req.params.uuid), draftCaller(ctx, String(req.params.uuid)), {
        baseUrl: requestBaseUrl(ctx),
      }),
  },
];

/** A query parameter as a list: `status=booked&status=locked` (or one value). */
function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === "string");
  return typeof value === "string" && value ? [value] : [];
}

/** Who may take the bookings out of the app: the export and the door's guest list ask the same. */
const EXPORT_PERMISSIONS: readonly Permission[] = ["administer_bookings"];

/**
 * GET /api/admin/bookings/export.csv|.xlsx?eventId&occasionId&status&lng (DESIGN section 7.3): plain GET
 * URLs for browsers (session) and other systems (API token), administer_bookings.
 */
function exportRoute(format: "csv" | "xlsx"): RestRoute {
  return {
    method: "get",
    path: `/admin/bookings/export.${format}`,
    summary: `The bookings as ${format.toUpperCase()}, filtered by event, occasion and statuses.`,
    tag: "Exports",
    permissions: EXPORT_PERMISSIONS,
    query: {
      eventId: described("Only this event's bookings.", z.optional(z.string())),
      occasionId: described("Only this occasion's bookings.", z.optional(z.string())),
      status: described(
        "Only bookings in these statuses (repeat the parameter for more than one).",
        z.optional(z.union([z.string(), z.array(z.string())])),
      ),
    },
    answers: { 200: { media: EXPORT_TYPES[format].split(";")[0]!, description: "The bookings, one row per ticket.", file: true } },
    handler: async (ctx, req) => {
      authorize(ctx.identity, EXPORT_PERMISSIONS);
      const single = (name: string) => (typeof req.query[name] === "string" && req.query[name] ? String(req.query[name]) : undefined);
      const filter = { eventId: single("eventId"), occasionId: single("occasionId"), statuses: list(req.query.status) };
      ctx.services.bookingExport.check(filter);
      const stamp = ctx.services.clock.now().toISOString().slice(0, 10);
      const file = { name: `bookings-${stamp}.${format}`, type: EXPORT_TYPES[format], what: "booking export" };
      return download(file, (out) =>
        format === "csv"
          ? ctx.services.bookingExport.csv(filter, ctx.language, out)
          : ctx.services.bookingExport.xlsx(filter, ctx.language, out),
      );
    },
  };
}

/**
 * GET /api/admin/occasions/{id}/guest-list.pdf?sort=name|seat&lng (issue 34, item 13): the door's printable check-in
 * list of the occasion, in the administrator's language, behind the export's permission. 400 for another sort,
 * 404 for an unknown occasion.
 */
const guestListRoute: RestRoute = {
  method: "get",
  path: "/admin/occasions/:occasionId/guest-list.pdf",
  summary: "The door's printable guest list of an occasion, by name or seat.",
  tag: "Exports",
  permissions: EXPORT_PERMISSIONS,
  query: { sort: described("name (the default) or seat.", z.optional(z.string())) },
  answers: { 200: { media: "application/pdf", description: "The guest list.", file: true } },
  refusals: { 404: "No such occasion." },
  handler: async (ctx, req) => {
    authorize(ctx.identity, EXPORT_PERMISSIONS);
    const sort = parseGuestListSort(req.query.sort);
    const now = ctx.services.clock.now();
    const pdf = await ctx.services.guestLists.pdf(String(req.params.occasionId), sort, ctx.language, now);
    return content("application/pdf", pdf, {
      "Cache-Control": "no-store",
      "Content-Disposition": `attachment; filename="guest-list-${now.toISOString().slice(0, 10)}-by-${sort}.pdf"`,
    });
  },
};

export const exportRoutes: RestRoute[] = [exportRoute("csv"), exportRoute("xlsx"), guestListRoute];
