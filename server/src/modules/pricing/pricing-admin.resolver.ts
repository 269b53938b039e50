import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { notFound } from "../../common/errors.js";
import { TranslationView, translationList } from "../i18n/translation.types.js";
import { AddonInput, TicketTypeInput } from "./pricing-admin.inputs.js";
import { AddonView, TicketTypeView } from "./pricing.results.js";

/** Ticket types for administrators (administer_ticket_types). */
@Resolver(() => TicketTypeView)
export class TicketTypeAdminResolver {
  @Authorized("administer_ticket_types")
  @Mutation(() => TicketTypeView, { description: "Creates a ticket type with its VAT rate." })
  async createTicketType(@Arg("input", () => TicketTypeInput) input: TicketTypeInput, @Ctx() ctx: RequestContext): Promise<TicketTypeView> {
    const id = await ctx.services.pricingAdmin.createTicketType(input);
    return (await ctx.services.pricing.ticketTypes(ctx.language)).find((type) => type.id === id)!;
  }

  @Authorized("administer_ticket_types")
  @Mutation(() => TicketTypeView, { description: "Saves a ticket type; tickets sold keep the VAT rate they were sold at." })
  async updateTicketType(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => TicketTypeInput) input: TicketTypeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<TicketTypeView> {
    await ctx.services.pricingAdmin.updateTicketType(id, input);
    return (await ctx.services.pricing.ticketTypes(ctx.language)).find((type) => type.id === id)!;
  }

  @Authorized("administer_ticket_types")
  @Mutation(() => Boolean, { description: "Deletes a ticket type no price list or ticket uses (CONFLICT naming what does)." })
  async deleteTicketType(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.pricingAdmin.deleteTicketType(id, ctx.language);
    return true;
  }

  @FieldResolver(() => [TranslationView], { description: "The name in every language." })
  async names(@Root() type: TicketTypeView, @Ctx() ctx: RequestContext): Promise<TranslationView[]> {
    return translationList(type.nameTranslations, await ctx.services.settings.languageIds());
  }
}

/** Addons for administrators (administer_events: events offer them). */
@Resolver(() => AddonView)
export class AddonAdminResolver {
  @Authorized("administer_events")
  @Query(() => [AddonView], { description: "Every addon, active or not (administer_events)." })
  adminAddons(@Ctx() ctx: RequestContext): Promise<AddonView[]> {
    return ctx.services.pricing.addons(ctx.language, { all: true });
  }

  @Authorized("administer_events")
  @Mutation(() => AddonView, { description: "Creates an addon and names the events that offer it." })
  async createAddon(@Arg("input", () => AddonInput) input: AddonInput, @Ctx() ctx: RequestContext): Promise<AddonView> {
    const id = await ctx.services.pricingAdmin.createAddon(input);
    return (await ctx.services.pricing.addon(id, ctx.language))!;
  }

  @Authorized("administer_events")
  @Mutation(() => AddonView, { description: "Saves an addon; tickets that have it keep the price they were sold at." })
  async updateAddon(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AddonInput) input: AddonInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AddonView> {
    await ctx.services.pricingAdmin.updateAddon(id, input);
    const addon = await ctx.services.pricing.addon(id, ctx.language);
    if (!addon) throw notFound();
    return addon;
  }

  @Authorized("administer_events")
  @Mutation(() => Boolean, { description: "Deletes an addon no ticket has (one that was sold can be made inactive)." })
  async deleteAddon(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.pricingAdmin.deleteAddon(id);
    return true;
  }

  @FieldResolver(() => [TranslationView], { description: "The name in every language." })
  async names(@Root() addon: AddonView, @Ctx() ctx: RequestContext): Promise<TranslationView[]> {
    return translationList(addon.nameTranslations, await ctx.services.settings.languageIds());
  }

  @FieldResolver(() => [TranslationView], { description: "The description in every language that has one." })
  async descriptions(@Root() addon: AddonView, @Ctx() ctx: RequestContext): Promise<TranslationView[]> {
    return translationList(addon.descriptionTranslations, await ctx.services.settings.languageIds());
  }

  @FieldResolver(() => [ID], { description: "The events that offer it." })
  eventIds(@Root() addon: AddonView, @Ctx() ctx: RequestContext): Promise<string[]> {
    return ctx.services.pricing.addonEventIds(addon.id);
  }
}
