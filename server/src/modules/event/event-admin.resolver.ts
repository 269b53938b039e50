import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { authorizeAny, VENUE_ADMIN_PERMISSIONS } from "../access/authorization.js";
import { TranslationView, translationList } from "../i18n/translation.types.js";
import { EventInput } from "./event.inputs.js";
import { EventView, MissingTranslationView } from "./event.results.js";

/** Events for administrators (administer_events): every event, its translations, create, edit, delete. */
@Resolver(() => EventView)
export class EventAdminResolver {
  @Authorized()
  @Query(() => EventView, {
    description: "An event, published or not, with every occasion (administer_events, administer_bookings or sell_tickets).",
  })
  adminEvent(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<EventView> {
    authorizeAny(ctx.identity, VENUE_ADMIN_PERMISSIONS);
    return ctx.services.events.getAny(id, ctx.language);
  }

  @Authorized("administer_events")
  @Mutation(() => EventView, { description: "Creates an event with its price list." })
  async createEvent(@Arg("input", () => EventInput) input: EventInput, @Ctx() ctx: RequestContext): Promise<EventView> {
    const id = await ctx.services.eventAdmin.create(input);
    return ctx.services.events.getAny(id, ctx.language);
  }

  @Authorized("administer_events")
  @Mutation(() => EventView, {
    description: "Saves an event over `version` (its updatedAt when the form was loaded); CONFLICT when someone else changed it since.",
  })
  async updateEvent(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => EventInput) input: EventInput,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<EventView> {
    await ctx.services.eventAdmin.update(id, input, version);
    return ctx.services.events.getAny(id, ctx.language);
  }

  @Authorized("administer_events")
  @Mutation(() => Boolean, { description: "Deletes an event that has no bookings (one with bookings can be unpublished or archived)." })
  async deleteEvent(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.eventAdmin.delete(id);
    return true;
  }

  @FieldResolver(() => [MissingTranslationView], {
    description:
      "What is missing for it to be published: the texts visitors would read that lack an enabled language (administer_events, administer_bookings or sell_tickets).",
  })
  missingTranslations(@Root() event: EventView, @Ctx() ctx: RequestContext): Promise<MissingTranslationView[]> {
    authorizeAny(ctx.identity, VENUE_ADMIN_PERMISSIONS);
    return ctx.loaders.missingTranslations(event.id);
  }

  @FieldResolver(() => [TranslationView], { description: "The name in every language (the default language first)." })
  async names(@Root() event: EventView, @Ctx() ctx: RequestContext): Promise<TranslationView[]> {
    return translationList(event.nameTranslations, await ctx.services.settings.languageIds());
  }

  @FieldResolver(() => [TranslationView], { description: "The description in every language that has one." })
  async descriptions(@Root() event: EventView, @Ctx() ctx: RequestContext): Promise<TranslationView[]> {
    return translationList(event.descriptionTranslations, await ctx.services.settings.languageIds());
  }
}
