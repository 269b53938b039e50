import { Arg, Ctx, FieldResolver, Float, ID, Query, Resolver, Root, Subscription } from "type-graphql";
import { parseUuid } from "../../common/ids.js";
import type { OccupancyFeedUpdate } from "./occupancy.js";
import { occupancyUpdateView, OccupancyUpdateView } from "./occupancy.results.js";
import type { RequestContext } from "../../app/context.js";
import { administersVenue } from "../access/authorization.js";
import { PlanView } from "../plan/plan.results.js";
import { PriceView } from "../pricing/pricing.results.js";
import { OccasionView, SpaceOccupancyView } from "./occasion.results.js";

@Resolver(() => OccasionView)
export class OccasionResolver {
  @Query(() => OccasionView, { description: "A published occasion of a published event." })
  async occasion(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<OccasionView> {
    const occasion = await ctx.loaders.publishedOccasion(id);
    // Availability, occupancy and occupancyTakenAt from one snapshot, so one answer never disagrees with itself.
    const snapshot = await ctx.services.occupancy.get(occasion.id);
    return { ...occasion, availability: snapshot.availability, occupancySnapshot: snapshot };
  }

  @FieldResolver(() => PlanView, { description: "The occasion's plan with its spaces." })
  plan(@Root() occasion: OccasionView, @Ctx() ctx: RequestContext): Promise<PlanView> {
    return ctx.loaders.plan(occasion.planId);
  }

  @FieldResolver(() => [PriceView], { description: "Prices that apply: the occasion's own with custom pricing, else the event's." })
  prices(@Root() occasion: OccasionView, @Ctx() ctx: RequestContext): Promise<PriceView[]> {
    return ctx.services.pricing.occasionPrices(occasion, ctx.language);
  }

  @FieldResolver(() => [SpaceOccupancyView], { description: "Tickets holding each space." })
  async occupancy(@Root() occasion: OccasionView, @Ctx() ctx: RequestContext): Promise<SpaceOccupancyView[]> {
    return (occasion.occupancySnapshot ?? (await ctx.services.occupancy.get(occasion.id))).occupancy;
  }

  @FieldResolver(() => Float, {
    description:
      "When the server read this occupancy (milliseconds since the epoch). Of two answers, or an answer and a live " +
      "update, the later one is newer: the client keeps the newest, whichever channel delivered it last.",
  })
  async occupancyTakenAt(@Root() occasion: OccasionView, @Ctx() ctx: RequestContext): Promise<number> {
    return (occasion.occupancySnapshot ?? (await ctx.services.occupancy.get(occasion.id))).takenAt;
  }

  @Subscription(() => OccupancyUpdateView, {
    description: "The occasion's occupancy now, then after every change (coalesced across all server processes).",
    // The public may watch what it may see (an unpublished occasion is NOT_FOUND, as its page is);
    // administrators of events or bookings watch any occasion (the admin seat map before publishing).
    subscribe: async ({ args, context }) => {
      const ctx = context as RequestContext;
      const id = parseUuid(args.occasionId);
      const occasion = administersVenue(ctx.identity)
        ? await ctx.services.occasions.getAny(id, ctx.language)
        : await ctx.loaders.publishedOccasion(id);
      return ctx.services.occupancyFeed.subscribe(occasion.id);
    },
  })
  occupancyChanged(@Arg("occasionId", () => ID) _occasionId: string, @Root() update: OccupancyFeedUpdate): OccupancyUpdateView {
    return occupancyUpdateView(update);
  }
}
