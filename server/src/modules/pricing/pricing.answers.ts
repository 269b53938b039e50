import * as z from "zod/mini";
import { named, uuid } from "../../common/api-schema.js";

/** The REST answers of pricing, as JSON (app/openapi.ts documents them; integration tests validate every answer). */
export const ticketTypeAnswer = named(
  "TicketType",
  z.object({ id: uuid(), name: z.string(), vat: z.number(), productCode: z.string(), position: z.int() }),
);

export const addonAnswer = named(
  "Addon",
  z.object({
    id: uuid(),
    name: z.string(),
    description: z.nullable(z.string()),
    price: z.int(),
    vat: z.number(),
    productCode: z.string(),
    active: z.boolean(),
  }),
);

export const priceAnswer = named(
  "Price",
  z.object({ ticketTypeId: uuid(), ticketType: ticketTypeAnswer, priceZoneId: z.nullable(uuid()), price: z.int() }),
);

export const paymentMethodAnswer = named("PaymentMethod", z.object({ id: z.string(), name: z.string() }));
