import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { DictionaryEntryView, DictionaryImportView, DictionaryLanguageView } from "./dictionary-admin.types.js";

/** The dictionary editor's API (administer_dictionaries): the venue's overrides of the interface texts. */
@Resolver()
export class DictionaryResolver {
  @Authorized("administer_dictionaries")
  @Query(() => [DictionaryLanguageView], {
    description: "Every language of the site, enabled or not, with its missing and overridden interface texts (administer_dictionaries).",
  })
  dictionaryLanguages(@Ctx() ctx: RequestContext): Promise<DictionaryLanguageView[]> {
    return ctx.services.dictionaryAdmin.languages();
  }

  @Authorized("administer_dictionaries")
  @Query(() => [DictionaryEntryView], {
    description:
      "Every interface text ('ui' namespace) in `language`: bundled text, override and fallback text (administer_dictionaries); NOT_FOUND for a language the site does not have.",
  })
  dictionaryEntries(@Arg("language") language: string, @Ctx() ctx: RequestContext): Promise<DictionaryEntryView[]> {
    return ctx.services.dictionaryAdmin.entries(language);
  }

  @Authorized("administer_dictionaries")
  @Mutation(() => DictionaryEntryView, {
    description:
      "Overrides an interface text in `language`. Refused: an unknown key, an empty text, or one that drops or adds a {{placeholder}} of the bundled text. The bundled text itself removes the override.",
  })
  setDictionaryOverride(
    @Arg("language") language: string,
    @Arg("key") key: string,
    @Arg("value") value: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DictionaryEntryView> {
    return ctx.services.dictionaryAdmin.setOverride(language, key, value);
  }

  @Authorized("administer_dictionaries")
  @Mutation(() => DictionaryEntryView, { description: "Removes an override: the bundled (or fallback) text shows again." })
  removeDictionaryOverride(
    @Arg("language") language: string,
    @Arg("key") key: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DictionaryEntryView> {
    return ctx.services.dictionaryAdmin.removeOverride(language, key);
  }

  @Authorized("administer_dictionaries")
  @Mutation(() => DictionaryImportView, {
    description:
      "Imports an i18next JSON dictionary (nested objects, or dotted keys) into `language`'s overrides, all or nothing: refused when it is not JSON, not an object of texts, has a key that is not an interface text, an empty text or a text that drops or adds a {{placeholder}}. Keys it leaves out keep their overrides.",
  })
  importDictionary(
    @Arg("language") language: string,
    @Arg("json") json: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DictionaryImportView> {
    return ctx.services.dictionaryAdmin.importJson(language, json);
  }
}
