import type { MigrationInterface, QueryRunner } from "typeorm";

export class SharingImagesAndMovedDates1797370000000 implements MigrationInterface {
  name = "SharingImagesAndMovedDates1797370000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "events" ADD "image_url" character varying(2000)');
    await queryRunner.query('ALTER TABLE "occasions" ADD "previous_start_time" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "settings" ADD "image_url" character varying(2000)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "settings" DROP COLUMN "image_url"');
    await queryRunner.query('ALTER TABLE "occasions" DROP COLUMN "previous_start_time"');
    await queryRunner.query('ALTER TABLE "events" DROP COLUMN "image_url"');
  }
}
