import { Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { LanguageView, SettingsView } from "./settings.results.js";

@Resolver()
export class SettingsResolver {
  @Query(() => [LanguageView], { description: "Supported languages; the first is the fallback." })
  languages(@Ctx() ctx: RequestContext): Promise<LanguageView[]> {
    return ctx.services.settings.languages();
  }

  @Query(() => SettingsView, { description: "Site settings in the request's language." })
  settings(@Ctx() ctx: RequestContext): Promise<SettingsView> {
    return ctx.services.settings.settings(ctx.language);
  }
}
