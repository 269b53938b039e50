import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../../app/context.js";
import { authorize } from "../../access/authorization.js";
import { OccasionCancellationView } from "./occasion-cancellation.results.js";

/** Cancelling a whole occasion (administer_events): every booking refunded or cancelled, every customer e-mailed. */
@Resolver()
export class OccasionCancellationResolver {
  @Authorized("administer_events")
  @Query(() => OccasionCancellationView, { description: "What cancelling the occasion would do, or how far its cancellation has got." })
  occasionCancellation(@Arg("occasionId", () => ID) occasionId: string, @Ctx() ctx: RequestContext): Promise<OccasionCancellationView> {
    return ctx.services.occasionCancellation.state(occasionId);
  }

  @Authorized("administer_events")
  @Mutation(() => OccasionCancellationView, {
    description:
      "Cancels an occasion, for good: sales stop at once; then every booking is refunded (through its provider where it has a refund API, else listed in paymentIssues) or cancelled, and every customer e-mailed, exactly once each, in the background. CONFLICT when already cancelled.",
  })
  async cancelOccasion(
    @Arg("occasionId", () => ID) occasionId: string,
    @Arg("reason", () => String, { nullable: true, description: "Told to the customers (500 characters at most)." }) reason: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<OccasionCancellationView> {
    const user = authorize(ctx.identity, ["administer_events"]);
    await ctx.services.occasionCancellation.request(occasionId, reason, user.id);
    return ctx.services.occasionCancellation.state(occasionId);
  }
}
