import type { MigrationInterface, QueryRunner } from "typeorm";

export class BookingsDraftSecret1796000000100 implements MigrationInterface {
  name = "BookingsDraftSecret1796000000100";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX "bookings_draft_secret" ON "bookings"  ("secret_hash") WHERE "status" = \'draft\'');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."bookings_draft_secret"');
  }
}
