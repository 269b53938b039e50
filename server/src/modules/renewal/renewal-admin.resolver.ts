import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { authorize } from "../access/authorization.js";
import { OccasionView } from "../occasion/occasion.results.js";
import { SeriesView } from "../series/series.results.js";
import { NextSeasonInput, NextSeriesInput } from "./renewal.inputs.js";
import { NextSeasonProposalView, RenewalBookingView, RenewalOverviewView, SpaceSeasonView } from "./renewal.results.js";

/** Next season and the renewal console (administer_events). */
@Resolver()
export class RenewalAdminResolver {
  @Authorized("administer_events")
  @Query(() => NextSeasonProposalView, {
    description: "What createNextSeason would create from a seasonal occasion (the form's defaults).",
  })
  nextSeasonProposal(@Arg("occasionId", () => ID) occasionId: string, @Ctx() ctx: RequestContext): Promise<NextSeasonProposalView> {
    return ctx.services.nextSeason.proposal(occasionId, ctx.language);
  }

  @Authorized("administer_events")
  @Mutation(() => OccasionView, {
    description:
      "Creates next season from a seasonal occasion: a copy of its event (unpublished) with next year's occasion, a renewable booking for every booked customer (same seats and ticket types at the new prices) and the house seats locked. Answers the new occasion. Once per occasion: CONFLICT when next season exists, CONFLICT for an occasion that is not seasonal.",
  })
  async createNextSeason(
    @Arg("occasionId", () => ID) occasionId: string,
    @Arg("input", () => NextSeasonInput, { nullable: true }) input: NextSeasonInput | null,
    @Ctx() ctx: RequestContext,
  ): Promise<OccasionView> {
    const created = await ctx.services.nextSeason.create(occasionId, input, authorize(ctx.identity).id, ctx.language);
    return ctx.services.occasions.getAny(created.occasionId, ctx.language);
  }

  @Authorized("administer_events")
  @Mutation(() => SeriesView, {
    description:
      "Creates next season of a series (a season ticket): a copy of its event (unpublished) with every date a year on, a new unpublished series of them at the same pass prices, and for every pass holder one renewal (/renewals/{uuid}) holding their places on every new date until the sale start, priced by the new pass price; house seats locked. Answers the new series. Once per series: CONFLICT when its next season exists.",
  })
  async createNextSeries(
    @Arg("seriesId", () => ID) seriesId: string,
    @Arg("input", () => NextSeriesInput, { nullable: true }) input: NextSeriesInput | null,
    @Ctx() ctx: RequestContext,
  ): Promise<SeriesView> {
    const created = await ctx.services.nextSeries.create(seriesId, input, authorize(ctx.identity).id, ctx.language);
    return ctx.services.series.getAny(created.seriesId, ctx.language);
  }

  @Authorized("administer_events")
  @Query(() => RenewalOverviewView, { description: "The renewal rate and every renewal of an occasion (next season's)." })
  renewalOverview(@Arg("occasionId", () => ID) occasionId: string, @Ctx() ctx: RequestContext): Promise<RenewalOverviewView> {
    return ctx.services.renewalAdmin.overview(occasionId);
  }

  @Authorized("administer_events")
  @Query(() => [SpaceSeasonView], { description: "Who held a space in each season of the occasion's chain, and whether they renewed it." })
  spaceSeasonHistory(
    @Arg("occasionId", () => ID) occasionId: string,
    @Arg("spaceId", () => ID) spaceId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<SpaceSeasonView[]> {
    return ctx.services.renewalAdmin.spaceHistory(occasionId, spaceId, ctx.language);
  }

  @Authorized("administer_events")
  @Mutation(() => RenewalBookingView, { description: "Sends the renewal link to the customer again (an unfinished renewal)." })
  async resendRenewalLink(@Arg("bookingId", () => ID) bookingId: string, @Ctx() ctx: RequestContext): Promise<RenewalBookingView> {
    await ctx.services.renewalAdmin.resendLink(bookingId, authorize(ctx.identity).id);
    return ctx.services.renewalAdmin.renewalBooking(bookingId);
  }

  @Authorized("administer_events")
  @Mutation(() => RenewalBookingView, {
    description:
      "Gives one customer their own deadline after the public sale start (their seats stay taken until then); null takes it back. Over `version` (the booking's updatedAt).",
  })
  async extendRenewalDeadline(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("deadline", () => Date, { nullable: true }) deadline: Date | null,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<RenewalBookingView> {
    await ctx.services.renewalAdmin.extendDeadline(bookingId, deadline, version, authorize(ctx.identity).id);
    return ctx.services.renewalAdmin.renewalBooking(bookingId);
  }

  @Authorized("administer_events")
  @Mutation(() => RenewalBookingView, {
    description: "Releases an unfinished renewal's seats now. Over `version` (the booking's updatedAt).",
  })
  async releaseRenewal(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<RenewalBookingView> {
    await ctx.services.renewalAdmin.releaseNow(bookingId, version, authorize(ctx.identity).id);
    return ctx.services.renewalAdmin.renewalBooking(bookingId);
  }
}
