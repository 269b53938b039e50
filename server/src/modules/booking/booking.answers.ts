import * as z from "zod/mini";
import { instant, named, uuid } from "../../common/api-schema.js";

/** The REST answers of bookings, as JSON (app/openapi.ts documents them; integration tests validate every answer). */
const ticketAddon = z.object({ addonId: uuid(), price: z.int(), vat: z.number() });

export const summaryAnswer = named(
  "Summary",
  z.object({
    total: z.int(),
    requirePayment: z.boolean(),
    byTicketType: z.array(
      z.object({ ticketTypeId: uuid(), name: z.string(), amount: z.int(), total: z.int(), price: z.int(), tickets: z.array(uuid()) }),
    ),
    byAddon: z.array(z.object({ addonId: uuid(), name: z.string(), amount: z.int(), total: z.int(), rate: z.number() })),
    byVat: z.array(z.object({ rate: z.number(), amount: z.int(), vat: z.int() })),
    discount: z.int(),
  }),
);

export const clientAnswer = named(
  "Client",
  z.object({
    firstname: z.nullable(z.string()),
    lastname: z.nullable(z.string()),
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    address: z.nullable(z.string()),
    identityNumber: z.nullable(z.string()),
    message: z.nullable(z.string()),
  }),
);

/** A draft's ticket in the specification's names (restTicket). */
export const ticketAnswer = named(
  "Ticket",
  z.object({
    id: uuid(),
    space_id: uuid(),
    ticket_type_id: uuid(),
    price: z.int(),
    vat: z.number(),
    addons: z.array(ticketAddon),
    total: z.int(),
  }),
);

/** A draft in the specification's names (restDraft). */
export const draftAnswer = named(
  "Draft",
  z.object({
    uuid: uuid(),
    occasion_id: uuid(),
    payment_method_id: z.nullable(z.string()),
    status: z.string(),
    expiresAt: z.nullable(instant()),
    tickets: z.array(ticketAnswer),
    client: clientAnswer,
    summary: summaryAnswer,
  }),
);

/** What the browser does next to pay: submit `fields` to `action` by `method` (a form post, a GET, a redirect). */
export const paymentSubmissionAnswer = named(
  "PaymentSubmission",
  z.object({ action: z.string(), fields: z.record(z.string(), z.string()), method: z.enum(["post", "get", "redirect"]) }),
);

/** A ticket in GraphQL's names, as the season ticket orders carry their dates' drafts. */
const draftTicket = z.object({
  id: uuid(),
  spaceId: uuid(),
  ticketTypeId: uuid(),
  price: z.int(),
  listPrice: z.optional(z.nullable(z.int())),
  vat: z.number(),
  addons: z.array(ticketAddon),
  total: z.int(),
});

/** One date's draft of a season ticket order (GraphQL's Draft). */
export const orderDateAnswer = named(
  "OrderDate",
  z.object({
    uuid: uuid(),
    occasionId: uuid(),
    status: z.string(),
    paymentMethodId: z.nullable(z.string()),
    openPaymentMethodId: z.nullable(z.string()),
    expiresAt: z.nullable(instant()),
    tickets: z.array(draftTicket),
    client: clientAnswer,
    summary: summaryAnswer,
    voucherCode: z.optional(z.nullable(z.string())),
  }),
);

/** A season ticket order being bought: one draft per date. */
export const seriesOrderAnswer = named(
  "SeriesOrder",
  z.object({
    uuid: uuid(),
    number: z.int(),
    seriesId: uuid(),
    status: z.string(),
    expiresAt: z.nullable(instant()),
    spaceIds: z.array(uuid()),
    total: z.int(),
    voucherCode: z.nullable(z.string()),
    dates: z.array(orderDateAnswer),
  }),
);

/** Where an order stands after checkout: each date's booking as checkout's result reads it, and the payment's status. */
export const seriesOrderResultAnswer = named(
  "SeriesOrderResult",
  z.object({
    uuid: uuid(),
    number: z.int(),
    seriesId: uuid(),
    status: z.string(),
    paymentStatus: z.nullable(z.string()),
    total: z.int(),
    dates: z.array(
      z.object({
        uuid: uuid(),
        number: z.int(),
        occasionId: uuid(),
        status: z.string(),
        paymentMethodId: z.nullable(z.string()),
        paymentStatus: z.nullable(z.string()),
        expiresAt: z.nullable(instant()),
        tickets: z.array(draftTicket),
        client: clientAnswer,
        summary: summaryAnswer,
        returnedPayments: z.array(z.object({ method: z.string(), amount: z.int(), refundStatus: z.string() })),
      }),
    ),
  }),
);
