import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * How money taken at the box office was paid (issue 34, item 7): `cash`, `card` or `invoice`, on the payment
 * attempt of method `box_office` (null for every other method, and for box-office sales recorded before it was asked).
 */
export class BoxOfficePaymentKind1797000000000 implements MigrationInterface {
  name = "BoxOfficePaymentKind1797000000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "payments" ADD "box_office_kind" character varying(16)');
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "payments_box_office_kind" CHECK ("box_office_kind" IS NULL OR ("provider" = 'box_office' AND "box_office_kind" IN ('cash', 'card', 'invoice')))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "payments" DROP CONSTRAINT "payments_box_office_kind"');
    await queryRunner.query('ALTER TABLE "payments" DROP COLUMN "box_office_kind"');
  }
}
