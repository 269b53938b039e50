import type { MigrationInterface, QueryRunner } from "typeorm";

/** The sites that may frame the embeddable event widget (issue 40): origins, normalized, in the settings row. */
export class EmbedOrigins1797480000000 implements MigrationInterface {
  name = "EmbedOrigins1797480000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "settings" ADD "embed_origins" text array NOT NULL DEFAULT \'{}\'');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "settings" DROP COLUMN "embed_origins"');
  }
}
