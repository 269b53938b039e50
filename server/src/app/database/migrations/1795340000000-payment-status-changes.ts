import type { MigrationInterface, QueryRunner } from "typeorm";

/** The history of payment attempts' statuses (PaymentAttempts writes one row per change), as bookings have theirs. */
export class PaymentStatusChanges1795340000000 implements MigrationInterface {
  name = "PaymentStatusChanges1795340000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "payment_status_changes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "payment_id" uuid NOT NULL, "from_status" character varying(16), "to_status" character varying(16) NOT NULL, "reason" character varying(200) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f1e75d0d741b18ac1e1f425b304" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "payment_status_changes_payment_created" ON "payment_status_changes"  ("payment_id", "created_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "payment_status_changes" ADD CONSTRAINT "FK_6dfa7f1e1e3bb82ae862a100355" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "payment_status_changes" DROP CONSTRAINT "FK_6dfa7f1e1e3bb82ae862a100355"');
    await queryRunner.query('DROP INDEX "public"."payment_status_changes_payment_created"');
    await queryRunner.query('DROP TABLE "payment_status_changes"');
  }
}
