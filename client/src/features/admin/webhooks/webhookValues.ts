import type { TFunction } from "i18next";
import type { WebhookDeliveryFieldsFragment, WebhookEndpointFieldsFragment, WebhookEndpointInput } from "../../../generated/admin";

export const WEBHOOKS_PATH = "/admin/settings/webhooks";

/** The delivery states the log is filtered by (webhookDeliveries' `state`). */
export const DELIVERY_STATES = ["pending", "delivered", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** The endpoint form's fields as typed: the secret empty for none (made by the server, or the saved one kept). */
export interface EndpointFormValues extends Record<string, unknown> {
  url: string;
  description: string;
  events: string[];
  active: boolean;
  secret: string;
}

/** A saved endpoint as its form shows it; a new one is active and receives nothing until events are chosen. */
export function toEndpointFormValues(saved: WebhookEndpointFieldsFragment | null): EndpointFormValues {
  return {
    url: saved?.url ?? "",
    description: saved?.description ?? "",
    events: [...(saved?.events ?? [])],
    active: saved?.active ?? true,
    secret: "",
  };
}

/**
 * The input the server takes: the events in the server's order (webhookEventTypes; a type it no longer offers is
 * dropped), an empty description or secret as none (an empty secret would be refused: none keeps the saved one).
 */
export function toEndpointInput(values: EndpointFormValues, eventTypes: readonly string[]): WebhookEndpointInput {
  const description = values.description.trim();
  const secret = values.secret.trim();
  return {
    url: values.url.trim(),
    description: description === "" ? null : description,
    events: eventTypes.filter((type) => values.events.includes(type)),
    active: values.active,
    secret: secret === "" ? null : secret,
  };
}

/** The translation key of an event type's label ('booking.booked' -> webhookAdmin.eventTypes.booking.booked). */
export function eventTypeKey(type: string): string {
  return `webhookAdmin.eventTypes.${type}`;
}

/** An event type as people read it in the interface language; a type without a label (a newer server's) as its name. */
export function eventTypeLabel(type: string, t: TFunction): string {
  return t(eventTypeKey(type), { defaultValue: type });
}

/** What the endpoint last answered: 'HTTP 500', the error when it did not answer ('ECONNREFUSED: ...'), or null. */
export function deliveryOutcome(delivery: Pick<WebhookDeliveryFieldsFragment, "responseStatus" | "lastError">): string | null {
  const status = delivery.responseStatus == null ? null : `HTTP ${delivery.responseStatus}`;
  const error = delivery.lastError?.trim() || null;
  if (status && error && error !== status) return `${status} · ${error}`;
  return status ?? error;
}

/** A delivery that may be sent again: one that has ended (delivered or given up); a pending one is on its way. */
export function canResend(delivery: Pick<WebhookDeliveryFieldsFragment, "state">): boolean {
  return delivery.state === "delivered" || delivery.state === "failed";
}

/** The payload as sent, indented for reading (as it is, should it not be JSON). */
export function prettyPayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

export const STATE_COLOURS: Record<string, string> = { pending: "yellow", delivered: "green", failed: "red" };
