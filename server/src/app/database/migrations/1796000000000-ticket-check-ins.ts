import type { MigrationInterface, QueryRunner } from "typeorm";

export class TicketCheckIns1796000000000 implements MigrationInterface {
  name = "TicketCheckIns1796000000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "ticket_check_ins" ("ticket_id" uuid NOT NULL, "occasion_id" uuid NOT NULL, "checked_in_at" TIMESTAMP WITH TIME ZONE NOT NULL, "device" character varying(60) NOT NULL, "user_id" uuid, CONSTRAINT "PK_e2e7779a2be304bc2443f9e45dc" PRIMARY KEY ("ticket_id"))',
    );
    await queryRunner.query('CREATE INDEX "ticket_check_ins_user_id" ON "ticket_check_ins"  ("user_id") ');
    await queryRunner.query('CREATE INDEX "ticket_check_ins_occasion" ON "ticket_check_ins"  ("occasion_id") ');
    await queryRunner.query(
      'ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "FK_e2e7779a2be304bc2443f9e45dc" FOREIGN KEY ("ticket_id") REFERENCES "tickets"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "FK_8329d1bfeb00fee04a0202727ed" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "ticket_check_ins" DROP CONSTRAINT "FK_8329d1bfeb00fee04a0202727ed"');
    await queryRunner.query('ALTER TABLE "ticket_check_ins" DROP CONSTRAINT "FK_e2e7779a2be304bc2443f9e45dc"');
    await queryRunner.query('DROP INDEX "public"."ticket_check_ins_occasion"');
    await queryRunner.query('DROP INDEX "public"."ticket_check_ins_user_id"');
    await queryRunner.query('DROP TABLE "ticket_check_ins"');
  }
}
