import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The outbox becomes a durable job (modules/mail): a `sending` state with a lease (claim_token, and
 * next_attempt_at as the lease's end), retries with backoff, the template and language of each message,
 * and an idempotency key. The table has had no writer before, so existing rows are not expected; the
 * defaults only let the columns be added to a table that has some.
 */
export class MailOutbox1795420000000 implements MigrationInterface {
  name = "MailOutbox1795420000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."email_outbox_status_created_at"');
    await queryRunner.query('ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_status"');
    await queryRunner.query(
      `ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status" CHECK ("status" IN ('pending', 'sending', 'sent', 'failed'))`,
    );
    await queryRunner.query('ALTER TABLE "email_outbox" ADD "sender_name" character varying(200)');
    await queryRunner.query(`ALTER TABLE "email_outbox" ADD "template" character varying(64) NOT NULL DEFAULT 'unknown'`);
    await queryRunner.query('ALTER TABLE "email_outbox" ALTER COLUMN "template" DROP DEFAULT');
    await queryRunner.query(`ALTER TABLE "email_outbox" ADD "language" character varying(16) NOT NULL DEFAULT 'en'`);
    await queryRunner.query('ALTER TABLE "email_outbox" ALTER COLUMN "language" DROP DEFAULT');
    await queryRunner.query('ALTER TABLE "email_outbox" ADD "idempotency_key" character varying(200)');
    await queryRunner.query('ALTER TABLE "email_outbox" ADD "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()');
    await queryRunner.query('ALTER TABLE "email_outbox" ALTER COLUMN "next_attempt_at" DROP DEFAULT');
    await queryRunner.query('ALTER TABLE "email_outbox" ADD "claim_token" uuid');
    await queryRunner.query('CREATE UNIQUE INDEX "email_outbox_idempotency_key" ON "email_outbox" ("idempotency_key")');
    await queryRunner.query('CREATE INDEX "email_outbox_booking" ON "email_outbox" ("booking_id")');
    await queryRunner.query(
      `CREATE INDEX "email_outbox_due" ON "email_outbox" ("next_attempt_at") WHERE "status" IN ('pending', 'sending')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."email_outbox_due"');
    await queryRunner.query('DROP INDEX "public"."email_outbox_booking"');
    await queryRunner.query('DROP INDEX "public"."email_outbox_idempotency_key"');
    await queryRunner.query('ALTER TABLE "email_outbox" DROP COLUMN "claim_token"');
    await queryRunner.query('ALTER TABLE "email_outbox" DROP COLUMN "next_attempt_at"');
    await queryRunner.query('ALTER TABLE "email_outbox" DROP COLUMN "idempotency_key"');
    await queryRunner.query('ALTER TABLE "email_outbox" DROP COLUMN "language"');
    await queryRunner.query('ALTER TABLE "email_outbox" DROP COLUMN "template"');
    await queryRunner.query('ALTER TABLE "email_outbox" DROP COLUMN "sender_name"');
    await queryRunner.query(`UPDATE "email_outbox" SET "status" = 'pending' WHERE "status" = 'sending'`);
    await queryRunner.query('ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_status"');
    await queryRunner.query(
      `ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status" CHECK ("status" IN ('pending', 'sent', 'failed'))`,
    );
    await queryRunner.query('CREATE INDEX "email_outbox_status_created_at" ON "email_outbox" ("status", "created_at")');
  }
}
