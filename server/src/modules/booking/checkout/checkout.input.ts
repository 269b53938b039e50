/** What checkout sends besides the payment method (whether a method may be used is the payment service's). */
import type { ClientDetails, ClientRequirements } from "@seatbooking/core";
import { clientDetailsSchema } from "@seatbooking/core/input";
import * as z from "zod/mini";
import { refusal } from "../../../common/request-input.js";

/** The terms, accepted on confirm. */
export const termsAcceptedSchema = z.literal(true, refusal("validation.termsRequired"));

/**
 * The customer's details by the client form's schema (core builds it once per settings combination); at checkout
 * every required field is a string, which the schema's union of required and optional fields does not say.
 */
export function checkoutClientSchema(settings: ClientRequirements): z.ZodMiniType<ClientDetails> {
  return clientDetailsSchema(settings) as z.ZodMiniType<ClientDetails>;
}
