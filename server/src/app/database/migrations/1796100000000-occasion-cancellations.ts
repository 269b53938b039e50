import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 19: an occasion's cancellation is a durable job. occasion_cancellations is the request (written with the
 * occasion's status `cancelled`), occasion_cancellation_bookings one row per booking done, written in the
 * transaction that refunded or cancelled it: what lets an interrupted run resume without doing anything twice.
 */
export class OccasionCancellations1796100000000 implements MigrationInterface {
  name = "OccasionCancellations1796100000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "occasion_cancellations" ("occasion_id" uuid NOT NULL, "reason" character varying(500), "requested_by" uuid, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL, "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_2a9385f8de737e81354f4bc7cb4" PRIMARY KEY ("occasion_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "occasion_cancellation_bookings" ("booking_id" uuid NOT NULL, "occasion_id" uuid NOT NULL, "outcome" character varying(16) NOT NULL, "emailed" boolean NOT NULL, "payment_ids" uuid array NOT NULL DEFAULT \'{}\', "refunds_asked_at" TIMESTAMP WITH TIME ZONE, "processed_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "occasion_cancellation_bookings_outcome" CHECK ("outcome" IN (\'refunded\', \'cancelled\')), CONSTRAINT "PK_2b96d4f85d7fb0fd6b36988476f" PRIMARY KEY ("booking_id"))',
    );
    await queryRunner.query('CREATE INDEX "occasion_cancellation_bookings_occasion" ON "occasion_cancellation_bookings"  ("occasion_id") ');
    await queryRunner.query(
      'ALTER TABLE "occasion_cancellations" ADD CONSTRAINT "FK_2a9385f8de737e81354f4bc7cb4" FOREIGN KEY ("occasion_id") REFERENCES "occasions"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "occasion_cancellation_bookings" ADD CONSTRAINT "FK_2b96d4f85d7fb0fd6b36988476f" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "occasion_cancellation_bookings" ADD CONSTRAINT "FK_c3c386cb5f0b5b8036aed016877" FOREIGN KEY ("occasion_id") REFERENCES "occasion_cancellations"("occasion_id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "occasion_cancellation_bookings" DROP CONSTRAINT "FK_c3c386cb5f0b5b8036aed016877"');
    await queryRunner.query('ALTER TABLE "occasion_cancellation_bookings" DROP CONSTRAINT "FK_2b96d4f85d7fb0fd6b36988476f"');
    await queryRunner.query('ALTER TABLE "occasion_cancellations" DROP CONSTRAINT "FK_2a9385f8de737e81354f4bc7cb4"');
    await queryRunner.query('DROP INDEX "public"."occasion_cancellation_bookings_occasion"');
    await queryRunner.query('DROP TABLE "occasion_cancellation_bookings"');
    await queryRunner.query('DROP TABLE "occasion_cancellations"');
  }
}
