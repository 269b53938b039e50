import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Waiting-list entries confirm their address and remember their client (issue 32): the confirmation link's token hash
 * and when it was opened (only confirmed entries are offered places), and the client key the entry was made from
 * (entries per client and occasion are capped, and an offer's places are held under it). Entries made before this
 * joined when no confirmation was asked: they count as confirmed, so nobody waiting loses their place in line; they
 * have no client key, and their offers count as their own client, as before.
 */
export class WaitingListConfirmation1796600000000 implements MigrationInterface {
  name = "WaitingListConfirmation1796600000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "waiting_list_entries" ADD "client_key" character varying(64)');
    await queryRunner.query('ALTER TABLE "waiting_list_entries" ADD "confirm_token_hash" character varying(64)');
    await queryRunner.query('ALTER TABLE "waiting_list_entries" ADD "confirmed_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query(`UPDATE "waiting_list_entries" SET "confirmed_at" = "created_at"`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX "waiting_list_entries_confirm_token" ON "waiting_list_entries"  ("confirm_token_hash") WHERE "confirm_token_hash" IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX "waiting_list_entries_client" ON "waiting_list_entries"  ("occasion_id", "client_key") WHERE "status" IN (\'waiting\', \'offered\')',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."waiting_list_entries_client"');
    await queryRunner.query('DROP INDEX "public"."waiting_list_entries_confirm_token"');
    await queryRunner.query('ALTER TABLE "waiting_list_entries" DROP COLUMN "confirmed_at"');
    await queryRunner.query('ALTER TABLE "waiting_list_entries" DROP COLUMN "confirm_token_hash"');
    await queryRunner.query('ALTER TABLE "waiting_list_entries" DROP COLUMN "client_key"');
  }
}
