import { CATALOG_NAME_MAX_LENGTH } from "@seatbooking/core";
import type { DataSource } from "typeorm";
import { DomainError, notFound } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { parseInput } from "../../common/request-input.js";
import { inTransaction } from "../../common/transaction.js";
import { translate, type Translations } from "../../common/translations.js";
import { queryRows } from "../../db/query-rows.js";
import { translationsSchema } from "../i18n/translations.input.js";
import { usedBy } from "../pricing/pricing-admin.service.js";
import type { SettingsService } from "../settings/settings.service.js";
import type { SpaceTypeInput } from "./space-type.inputs.js";

/** Space types as administrators create, edit and delete them (administer_space_types). */
export class SpaceTypeAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly onChanged: () => void = () => {},
  ) {}

  private async validate(input: SpaceTypeInput) {
    const languages = await this.settings.contentLanguageIds();
    const names = parseInput(translationsSchema(languages, { required: true, maxLength: CATALOG_NAME_MAX_LENGTH }), input.names, "names");
    return { names, accessible: Boolean(input.accessible) };
  }

  async create(input: SpaceTypeInput): Promise<string> {
    const type = await this.validate(input);
    const rows = await queryRows<{ id: string }>(
      this.dataSource.manager,
      `INSERT INTO space_types (name, accessible) VALUES ($1, $2) RETURNING id`,
      [JSON.stringify(type.names), type.accessible],
    );
    this.onChanged();
    return rows[0]!.id;
  }

  async update(idInput: string, input: SpaceTypeInput): Promise<void> {
    const id = parseUuid(idInput);
    const type = await this.validate(input);
    const rows = await queryRows(this.dataSource.manager, `UPDATE space_types SET name = $2, accessible = $3 WHERE id = $1 RETURNING id`, [
      id,
      JSON.stringify(type.names),
      type.accessible,
    ]);
    if (rows.length === 0) throw notFound();
    this.onChanged();
  }

  /** Deletes a space type no space has; otherwise names the plans whose spaces have it. */
  async delete(idInput: string, language: string): Promise<void> {
    const id = parseUuid(idInput);
    await inTransaction(this.dataSource, async (manager) => {
      if ((await queryRows(manager, `SELECT 1 FROM space_types WHERE id = $1 FOR UPDATE`, [id])).length === 0) throw notFound();
      const plans = await queryRows<{ name: Translations }>(
        manager,
        `SELECT p.name FROM plans p WHERE EXISTS (SELECT 1 FROM spaces s WHERE s.plan_id = p.id AND s.space_type_id = $1) ORDER BY p.created_at`,
        [id],
      );
      if (plans.length > 0)
        throw new DomainError("CONFLICT", "admin.spaceTypeInUse", {
          uses: usedBy(plans.map((row) => translate(row.name, language) ?? "")),
        });
      await manager.query(`DELETE FROM space_types WHERE id = $1`, [id]);
    });
    this.onChanged();
  }
}
