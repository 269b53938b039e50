import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../../app/context.js";
import { PreviewRefundView } from "../refund-preview.results.js";
import { MyBookingView } from "./my-booking.results.js";

/** The customer's 'my booking' page (/my-booking/{token}): the link's token is the capability, in any browser. */
@Resolver(() => MyBookingView)
export class MyBookingResolver {
  @Query(() => MyBookingView, {
    description: "The booking behind a 'my booking' link's token (NOT_FOUND for an unknown, altered or malformed one).",
  })
  myBooking(@Arg("token") token: string, @Ctx() ctx: RequestContext): Promise<MyBookingView> {
    return ctx.services.myBooking.view(token, ctx.language);
  }

  @Query(() => [PreviewRefundView], {
    description:
      "What cancelMyBooking would refund now, and where, decided by the cancellation itself (run and rolled back): empty " +
      "when nothing was paid. Only for the booking the link's token opens: NOT_FOUND for a bad token, CONFLICT when it " +
      "cannot be cancelled online.",
  })
  myBookingCancelPreview(@Arg("token") token: string, @Ctx() ctx: RequestContext): Promise<PreviewRefundView[]> {
    return ctx.services.myBooking.cancelPreview(token, ctx.language);
  }

  @Mutation(() => MyBookingView, {
    description:
      "Cancels the booking behind the link while the venue allows it (MyBooking.canCancel): its places go back on sale and " +
      "what was paid is refunded. CONFLICT when it cannot be cancelled online (anymore), NOT_FOUND for a bad token.",
  })
  cancelMyBooking(@Arg("token") token: string, @Ctx() ctx: RequestContext): Promise<MyBookingView> {
    return ctx.services.myBooking.cancel(token, ctx.language);
  }
}
