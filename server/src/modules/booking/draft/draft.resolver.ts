import { Arg, Ctx, ID, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../../app/context.js";
import { CheckoutResultView, DraftView } from "../booking.results.js";
import { draftCaller } from "../booking.http.js";
import { BookingStateView, readBookingState } from "../booking-state.js";

@Resolver(() => DraftView)
export class DraftResolver {
  @Query(() => DraftView, { description: "A held draft; needs the draft's cookie as well as its uuid." })
  draft(@Arg("uuid", () => ID) uuid: string, @Ctx() ctx: RequestContext): Promise<DraftView> {
    return ctx.services.bookings.getDraft(uuid, draftCaller(ctx, uuid).secret, ctx.language, ctx.services.clock.now());
  }

  @Query(() => CheckoutResultView, {
    description: "Where the booking stands after checkout (any status); needs the draft's cookie as well as its uuid.",
  })
  checkoutResult(@Arg("uuid", () => ID) uuid: string, @Ctx() ctx: RequestContext): Promise<CheckoutResultView> {
    return ctx.services.bookings.getCheckoutResult(uuid, draftCaller(ctx, uuid).secret, ctx.language);
  }

  @Query(() => BookingStateView, {
    nullable: true,
    description:
      "Where a booking stands, by its id alone (as its result URL carries it), for a result page opened on another device: " +
      "no personal data. Null for an unknown id.",
  })
  bookingState(@Arg("uuid", () => ID) uuid: string, @Ctx() ctx: RequestContext): Promise<BookingStateView | null> {
    return readBookingState(ctx.services.dataSource, uuid, ctx.language);
  }
}
