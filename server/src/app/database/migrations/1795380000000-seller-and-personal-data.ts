import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 15: the seller's legal details for receipts (name, Finnish business ID, address) on the settings;
 * bookings found by their client e-mail for a customer's data requests, and the bookings the retention job
 * has yet to anonymize.
 */
export class SellerAndPersonalData1795380000000 implements MigrationInterface {
  name = "SellerAndPersonalData1795380000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "settings" ADD "seller_name" character varying(200)');
    await queryRunner.query('ALTER TABLE "settings" ADD "seller_business_id" character varying(9)');
    await queryRunner.query('ALTER TABLE "settings" ADD "seller_address" character varying(300)');
    await queryRunner.query('CREATE INDEX "bookings_not_anonymized" ON "bookings"  ("occasion_id") WHERE "anonymized_at" IS NULL');
    await queryRunner.query('CREATE INDEX "bookings_email" ON "bookings"  ("email") WHERE "email" IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."bookings_email"');
    await queryRunner.query('DROP INDEX "public"."bookings_not_anonymized"');
    await queryRunner.query('ALTER TABLE "settings" DROP COLUMN "seller_address"');
    await queryRunner.query('ALTER TABLE "settings" DROP COLUMN "seller_business_id"');
    await queryRunner.query('ALTER TABLE "settings" DROP COLUMN "seller_name"');
  }
}
