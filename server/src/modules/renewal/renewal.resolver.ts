import { Arg, Ctx, FieldResolver, Float, ID, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { setRenewalCookie } from "../booking/booking.http.js";
import { SpaceOccupancyView } from "../occasion/occasion.results.js";
import type { OccupancyFeedUpdate, OccupancySnapshot } from "../occasion/occupancy.js";
import { occupancyUpdateView, OccupancyUpdateView } from "../occasion/occupancy.results.js";
import { PlanView } from "../plan/plan.results.js";
import { RenewInput } from "./renewal.inputs.js";
import { RenewalPaymentResultView, RenewalView } from "./renewal.results.js";

/**
 * The customer's renewal pages and other systems (SPEC section 2, /renewals/{uuid}): the link's uuid is a
 * capability for that one booking. Reading an unfinished renewal sets the renewal cookie for that booking (the
 * browser's own draft cookie is left alone), so the link's browser, whichever it is, can pay it with checkout's `pay`.
 */
/** One occupancy snapshot per renewal answer, so its occupancy and occupancyTakenAt never disagree. */
const snapshots = new WeakMap<RenewalView, Promise<OccupancySnapshot>>();
function occupancySnapshot(renewal: RenewalView, ctx: RequestContext): Promise<OccupancySnapshot> {
  let snapshot = snapshots.get(renewal);
  if (!snapshot) {
    snapshot = ctx.services.occupancy.get(renewal.occasionId);
    snapshots.set(renewal, snapshot);
  }
  return snapshot;
}

@Resolver(() => RenewalView)
export class RenewalResolver {
  @Query(() => RenewalView, {
    description:
      "A renewal by its link's uuid (NOT_FOUND when unknown); sets the renewal cookie for its booking while it is unfinished (the draft cookie stays), so pay works in this browser.",
  })
  async renewal(@Arg("uuid", () => ID) uuid: string, @Ctx() ctx: RequestContext): Promise<RenewalView> {
    const renewal = await ctx.services.renewals.view(uuid, ctx.language);
    if (renewal.status === "renewable" || renewal.status === "payment")
      setRenewalCookie(ctx, renewal.orderId ?? renewal.bookingId, renewal.uuid);
    return renewal;
  }

  @Query(() => RenewalPaymentResultView, { description: "A payment attempt of a renewal and where the renewal stands after it." })
  renewalPayment(
    @Arg("uuid", () => ID) uuid: string,
    @Arg("paymentId", () => ID) paymentId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<RenewalPaymentResultView> {
    return ctx.services.renewals.paymentResult(uuid, paymentId, ctx.language);
  }

  @Mutation(() => RenewalView, {
    description:
      "Renews the seats listed (the others are released at once) with the customer's details: booked at once when nothing is payable or with skip payment, else status payment: then `pay` with bookingId. NOT_BOOKABLE before or after the window, CONFLICT when already renewed.",
  })
  async renew(
    @Arg("uuid", () => ID) uuid: string,
    @Arg("input", () => RenewInput) input: RenewInput,
    @Ctx() ctx: RequestContext,
  ): Promise<RenewalView> {
    const renewal = await ctx.services.renewals.renew(uuid, input, ctx.language);
    setRenewalCookie(ctx, renewal.orderId ?? renewal.bookingId, renewal.uuid);
    return renewal;
  }

  @Mutation(() => RenewalView, {
    description:
      "A renewal waiting for payment is paid with another method: a payment still open is closed as cancelled; then `pay` " +
      "with bookingId. CONFLICT before renewing or once paid, NOT_BOOKABLE after its deadline.",
  })
  changeRenewalPaymentMethod(
    @Arg("uuid", () => ID) uuid: string,
    @Arg("paymentMethodId", () => ID) paymentMethodId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<RenewalView> {
    return ctx.services.renewals.changePaymentMethod(uuid, paymentMethodId, ctx.language);
  }

  @FieldResolver(() => PlanView, { description: "The occasion's plan with its spaces (the map)." })
  plan(@Root() renewal: RenewalView, @Ctx() ctx: RequestContext): Promise<PlanView> {
    return ctx.loaders.plan(renewal.planId);
  }

  @FieldResolver(() => [SpaceOccupancyView], { description: "Tickets holding each space of the occasion (live: occupancyChanged)." })
  async occupancy(@Root() renewal: RenewalView, @Ctx() ctx: RequestContext): Promise<SpaceOccupancyView[]> {
    return (await occupancySnapshot(renewal, ctx)).occupancy;
  }

  @FieldResolver(() => Float, {
    description:
      "When the server read `occupancy` (milliseconds since the epoch), as Occasion.occupancyTakenAt: the client keeps the newest.",
  })
  async occupancyTakenAt(@Root() renewal: RenewalView, @Ctx() ctx: RequestContext): Promise<number> {
    return (await occupancySnapshot(renewal, ctx)).takenAt;
  }

  @Subscription(() => OccupancyUpdateView, {
    description:
      "The occupancy of a renewal's occasion now, then after every change: the link is a capability for its map, so " +
      "it is live before next season is published too (occupancyChanged answers NOT_FOUND for an unpublished occasion).",
    subscribe: async ({ args, context }) => {
      const ctx = context as RequestContext;
      const renewal = await ctx.services.renewals.view(String(args.uuid), ctx.language);
      return ctx.services.occupancyFeed.subscribe(renewal.occasionId);
    },
  })
  renewalOccupancyChanged(@Arg("uuid", () => ID) _uuid: string, @Root() update: OccupancyFeedUpdate): OccupancyUpdateView {
    return occupancyUpdateView(update);
  }
}
