import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Labels per language (issue 34, item 15): a plan's map and space label masks per language (jsonb like its name),
 * the single mask carried into the default language (the first enabled one), and its sections' names per language
 * (`{ "P": { "en": "Stalls", "fi": "Permanto" } }`), which labels say for `{section}`.
 */
export class PlanLabelsPerLanguage1797100000000 implements MigrationInterface {
  name = "PlanLabelsPerLanguage1797100000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "plans" ADD "map_label_masks" jsonb NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "plans" ADD "space_label_masks" jsonb NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "plans" ADD "section_names" jsonb NOT NULL DEFAULT '{}'`);
    await queryRunner.query(
      `WITH first AS (SELECT coalesce((SELECT id FROM languages WHERE enabled ORDER BY position, id LIMIT 1), 'en') AS language)
       UPDATE plans SET
         map_label_masks = CASE WHEN map_label_mask IS NULL THEN '{}'::jsonb ELSE jsonb_build_object(first.language, map_label_mask) END,
         space_label_masks = CASE WHEN space_label_mask IS NULL THEN '{}'::jsonb ELSE jsonb_build_object(first.language, space_label_mask) END
         FROM first`,
    );
    await queryRunner.query(`ALTER TABLE "plans" DROP COLUMN "map_label_mask"`);
    await queryRunner.query(`ALTER TABLE "plans" DROP COLUMN "space_label_mask"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "plans" ADD "map_label_mask" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "plans" ADD "space_label_mask" character varying(200)`);
    await queryRunner.query(
      `WITH first AS (SELECT coalesce((SELECT id FROM languages WHERE enabled ORDER BY position, id LIMIT 1), 'en') AS language)
       UPDATE plans SET map_label_mask = map_label_masks->>first.language, space_label_mask = space_label_masks->>first.language FROM first`,
    );
    await queryRunner.query(`ALTER TABLE "plans" DROP COLUMN "section_names"`);
    await queryRunner.query(`ALTER TABLE "plans" DROP COLUMN "space_label_masks"`);
    await queryRunner.query(`ALTER TABLE "plans" DROP COLUMN "map_label_masks"`);
  }
}
