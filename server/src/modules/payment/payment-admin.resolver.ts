import { Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { paymentIssues } from "./payment-settlement.js";
import { PaymentIssueView } from "./payment.results.js";

@Resolver()
export class PaymentAdminResolver {
  @Authorized("administer_bookings")
  @Query(() => [PaymentIssueView], {
    description:
      "Payments needing a person: refunds owed (late or double payments) and Ceepos attempts still open past PAYMENT_HOLD_SECONDS. Newest first.",
  })
  paymentIssues(@Ctx() ctx: RequestContext): Promise<PaymentIssueView[]> {
    const { dataSource, payments, clock, config } = ctx.services;
    return paymentIssues(dataSource, payments, clock.now(), config.paymentHoldSeconds);
  }
}
