import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { AdminLanguageView, LanguageInput } from "./languages-admin.js";
import { AdminSettingsView, SettingsInput } from "./settings-admin.js";
import { LanguageView, SettingsView } from "./settings.results.js";

@Resolver()
export class SettingsResolver {
  @Query(() => [LanguageView], { description: "Supported languages; the first is the fallback." })
  languages(@Ctx() ctx: RequestContext): Promise<LanguageView[]> {
    return ctx.services.settings.languages();
  }

  @Authorized("administer_settings")
  @Query(() => AdminSettingsView, { description: "The site's settings with every language's texts (administer_settings)." })
  adminSettings(@Ctx() ctx: RequestContext): Promise<AdminSettingsView> {
    return ctx.services.settingsAdmin.get();
  }

  @Authorized("administer_settings")
  @Mutation(() => AdminSettingsView, {
    description:
      "Saves the site's settings over `version` (adminSettings.updatedAt); CONFLICT when someone else saved meanwhile. Colours #rrggbb, an IANA time zone, retentionDays 1-3650 or none.",
  })
  async updateSettings(
    @Arg("input", () => SettingsInput) input: SettingsInput,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminSettingsView> {
    await ctx.services.settingsAdmin.update(input, version);
    return ctx.services.settingsAdmin.get();
  }

  @Authorized("administer_settings")
  @Query(() => [AdminLanguageView], { description: "Every language, enabled or not, in menu order (administer_settings)." })
  adminLanguages(@Ctx() ctx: RequestContext): Promise<AdminLanguageView[]> {
    return ctx.services.languagesAdmin.list();
  }

  @Authorized("administer_settings")
  @Mutation(() => [AdminLanguageView], {
    description: "Adds a language by its ISO 639 code (e.g. de), disabled and last; name defaults to the language's own name for itself.",
  })
  addLanguage(
    @Arg("id", () => String) id: string,
    @Arg("name", () => String, { nullable: true }) name: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminLanguageView[]> {
    return ctx.services.languagesAdmin.add(id, name);
  }

  @Authorized("administer_settings")
  @Mutation(() => [AdminLanguageView], {
    description:
      "Saves every language's name and whether it is enabled, in menu order (the first enabled one is the fallback). The list names every language once; at least one stays enabled.",
  })
  saveLanguages(
    @Arg("languages", () => [LanguageInput]) languages: LanguageInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<AdminLanguageView[]> {
    return ctx.services.languagesAdmin.save(languages);
  }

  @Authorized("administer_settings")
  @Query(() => [String], {
    description:
      "The sites whose pages may show the embeddable event widget (embed.js), as origins such as https://venue.example (administer_settings).",
  })
  embedOrigins(@Ctx() ctx: RequestContext): Promise<string[]> {
    return ctx.services.embedOrigins.list();
  }

  @Authorized("administer_settings")
  @Mutation(() => [String], {
    description:
      "Saves the sites that may show the embeddable event widget: each https://host[:port] (http:// only for localhost, 127.0.0.1 and [::1]), no path or wildcard; normalized, empty entries left out, each once, at most 20. A refused entry is named as the field origins.{index}. Answers the list as saved; every process uses it at once.",
  })
  saveEmbedOrigins(@Arg("origins", () => [String]) origins: string[], @Ctx() ctx: RequestContext): Promise<string[]> {
    return ctx.services.embedOrigins.save(origins);
  }

  @Query(() => SettingsView, { description: "Site settings in the request's language." })
  settings(@Ctx() ctx: RequestContext): Promise<SettingsView> {
    return ctx.services.settings.settings(ctx.language);
  }
}
