import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { EventView } from "../event/event.results.js";
import { OccasionView } from "../occasion/occasion.results.js";
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
