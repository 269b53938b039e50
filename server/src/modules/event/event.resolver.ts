import { Arg, Authorized, Ctx, FieldResolver, ID, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { administersVenue, authorizeAny, CATALOGUE_READ_PERMISSIONS } from "../access/authorization.js";
import { OccasionView } from "../occasion/occasion.results.js";
import { PlanView } from "../plan/plan.results.js";
import { AddonView } from "../pricing/pricing.results.js";
import { EventView } from "./event.results.js";
import { EventOfferView } from "./event-offer.js";

@Resolver(() => EventView)
export class EventResolver {
  @Query(() => [EventView], { description: "Published events, soonest upcoming first." })
  events(@Ctx() ctx: RequestContext): Promise<EventView[]> {
    return ctx.services.events.listPublished(ctx.language);
  }

  @Query(() => EventView, { description: "A published event with its published occasions and prices." })
  event(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<EventView> {
    return ctx.loaders.publishedEvent(id);
  }

  @Authorized()
  @Query(() => [EventView], {
    description:
      "Every event with every occasion, published or not (administer_events, administer_bookings, sell_tickets or administer_vouchers).",
  })
  adminEvents(@Ctx() ctx: RequestContext): Promise<EventView[]> {
    authorizeAny(ctx.identity, CATALOGUE_READ_PERMISSIONS);
    return ctx.services.events.listAll(ctx.language);
  }

  @FieldResolver(() => [AddonView], { description: "The addons its tickets can have (active ones)." })
  async addons(@Root() event: EventView, @Ctx() ctx: RequestContext): Promise<AddonView[]> {
    return (await ctx.services.pricing.eventAddons([event.id], ctx.language)).get(event.id) ?? [];
  }

  @FieldResolver(() => EventOfferView, { description: "Its upcoming dates' span and their price range (for the events list and page)." })
  offer(@Root() event: EventView, @Ctx() ctx: RequestContext): Promise<EventOfferView> {
    return ctx.loaders.eventOffer(event.id);
  }

  @FieldResolver(() => PlanView, { description: "The event's default plan with its spaces." })
  plan(@Root() event: EventView, @Ctx() ctx: RequestContext): Promise<PlanView> {
    return ctx.loaders.plan(event.planId);
  }
}

/** An occasion's event: the event module adds it to Occasion, since events stand above occasions. */
@Resolver(() => OccasionView)
export class OccasionEventResolver {
  @FieldResolver(() => EventView, { description: "The occasion's event (published or not for administrators)." })
  event(@Root() occasion: OccasionView, @Ctx() ctx: RequestContext): Promise<EventView> {
    return administersVenue(ctx.identity)
      ? ctx.services.events.getAny(occasion.eventId, ctx.language)
      : ctx.loaders.publishedEvent(occasion.eventId);
  }
}
