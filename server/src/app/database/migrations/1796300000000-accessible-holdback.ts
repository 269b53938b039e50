import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Accessible seating (issue 20): an occasion may hold back its wheelchair places and their companion seats from
 * general sale until some hours before the start; the release is recorded once, by whichever process wins it.
 */
export class AccessibleHoldback1796300000000 implements MigrationInterface {
  name = "AccessibleHoldback1796300000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "occasions" ADD "accessible_holdback_hours" integer');
    await queryRunner.query('ALTER TABLE "occasions" ADD "accessible_released_at" TIMESTAMP WITH TIME ZONE');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "occasions" DROP COLUMN "accessible_released_at"');
    await queryRunner.query('ALTER TABLE "occasions" DROP COLUMN "accessible_holdback_hours"');
  }
}
