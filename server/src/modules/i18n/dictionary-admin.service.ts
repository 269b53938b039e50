import type { DataSource, EntityManager } from "typeorm";
import { checkInput } from "@seatbooking/core/input";
import { DomainError } from "../../common/errors.js";
import { problemMessages } from "../../common/request-input.js";
import { inTransaction } from "../../common/transaction.js";
import { queryRows } from "../../db/query-rows.js";
import type { DictionaryEntryView, DictionaryImportView, DictionaryLanguageView } from "./dictionary-admin.types.js";
import { flattenDictionary, isPluralForm, maskParts, placeholders } from "./dictionary-json.js";
import type { DictionaryService, SiteLanguages } from "./dictionary.service.js";
import { EDITABLE_NAMESPACES, NAMESPACES, isNamespace, type Namespace } from "@seatbooking/core";
import type { MessageKey } from "./server-messages.js";
import { overrideTextSchema } from "./dictionary-admin.input.js";

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

/** The site's languages as the editor needs them (the settings module answers). */
export interface EditorLanguages extends SiteLanguages {
  /** The enabled languages' codes in menu order, the first being the fallback. */
  languageIds(): Promise<string[]>;
}

/**
 * The dictionary editor (administer_dictionaries): the venue's overrides of the texts of every namespace
 * (the visitor's 'ui', the administrator's 'admin' and the server's own 'server': errors, e-mails, PDFs),
 * for every language of the languages table, bundled or not. The only writer of dictionary_entries.
 *
 * An override is a difference from the bundled text: saving or importing the bundled text itself removes
 * the override. Overrides keep the bundled text's {{placeholders}} and add none (a dropped one breaks the
 * sentence it fills in; an unknown one shows as typed), except that a plural form may spell its {{count}} out.
 * The server's label masks (spaceLabel.*) keep their {section}-style parts the same way.
 */
export class DictionaryAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly dictionaries: DictionaryService,
    private readonly settings: EditorLanguages,
  ) {}

  private get bundled() {
    return this.dictionaries.bundled;
  }

  /** The namespaces the editor lists, in its order. */
  namespaces(): readonly Namespace[] {
    return EDITABLE_NAMESPACES;
  }

  /** Every language of the languages table (enabled or not), in menu order, with its missing and overridden counts in `namespace`. */
  async languages(namespace: string = NAMESPACES.visitor): Promise<DictionaryLanguageView[]> {
    const ns = this.requireNamespace(namespace);
    const languages = await this.settings.allLanguages();
    const rows = await queryRows<{ language_id: string; key: string }>(
      this.dataSource,
      `SELECT language_id, key FROM dictionary_entries WHERE namespace = $1 AND btrim(value) <> ''`,
      [ns],
    );
    const keys = this.bundled.keys(ns);
    return languages.map(({ id, name }) => {
      const overridden = new Set(rows.filter((row) => row.language_id === id && keys.has(row.key)).map((row) => row.key));
      const bundledTexts = this.bundled.texts(id, ns);
      const missing = [...keys].filter((key) => !bundledTexts.has(key) && !overridden.has(key)).length;
      return { id, name, bundled: this.bundled.has(id, ns), missing, overridden: overridden.size, keys: keys.size };
    });
  }

  /** Every text of `namespace` in `language`: its bundled text, the venue's override and the fallback language's text. */
  async entries(language: string, namespace: string = NAMESPACES.visitor): Promise<DictionaryEntryView[]> {
    const ns = this.requireNamespace(namespace);
    // A read of a language the site does not have finds nothing; the writes below refuse it as bad input.
    if (!(await this.languageExists(language)))
      throw new DomainError("NOT_FOUND", "dictionary.unknownLanguage", { language: language.slice(0, 32) });
    const texts = await this.textsOf(language, ns);
    return [...this.bundled.keys(ns)].map((key) => texts(key));
  }

  async setOverride(language: string, key: string, value: string, namespace: string = NAMESPACES.visitor): Promise<DictionaryEntryView> {
    const ns = this.requireNamespace(namespace);
    await this.requireLanguage(language);
    this.requireKey(ns, key);
    const problem = this.problemOf(ns, language, key, value, await this.languageOrder());
    if (problem) throw new DomainError("BAD_USER_INPUT", problem.messageKey, problem.params, { value: problem.field });
    await inTransaction(this.dataSource, (manager) => this.write(manager, ns, language, new Map([[key, value]])));
    await this.changed(ns);
    return this.entry(ns, language, key);
  }

  async removeOverride(language: string, key: string, namespace: string = NAMESPACES.visitor): Promise<DictionaryEntryView> {
    const ns = this.requireNamespace(namespace);
    await this.requireLanguage(language);
    this.requireKey(ns, key);
    await this.dataSource.query(`DELETE FROM dictionary_entries WHERE language_id = $1 AND namespace = $2 AND key = $3`, [
      language,
      ns,
      key,
    ]);
    await this.changed(ns);
    return this.entry(ns, language, key);
  }

  /**
   * Imports an i18next JSON dictionary (nested, flat or mixed) into `language`'s overrides, all or nothing:
   * it must be a JSON object of texts and objects, every key an interface text, no text empty and every text
   * keeping its placeholders. Keys the file leaves out keep their overrides.
   */
  async importJson(language: string, json: string, namespace: string = NAMESPACES.visitor): Promise<DictionaryImportView> {
    const ns = this.requireNamespace(namespace);
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
    const unknown = [...texts.keys()].filter((key) => !this.bundled.keys(ns).has(key));
    if (unknown.length > 0) throw new DomainError("BAD_USER_INPUT", "dictionary.importUnknownKeys", { keys: keyList(unknown) });

    const order = await this.languageOrder();
    const refused: Record<TextProblem["kind"], string[]> = { empty: [], placeholders: [], invalid: [] };
    for (const [key, text] of texts) {
      const problem = this.problemOf(ns, language, key, text, order);
      if (problem) refused[problem.kind].push(key);
    }
    if (refused.empty.length > 0) throw new DomainError("BAD_USER_INPUT", "dictionary.importEmpty", { keys: keyList(refused.empty) });
    if (refused.placeholders.length > 0)
      throw new DomainError("BAD_USER_INPUT", "dictionary.importPlaceholders", { keys: keyList(refused.placeholders) });
    if (refused.invalid.length > 0) throw new DomainError("BAD_USER_INPUT", "dictionary.importInvalid", { keys: keyList(refused.invalid) });

    const overridden = await inTransaction(this.dataSource, (manager) => this.write(manager, ns, language, texts));
    // After the commit: a request meanwhile would have cached the old rows again.
    await this.changed(ns);
    return { texts: texts.size, overridden };
  }

  /** After a save: browsers are served the change at once, and the server's own texts show it from its next answer. */
  private async changed(namespace: Namespace): Promise<void> {
    this.dictionaries.forget();
    if (namespace === NAMESPACES.server) await this.dictionaries.loadServerTexts();
  }

  /**
   * Saves texts as overrides in one statement each: a text equal to the bundled one removes the key's
   * override instead. Answers how many overrides were written.
   */
  private async write(manager: EntityManager, namespace: Namespace, language: string, texts: ReadonlyMap<string, string>): Promise<number> {
    const bundledTexts = this.bundled.texts(language, namespace);
    const asBundled = [...texts].filter(([key, text]) => bundledTexts.get(key) === text).map(([key]) => key);
    const overrides = [...texts].filter(([key, text]) => bundledTexts.get(key) !== text);
    if (asBundled.length > 0) {
      await manager.query(`DELETE FROM dictionary_entries WHERE language_id = $1 AND namespace = $2 AND key = ANY($3::varchar[])`, [
        language,
        namespace,
        asBundled,
      ]);
    }
    if (overrides.length > 0) {
      await manager.query(
        `INSERT INTO dictionary_entries (language_id, namespace, key, value)
         SELECT $1, $2, entry.key, entry.value FROM unnest($3::varchar[], $4::text[]) AS entry(key, value)
         ON CONFLICT (language_id, namespace, key) DO UPDATE SET value = EXCLUDED.value`,
        [language, namespace, overrides.map(([key]) => key), overrides.map(([, text]) => text)],
      );
    }
    return overrides.length;
  }

  private async entry(namespace: Namespace, language: string, key: string): Promise<DictionaryEntryView> {
    return (await this.textsOf(language, namespace))(key);
  }

  /** A reader of `language`'s texts of `namespace` by key (its overrides and the fallback language's read once). */
  private async textsOf(language: string, namespace: Namespace): Promise<(key: string) => DictionaryEntryView> {
    const fallbackLanguage = (await this.settings.languageIds())[0] ?? language;
    const [overrides, fallbackOverrides] = await Promise.all([
      this.dictionaries.overrides(language, namespace),
      this.dictionaries.overrides(fallbackLanguage, namespace),
    ]);
    const bundledTexts = this.bundled.texts(language, namespace);
    const fallbackTexts = this.bundled.texts(fallbackLanguage, namespace);
    return (key) => ({
      key,
      bundled: bundledTexts.get(key) ?? null,
      override: overrides.get(key) ?? null,
      fallback: fallbackOverrides.get(key) ?? fallbackTexts.get(key) ?? null,
    });
  }

  /** Why `text` cannot be `key`'s override in `language`, or null when it can. */
  private problemOf(
    namespace: Namespace,
    language: string,
    key: string,
    text: string,
    languageOrder: readonly string[],
  ): TextProblem | null {
    const check = checkInput(overrideTextSchema, text);
    if (!check.ok) {
      // The text's own message is the refusal's too (an import names the keys refused, by kind).
      const messageKey = problemMessages(check.problems)[""]!;
      return { kind: messageKey === "dictionary.empty" ? "empty" : "invalid", messageKey, params: {}, field: messageKey };
    }
    // The language's own bundled text, else (a language the app bundles nothing for) the first bundled one in menu order.
    const bundledIn = [language, ...languageOrder, ...this.bundled.languages()].filter((code) =>
      this.bundled.texts(code, namespace).has(key),
    );
    // The server's label masks are filled by the server itself: their {section}-style parts are kept like placeholders.
    const parts = (value: string) =>
      namespace === NAMESPACES.server ? new Set([...placeholders(value), ...maskParts(value)]) : placeholders(value);
    const reference = this.bundled.texts(bundledIn[0]!, namespace).get(key)!;
    const required = [...parts(reference)].filter((name) => !(name === "count" && isPluralForm(key)));
    const allowed = new Set(bundledIn.flatMap((code) => [...parts(this.bundled.texts(code, namespace).get(key)!)]));
    const used = parts(text);
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

  private async languageOrder(): Promise<string[]> {
    return (await this.settings.allLanguages()).map((language) => language.id);
  }

  private async languageExists(language: string): Promise<boolean> {
    return (await this.settings.allLanguages()).some((row) => row.id === language);
  }

  private requireNamespace(namespace: string): Namespace {
    if (isNamespace(namespace)) return namespace;
    throw new DomainError(
      "BAD_USER_INPUT",
      "dictionary.unknownNamespace",
      { namespace: namespace.slice(0, 64) },
      { namespace: "dictionary.notANamespace" },
    );
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

  private requireKey(namespace: Namespace, key: string): void {
    if (!this.bundled.keys(namespace).has(key))
      throw new DomainError("BAD_USER_INPUT", "dictionary.unknownKey", { key: key.slice(0, 255) }, { key: "dictionary.notAKey" });
  }
}
