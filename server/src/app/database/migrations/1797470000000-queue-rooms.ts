import type { MigrationInterface, QueryRunner } from "typeorm";

/** Waiting rooms in front of on-sales (issue 39): rooms, their lines, operators' passes. */
export class QueueRooms1797470000000 implements MigrationInterface {
  name = "QueueRooms1797470000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "queue_rooms" ("occasion_id" uuid NOT NULL, "enabled" boolean NOT NULL DEFAULT false, "high_demand" boolean NOT NULL DEFAULT false, "rate_per_minute" integer, "paused" boolean NOT NULL DEFAULT false, "drawn_at" TIMESTAMP WITH TIME ZONE, "last_position" integer NOT NULL DEFAULT \'0\', "admitted_through" integer NOT NULL DEFAULT \'0\', "admit_credit" double precision NOT NULL DEFAULT \'0\', "ticked_at" TIMESTAMP WITH TIME ZONE, "sold_out" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f6b550752079cee84ac2fa39bc6" PRIMARY KEY ("occasion_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "queue_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "occasion_id" uuid NOT NULL, "visitor_hash" character varying(64) NOT NULL, "client_key" character varying(64) NOT NULL, "joined_at" TIMESTAMP WITH TIME ZONE NOT NULL, "early" boolean NOT NULL, "lottery_key" bigint NOT NULL, "position" integer, "admitted_at" TIMESTAMP WITH TIME ZONE, "claimed_at" TIMESTAMP WITH TIME ZONE, "via_pass" boolean NOT NULL DEFAULT false, "ended_at" TIMESTAMP WITH TIME ZONE, "booking_id" uuid, CONSTRAINT "PK_8e533b14d1153fecfad7767bda5" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "queue_entries_booking" ON "queue_entries"  ("booking_id") WHERE booking_id IS NOT NULL');
    await queryRunner.query('CREATE INDEX "queue_entries_client" ON "queue_entries"  ("occasion_id", "client_key") ');
    await queryRunner.query('CREATE UNIQUE INDEX "queue_entries_position" ON "queue_entries"  ("occasion_id", "position") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "queue_entries_visitor" ON "queue_entries"  ("occasion_id", "visitor_hash") WHERE ended_at IS NULL',
    );
    await queryRunner.query('CREATE INDEX "queue_entries_admitted" ON "queue_entries"  ("occasion_id", "admitted_at") ');
    await queryRunner.query(
      'CREATE TABLE "queue_passes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "occasion_id" uuid NOT NULL, "code_hash" character varying(64) NOT NULL, "note" character varying(200) NOT NULL DEFAULT \'\', "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_fed649548ce49efee4476ec15ab" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "queue_passes_occasion_id" ON "queue_passes"  ("occasion_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "queue_passes_code_hash" ON "queue_passes"  ("code_hash") ');
    await queryRunner.query(
      'ALTER TABLE "queue_rooms" ADD CONSTRAINT "FK_f6b550752079cee84ac2fa39bc6" FOREIGN KEY ("occasion_id") REFERENCES "occasions"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "queue_entries" ADD CONSTRAINT "FK_1b24950168b4c2ee2b597461c78" FOREIGN KEY ("occasion_id") REFERENCES "queue_rooms"("occasion_id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "queue_entries" ADD CONSTRAINT "FK_298210014e341cc9e92a12b61b5" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "queue_passes" ADD CONSTRAINT "FK_915e8bb53eb44e7f668076f8b90" FOREIGN KEY ("occasion_id") REFERENCES "queue_rooms"("occasion_id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "queue_passes" DROP CONSTRAINT "FK_915e8bb53eb44e7f668076f8b90"');
    await queryRunner.query('ALTER TABLE "queue_entries" DROP CONSTRAINT "FK_298210014e341cc9e92a12b61b5"');
    await queryRunner.query('ALTER TABLE "queue_entries" DROP CONSTRAINT "FK_1b24950168b4c2ee2b597461c78"');
    await queryRunner.query('ALTER TABLE "queue_rooms" DROP CONSTRAINT "FK_f6b550752079cee84ac2fa39bc6"');
    await queryRunner.query('DROP INDEX "public"."queue_passes_code_hash"');
    await queryRunner.query('DROP INDEX "public"."queue_passes_occasion_id"');
    await queryRunner.query('DROP TABLE "queue_passes"');
    await queryRunner.query('DROP INDEX "public"."queue_entries_admitted"');
    await queryRunner.query('DROP INDEX "public"."queue_entries_visitor"');
    await queryRunner.query('DROP INDEX "public"."queue_entries_position"');
    await queryRunner.query('DROP INDEX "public"."queue_entries_client"');
    await queryRunner.query('DROP INDEX "public"."queue_entries_booking"');
    await queryRunner.query('DROP TABLE "queue_entries"');
    await queryRunner.query('DROP TABLE "queue_rooms"');
  }
}
