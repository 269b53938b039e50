import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../../app/context.js";
import { draftCaller, setDraftCookie } from "../booking.http.js";
import { SeriesOrderView } from "./series-order.results.js";

/** Season tickets being bought: places held on every date of a series at once, read, and given back. */
@Resolver()
export class SeriesPassResolver {
  @Mutation(() => SeriesOrderView, {
    description:
      "Holds places on every date of a series at once, all or none (a season ticket never has a gap): in the caller's order `orderUuid`, else in a new order, which sets the draft cookie. 409 SPACE_OCCUPIED when a place is not free on every date.",
  })
  async holdSeries(
    @Arg("seriesId", () => ID) seriesId: string,
    @Arg("spaceIds", () => [ID]) spaceIds: string[],
    @Arg("orderUuid", () => ID, { nullable: true }) orderUuid: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<SeriesOrderView> {
    const caller = draftCaller(ctx, "");
    const held = await ctx.services.seriesPasses.hold(seriesId, spaceIds, { ...caller, clientKey: ctx.clientKey }, orderUuid);
    if (held.secret !== caller.secret) setDraftCookie(ctx, held.secret);
    return ctx.services.seriesPasses.read(held.orderUuid, { ...caller, secret: held.secret });
  }

  @Query(() => SeriesOrderView, {
    description: "The caller's season ticket order (its draft cookie's): each date's booking, its places and total.",
  })
  seriesOrder(@Arg("uuid", () => ID) uuid: string, @Ctx() ctx: RequestContext): Promise<SeriesOrderView> {
    return ctx.services.seriesPasses.read(uuid, draftCaller(ctx, ""));
  }

  @Mutation(() => Boolean, {
    description: "Cancels the caller's season ticket order while it is a draft: its places are given back on every date.",
  })
  async cancelSeriesOrder(@Arg("uuid", () => ID) uuid: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.seriesPasses.cancel(uuid, draftCaller(ctx, ""));
    return true;
  }

  @Mutation(() => SeriesOrderView, {
    nullable: true,
    description: "Gives a place of the caller's season ticket order back on every date; null when it was the last (the order ends).",
  })
  removeSeriesPlace(
    @Arg("orderUuid", () => ID) orderUuid: string,
    @Arg("spaceId", () => ID) spaceId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<SeriesOrderView | null> {
    return ctx.services.seriesPasses.removePlace(orderUuid, spaceId, draftCaller(ctx, ""));
  }
}
