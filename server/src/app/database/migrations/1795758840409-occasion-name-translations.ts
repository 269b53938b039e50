import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * An occasion's name becomes a text per language, like its title (issue 17). An existing name becomes the
 * text of the fallback language (the first enabled one) only, not of every language: nobody knows which
 * language it was written in, and copying it everywhere would make the completeness guard and the events
 * list call an English "Evening show" Finnish. Visitors still read it through the fallback until someone
 * translates it; a published occasion with such a name is listed as missing its other languages, and its
 * next save asks for them only if it loses one. Blank names become no name at all.
 *
 * PostgreSQL allows no subquery in ALTER COLUMN ... USING, hence a new column filled by UPDATE.
 */
export class OccasionNameTranslations1795758840409 implements MigrationInterface {
  name = "OccasionNameTranslations1795758840409";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "occasions" ADD "name_translations" jsonb NOT NULL DEFAULT '{}'`);
    await queryRunner.query(
      `UPDATE "occasions" SET "name_translations" = jsonb_build_object(
         COALESCE((SELECT "id" FROM "languages" WHERE "enabled" ORDER BY "position", "id" LIMIT 1), 'en'), btrim("name"))
       WHERE btrim("name") <> ''`,
    );
    await queryRunner.query(`ALTER TABLE "occasions" DROP COLUMN "name"`);
    await queryRunner.query(`ALTER TABLE "occasions" RENAME COLUMN "name_translations" TO "name"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Back to one string: the fallback language's name, else any language's.
    await queryRunner.query(`ALTER TABLE "occasions" ADD "name_text" character varying(200) NOT NULL DEFAULT ''`);
    await queryRunner.query(
      `UPDATE "occasions" SET "name_text" = left(COALESCE(
         "name" ->> (SELECT "id" FROM "languages" WHERE "enabled" ORDER BY "position", "id" LIMIT 1),
         (SELECT "value" FROM jsonb_each_text("name") WHERE "value" <> '' ORDER BY "key" LIMIT 1),
         ''), 200)`,
    );
    await queryRunner.query(`ALTER TABLE "occasions" DROP COLUMN "name"`);
    await queryRunner.query(`ALTER TABLE "occasions" RENAME COLUMN "name_text" TO "name"`);
  }
}
