import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { administersVenue } from "../access/authorization.js";
import { EventView } from "../event/event.results.js";
import { OccasionView } from "../occasion/occasion.results.js";
import { PlanView } from "../plan/plan.results.js";
import { SeriesView } from "./series.results.js";

/** Where visitors meet season tickets: on the event (its series) and on each date (the series it belongs to). */
@Resolver(() => EventView)
export class EventSeriesResolver {
  @FieldResolver(() => [SeriesView], { description: "The event's published series (season tickets), soonest first." })
  series(@Root() event: EventView, @Ctx() ctx: RequestContext): Promise<SeriesView[]> {
    return ctx.services.series.forEvent(event.id, ctx.language);
  }
}

@Resolver(() => OccasionView)
export class OccasionSeriesResolver {
  @FieldResolver(() => SeriesView, {
    nullable: true,
    description:
      "The published series (season ticket) this date belongs to, if any; when its singleDatesOnSale is false the date is sold only as that season ticket.",
  })
  async series(@Root() occasion: OccasionView, @Ctx() ctx: RequestContext): Promise<SeriesView | null> {
    const id = await ctx.loaders.occasionSeriesId(occasion.id);
    return id ? ctx.loaders.publishedSeries(id) : null;
  }
}

/** A series' event and plan, read once for the series (its map), not once per date. */
@Resolver(() => SeriesView)
export class SeriesPlaceResolver {
  @FieldResolver(() => EventView, { description: "The series' event." })
  event(@Root() series: SeriesView, @Ctx() ctx: RequestContext): Promise<EventView> {
    return administersVenue(ctx.identity)
      ? ctx.services.events.getAny(series.eventId, ctx.language)
      : ctx.loaders.publishedEvent(series.eventId);
  }

  @FieldResolver(() => PlanView, { nullable: true, description: "The plan every date of the series is on (its map); null without dates." })
  async plan(@Root() series: SeriesView, @Ctx() ctx: RequestContext): Promise<PlanView | null> {
    const first = series.dates[0];
    return first ? ctx.loaders.plan(first.planId) : null;
  }
}
