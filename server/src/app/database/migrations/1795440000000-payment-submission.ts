import type { MigrationInterface, QueryRunner } from "typeorm";

export class PaymentSubmission1795440000000 implements MigrationInterface {
  name = "PaymentSubmission1795440000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "payments" ADD "submission" jsonb');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "payments" DROP COLUMN "submission"');
  }
}
