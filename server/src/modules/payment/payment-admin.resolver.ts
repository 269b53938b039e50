import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { notFound } from "../../common/errors.js";
import { isUuid } from "../../common/ids.js";
import { parseInput } from "../../common/request-input.js";
import { translateReason } from "../i18n/system-reasons.js";
import { OwedRefundView } from "./money-movement.results.js";
import { owedRefunds, refundWithBooking } from "./owed-refunds.js";
import { manualRefundSchema } from "./payment-admin.input.js";
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

  @Authorized("administer_bookings")
  @Query(() => [OwedRefundView], {
    description:
      "Refunds not paid back yet, from the money ledger, oldest first: requested or sent (a provider is on it), failed or owed (a person pays them back and marks them: markRefundedManually).",
  })
  async owedRefunds(@Ctx() ctx: RequestContext): Promise<OwedRefundView[]> {
    return (await owedRefunds(ctx.services.dataSource)).map((refund) => inLanguage(refund, ctx.language));
  }

  @Authorized("administer_bookings", "refund_bookings")
  @Mutation(() => OwedRefundView, {
    description:
      "Records an owed or failed refund as paid back by hand: who (the caller), when (now), how (a bank transfer, cash) and a note. Made over `version` (the refund's updatedAt as listed): CONFLICT when someone settled or changed it meanwhile.",
  })
  async markRefundedManually(
    @Arg("id", () => ID) id: string,
    @Arg("how", () => String) how: string,
    @Arg("note", () => String, { nullable: true }) note: string | null,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<OwedRefundView> {
    // @Authorized let only a signed-in administrator of bookings who may refund in.
    const user = ctx.identity.user!;
    if (!isUuid(id)) throw notFound();
    const settled = parseInput(manualRefundSchema, { how, note });
    await ctx.services.moneyLedger.settleByHand(id, version, settled.how, settled.note, user.id);
    const refund = await refundWithBooking(ctx.services.dataSource, id);
    if (!refund) throw notFound();
    return inLanguage(refund, ctx.language);
  }
}

/** A refund with the reason the system wrote shown in the reader's language, as a booking's ledger shows it. */
function inLanguage(refund: OwedRefundView, language: string): OwedRefundView {
  return { ...refund, reason: translateReason(refund.reason, language) ?? refund.reason };
}
