import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Seasonal renewals (issue 16): a renewal's link capability (`renewal_token`, a random UUID apart from the
 * booking's id) and its own extended deadline; next season is created once per occasion and each booking
 * renewed once, so the links to last season become unique.
 */
export class Renewals1795430000000 implements MigrationInterface {
  name = "Renewals1795430000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."bookings_renewed_from_id"');
    await queryRunner.query('DROP INDEX "public"."occasions_previous_occasion_id"');
    await queryRunner.query('ALTER TABLE "bookings" ADD "renewal_token" uuid');
    await queryRunner.query('ALTER TABLE "bookings" ADD "renewal_deadline" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('CREATE UNIQUE INDEX "bookings_renewed_from_id" ON "bookings"  ("renewed_from_id") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "bookings_renewal_token" ON "bookings"  ("renewal_token") WHERE "renewal_token" IS NOT NULL',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "occasions_previous_occasion_id" ON "occasions"  ("previous_occasion_id") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."occasions_previous_occasion_id"');
    await queryRunner.query('DROP INDEX "public"."bookings_renewal_token"');
    await queryRunner.query('DROP INDEX "public"."bookings_renewed_from_id"');
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "renewal_deadline"');
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "renewal_token"');
    await queryRunner.query('CREATE INDEX "occasions_previous_occasion_id" ON "occasions" USING btree ("previous_occasion_id") ');
    await queryRunner.query('CREATE INDEX "bookings_renewed_from_id" ON "bookings" USING btree ("renewed_from_id") ');
  }
}
