import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../../app/context.js";
import { PaymentSubmissionView } from "../../payment/payment.results.js";
import { draftCaller, requestBaseUrl, setDraftCookie } from "../booking.http.js";
import { ConfirmInput } from "../booking.inputs.js";
import { SeriesOrderResultView, SeriesOrderView } from "./series-order.results.js";

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
    return ctx.services.seriesPasses.read(uuid, draftCaller(ctx, uuid));
  }

  @Mutation(() => Boolean, {
    description: "Cancels the caller's season ticket order while it is a draft: its places are given back on every date.",
  })
  async cancelSeriesOrder(@Arg("uuid", () => ID) uuid: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.seriesPasses.cancel(uuid, draftCaller(ctx, uuid));
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
    return ctx.services.seriesPasses.removePlace(orderUuid, spaceId, draftCaller(ctx, orderUuid));
  }

  @Query(() => SeriesOrderResultView, {
    description: "Where the caller's season ticket order stands after checkout (any status): its dates' bookings and the payment's status.",
  })
  seriesOrderResult(@Arg("uuid", () => ID) uuid: string, @Ctx() ctx: RequestContext): Promise<SeriesOrderResultView> {
    return ctx.services.seriesPasses.result(uuid, draftCaller(ctx, uuid));
  }

  @Mutation(() => SeriesOrderResultView, {
    description:
      "Checks out the caller's season ticket order, every date with the same details and terms (as `confirm` a draft): booked at once " +
      "when nothing is payable or with skip payment, else every date waits for one payment (paySeriesOrder). A per-buyer cap counts " +
      "every date's tickets (BUYER_CAP_REACHED, EMAIL_NOT_VERIFIED as for confirm).",
  })
  async confirmSeriesOrder(
    @Arg("uuid", () => ID) uuid: string,
    @Arg("input", () => ConfirmInput) input: ConfirmInput,
    @Ctx() ctx: RequestContext,
  ): Promise<SeriesOrderResultView> {
    const caller = draftCaller(ctx, uuid);
    await ctx.services.checkout.confirmOrder(uuid, input, caller);
    return ctx.services.seriesPasses.result(uuid, caller);
  }

  @Mutation(() => SeriesOrderView, {
    description: "Back from payment to the order's drafts, every date together; voids its open provider attempt.",
  })
  async cancelSeriesOrderPayment(@Arg("uuid", () => ID) uuid: string, @Ctx() ctx: RequestContext): Promise<SeriesOrderView> {
    const caller = draftCaller(ctx, uuid);
    await ctx.services.checkout.cancelOrderPayment(uuid, caller);
    return ctx.services.seriesPasses.read(uuid, caller);
  }

  @Mutation(() => PaymentSubmissionView, {
    description:
      "Opens one payment at the provider for every date of the confirmed order (each date's total its share): 409 PAYMENT_IN_PROGRESS while one is open.",
  })
  paySeriesOrder(@Arg("uuid", () => ID) uuid: string, @Ctx() ctx: RequestContext): Promise<PaymentSubmissionView> {
    return ctx.services.checkout.payOrder(uuid, draftCaller(ctx, uuid), { baseUrl: requestBaseUrl(ctx) });
  }

  @Mutation(() => PaymentSubmissionView, {
    description: "Back to the provider's page of the order's open payment; a new payment when none is open any more.",
  })
  continueSeriesOrderPayment(@Arg("uuid", () => ID) uuid: string, @Ctx() ctx: RequestContext): Promise<PaymentSubmissionView> {
    return ctx.services.checkout.continueOrderPayment(uuid, draftCaller(ctx, uuid), { baseUrl: requestBaseUrl(ctx) });
  }
}
