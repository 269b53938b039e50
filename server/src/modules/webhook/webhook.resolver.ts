import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { DOMAIN_EVENT_TYPES } from "../../common/domain-events.js";
import { MAX_DELIVERIES_LISTED } from "./webhook-admin.service.js";
import {
  deliveryView,
  endpointView,
  WebhookDeliveryView,
  WebhookEndpointInput,
  WebhookEndpointView,
  WebhookEndpointWithSecretView,
} from "./webhook.results.js";

/**
 * Webhook endpoints and their delivery log (issue 40). They send bookings with their customers' details to other systems
 * and show them in the log: for holders of administer_settings who also administer bookings.
 */
@Resolver()
export class WebhookResolver {
  @Authorized("administer_settings", "administer_bookings")
  @Query(() => [String], { description: "The event types an endpoint can receive." })
  webhookEventTypes(): string[] {
    return [...DOMAIN_EVENT_TYPES];
  }

  @Authorized("administer_settings", "administer_bookings")
  @Query(() => [WebhookEndpointView], { description: "Every webhook endpoint, oldest first." })
  async webhookEndpoints(@Ctx() ctx: RequestContext): Promise<WebhookEndpointView[]> {
    return (await ctx.services.webhookAdmin.list()).map(endpointView);
  }

  @Authorized("administer_settings", "administer_bookings")
  @Query(() => [WebhookDeliveryView], {
    description: `An endpoint's deliveries, newest first (at most ${MAX_DELIVERIES_LISTED}); state: pending, delivered or failed.`,
  })
  async webhookDeliveries(
    @Arg("endpointId", () => ID) endpointId: string,
    @Arg("state", () => String, { nullable: true }) state: string | null,
    @Arg("first", () => Int, { defaultValue: 50 }) first: number,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookDeliveryView[]> {
    return (await ctx.services.webhookAdmin.deliveries(endpointId, state ?? null, first)).map(deliveryView);
  }

  @Authorized("administer_settings", "administer_bookings")
  @Mutation(() => WebhookEndpointWithSecretView, {
    description: "Registers an endpoint. BAD_USER_INPUT names the field: a URL that is not https or is on a private address, no events.",
  })
  async createWebhookEndpoint(@Arg("input", () => WebhookEndpointInput) input: WebhookEndpointInput, @Ctx() ctx: RequestContext) {
    const { endpoint, secret } = await ctx.services.webhookAdmin.create(input, ctx.identity.user?.id ?? null);
    return { endpoint: endpointView(endpoint), secret };
  }

  @Authorized("administer_settings", "administer_bookings")
  @Mutation(() => WebhookEndpointView)
  async updateWebhookEndpoint(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => WebhookEndpointInput) input: WebhookEndpointInput,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookEndpointView> {
    return endpointView(await ctx.services.webhookAdmin.update(id, input));
  }

  @Authorized("administer_settings", "administer_bookings")
  @Mutation(() => WebhookEndpointWithSecretView, { description: "A new signing secret, answered once; the old one stops at once." })
  async rotateWebhookSecret(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext) {
    const { endpoint, secret } = await ctx.services.webhookAdmin.rotateSecret(id);
    return { endpoint: endpointView(endpoint), secret };
  }

  @Authorized("administer_settings", "administer_bookings")
  @Mutation(() => Boolean, { description: "Deletes the endpoint and its delivery log." })
  async deleteWebhookEndpoint(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.webhookAdmin.delete(id);
    return true;
  }

  @Authorized("administer_settings", "administer_bookings")
  @Mutation(() => WebhookDeliveryView, {
    description: "Sends a delivered or failed delivery's event again, as a new delivery (same event id). CONFLICT while it is pending.",
  })
  async resendWebhookDelivery(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<WebhookDeliveryView> {
    return deliveryView(await ctx.services.webhookAdmin.resend(id));
  }
}
