import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { EventView } from "../event/event.results.js";
import { PlanView } from "../plan/plan.results.js";
import { PriceView } from "../pricing/pricing.results.js";
import { OccasionView, SpaceOccupancyView } from "./occasion.results.js";

@Resolver(() => OccasionView)
export class OccasionResolver {
  @Query(() => OccasionView, { description: "A published occasion of a published event." })
  occasion(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<OccasionView> {
    return ctx.services.occasions.getPublished(id, ctx.language);
  }

  @FieldResolver(() => EventView, { description: "The occasion's event." })
  event(@Root() occasion: OccasionView, @Ctx() ctx: RequestContext): Promise<EventView> {
    return ctx.services.events.getPublished(occasion.eventId, ctx.language);
  }

  @FieldResolver(() => PlanView, { description: "The occasion's plan with its spaces." })
  plan(@Root() occasion: OccasionView, @Ctx() ctx: RequestContext): Promise<PlanView> {
    return ctx.services.plans.get(occasion.planId, ctx.language);
  }

  @FieldResolver(() => [PriceView], { description: "Prices that apply: the occasion's own with custom pricing, else the event's." })
  prices(@Root() occasion: OccasionView, @Ctx() ctx: RequestContext): Promise<PriceView[]> {
    return ctx.services.pricing.occasionPrices(occasion, ctx.language);
  }

  @FieldResolver(() => [SpaceOccupancyView], { description: "Tickets holding each space." })
  occupancy(@Root() occasion: OccasionView, @Ctx() ctx: RequestContext): Promise<SpaceOccupancyView[]> {
    return ctx.services.occasions.occupancy(occasion.id);
  }
}
