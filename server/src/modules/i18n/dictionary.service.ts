import { createHash } from "node:crypto";
import type { DataSource } from "typeorm";
import { notFound } from "../../common/errors.js";
import { TtlCache } from "../../common/ttl-cache.js";
import { LanguageEntity } from "../settings/language.entity.js";
import type { BundledDictionaries } from "./bundled-dictionaries.js";
import { DictionaryEntryEntity } from "./dictionary-entry.entity.js";
import { withTexts } from "./dictionary-json.js";

/** The namespace of the interface texts (the client's default namespace). */
export const UI_NAMESPACE = "ui";

/** A served dictionary: its JSON and the entity tag browsers revalidate it with. */
export interface DictionaryFile {
  body: string;
  etag: string;
}

/**
 * How long a served dictionary is reused: every open browser revalidates on each navigation, so the
 * merge and its hash are done once a second at most; this process's own saves forget it at once.
 */
const FILE_CACHE_MS = 1_000;

/**
 * The dictionaries browsers load (SPEC section 7): the bundled one of a language with the venue's overrides
 * merged over it. Overrides are read here and written only by DictionaryAdminService.
 */
export class DictionaryService {
  private readonly files = new TtlCache<DictionaryFile>(FILE_CACHE_MS, 1_000);

  constructor(
    private readonly dataSource: DataSource,
    readonly bundled: BundledDictionaries,
  ) {}

  /**
   * GET /api/dictionaries/{language}/{namespace}.json: the language's bundled dictionary with its overrides
   * set over it, or only its overrides when the client bundles none for it (a language added by the venue:
   * the client falls back key by key). 404 for a language that is not in the languages table and for a
   * namespace the client bundles for no language.
   */
  file(language: string, namespace: string): Promise<DictionaryFile> {
    if (!this.bundled.hasNamespace(namespace)) return Promise.reject(notFound());
    return this.files.get(`${language}\n${namespace}`, () => this.build(language, namespace));
  }

  /** Drops the served copies after a save, so this process serves the change at once. */
  forget(): void {
    this.files.clear();
  }

  /** The language's overrides of `namespace`'s bundled keys by key; keys no longer bundled and empty values are left out. */
  async overrides(language: string, namespace: string): Promise<Map<string, string>> {
    const rows = await this.dataSource.getRepository(DictionaryEntryEntity).find({
      select: { key: true, value: true },
      where: { languageId: language, namespace },
      order: { key: "ASC" },
    });
    const keys = this.bundled.keys(namespace);
    return new Map(rows.filter((row) => row.value.trim() !== "" && keys.has(row.key)).map((row) => [row.key, row.value]));
  }

  private async build(language: string, namespace: string): Promise<DictionaryFile> {
    if (!(await this.dataSource.getRepository(LanguageEntity).existsBy({ id: language }))) throw notFound();
    const dictionary = withTexts(this.bundled.nested(language, namespace) ?? {}, await this.overrides(language, namespace));
    const body = JSON.stringify(dictionary);
    return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
  }
}
