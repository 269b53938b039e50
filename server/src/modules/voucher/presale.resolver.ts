import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { presalePlacesNow } from "../booking/draft/sale-info.js";
import { OccasionView } from "../occasion/occasion.results.js";
import { SeriesView } from "../series/series.results.js";

@ObjectType("VoucherCampaignPlaces", { description: "The places a voucher campaign holds back for its codes on one date (a presale)." })
export class VoucherCampaignPlacesView {
  @Field(() => ID)
  occasionId!: string;

  @Field(() => [ID])
  spaceIds!: string[];
}

/**
 * Presales (issue 38): places of a date held back for a campaign's codes. The seat map reads them from the occasion;
 * holders of administer_vouchers set them per date.
 */
@Resolver(() => OccasionView)
export class PresaleResolver {
  @FieldResolver(() => [ID], {
    description:
      "Places held back for a voucher campaign's codes now (a presale): held only with one of its codes (addSpace's presaleCode).",
  })
  async presaleSpaceIds(@Root() occasion: OccasionView, @Ctx() ctx: RequestContext): Promise<string[]> {
    const info = await ctx.services.saleInfo.get(occasion.id);
    return info ? presalePlacesNow(info, ctx.services.clock.now()) : [];
  }

  @Authorized("administer_vouchers")
  @Query(() => [VoucherCampaignPlacesView], { description: "The places the campaign holds back for its codes, per date." })
  voucherCampaignPlaces(@Arg("campaignId", () => ID) campaignId: string, @Ctx() ctx: RequestContext): Promise<VoucherCampaignPlacesView[]> {
    return ctx.services.voucherAdmin.places(campaignId);
  }

  @Authorized("administer_vouchers")
  @Mutation(() => VoucherCampaignPlacesView, {
    description:
      "Sets the places of a date the campaign holds back for its codes (an empty list: none), until the campaign's validity ends. " +
      "Only the date's own places (BAD_USER_INPUT otherwise), at most 5,000.",
  })
  setVoucherCampaignPlaces(
    @Arg("campaignId", () => ID) campaignId: string,
    @Arg("occasionId", () => ID) occasionId: string,
    @Arg("spaceIds", () => [ID]) spaceIds: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<VoucherCampaignPlacesView> {
    return ctx.services.voucherAdmin.setPlaces(campaignId, occasionId, spaceIds);
  }
}

/** A season ticket's map: places held back for a code on any of its dates are not sold as a season ticket. */
@Resolver(() => SeriesView)
export class SeriesPresaleResolver {
  @FieldResolver(() => [ID], {
    description: "Places held back for a voucher campaign's codes now on any of its dates (a presale): not sold as a season ticket.",
  })
  async presaleSpaceIds(@Root() series: SeriesView, @Ctx() ctx: RequestContext): Promise<string[]> {
    const now = ctx.services.clock.now();
    const held = new Set<string>();
    for (const date of series.dates) {
      const info = await ctx.services.saleInfo.get(date.id);
      if (info) for (const spaceId of presalePlacesNow(info, now)) held.add(spaceId);
    }
    return [...held].sort();
  }
}
