import type { DataSource, EntityManager } from "typeorm";
import { hasControlCharacter } from "../../common/control-characters.js";
import { DomainError } from "../../common/errors.js";
import { inTransaction } from "../../common/transaction.js";
import { queryRows } from "../../db/query-rows.js";
import { LanguageEntity } from "../settings/language.entity.js";
import type { SettingsService } from "../settings/settings.service.js";
import type { DictionaryEntryView, DictionaryImportView, DictionaryLanguageView } from "./dictionary-admin.types.js";
import { flattenDictionary, isPluralForm, placeholders } from "./dictionary-json.js";
import { UI_NAMESPACE, type DictionaryService } from "./dictionary.service.js";
import type { MessageKey } from "./server-messages.js";

/** The longest text an override may have (the longest bundled one is a few hundred characters). */
export const MAX_TEXT_LENGTH = 5_000;

/** Keys an import's message names; the rest are counted. */
const KEYS_NAMED = 10;

function keyList(keys: readonly string[]): string {
  const named = keys.slice(0, KEYS_NAMED).join(", ");
  return keys.length > KEYS_NAMED ? `${named} (+${keys.length - KEYS_NAMED})` : named;
}

const braces = (names: Iterable<string>) => [...names].map((name) => `{{${name}}}`).join(", ");

/** Why a text cannot be an override: the message, its parameters, and the value field's own message. */
interface TextProblem {
  kind: "empty" | "placeholders" | "invalid";
  messageKey: MessageKey;
  params: Record<string, string>;
  field: MessageKey;
}

/**
 * The dictionary editor (administer_dictionaries): the venue's overrides of the interface texts ('ui'
 * namespace), for every language of the languages table, bundled or not. The only writer of dictionary_entries.
 *
 * An override is a difference from the bundled text: saving or importing the bundled text itself removes
 * the override. Overrides keep the bundled text's {{placeholders}} and add none (a dropped one breaks the
 * sentence it fills in; an unknown one shows as typed), except that a plural form may spell its {{count}} out.
 */
export class DictionaryAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly dictionaries: DictionaryService,
    private readonly settings: SettingsService,
  ) {}

  private get bundled() {
    return this.dictionaries.bundled;
  }

  /** Every language of the languages table (enabled or not), in menu order, with its missing and overridden counts. */
  async languages(): Promise<DictionaryLanguageView[]> {
    const languages = await this.languageRows();
    const rows = await queryRows<{ language_id: string; key: string }>(
      this.dataSource,
      `SELECT language_id, key FROM dictionary_entries WHERE namespace = $1 AND btrim(value) <> ''`,
      [UI_NAMESPACE],
    );
    const keys = this.bundled.keys(UI_NAMESPACE);
    return languages.map(({ id, name }) => {
      const overridden = new Set(rows.filter((row) => row.language_id === id && keys.has(row.key)).map((row) => row.key));
      const bundledTexts = this.bundled.texts(id, UI_NAMESPACE);
      const missing = [...keys].filter((key) => !bundledTexts.has(key) && !overridden.has(key)).length;
      return { id, name, bundled: this.bundled.has(id, UI_NAMESPACE), missing, overridden: overridden.size, keys: keys.size };
    });
  }

  /** Every interface text in `language`: its bundled text, the venue's override and the fallback language's text. */
  async entries(language: string): Promise<DictionaryEntryView[]> {
    // A read of a language the site does not have finds nothing; the writes below refuse it as bad input.
    if (!(await this.languageExists(language)))
      throw new DomainError("NOT_FOUND", "dictionary.unknownLanguage", { language: language.slice(0, 32) });
    const texts = await this.textsOf(language);
    return [...this.bundled.keys(UI_NAMESPACE)].map((key) => texts(key));
  }

  async setOverride(language: string, key: string, value: string): Promise<DictionaryEntryView> {
    await this.requireLanguage(language);
    this.requireKey(key);
    const problem = this.problemOf(language, key, value, await this.languageOrder());
    if (problem) throw new DomainError("BAD_USER_INPUT", problem.messageKey, problem.params, { value: problem.field });
    await inTransaction(this.dataSource, (manager) => this.write(manager, language, new Map([[key, value]])));
    this.dictionaries.forget();
    return this.entry(language, key);
  }

  async removeOverride(language: string, key: string): Promise<DictionaryEntryView> {
    await this.requireLanguage(language);
    this.requireKey(key);
    await this.dataSource.query(`DELETE FROM dictionary_entries WHERE language_id = $1 AND namespace = $2 AND key = $3`, [
      language,
      UI_NAMESPACE,
      key,
    ]);
    this.dictionaries.forget();
    return this.entry(language, key);
  }

  /**
   * Imports an i18next JSON dictionary (nested, flat or mixed) into `language`'s overrides, all or nothing:
   * it must be a JSON object of texts and objects, every key an interface text, no text empty and every text
   * keeping its placeholders. Keys the file leaves out keep their overrides.
   */
  async importJson(language: string, json: string): Promise<DictionaryImportView> {
    await this.requireLanguage(language);
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      throw new DomainError("BAD_USER_INPUT", "dictionary.importNotJson");
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
      throw new DomainError("BAD_USER_INPUT", "dictionary.importNotObject");
    const { texts, problems } = flattenDictionary(parsed as Record<string, unknown>);
    if (problems.notText.length > 0)
      throw new DomainError("BAD_USER_INPUT", "dictionary.importNotText", { keys: keyList(problems.notText) });
    const unknown = [...texts.keys()].filter((key) => !this.bundled.keys(UI_NAMESPACE).has(key));
    if (unknown.length > 0) throw new DomainError("BAD_USER_INPUT", "dictionary.importUnknownKeys", { keys: keyList(unknown) });

    const order = await this.languageOrder();
    const refused: Record<TextProblem["kind"], string[]> = { empty: [], placeholders: [], invalid: [] };
    for (const [key, text] of texts) {
      const problem = this.problemOf(language, key, text, order);
      if (problem) refused[problem.kind].push(key);
    }
    if (refused.empty.length > 0) throw new DomainError("BAD_USER_INPUT", "dictionary.importEmpty", { keys: keyList(refused.empty) });
    if (refused.placeholders.length > 0)
      throw new DomainError("BAD_USER_INPUT", "dictionary.importPlaceholders", { keys: keyList(refused.placeholders) });
    if (refused.invalid.length > 0) throw new DomainError("BAD_USER_INPUT", "dictionary.importInvalid", { keys: keyList(refused.invalid) });

    const overridden = await inTransaction(this.dataSource, (manager) => this.write(manager, language, texts));
    // After the commit: a request meanwhile would have cached the old rows again.
    this.dictionaries.forget();
    return { texts: texts.size, overridden };
  }

  /**
   * Saves texts as overrides in one statement each: a text equal to the bundled one removes the key's
   * override instead. Answers how many overrides were written.
   */
  private async write(manager: EntityManager, language: string, texts: ReadonlyMap<string, string>): Promise<number> {
    const bundledTexts = this.bundled.texts(language, UI_NAMESPACE);
    const asBundled = [...texts].filter(([key, text]) => bundledTexts.get(key) === text).map(([key]) => key);
    const overrides = [...texts].filter(([key, text]) => bundledTexts.get(key) !== text);
    if (asBundled.length > 0) {
      await manager.query(`DELETE FROM dictionary_entries WHERE language_id = $1 AND namespace = $2 AND key = ANY($3::varchar[])`, [
        language,
        UI_NAMESPACE,
        asBundled,
      ]);
    }
    if (overrides.length > 0) {
      await manager.query(
        `INSERT INTO dictionary_entries (language_id, namespace, key, value)
         SELECT $1, $2, entry.key, entry.value FROM unnest($3::varchar[], $4::text[]) AS entry(key, value)
         ON CONFLICT (language_id, namespace, key) DO UPDATE SET value = EXCLUDED.value`,
        [language, UI_NAMESPACE, overrides.map(([key]) => key), overrides.map(([, text]) => text)],
      );
    }
    return overrides.length;
  }

  private async entry(language: string, key: string): Promise<DictionaryEntryView> {
    return (await this.textsOf(language))(key);
  }

  /** A reader of `language`'s texts by key (its overrides and the fallback language's read once). */
  private async textsOf(language: string): Promise<(key: string) => DictionaryEntryView> {
    const fallbackLanguage = (await this.settings.languageIds())[0] ?? language;
    const [overrides, fallbackOverrides] = await Promise.all([
      this.dictionaries.overrides(language, UI_NAMESPACE),
      this.dictionaries.overrides(fallbackLanguage, UI_NAMESPACE),
    ]);
    const bundledTexts = this.bundled.texts(language, UI_NAMESPACE);
    const fallbackTexts = this.bundled.texts(fallbackLanguage, UI_NAMESPACE);
    return (key) => ({
      key,
      bundled: bundledTexts.get(key) ?? null,
      override: overrides.get(key) ?? null,
      fallback: fallbackOverrides.get(key) ?? fallbackTexts.get(key) ?? null,
    });
  }

  /** Why `text` cannot be `key`'s override in `language`, or null when it can. */
  private problemOf(language: string, key: string, text: string, languageOrder: readonly string[]): TextProblem | null {
    if (text.trim() === "") return { kind: "empty", messageKey: "dictionary.empty", params: {}, field: "dictionary.empty" };
    if (text.length > MAX_TEXT_LENGTH || hasControlCharacter(text)) {
      const messageKey = hasControlCharacter(text) ? "validation.controlCharacters" : "validation.tooLong";
      return { kind: "invalid", messageKey, params: {}, field: messageKey };
    }
    // The language's own bundled text, else (a language the app bundles nothing for) the first bundled one in menu order.
    const bundledIn = [language, ...languageOrder, ...this.bundled.languages()].filter((code) =>
      this.bundled.texts(code, UI_NAMESPACE).has(key),
    );
    const reference = this.bundled.texts(bundledIn[0]!, UI_NAMESPACE).get(key)!;
    const required = [...placeholders(reference)].filter((name) => !(name === "count" && isPluralForm(key)));
    const allowed = new Set(bundledIn.flatMap((code) => [...placeholders(this.bundled.texts(code, UI_NAMESPACE).get(key)!)]));
    const used = placeholders(text);
    const missing = required.filter((name) => !used.has(name));
    if (missing.length > 0) {
      return {
        kind: "placeholders",
        messageKey: "dictionary.placeholderMissing",
        params: { placeholders: braces(missing) },
        field: "dictionary.placeholders",
      };
    }
    const unknown = [...used].filter((name) => !allowed.has(name));
    if (unknown.length > 0) {
      return {
        kind: "placeholders",
        messageKey: "dictionary.placeholderUnknown",
        params: { placeholders: braces(unknown) },
        field: "dictionary.placeholders",
      };
    }
    return null;
  }

  private languageRows(): Promise<LanguageEntity[]> {
    return this.dataSource.getRepository(LanguageEntity).find({ order: { position: "ASC", id: "ASC" } });
  }

  private async languageOrder(): Promise<string[]> {
    return (await this.languageRows()).map((language) => language.id);
  }

  private languageExists(language: string): Promise<boolean> {
    return this.dataSource.getRepository(LanguageEntity).existsBy({ id: language });
  }

  private async requireLanguage(language: string): Promise<void> {
    if (!(await this.languageExists(language))) {
      throw new DomainError(
        "BAD_USER_INPUT",
        "dictionary.unknownLanguage",
        { language: language.slice(0, 32) },
        { language: "validation.unknownLanguage" },
      );
    }
  }

  private requireKey(key: string): void {
    if (!this.bundled.keys(UI_NAMESPACE).has(key))
      throw new DomainError("BAD_USER_INPUT", "dictionary.unknownKey", { key: key.slice(0, 255) }, { key: "dictionary.notAKey" });
  }
}
