import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Vouchers (issue 38): campaigns, their codes with exact use counters, per-e-mail uses and each booking's use; a
 * ticket keeps its list price and code beside the price charged. Every role that administers events is given
 * administer_vouchers, appended once (as NarrowPermissions1796934800000 did).
 */
export class Vouchers1797420000000 implements MigrationInterface {
  name = "Vouchers1797420000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "voucher_campaigns" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "kind" character varying(16) NOT NULL, "value" integer NOT NULL, "valid_from" TIMESTAMP WITH TIME ZONE, "valid_until" TIMESTAMP WITH TIME ZONE, "event_ids" uuid array NOT NULL DEFAULT \'{}\', "occasion_ids" uuid array NOT NULL DEFAULT \'{}\', "ticket_type_ids" uuid array NOT NULL DEFAULT \'{}\', "price_zone_ids" uuid array NOT NULL DEFAULT \'{}\', "uses_per_code" integer, "uses_per_email" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "voucher_campaigns_uses" CHECK (("uses_per_code" IS NULL OR "uses_per_code" > 0) AND ("uses_per_email" IS NULL OR "uses_per_email" > 0)), CONSTRAINT "voucher_campaigns_value" CHECK ("value" >= 0 AND ("kind" <> \'percent\' OR "value" <= 10000)), CONSTRAINT "voucher_campaigns_kind" CHECK ("kind" IN (\'amount\', \'percent\', \'fixed\')), CONSTRAINT "PK_9c7d067c7c8883e9d910f5dee6a" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "voucher_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "campaign_id" uuid NOT NULL, "code" character varying(32) NOT NULL, "max_uses" integer, "used" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "voucher_codes_used" CHECK ("used" >= 0 AND ("max_uses" IS NULL OR "used" <= "max_uses")), CONSTRAINT "PK_882c1e3621263d5b5dc5b10d9e0" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "voucher_codes_campaign_id" ON "voucher_codes"  ("campaign_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "voucher_codes_code" ON "voucher_codes"  ("code") ');
    await queryRunner.query(
      'CREATE TABLE "voucher_email_uses" ("campaign_id" uuid NOT NULL, "email_key" character varying(320) NOT NULL, "used" integer NOT NULL DEFAULT \'0\', CONSTRAINT "voucher_email_uses_used" CHECK ("used" >= 0), CONSTRAINT "PK_c0dedd582fe3d3dd3522585366d" PRIMARY KEY ("campaign_id", "email_key"))',
    );
    await queryRunner.query(
      'CREATE TABLE "voucher_redemptions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "code_id" uuid NOT NULL, "booking_id" uuid NOT NULL, "email_key" character varying(320), "status" character varying(16) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "voucher_redemptions_status" CHECK ("status" IN (\'held\', \'used\', \'released\')), CONSTRAINT "PK_7597edcf0976617dad5154737f6" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "voucher_redemptions_code_id" ON "voucher_redemptions"  ("code_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "voucher_redemptions_booking_id" ON "voucher_redemptions"  ("booking_id") ');
    await queryRunner.query('ALTER TABLE "tickets" ADD "list_price" integer');
    await queryRunner.query('ALTER TABLE "tickets" ADD "voucher_code_id" uuid');
    await queryRunner.query(
      'ALTER TABLE "tickets" ADD CONSTRAINT "tickets_list_price" CHECK ("list_price" IS NULL OR "list_price" >= "price")',
    );
    await queryRunner.query(
      'ALTER TABLE "voucher_codes" ADD CONSTRAINT "FK_b2a61e23dd42bd1807937cf8aa9" FOREIGN KEY ("campaign_id") REFERENCES "voucher_campaigns"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "voucher_email_uses" ADD CONSTRAINT "FK_fe3fa802ecb7ca5188691811e8a" FOREIGN KEY ("campaign_id") REFERENCES "voucher_campaigns"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "FK_395021039e3fc75baa54ccb935e" FOREIGN KEY ("code_id") REFERENCES "voucher_codes"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "FK_fdb168ab4c2778da49c46885c43" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      `UPDATE "roles" SET "permissions" = "permissions" || ARRAY['administer_vouchers']::text[]
        WHERE 'administer_events' = ANY ("permissions") AND NOT 'administer_vouchers' = ANY ("permissions")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "roles" SET "permissions" = array_remove("permissions", 'administer_vouchers')`);
    await queryRunner.query('ALTER TABLE "voucher_redemptions" DROP CONSTRAINT "FK_fdb168ab4c2778da49c46885c43"');
    await queryRunner.query('ALTER TABLE "voucher_redemptions" DROP CONSTRAINT "FK_395021039e3fc75baa54ccb935e"');
    await queryRunner.query('ALTER TABLE "voucher_email_uses" DROP CONSTRAINT "FK_fe3fa802ecb7ca5188691811e8a"');
    await queryRunner.query('ALTER TABLE "voucher_codes" DROP CONSTRAINT "FK_b2a61e23dd42bd1807937cf8aa9"');
    await queryRunner.query('ALTER TABLE "tickets" DROP CONSTRAINT "tickets_list_price"');
    await queryRunner.query('ALTER TABLE "tickets" DROP COLUMN "voucher_code_id"');
    await queryRunner.query('ALTER TABLE "tickets" DROP COLUMN "list_price"');
    await queryRunner.query('DROP INDEX "public"."voucher_redemptions_booking_id"');
    await queryRunner.query('DROP INDEX "public"."voucher_redemptions_code_id"');
    await queryRunner.query('DROP TABLE "voucher_redemptions"');
    await queryRunner.query('DROP TABLE "voucher_email_uses"');
    await queryRunner.query('DROP INDEX "public"."voucher_codes_code"');
    await queryRunner.query('DROP INDEX "public"."voucher_codes_campaign_id"');
    await queryRunner.query('DROP TABLE "voucher_codes"');
    await queryRunner.query('DROP TABLE "voucher_campaigns"');
  }
}
