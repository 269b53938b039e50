import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { DictionaryEntryView, DictionaryImportView, DictionaryLanguageView } from "./dictionary-admin.types.js";

const NAMESPACE_ARG =
  "The dictionary: ui (the visitor's texts), admin (the administration's texts) or server (e-mails, ticket PDFs, exports and error messages).";

/** The dictionary editor's API (administer_dictionaries): the venue's overrides of the texts of each namespace. */
@Resolver()
export class DictionaryResolver {
  @Authorized("administer_dictionaries")
  @Query(() => [DictionaryLanguageView], {
    description:
      "Every language of the site, enabled or not, with its missing and overridden texts of `namespace` (administer_dictionaries).",
  })
  dictionaryLanguages(
    @Arg("namespace", { defaultValue: "ui", description: NAMESPACE_ARG }) namespace: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DictionaryLanguageView[]> {
    return ctx.services.dictionaryAdmin.languages(namespace);
  }

  @Authorized("administer_dictionaries")
  @Query(() => [DictionaryEntryView], {
    description:
      "Every text of `namespace` in `language`: bundled text, override and fallback text (administer_dictionaries); NOT_FOUND for a language the site does not have.",
  })
  dictionaryEntries(
    @Arg("language") language: string,
    @Arg("namespace", { defaultValue: "ui", description: NAMESPACE_ARG }) namespace: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DictionaryEntryView[]> {
    return ctx.services.dictionaryAdmin.entries(language, namespace);
  }

  @Authorized("administer_dictionaries")
  @Mutation(() => DictionaryEntryView, {
    description:
      "Overrides a text of `namespace` in `language`; an override of the server's texts shows in its next e-mail, PDF or error message. Refused: an unknown key, an empty text, or one that drops or adds a {{placeholder}} of the bundled text. The bundled text itself removes the override.",
  })
  setDictionaryOverride(
    @Arg("language") language: string,
    @Arg("key") key: string,
    @Arg("value") value: string,
    @Arg("namespace", { defaultValue: "ui", description: NAMESPACE_ARG }) namespace: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DictionaryEntryView> {
    return ctx.services.dictionaryAdmin.setOverride(language, key, value, namespace);
  }

  @Authorized("administer_dictionaries")
  @Mutation(() => DictionaryEntryView, { description: "Removes an override: the bundled (or fallback) text shows again." })
  removeDictionaryOverride(
    @Arg("language") language: string,
    @Arg("key") key: string,
    @Arg("namespace", { defaultValue: "ui", description: NAMESPACE_ARG }) namespace: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DictionaryEntryView> {
    return ctx.services.dictionaryAdmin.removeOverride(language, key, namespace);
  }

  @Authorized("administer_dictionaries")
  @Mutation(() => DictionaryImportView, {
    description:
      "Imports an i18next JSON dictionary (nested objects, or dotted keys) into `language`'s overrides of `namespace`, all or nothing: refused when it is not JSON, not an object of texts, has a key that is not a text of the namespace, an empty text or a text that drops or adds a {{placeholder}}. Keys it leaves out keep their overrides.",
  })
  importDictionary(
    @Arg("language") language: string,
    @Arg("json") json: string,
    @Arg("namespace", { defaultValue: "ui", description: NAMESPACE_ARG }) namespace: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DictionaryImportView> {
    return ctx.services.dictionaryAdmin.importJson(language, json, namespace);
  }
}
