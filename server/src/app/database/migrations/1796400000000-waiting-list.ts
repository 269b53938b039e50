import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Waiting lists (issue 20): visitors waiting for places on a sold-out occasion, in join order (`position`), with the
 * offer each gets when places free up (the draft holding them, until when, the hash of the link's token); and the
 * setting for how long an offer holds its places.
 */
export class WaitingList1796400000000 implements MigrationInterface {
  name = "WaitingList1796400000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "waiting_list_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "occasion_id" uuid NOT NULL, "position" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "party_size" integer NOT NULL, "language" character varying(8) NOT NULL, "status" character varying(16) NOT NULL DEFAULT \'waiting\', "booking_id" uuid, "offered_at" TIMESTAMP WITH TIME ZONE, "offer_expires_at" TIMESTAMP WITH TIME ZONE, "offer_token_hash" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "waiting_list_entries_party_size" CHECK ("party_size" >= 1), CONSTRAINT "waiting_list_entries_status" CHECK ("status" IN (\'waiting\', \'offered\', \'booked\', \'expired\', \'removed\')), CONSTRAINT "PK_3886f0f140be14d8036a4b56c8a" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "waiting_list_entries_booking" ON "waiting_list_entries"  ("booking_id") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "waiting_list_entries_offer_token" ON "waiting_list_entries"  ("offer_token_hash") WHERE "offer_token_hash" IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "waiting_list_entries_one_per_address" ON "waiting_list_entries"  ("occasion_id", "email") WHERE "status" IN (\'waiting\', \'offered\')',
    );
    await queryRunner.query(
      'CREATE INDEX "waiting_list_entries_occasion_position" ON "waiting_list_entries"  ("occasion_id", "position") ',
    );
    await queryRunner.query('ALTER TABLE "settings" ADD "waiting_list_offer_minutes" integer NOT NULL DEFAULT \'120\'');
    await queryRunner.query(
      'ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "FK_e0d875dcad6e914d377b286e032" FOREIGN KEY ("occasion_id") REFERENCES "occasions"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "FK_f95ee76af5bd18a5e10584e70d6" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "waiting_list_entries" DROP CONSTRAINT "FK_f95ee76af5bd18a5e10584e70d6"');
    await queryRunner.query('ALTER TABLE "waiting_list_entries" DROP CONSTRAINT "FK_e0d875dcad6e914d377b286e032"');
    await queryRunner.query('ALTER TABLE "settings" DROP COLUMN "waiting_list_offer_minutes"');
    await queryRunner.query('DROP INDEX "public"."waiting_list_entries_occasion_position"');
    await queryRunner.query('DROP INDEX "public"."waiting_list_entries_one_per_address"');
    await queryRunner.query('DROP INDEX "public"."waiting_list_entries_offer_token"');
    await queryRunner.query('DROP INDEX "public"."waiting_list_entries_booking"');
    await queryRunner.query('DROP TABLE "waiting_list_entries"');
  }
}
