import type { MigrationInterface, QueryRunner } from "typeorm";

/** The audit trail of booking changes other than status (booking_changes, written by the lifecycle). */
export class BookingChanges1795350000000 implements MigrationInterface {
  name = "BookingChanges1795350000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "booking_changes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "booking_id" uuid NOT NULL, "kind" character varying(32) NOT NULL, "detail" jsonb NOT NULL DEFAULT \'{}\', "actor_user_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d2e6a6a5a14fa4f8507c7840715" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "booking_changes_actor_user_id" ON "booking_changes"  ("actor_user_id") ');
    await queryRunner.query('CREATE INDEX "booking_changes_booking_created" ON "booking_changes"  ("booking_id", "created_at") ');
    await queryRunner.query(
      'ALTER TABLE "booking_changes" ADD CONSTRAINT "FK_63597f2a465fd4a28b2d7e3ee97" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "booking_changes" ADD CONSTRAINT "FK_ae202cbe6c69aaa895d957913d4" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "booking_changes" DROP CONSTRAINT "FK_ae202cbe6c69aaa895d957913d4"');
    await queryRunner.query('ALTER TABLE "booking_changes" DROP CONSTRAINT "FK_63597f2a465fd4a28b2d7e3ee97"');
    await queryRunner.query('DROP INDEX "public"."booking_changes_booking_created"');
    await queryRunner.query('DROP INDEX "public"."booking_changes_actor_user_id"');
    await queryRunner.query('DROP TABLE "booking_changes"');
  }
}
