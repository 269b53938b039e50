import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { authorizeAny, VENUE_ADMIN_PERMISSIONS } from "../access/authorization.js";
import { SpaceOccupancyView } from "../occasion/occasion.results.js";
import { TranslationView, translationList } from "../i18n/translation.types.js";
import { SeriesInput } from "./series.inputs.js";
import { seriesOccupancyFeed, type SeriesOccupancyUpdate } from "./series-occupancy-feed.js";
import { SeriesOccupancyUpdateView, SeriesView } from "./series.results.js";

/** Series (season tickets): the published ones for visitors, every one and its edits for administrators. */
@Resolver(() => SeriesView)
export class SeriesResolver {
  @Query(() => SeriesView, { description: "A published series (season ticket) of a published event." })
  series(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<SeriesView> {
    return ctx.services.series.getPublished(id, ctx.language);
  }

  @Query(() => [SeriesView], { description: "The published series of an event, soonest first." })
  eventSeries(@Arg("eventId", () => ID) eventId: string, @Ctx() ctx: RequestContext): Promise<SeriesView[]> {
    return ctx.services.series.forEvent(eventId, ctx.language);
  }

  @Query(() => [SpaceOccupancyView], {
    description:
      "A published series' places as a season ticket sees them: per space the capacity on every date and the count that leaves free on its fullest date (a seat is free only when it is free on every date).",
  })
  async seriesOccupancy(@Arg("seriesId", () => ID) seriesId: string, @Ctx() ctx: RequestContext): Promise<SpaceOccupancyView[]> {
    return ctx.services.seriesOccupancy.of(await ctx.services.series.getPublished(seriesId, ctx.language));
  }

  @Subscription(() => SeriesOccupancyUpdateView, {
    description:
      "A published series' places as a season ticket sees them (seriesOccupancy) now, then after every change on any of its dates (coalesced).",
    subscribe: async ({ args, context }) => {
      const ctx = context as RequestContext;
      const series = await ctx.loaders.publishedSeries(String(args.seriesId));
      return seriesOccupancyFeed(
        ctx.services.occupancyFeed,
        series.id,
        series.dates.map((date) => date.id),
      );
    },
  })
  seriesOccupancyChanged(@Arg("seriesId", () => ID) _seriesId: string, @Root() update: SeriesOccupancyUpdate): SeriesOccupancyUpdateView {
    return update;
  }

  @Authorized()
  @Query(() => SeriesView, {
    description: "A series, published or not, with all its dates (administer_events, administer_bookings or sell_tickets).",
  })
  adminSeries(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<SeriesView> {
    authorizeAny(ctx.identity, VENUE_ADMIN_PERMISSIONS);
    return ctx.services.series.getAny(id, ctx.language);
  }

  @Authorized()
  @Query(() => [SeriesView], { description: "Every series of an event (administer_events, administer_bookings or sell_tickets)." })
  adminEventSeries(@Arg("eventId", () => ID) eventId: string, @Ctx() ctx: RequestContext): Promise<SeriesView[]> {
    authorizeAny(ctx.identity, VENUE_ADMIN_PERMISSIONS);
    return ctx.services.series.forEventAny(eventId, ctx.language);
  }

  @Authorized("administer_events")
  @Mutation(() => SeriesView, { description: "Creates a series of an event's dates with its season-ticket price list." })
  async createSeries(@Arg("input", () => SeriesInput) input: SeriesInput, @Ctx() ctx: RequestContext): Promise<SeriesView> {
    const id = await ctx.services.seriesAdmin.create(input);
    return ctx.services.series.getAny(id, ctx.language);
  }

  @Authorized("administer_events")
  @Mutation(() => SeriesView, {
    description:
      "Saves a series over `version` (its updatedAt when the form was loaded): CONFLICT when someone else changed it since, or when its dates would change after season tickets were sold.",
  })
  async updateSeries(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => SeriesInput) input: SeriesInput,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<SeriesView> {
    await ctx.services.seriesAdmin.update(id, input, version);
    return ctx.services.series.getAny(id, ctx.language);
  }

  @Authorized("administer_events")
  @Mutation(() => Boolean, { description: "Deletes a series no season ticket was sold of (one with sales can be unpublished)." })
  async deleteSeries(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.seriesAdmin.delete(id);
    return true;
  }

  @FieldResolver(() => [TranslationView], { description: "The name in every language (the default language first)." })
  async names(@Root() series: SeriesView, @Ctx() ctx: RequestContext): Promise<TranslationView[]> {
    return translationList(series.nameTranslations, await ctx.services.settings.languageIds());
  }
}
