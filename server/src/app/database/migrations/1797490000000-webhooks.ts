import type { MigrationInterface, QueryRunner } from "typeorm";

export class Webhooks1797490000000 implements MigrationInterface {
  name = "Webhooks1797490000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "webhook_endpoints" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "url" character varying(2000) NOT NULL, "description" character varying(200) NOT NULL DEFAULT \'\', "events" character varying(40) array NOT NULL, "secret" character varying(200) NOT NULL, "active" boolean NOT NULL DEFAULT true, "created_by_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "webhook_events" ("id" uuid NOT NULL, "subject_id" uuid NOT NULL, "type" character varying(40) NOT NULL, "seq" BIGSERIAL NOT NULL, "data" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_4cba37e6a0acb5e1fc49c34ebfd" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "webhook_events_subject_id" ON "webhook_events"  ("subject_id") ');
    await queryRunner.query('CREATE INDEX "webhook_events_created_at" ON "webhook_events"  ("created_at") ');
    await queryRunner.query(
      'CREATE TABLE "webhook_deliveries" ("id" BIGSERIAL NOT NULL, "endpoint_id" uuid NOT NULL, "event_id" uuid NOT NULL, "order_key" uuid NOT NULL, "state" character varying(16) NOT NULL DEFAULT \'pending\', "attempts" integer NOT NULL DEFAULT \'0\', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_attempt_at" TIMESTAMP WITH TIME ZONE, "response_status" integer, "last_error" character varying(500), "delivered_at" TIMESTAMP WITH TIME ZONE, "resend_of" bigint, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "webhook_deliveries_created_at" ON "webhook_deliveries"  ("created_at") ');
    await queryRunner.query('CREATE INDEX "webhook_deliveries_event_id" ON "webhook_deliveries"  ("event_id") ');
    await queryRunner.query(
      'CREATE INDEX "webhook_deliveries_pending_order" ON "webhook_deliveries"  ("endpoint_id", "order_key", "id") WHERE "state" = \'pending\'',
    );
    await queryRunner.query(
      'CREATE INDEX "webhook_deliveries_due" ON "webhook_deliveries"  ("next_attempt_at") WHERE "state" = \'pending\'',
    );
    await queryRunner.query('CREATE INDEX "webhook_deliveries_endpoint_log" ON "webhook_deliveries"  ("endpoint_id", "id") ');
    await queryRunner.query(
      'ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_cbef6ee7bd188ec769c655fe63f" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_27d1ee90033bdafe0ffe8f1be6f" FOREIGN KEY ("event_id") REFERENCES "webhook_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_27d1ee90033bdafe0ffe8f1be6f"');
    await queryRunner.query('ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c"');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "FK_cbef6ee7bd188ec769c655fe63f"');
    await queryRunner.query('DROP INDEX "public"."webhook_deliveries_endpoint_log"');
    await queryRunner.query('DROP INDEX "public"."webhook_deliveries_due"');
    await queryRunner.query('DROP INDEX "public"."webhook_deliveries_pending_order"');
    await queryRunner.query('DROP INDEX "public"."webhook_deliveries_event_id"');
    await queryRunner.query('DROP INDEX "public"."webhook_deliveries_created_at"');
    await queryRunner.query('DROP TABLE "webhook_deliveries"');
    await queryRunner.query('DROP INDEX "public"."webhook_events_created_at"');
    await queryRunner.query('DROP INDEX "public"."webhook_events_subject_id"');
    await queryRunner.query('DROP TABLE "webhook_events"');
    await queryRunner.query('DROP TABLE "webhook_endpoints"');
  }
}
