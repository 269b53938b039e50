import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { authorize } from "../access/authorization.js";
import { CheckInCountsView, CheckInResultView, DoorOccasionView } from "./check-in.results.js";

/** Door check-in (check_in): /admin/check-in. */
@Resolver()
export class CheckInResolver {
  @Authorized("check_in")
  @Query(() => [DoorOccasionView], { description: "Occasions the door may check tickets in for: not cancelled, not long over." })
  doorOccasions(@Ctx() ctx: RequestContext): Promise<DoorOccasionView[]> {
    return ctx.services.checkIn.occasions(ctx.language);
  }

  @Authorized("check_in")
  @Query(() => CheckInCountsView, { description: "An occasion's tickets let in and expected." })
  checkInCounts(@Arg("occasionId", () => ID) occasionId: string, @Ctx() ctx: RequestContext): Promise<CheckInCountsView> {
    return ctx.services.checkIn.counts(occasionId);
  }

  @Authorized("check_in")
  @Mutation(() => CheckInResultView, {
    description:
      "Checks a scanned or typed ticket code in at an occasion's door; `device` names the scanning device. A ticket is let in once, whichever device scans it first.",
  })
  checkInTicket(
    @Arg("occasionId", () => ID) occasionId: string,
    @Arg("code") code: string,
    @Arg("device") device: string,
    @Ctx() ctx: RequestContext,
  ): Promise<CheckInResultView> {
    return ctx.services.checkIn.checkIn({ occasionId, code, device, userId: authorize(ctx.identity).id, language: ctx.language });
  }
}
