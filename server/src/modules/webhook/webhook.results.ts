import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import type { WebhookDeliveryRow, WebhookEndpointRow } from "./webhook-admin.service.js";

@InputType("WebhookEndpointInput", { description: "An endpoint other systems are told of events at (issue 40)." })
export class WebhookEndpointInput {
  @Field({ description: "https URL on a public address (see WEBHOOK_ALLOW_PRIVATE)." })
  url!: string;

  @Field(() => String, { nullable: true, description: "What it is for (up to 200 characters)." })
  description?: string | null;

  @Field(() => [String], { description: "The event types it receives (webhookEventTypes); at least one." })
  events!: string[];

  @Field({ description: "An inactive endpoint is sent nothing; its pending deliveries wait for it." })
  active!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "Its signing secret (24-200 characters without spaces); none: one is made (on create) or the one it has is kept.",
  })
  secret?: string | null;
}

@ObjectType("WebhookEndpoint")
export class WebhookEndpointView {
  @Field(() => ID)
  id!: string;

  @Field()
  url!: string;

  @Field()
  description!: string;

  @Field(() => [String])
  events!: string[];

  @Field()
  active!: boolean;

  @Field({ description: "The secret's last four characters (the secret itself is shown once)." })
  secretHint!: string;

  @Field(() => Int, { description: "Deliveries waiting to be sent or retried." })
  pendingDeliveries!: number;

  @Field(() => Int, { description: "Deliveries given up after a day of retries." })
  failedDeliveries!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType("WebhookEndpointWithSecret", { description: "An endpoint with its signing secret, answered once when it is made." })
export class WebhookEndpointWithSecretView {
  @Field(() => WebhookEndpointView)
  endpoint!: WebhookEndpointView;

  @Field({ description: "Signs X-Seatbooking-Signature; keep it with the receiver. It is not shown again." })
  secret!: string;
}

@ObjectType("WebhookDelivery", { description: "An event's delivery to an endpoint: the log entry and its state." })
export class WebhookDeliveryView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  eventId!: string;

  @Field()
  eventType!: string;

  @Field(() => Date)
  eventCreatedAt!: Date;

  @Field({ description: "The JSON body sent (without its signature, which is made per request)." })
  payload!: string;

  @Field({ description: "pending (to be sent or retried), delivered (answered 2xx), failed (given up after a day)." })
  state!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => Date, { nullable: true, description: "When it is tried next, while pending." })
  nextAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true })
  lastAttemptAt!: Date | null;

  @Field(() => Int, { nullable: true, description: "The endpoint's last HTTP status; null when it did not answer." })
  responseStatus!: number | null;

  @Field(() => String, { nullable: true })
  lastError!: string | null;

  @Field(() => Date, { nullable: true })
  deliveredAt!: Date | null;

  @Field(() => ID, { nullable: true, description: "The delivery this one sends again (resendWebhookDelivery)." })
  resendOf!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

export function endpointView(row: WebhookEndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    active: row.active,
    secretHint: row.secret_hint,
    pendingDeliveries: row.pending,
    failedDeliveries: row.failed,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function deliveryView(row: WebhookDeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    eventCreatedAt: row.event_created_at,
    payload: row.payload,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.state === "pending" ? row.next_attempt_at : null,
    lastAttemptAt: row.last_attempt_at,
    responseStatus: row.response_status,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
    resendOf: row.resend_of,
    createdAt: row.created_at,
  };
}
