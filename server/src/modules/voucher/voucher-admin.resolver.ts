import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { VoucherCampaignInput, VoucherCampaignView, VoucherCodeView } from "./voucher-admin.results.js";

/** Campaigns and codes (issue 38), for holders of administer_vouchers. */
@Resolver()
export class VoucherAdminResolver {
  @Authorized("administer_vouchers")
  @Query(() => [VoucherCampaignView], { description: "Every voucher campaign, newest first." })
  voucherCampaigns(@Ctx() ctx: RequestContext): Promise<VoucherCampaignView[]> {
    return ctx.services.voucherAdmin.campaigns();
  }

  @Authorized("administer_vouchers")
  @Query(() => VoucherCampaignView, { description: "One campaign: NOT_FOUND when unknown." })
  voucherCampaign(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<VoucherCampaignView> {
    return ctx.services.voucherAdmin.campaign(id);
  }

  @Authorized("administer_vouchers")
  @Query(() => [VoucherCodeView], { description: "A campaign's codes, oldest first (up to 500; the CSV has them all)." })
  voucherCodes(@Arg("campaignId", () => ID) campaignId: string, @Ctx() ctx: RequestContext): Promise<VoucherCodeView[]> {
    return ctx.services.voucherAdmin.codes(campaignId);
  }

  @Authorized("administer_vouchers")
  @Mutation(() => VoucherCampaignView)
  createVoucherCampaign(@Arg("input", () => VoucherCampaignInput) input: VoucherCampaignInput, @Ctx() ctx: RequestContext) {
    return ctx.services.voucherAdmin.create(input);
  }

  @Authorized("administer_vouchers")
  @Mutation(() => VoucherCampaignView, {
    description:
      "CONFLICT when the campaign changed since `version` (its updatedAt). A new usesPerCode reaches its codes: those at the old " +
      "number take the new one, a lower one caps every code, never below a code's uses already taken (such a code is used up).",
  })
  updateVoucherCampaign(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => VoucherCampaignInput) input: VoucherCampaignInput,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.voucherAdmin.update(id, input, version);
  }

  @Authorized("administer_vouchers")
  @Mutation(() => [String], {
    description: "Generates 1 to 10,000 unguessable codes (10 characters of Crockford base32 after `prefix`); answers them.",
  })
  generateVoucherCodes(
    @Arg("campaignId", () => ID) campaignId: string,
    @Arg("count", () => Int) count: number,
    @Arg("prefix", () => String, { nullable: true }) prefix: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<string[]> {
    return ctx.services.voucherAdmin.generate(campaignId, count, prefix);
  }

  @Authorized("administer_vouchers")
  @Mutation(() => VoucherCodeView, { description: "A code typed by the administrator (stored upper-case): CONFLICT when it exists." })
  createVoucherCode(
    @Arg("campaignId", () => ID) campaignId: string,
    @Arg("code") code: string,
    @Arg("maxUses", () => Int, { nullable: true }) maxUses: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<VoucherCodeView> {
    return ctx.services.voucherAdmin.createCode(campaignId, code, maxUses);
  }
}
