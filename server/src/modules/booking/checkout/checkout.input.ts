/** What checkout sends besides the payment method (whether a method may be used is the payment service's). */
import type { ClientDetails, ClientRequirements } from "@seatbooking/core";
import { clientDetailsSchema } from "@seatbooking/core/input";
import * as z from "zod/mini";
import { refusal } from "../../../common/request-input.js";

/** The terms, accepted on confirm. */
export const termsAcceptedSchema = z.literal(true, refusal("validation.termsRequired"));

/** The customer's details by the client form's schema; one schema per combination of the settings, built once. */
const clientSchemas = new Map<string, z.ZodMiniType<ClientDetails>>();

export function checkoutClientSchema(settings: ClientRequirements): z.ZodMiniType<ClientDetails> {
  const key = `${settings.requireAddress} ${settings.requireIdentityNumber}`;
  let schema = clientSchemas.get(key);
  if (!schema) {
    schema = clientDetailsSchema({
      requireAddress: settings.requireAddress,
      requireIdentityNumber: settings.requireIdentityNumber,
    }) as z.ZodMiniType<ClientDetails>;
    clientSchemas.set(key, schema);
  }
  return schema;
}
