import { Arg, Ctx, ID, Mutation, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { DraftView } from "../booking/booking.results.js";
import { draftCaller } from "../booking/booking.http.js";
import { SeriesOrderView } from "../booking/series/series-order.results.js";

@Resolver()
export class VoucherResolver {
  @Mutation(() => DraftView, {
    description:
      "Applies a voucher code (any case) to the draft, replacing one applied before: its matching tickets, and those added later, are discounted, and one of the code's uses is held until the booking is booked (given back if it lapses). VOUCHER_INVALID, VOUCHER_NOT_APPLICABLE or VOUCHER_USED_UP; RATE_LIMITED after too many wrong codes.",
  })
  applyVoucher(@Arg("uuid", () => ID) uuid: string, @Arg("code") code: string, @Ctx() ctx: RequestContext): Promise<DraftView> {
    return ctx.services.vouchers.apply(uuid, code, { ...draftCaller(ctx, uuid), clientKey: ctx.clientKey });
  }

  @Mutation(() => DraftView, { description: "Takes the voucher code off the draft: its tickets are back at their list prices." })
  removeVoucher(@Arg("uuid", () => ID) uuid: string, @Ctx() ctx: RequestContext): Promise<DraftView> {
    return ctx.services.vouchers.remove(uuid, draftCaller(ctx, uuid));
  }

  @Mutation(() => SeriesOrderView, {
    description:
      "Applies a voucher code to the caller's season ticket order, as applyVoucher to a draft: one use for the whole order, every date's matching tickets discounted from their share of the pass price.",
  })
  async applySeriesVoucher(
    @Arg("orderUuid", () => ID) orderUuid: string,
    @Arg("code") code: string,
    @Ctx() ctx: RequestContext,
  ): Promise<SeriesOrderView> {
    const caller = draftCaller(ctx, "");
    await ctx.services.vouchers.applyToOrder(orderUuid, code, { ...caller, clientKey: ctx.clientKey });
    return ctx.services.seriesPasses.read(orderUuid, caller);
  }

  @Mutation(() => SeriesOrderView, { description: "Takes the voucher code off the caller's season ticket order." })
  async removeSeriesVoucher(@Arg("orderUuid", () => ID) orderUuid: string, @Ctx() ctx: RequestContext): Promise<SeriesOrderView> {
    const caller = draftCaller(ctx, "");
    await ctx.services.vouchers.removeFromOrder(orderUuid, caller);
    return ctx.services.seriesPasses.read(orderUuid, caller);
  }
}
