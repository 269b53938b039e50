import { Arg, Authorized, Ctx, ID, Int, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { BookingFilterInput } from "./booking.inputs.js";
import { BookingPageView, BookingView } from "./booking.results.js";

/** The administrators' reads of bookings (administer_bookings). */
@Resolver()
export class BookingAdminResolver {
  @Authorized("administer_bookings")
  @Query(() => BookingPageView, { description: "Bookings with tickets, client details and summary; filter by event, occasion and status." })
  bookings(
    @Arg("filter", () => BookingFilterInput, { nullable: true }) filter: BookingFilterInput | null,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset: number,
    @Arg("limit", () => Int, { defaultValue: 50 }) limit: number,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingPageView> {
    return ctx.services.bookings.list(filter ?? {}, offset, limit, ctx.language);
  }

  @Authorized("administer_bookings")
  @Query(() => BookingView, { description: "One booking." })
  booking(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<BookingView> {
    return ctx.services.bookings.getBooking(id, ctx.language);
  }
}
