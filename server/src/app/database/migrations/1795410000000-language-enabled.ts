import type { MigrationInterface, QueryRunner } from "typeorm";

export class LanguageEnabled1795410000000 implements MigrationInterface {
  name = "LanguageEnabled1795410000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "languages" ADD "enabled" boolean NOT NULL DEFAULT true');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "languages" DROP COLUMN "enabled"');
  }
}
