import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The booking confirmation (issue 19): e-mails carry files (a booking's PDF tickets), kept beside their
 * message and erased with it; a booking keeps the hash of its 'my booking' link's token; a setting says until
 * how many hours before an occasion customers may cancel from that link (none: they may not).
 */
export class BookingConfirmation1796200000000 implements MigrationInterface {
  name = "BookingConfirmation1796200000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "email_outbox_attachments" ("message_id" uuid NOT NULL, "position" integer NOT NULL, "filename" character varying(200) NOT NULL, "content_type" character varying(100) NOT NULL, "content" bytea NOT NULL, CONSTRAINT "PK_173ef5c08eaa867a3694a1eeff6" PRIMARY KEY ("message_id", "position"))',
    );
    await queryRunner.query(
      'ALTER TABLE "email_outbox_attachments" ADD CONSTRAINT "FK_91d60695d1243e3099d6b31e403" FOREIGN KEY ("message_id") REFERENCES "email_outbox"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query('ALTER TABLE "bookings" ADD "manage_token_hash" character varying(64)');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "bookings_manage_token_hash" ON "bookings" ("manage_token_hash") WHERE "manage_token_hash" IS NOT NULL',
    );
    await queryRunner.query('ALTER TABLE "settings" ADD "customer_cancellation_hours" integer');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "settings" DROP COLUMN "customer_cancellation_hours"');
    await queryRunner.query('DROP INDEX "public"."bookings_manage_token_hash"');
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "manage_token_hash"');
    await queryRunner.query('DROP TABLE "email_outbox_attachments"');
  }
}
