import { optionalText } from "@seatbooking/core/input";
import * as z from "zod/mini";
import { DOMAIN_EVENT_TYPES, type DomainEventType } from "../../common/domain-events.js";
import { refusal } from "../../common/request-input.js";

const URL_REFUSAL = refusal("webhook.urlInvalid");
const EVENTS_REFUSAL = refusal("webhook.events");
const SECRET_REFUSAL = refusal("webhook.secret");

const isEventType = (value: string): value is DomainEventType => (DOMAIN_EVENT_TYPES as readonly string[]).includes(value);

/**
 * An endpoint as an administrator saves it: the URL (its address is checked by the service: it needs the resolver), what
 * it is for, the event types (at least one, each known, duplicates dropped), whether it is active, and optionally its
 * own secret (24-200 characters without spaces; none or empty: one is made and shown once, or the endpoint keeps its own).
 */
export const webhookEndpointSchema = z.object({
  url: z.string(URL_REFUSAL).check(z.trim(), z.minLength(1, URL_REFUSAL), z.maxLength(2000, URL_REFUSAL)),
  description: optionalText(200),
  events: z.pipe(
    z.array(z.string(EVENTS_REFUSAL), EVENTS_REFUSAL).check(
      z.minLength(1, EVENTS_REFUSAL),
      z.refine((events) => events.every(isEventType), EVENTS_REFUSAL),
    ),
    z.transform((events) => [...new Set(events as DomainEventType[])]),
  ),
  active: z.boolean(),
  // Empty (or only spaces) is no secret of its own: one is made, or the endpoint keeps the one it has.
  secret: z.pipe(
    z.nullish(
      z.string(SECRET_REFUSAL).check(
        z.trim(),
        z.refine((value) => value === "" || /^\S{24,200}$/.test(value), SECRET_REFUSAL),
      ),
    ),
    z.transform((value) => value || null),
  ),
});
export type WebhookEndpointInputValues = z.infer<typeof webhookEndpointSchema>;
