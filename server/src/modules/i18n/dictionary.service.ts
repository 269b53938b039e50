import { createHash } from "node:crypto";
import type { DataSource } from "typeorm";
import { notFound } from "../../common/errors.js";
import { CACHE_LIMITS, LoadingCache } from "../../common/caches.js";
import type { BundledDictionaries } from "./bundled-dictionaries.js";
import { DictionaryEntryEntity } from "./dictionary-entry.entity.js";
import { withTexts } from "./dictionary-json.js";
import { CLIENT_NAMESPACES, NAMESPACES } from "@seatbooking/core";
import { BUNDLED_SERVER_TEXTS, setServerTextOverrides } from "./server-messages.js";

/** The namespace of the interface texts (the client's default namespace). */
export const UI_NAMESPACE = NAMESPACES.visitor;

/**
 * The site's languages as the dictionaries need them, answered by the settings module (which owns the
 * languages table): every language, enabled or not, in menu order.
 */
export interface SiteLanguages {
  allLanguages(): Promise<Array<{ id: string; name: string }>>;
}

/** A served dictionary: its JSON and the entity tag browsers revalidate it with. */
export interface DictionaryFile {
  body: string;
  etag: string;
}

/**
 * The dictionaries browsers load (SPEC section 7): the bundled one of a language with the venue's overrides
 * merged over it; and the server's own texts (namespace 'server') with the overrides set over them.
 * Overrides are read here and written only by DictionaryAdminService.
 */
export class DictionaryService {
  /** The served files; this process's own saves forget them at once. */
  private readonly files = new LoadingCache<DictionaryFile>(CACHE_LIMITS.dictionaryFiles);
  /** The client's bundled dictionaries and the server's own texts: every text an override may replace. */
  readonly bundled: BundledDictionaries;

  constructor(
    private readonly dataSource: DataSource,
    clientBundled: BundledDictionaries,
    private readonly siteLanguages: SiteLanguages,
  ) {
    this.bundled = clientBundled.withNamespace(NAMESPACES.server, BUNDLED_SERVER_TEXTS);
  }

  /**
   * GET /api/dictionaries/{language}/{namespace}.json: the language's bundled dictionary with its overrides
   * set over it, or only its overrides when the client bundles none for it (a language added by the venue:
   * the client falls back key by key). 404 for a language that is not in the languages table and for a
   * namespace the client bundles for no language (the server's own texts are not served).
   */
  file(language: string, namespace: string): Promise<DictionaryFile> {
    if (!(CLIENT_NAMESPACES as readonly string[]).includes(namespace) || !this.bundled.hasNamespace(namespace))
      return Promise.reject(notFound());
    return this.files.get(`${language}\n${namespace}`, () => this.build(language, namespace));
  }

  /** Drops the served copies after a save, so this process serves the change at once. */
  forget(): void {
    this.files.clear();
  }

  /**
   * Reads the venue's overrides of the server's texts into the texts serverMessage() answers with: at
   * start, after this process saves one, and periodically for the saves of other processes.
   */
  async loadServerTexts(): Promise<void> {
    const rows = await this.dataSource.getRepository(DictionaryEntryEntity).find({
      select: { languageId: true, key: true, value: true },
      where: { namespace: NAMESPACES.server },
    });
    const keys = this.bundled.keys(NAMESPACES.server);
    const overrides = new Map<string, Map<string, string>>();
    for (const row of rows) {
      if (row.value.trim() === "" || !keys.has(row.key)) continue;
      const own = overrides.get(row.languageId) ?? new Map<string, string>();
      overrides.set(row.languageId, own.set(row.key, row.value));
    }
    setServerTextOverrides(overrides);
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
    if (!(await this.siteLanguages.allLanguages()).some((row) => row.id === language)) throw notFound();
    const dictionary = withTexts(this.bundled.nested(language, namespace) ?? {}, await this.overrides(language, namespace));
    const body = JSON.stringify(dictionary);
    // Weak: the same tag for the dictionary in any content coding.
    return { body, etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
  }
}
