import { Field, Int, ObjectType } from "type-graphql";

@ObjectType("DictionaryLanguage", { description: "A language of the site as the dictionary editor sees it (administer_dictionaries)." })
export class DictionaryLanguageView {
  @Field({ description: "Language code." })
  id!: string;

  @Field({ description: "The language's name in that language." })
  name!: string;

  @Field({
    description:
      "Whether the app bundles a dictionary for it; a language without one shows its overrides and otherwise the fallback language's texts, key by key.",
  })
  bundled!: boolean;

  @Field(() => Int, { description: "Interface texts it has neither a bundled text nor an override for." })
  missing!: number;

  @Field(() => Int, { description: "Interface texts the venue has overridden in it." })
  overridden!: number;

  @Field(() => Int, { description: "Interface texts in all." })
  keys!: number;
}

@ObjectType("DictionaryEntry", { description: "One text of a namespace (ui, admin or server) in one language." })
export class DictionaryEntryView {
  @Field({ description: "Dotted i18next key, e.g. events.title." })
  key!: string;

  @Field(() => String, { nullable: true, description: "The text the app bundles for the language; none when it bundles no text for it." })
  bundled!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The venue's override, shown instead of the bundled text; none: the bundled text shows.",
  })
  override!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The fallback (first) language's text, shown when the language has neither a bundled text nor an override.",
  })
  fallback!: string | null;
}

@ObjectType("DictionaryImport", { description: "What an import of an i18next JSON dictionary did." })
export class DictionaryImportView {
  @Field(() => Int, { description: "Texts the file had (all of them were applied)." })
  texts!: number;

  @Field(() => Int, {
    description: "Of them, the ones that differ from the bundled text and are now overrides (the others are the bundled text).",
  })
  overridden!: number;
}
