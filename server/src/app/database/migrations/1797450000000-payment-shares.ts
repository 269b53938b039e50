import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * What each attempt pays for each booking (issue 38): a season ticket's order is paid once for all its dates. Every
 * attempt so far paid for its own booking alone: it gets one share of its whole amount.
 */
export class PaymentShares1797450000000 implements MigrationInterface {
  name = "PaymentShares1797450000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "payment_shares" ("payment_id" uuid NOT NULL, "booking_id" uuid NOT NULL, "amount" integer NOT NULL, CONSTRAINT "payment_shares_amount_non_negative" CHECK ("amount" >= 0), CONSTRAINT "PK_1c0cf7d22ea665dae02042fb302" PRIMARY KEY ("payment_id", "booking_id"))',
    );
    await queryRunner.query('CREATE INDEX "payment_shares_booking" ON "payment_shares"  ("booking_id") ');
    await queryRunner.query(
      'ALTER TABLE "payment_shares" ADD CONSTRAINT "FK_3664021b0edf9c62331d1fa43e2" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "payment_shares" ADD CONSTRAINT "FK_3ed6baffb02b34d879fe3f32ea4" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'INSERT INTO "payment_shares" ("payment_id", "booking_id", "amount") SELECT "id", "booking_id", "amount" FROM "payments"',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "payment_shares" DROP CONSTRAINT "FK_3ed6baffb02b34d879fe3f32ea4"');
    await queryRunner.query('ALTER TABLE "payment_shares" DROP CONSTRAINT "FK_3664021b0edf9c62331d1fa43e2"');
    await queryRunner.query('DROP INDEX "public"."payment_shares_booking"');
    await queryRunner.query('DROP TABLE "payment_shares"');
  }
}
