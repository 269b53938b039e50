import type { MigrationInterface, QueryRunner } from "typeorm";

export class SeriesAndOrders1797400000000 implements MigrationInterface {
  name = "SeriesAndOrders1797400000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "orders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "number" SERIAL NOT NULL, "kind" character varying(16) NOT NULL, "series_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "orders_kind" CHECK ("kind" IN (\'series_pass\')), CONSTRAINT "PK_710e2d4957aa5878dfe94e4ac2f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "orders_number" ON "orders"  ("number") ');
    await queryRunner.query('CREATE INDEX "orders_series_id" ON "orders"  ("series_id") ');
    await queryRunner.query(
      'CREATE TABLE "series" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL, "name" jsonb NOT NULL, "single_dates_on_sale" boolean NOT NULL DEFAULT true, "sale_start" TIMESTAMP WITH TIME ZONE, "sale_end" TIMESTAMP WITH TIME ZONE, "published" boolean NOT NULL DEFAULT false, "previous_series_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "series_sale_window" CHECK ("sale_end" IS NULL OR "sale_start" IS NULL OR "sale_end" > "sale_start"), CONSTRAINT "PK_e725676647382eb54540d7128ba" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "series_event_id" ON "series"  ("event_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "series_previous_series_id" ON "series"  ("previous_series_id") ');
    await queryRunner.query(
      'CREATE TABLE "series_occasions" ("series_id" uuid NOT NULL, "occasion_id" uuid NOT NULL, CONSTRAINT "PK_edeae0cf3d5787a8afc77fc066a" PRIMARY KEY ("series_id", "occasion_id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "series_occasions_occasion_id" ON "series_occasions"  ("occasion_id") ');
    await queryRunner.query(
      'CREATE TABLE "series_prices" ("series_id" uuid NOT NULL, "ticket_type_id" uuid NOT NULL, "price" integer NOT NULL, "position" integer NOT NULL DEFAULT \'0\', CONSTRAINT "series_prices_price_non_negative" CHECK ("price" >= 0), CONSTRAINT "PK_615892dfed0f6e77ee1eea4dcc9" PRIMARY KEY ("series_id", "ticket_type_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "series_zone_prices" ("series_id" uuid NOT NULL, "ticket_type_id" uuid NOT NULL, "price_zone_id" uuid NOT NULL, "price" integer NOT NULL, "position" integer NOT NULL DEFAULT \'0\', CONSTRAINT "series_zone_prices_price_non_negative" CHECK ("price" >= 0), CONSTRAINT "PK_7db3c609d7b3395c2b6c4d78067" PRIMARY KEY ("series_id", "ticket_type_id", "price_zone_id"))',
    );
    await queryRunner.query('CREATE INDEX "series_zone_prices_price_zone_id" ON "series_zone_prices"  ("price_zone_id") ');
    await queryRunner.query('ALTER TABLE "bookings" ADD "order_id" uuid');
    await queryRunner.query('CREATE INDEX "bookings_order_id" ON "bookings"  ("order_id") WHERE "order_id" IS NOT NULL');
    await queryRunner.query(
      'ALTER TABLE "bookings" ADD CONSTRAINT "FK_44607e13eb7d1b0aaf199e5a75d" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "orders" ADD CONSTRAINT "FK_d542470860a4f4eacfec35c91fb" FOREIGN KEY ("series_id") REFERENCES "series"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "series" ADD CONSTRAINT "FK_59db970fd1f5752bf590c82ecc9" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "series" ADD CONSTRAINT "FK_91db2c86f1f84ec7366106343ce" FOREIGN KEY ("previous_series_id") REFERENCES "series"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "series_occasions" ADD CONSTRAINT "FK_75c2cfab417e60b5a290f2ebfb7" FOREIGN KEY ("series_id") REFERENCES "series"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "series_occasions" ADD CONSTRAINT "FK_3a47f2816a8b3efe8025d4c6d91" FOREIGN KEY ("occasion_id") REFERENCES "occasions"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "series_prices" ADD CONSTRAINT "FK_55f159619ff49704b0eee0f1c9d" FOREIGN KEY ("series_id") REFERENCES "series"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "series_prices" ADD CONSTRAINT "FK_0e8ae2e80cdf6ee7bfe056662cb" FOREIGN KEY ("ticket_type_id") REFERENCES "ticket_types"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "series_zone_prices" ADD CONSTRAINT "FK_50e44a8d690d487af0fd50e959c" FOREIGN KEY ("series_id") REFERENCES "series"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "series_zone_prices" ADD CONSTRAINT "FK_cb5a7b66a3af5e8af844675d02b" FOREIGN KEY ("ticket_type_id") REFERENCES "ticket_types"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "series_zone_prices" ADD CONSTRAINT "FK_353110e1698083af05d12bdf36a" FOREIGN KEY ("price_zone_id") REFERENCES "price_zones"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "series_zone_prices" DROP CONSTRAINT "FK_353110e1698083af05d12bdf36a"');
    await queryRunner.query('ALTER TABLE "series_zone_prices" DROP CONSTRAINT "FK_cb5a7b66a3af5e8af844675d02b"');
    await queryRunner.query('ALTER TABLE "series_zone_prices" DROP CONSTRAINT "FK_50e44a8d690d487af0fd50e959c"');
    await queryRunner.query('ALTER TABLE "series_prices" DROP CONSTRAINT "FK_0e8ae2e80cdf6ee7bfe056662cb"');
    await queryRunner.query('ALTER TABLE "series_prices" DROP CONSTRAINT "FK_55f159619ff49704b0eee0f1c9d"');
    await queryRunner.query('ALTER TABLE "series_occasions" DROP CONSTRAINT "FK_3a47f2816a8b3efe8025d4c6d91"');
    await queryRunner.query('ALTER TABLE "series_occasions" DROP CONSTRAINT "FK_75c2cfab417e60b5a290f2ebfb7"');
    await queryRunner.query('ALTER TABLE "series" DROP CONSTRAINT "FK_91db2c86f1f84ec7366106343ce"');
    await queryRunner.query('ALTER TABLE "series" DROP CONSTRAINT "FK_59db970fd1f5752bf590c82ecc9"');
    await queryRunner.query('ALTER TABLE "orders" DROP CONSTRAINT "FK_d542470860a4f4eacfec35c91fb"');
    await queryRunner.query('ALTER TABLE "bookings" DROP CONSTRAINT "FK_44607e13eb7d1b0aaf199e5a75d"');
    await queryRunner.query('DROP INDEX "public"."bookings_order_id"');
    await queryRunner.query('ALTER TABLE "bookings" DROP COLUMN "order_id"');
    await queryRunner.query('DROP INDEX "public"."series_zone_prices_price_zone_id"');
    await queryRunner.query('DROP TABLE "series_zone_prices"');
    await queryRunner.query('DROP TABLE "series_prices"');
    await queryRunner.query('DROP INDEX "public"."series_occasions_occasion_id"');
    await queryRunner.query('DROP TABLE "series_occasions"');
    await queryRunner.query('DROP INDEX "public"."series_previous_series_id"');
    await queryRunner.query('DROP INDEX "public"."series_event_id"');
    await queryRunner.query('DROP TABLE "series"');
    await queryRunner.query('DROP INDEX "public"."orders_series_id"');
    await queryRunner.query('DROP INDEX "public"."orders_number"');
    await queryRunner.query('DROP TABLE "orders"');
  }
}
