import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Per-buyer caps (issue 38): an event's most tickets per buyer on each of its dates (null: no cap), the buyer a
 * confirmed booking of a capped event is counted for (a signed-in account or a verified e-mail address), and the
 * e-mail confirmations a checkout asks for.
 */
export class BuyerCaps1797430000000 implements MigrationInterface {
  name = "BuyerCaps1797430000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "buyer_email_verifications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "email_key" character varying(254) NOT NULL, "token_hash" character varying(64) NOT NULL, "language" character varying(8) NOT NULL, "confirmed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e83252e46c9bd4d8a6f2a466c2a" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "buyer_email_verifications_token" ON "buyer_email_verifications"  ("token_hash") ');
    await queryRunner.query(
      'CREATE INDEX "buyer_email_verifications_booking" ON "buyer_email_verifications"  ("booking_id", "email_key") ',
    );
    await queryRunner.query('ALTER TABLE "bookings" ADD "buyer_key" character varying(270)');
    await queryRunner.query('ALTER TABLE "events" ADD "max_tickets_per_buyer" integer');
    await queryRunner.query('CREATE INDEX "bookings_buyer" ON "bookings"  ("buyer_key", "occasion_id") WHERE "buyer_key" IS NOT NULL');
    await queryRunner.query(
      'ALTER TABLE "events" ADD CONSTRAINT "events_max_tickets_per_buyer" CHECK ("max_tickets_per_buyer" IS NULL OR "max_tickets_per_buyer" >= 1)',
    );
    await queryRunner.query(
      'ALTER TABLE "buyer_email_verifications" ADD CONSTRAINT "FK_ef7f5d694298861d8f94d50cdcf" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "buyer_email_verifications" DROP CONSTRAINT "FK_ef7f5d694298861d8f94d50cdcf"');
    await queryRunner.query('ALTER TABLE "events" DROP CONSTRAINT "events_max_tickets_per_buyer"');
    await queryRunner.query('DROP INDEX "public"."bookings_buyer"');
    await queryRunner.query('ALTER TABLE "events" DROP COLUMN "max_tickets_per_buyer"');
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "buyer_key"');
    await queryRunner.query('DROP INDEX "public"."buyer_email_verifications_booking"');
    await queryRunner.query('DROP INDEX "public"."buyer_email_verifications_token"');
    await queryRunner.query('DROP TABLE "buyer_email_verifications"');
  }
}
