import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { setOfferCookie } from "../booking/booking.http.js";
import { WaitingListConfirmationView, WaitingListEntryView, WaitingListJoinView, WaitingListOfferView } from "./waiting-list.results.js";

/** Waiting lists of sold-out occasions: visitors join, follow their offer's link; administrators see and manage the list. */
@Resolver()
export class WaitingListResolver {
  @Mutation(() => WaitingListJoinView, {
    description:
      "Joins the occasion's waiting list with an e-mail address and a party size, and e-mails the address a link that confirms the entry " +
      "(confirmWaitingList): only confirmed entries are offered places, and one left unconfirmed for 24 hours lapses. Refused (CONFLICT) " +
      "while enough places are free to book, NOT_BOOKABLE when the occasion is not on sale, BAD_USER_INPUT for an invalid address or party " +
      "size, TOO_MANY_TICKETS above the ticket limit, RATE_LIMITED when the caller's network already has WAITING_LIST_MAX_ENTRIES_PER_CLIENT " +
      "entries on the occasion. Joining again with an address already waiting changes nothing (the first entry keeps its place).",
  })
  joinWaitingList(
    @Arg("occasionId", () => ID) occasionId: string,
    @Arg("email") email: string,
    @Arg("partySize", () => Int) partySize: number,
    @Ctx() ctx: RequestContext,
  ): Promise<WaitingListJoinView> {
    return ctx.services.waitingList.join(occasionId, email, partySize, { language: ctx.language, clientKey: ctx.clientKey });
  }

  @Query(() => WaitingListOfferView, {
    description:
      "The offer behind a waiting-list link's token (NOT_FOUND for an unknown, altered or malformed one). While it is open this sets a " +
      "cookie for the booking holding the places (beside the browser's own draft's), so checkout continues with bookingId in this browser.",
  })
  async waitingListOffer(@Arg("token") token: string, @Ctx() ctx: RequestContext): Promise<WaitingListOfferView> {
    const offer = await ctx.services.waitingList.offer(token, ctx.language);
    if (offer.state === "open" && offer.bookingId) setOfferCookie(ctx, offer.bookingId, token);
    return offer;
  }

  @Mutation(() => WaitingListConfirmationView, {
    description:
      "Confirms the waiting-list entry behind the token of its confirmation e-mail's link (/waiting-list/confirm/{token}): from now on it " +
      "may be offered places, in join order. Confirming again answers the same. NOT_FOUND for an unknown, altered or malformed token, or " +
      "an entry left unconfirmed too long, removed or lapsed.",
  })
  confirmWaitingList(@Arg("token") token: string, @Ctx() ctx: RequestContext): Promise<WaitingListConfirmationView> {
    return ctx.services.waitingList.confirm(token, ctx.language);
  }

  @Authorized("administer_bookings")
  @Query(() => [WaitingListEntryView], { description: "The occasion's waiting list in join order (administer_bookings)." })
  waitingList(@Arg("occasionId", () => ID) occasionId: string, @Ctx() ctx: RequestContext): Promise<WaitingListEntryView[]> {
    return ctx.services.waitingList.entries(occasionId);
  }

  @Authorized("administer_bookings")
  @Mutation(() => Boolean, {
    description: "Takes a waiting entry off its list (administer_bookings); CONFLICT for an entry with an open offer or one already done.",
  })
  async removeWaitingListEntry(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.waitingList.remove(id);
    return true;
  }
}
