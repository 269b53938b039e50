import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { authorizeAny, CATALOGUE_READ_PERMISSIONS } from "../access/authorization.js";
import { TranslationView, translationList } from "../i18n/translation.types.js";
import { OccasionInput } from "./occasion.inputs.js";
import { OccasionView } from "./occasion.results.js";

/** Occasions for administrators (administer_events): create, edit, the end time, delete. */
@Resolver(() => OccasionView)
export class OccasionAdminResolver {
  @Authorized()
  @Query(() => OccasionView, {
    description: "An occasion, published or not (administer_events, administer_bookings, sell_tickets or administer_vouchers).",
  })
  adminOccasion(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<OccasionView> {
    authorizeAny(ctx.identity, CATALOGUE_READ_PERMISSIONS);
    return ctx.services.occasions.getAny(id, ctx.language);
  }

  @Authorized("administer_events")
  @Mutation(() => OccasionView, { description: "Creates an occasion of an event; its places are copied from its plan." })
  async createOccasion(
    @Arg("eventId", () => ID) eventId: string,
    @Arg("input", () => OccasionInput) input: OccasionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<OccasionView> {
    const id = await ctx.services.occasionAdmin.create(eventId, input, ctx.language);
    return ctx.services.occasions.getAny(id, ctx.language);
  }

  @Authorized("administer_events")
  @Mutation(() => OccasionView, {
    description: "Saves an occasion over `version` (its updatedAt when the form was loaded); CONFLICT when someone else changed it since.",
  })
  async updateOccasion(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => OccasionInput) input: OccasionInput,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<OccasionView> {
    await ctx.services.occasionAdmin.update(id, input, version, ctx.language);
    return ctx.services.occasions.getAny(id, ctx.language);
  }

  @Authorized("administer_events")
  @Mutation(() => OccasionView, { description: "Sets (or, with null, clears) when the occasion ends; not before it starts." })
  async setOccasionEndTime(
    @Arg("id", () => ID) id: string,
    @Arg("endTime", () => Date, { nullable: true }) endTime: Date | null,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<OccasionView> {
    await ctx.services.occasionAdmin.setEndTime(id, endTime, version);
    return ctx.services.occasions.getAny(id, ctx.language);
  }

  @Authorized("administer_events")
  @Mutation(() => Boolean, { description: "Deletes an occasion that has no bookings (one with bookings can be unpublished or cancelled)." })
  async deleteOccasion(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.occasionAdmin.delete(id);
    return true;
  }

  @FieldResolver(() => [TranslationView], { description: "The name in every language that has one." })
  async names(@Root() occasion: OccasionView, @Ctx() ctx: RequestContext): Promise<TranslationView[]> {
    return translationList(occasion.nameTranslations, await ctx.services.settings.languageIds());
  }

  @FieldResolver(() => [TranslationView], { description: "The public title in every language that has one." })
  async titles(@Root() occasion: OccasionView, @Ctx() ctx: RequestContext): Promise<TranslationView[]> {
    return translationList(occasion.titleTranslations, await ctx.services.settings.languageIds());
  }
}
