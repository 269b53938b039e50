import { Field, ID, InputType, ObjectType } from "type-graphql";
import type { DataSource } from "typeorm";
import { changedMeanwhile, validationFailed } from "../../common/errors.js";
import { parseInput } from "../../common/request-input.js";
import { inTransaction } from "../../common/transaction.js";
import { queryRows } from "../../db/query-rows.js";
import { languageListSchema, newLanguageSchema } from "./languages-admin.input.js";
import type { SettingsService } from "./settings.service.js";

@ObjectType("AdminLanguage", { description: "A language as administrators manage it; the first enabled one is the fallback." })
export class AdminLanguageView {
  @Field(() => ID, { description: "ISO 639 code, e.g. de." })
  id!: string;

  @Field({ description: "The language's name as the language switcher shows it." })
  name!: string;

  @Field({ description: "Offered to visitors (routing, switcher, /api/languages)." })
  enabled!: boolean;
}

@InputType("LanguageInput", { description: "One language of the saved list: the list's order is the menu order." })
export class LanguageInput {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  enabled!: boolean;
}

/** The languages list, its order and which are offered (administer_settings; issue 15). */
export class LanguagesAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  list(): Promise<AdminLanguageView[]> {
    return queryRows<AdminLanguageView>(this.dataSource, `SELECT id, name, enabled FROM languages ORDER BY position, id`);
  }

  /** Adds a language by its ISO 639 code, disabled and last; its name defaults to its own name for itself (Deutsch). */
  async add(rawCode: string, rawName: string | null | undefined): Promise<AdminLanguageView[]> {
    const { id: code, name } = parseInput(newLanguageSchema, { id: rawCode, name: rawName });
    await inTransaction(this.dataSource, async (manager) => {
      // Serializes list changes: the position below must not be taken twice.
      await manager.query(`LOCK TABLE languages IN SHARE ROW EXCLUSIVE MODE`);
      const inserted = await queryRows<{ id: string }>(
        manager,
        `INSERT INTO languages (id, name, position, enabled)
         SELECT $1, $2, COALESCE(MAX(position), -1) + 1, false FROM languages
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [code, name],
      );
      // Already listed: the database's answer, not the input's shape.
      if (inserted.length === 0) throw validationFailed({ id: "validation.languageExists" });
    });
    this.settings.forgetLanguages();
    return this.list();
  }

  /**
   * Saves the whole list at once: its order (the first enabled language is the fallback), names and which are
   * enabled. The list must name every language exactly once (else someone changed it meanwhile), and at least
   * one must stay enabled.
   */
  async save(input: readonly LanguageInput[]): Promise<AdminLanguageView[]> {
    const list = parseInput(languageListSchema, input);
    const entries = list.entries.map((entry) => ({ ...entry, name: list.names[entry.id]! }));
    await inTransaction(this.dataSource, async (manager) => {
      await manager.query(`LOCK TABLE languages IN SHARE ROW EXCLUSIVE MODE`);
      const existing = await queryRows<{ id: string }>(manager, `SELECT id FROM languages`);
      const ids = new Set(entries.map((entry) => entry.id));
      if (ids.size !== entries.length || existing.length !== entries.length || existing.some((row) => !ids.has(row.id))) {
        throw changedMeanwhile();
      }
      await manager.query(
        `UPDATE languages SET name = entry.name, enabled = entry.enabled, position = entry.position
         FROM jsonb_to_recordset($1::jsonb) AS entry(id text, name text, enabled boolean, position int)
         WHERE languages.id = entry.id`,
        [JSON.stringify(entries.map((entry, position) => ({ ...entry, position })))],
      );
    });
    this.settings.forgetLanguages();
    return this.list();
  }
}
