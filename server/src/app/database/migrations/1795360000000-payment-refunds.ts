import type { MigrationInterface, QueryRunner } from "typeorm";

/** Parts of paid attempts owed or paid back after their booking changed (payment_refunds, written by PaymentRefunds). */
export class PaymentRefunds1795360000000 implements MigrationInterface {
  name = "PaymentRefunds1795360000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "payment_refunds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "payment_id" uuid NOT NULL, "amount" integer NOT NULL, "status" character varying(16) NOT NULL, "reason" character varying(200) NOT NULL, "note" character varying(300), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "refunded_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_c33fe9426d69e3d60080c7d2f06" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "payment_refunds_payment" ON "payment_refunds"  ("payment_id", "created_at") ');
    await queryRunner.query(
      'ALTER TABLE "payment_refunds" ADD CONSTRAINT "FK_a10d6c1918989353b79932a2bad" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "payment_refunds" DROP CONSTRAINT "FK_a10d6c1918989353b79932a2bad"');
    await queryRunner.query('DROP INDEX "public"."payment_refunds_payment"');
    await queryRunner.query('DROP TABLE "payment_refunds"');
  }
}
