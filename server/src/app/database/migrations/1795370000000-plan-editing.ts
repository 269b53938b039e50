import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 14: plans edited from the admin. Plan names become translations (an existing name is kept as the
 * default language's); spaces get section, row and seat, a price zone and a companion link; price zones
 * and their prices per event and occasion; space types say whether they are accessible; events name the
 * addons they offer (every existing event keeps offering every active addon it offered implicitly); VAT
 * may be 100.
 */
export class PlanEditing1795370000000 implements MigrationInterface {
  name = "PlanEditing1795370000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "event_addons" ("event_id" uuid NOT NULL, "addon_id" uuid NOT NULL, CONSTRAINT "PK_fb07e564d10246627fdabe95d07" PRIMARY KEY ("event_id", "addon_id"))',
    );
    await queryRunner.query('CREATE INDEX "event_addons_addon_id" ON "event_addons"  ("addon_id") ');
    await queryRunner.query(
      'CREATE TABLE "event_zone_prices" ("event_id" uuid NOT NULL, "ticket_type_id" uuid NOT NULL, "price_zone_id" uuid NOT NULL, "price" integer NOT NULL, CONSTRAINT "event_zone_prices_price_non_negative" CHECK ("price" >= 0), CONSTRAINT "PK_73bded73f5ea1429388e1721e92" PRIMARY KEY ("event_id", "ticket_type_id", "price_zone_id"))',
    );
    await queryRunner.query('CREATE INDEX "event_zone_prices_price_zone_id" ON "event_zone_prices"  ("price_zone_id") ');
    await queryRunner.query(
      'CREATE TABLE "occasion_zone_prices" ("occasion_id" uuid NOT NULL, "ticket_type_id" uuid NOT NULL, "price_zone_id" uuid NOT NULL, "price" integer NOT NULL, CONSTRAINT "occasion_zone_prices_price_non_negative" CHECK ("price" >= 0), CONSTRAINT "PK_e4f412030b7722fedc6966fb1de" PRIMARY KEY ("occasion_id", "ticket_type_id", "price_zone_id"))',
    );
    await queryRunner.query('CREATE INDEX "occasion_zone_prices_price_zone_id" ON "occasion_zone_prices"  ("price_zone_id") ');
    await queryRunner.query(
      'CREATE TABLE "price_zones" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "plan_id" uuid NOT NULL, "name" jsonb NOT NULL, "position" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_36f3d74b7fcc909e781f5e0265a" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "price_zones_plan_id" ON "price_zones"  ("plan_id") ');
    await queryRunner.query('ALTER TABLE "plans" ADD "name_pattern" character varying(100)');
    await queryRunner.query(`ALTER TABLE "plans" ADD "map_removed" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query('ALTER TABLE "spaces" ADD "section" character varying(50)');
    await queryRunner.query('ALTER TABLE "spaces" ADD "row" character varying(50)');
    await queryRunner.query('ALTER TABLE "spaces" ADD "seat" character varying(50)');
    await queryRunner.query('ALTER TABLE "spaces" ADD "price_zone_id" uuid');
    await queryRunner.query('ALTER TABLE "spaces" ADD "companion_of_id" uuid');
    await queryRunner.query('ALTER TABLE "space_types" ADD "accessible" boolean NOT NULL DEFAULT false');
    // A USING clause cannot read the languages table: a new column, filled, then renamed.
    await queryRunner.query(`ALTER TABLE "plans" ADD "name_translations" jsonb`);
    await queryRunner.query(
      `UPDATE "plans" SET "name_translations" = jsonb_build_object(COALESCE((SELECT id FROM languages ORDER BY position, id LIMIT 1), 'en'), "name")`,
    );
    await queryRunner.query(`ALTER TABLE "plans" DROP COLUMN "name"`);
    await queryRunner.query(`ALTER TABLE "plans" RENAME COLUMN "name_translations" TO "name"`);
    await queryRunner.query(`ALTER TABLE "plans" ALTER COLUMN "name" SET NOT NULL`);
    await queryRunner.query(
      `INSERT INTO "event_addons" ("event_id", "addon_id") SELECT e.id, a.id FROM "events" e CROSS JOIN "addons" a WHERE a.active`,
    );
    await queryRunner.query(`ALTER TABLE "ticket_types" DROP CONSTRAINT "ticket_types_vat_range"`);
    await queryRunner.query(`ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_vat_range" CHECK ("vat" >= 0 AND "vat" <= 100)`);
    await queryRunner.query(`ALTER TABLE "addons" DROP CONSTRAINT "addons_vat_range"`);
    await queryRunner.query(`ALTER TABLE "addons" ADD CONSTRAINT "addons_vat_range" CHECK ("vat" >= 0 AND "vat" <= 100)`);
    await queryRunner.query('CREATE INDEX "spaces_price_zone_id" ON "spaces"  ("price_zone_id") ');
    await queryRunner.query('CREATE INDEX "spaces_companion_of_id" ON "spaces"  ("companion_of_id") ');
    await queryRunner.query(
      'ALTER TABLE "event_addons" ADD CONSTRAINT "FK_38f8112a54f593dfa56e0e319b9" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event_addons" ADD CONSTRAINT "FK_f7a571e205834f5a8d692fea101" FOREIGN KEY ("addon_id") REFERENCES "addons"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event_zone_prices" ADD CONSTRAINT "FK_19f9194c6d1c134ba2551df78cb" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event_zone_prices" ADD CONSTRAINT "FK_96bfe7017b301b1156b3f40d8d2" FOREIGN KEY ("ticket_type_id") REFERENCES "ticket_types"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event_zone_prices" ADD CONSTRAINT "FK_9ac6766bce45b18f8e9ee097e37" FOREIGN KEY ("price_zone_id") REFERENCES "price_zones"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "occasion_zone_prices" ADD CONSTRAINT "FK_d3dc22cdbba40e1e1b047803283" FOREIGN KEY ("occasion_id") REFERENCES "occasions"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "occasion_zone_prices" ADD CONSTRAINT "FK_4d898f9075fe8dc78cefcfa1fd1" FOREIGN KEY ("ticket_type_id") REFERENCES "ticket_types"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "occasion_zone_prices" ADD CONSTRAINT "FK_2bd649b73848ee5f3913b2e2189" FOREIGN KEY ("price_zone_id") REFERENCES "price_zones"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "price_zones" ADD CONSTRAINT "FK_f07f069cb5734df8773d59110dc" FOREIGN KEY ("plan_id") REFERENCES "plans"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "spaces" ADD CONSTRAINT "FK_c6b20207e8fe9f5779de59d472f" FOREIGN KEY ("price_zone_id") REFERENCES "price_zones"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "spaces" ADD CONSTRAINT "FK_2e5ac66164d8f4aa287461f7298" FOREIGN KEY ("companion_of_id") REFERENCES "spaces"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "spaces" DROP CONSTRAINT "FK_2e5ac66164d8f4aa287461f7298"');
    await queryRunner.query('ALTER TABLE "spaces" DROP CONSTRAINT "FK_c6b20207e8fe9f5779de59d472f"');
    await queryRunner.query('ALTER TABLE "price_zones" DROP CONSTRAINT "FK_f07f069cb5734df8773d59110dc"');
    await queryRunner.query('ALTER TABLE "occasion_zone_prices" DROP CONSTRAINT "FK_2bd649b73848ee5f3913b2e2189"');
    await queryRunner.query('ALTER TABLE "occasion_zone_prices" DROP CONSTRAINT "FK_4d898f9075fe8dc78cefcfa1fd1"');
    await queryRunner.query('ALTER TABLE "occasion_zone_prices" DROP CONSTRAINT "FK_d3dc22cdbba40e1e1b047803283"');
    await queryRunner.query('ALTER TABLE "event_zone_prices" DROP CONSTRAINT "FK_9ac6766bce45b18f8e9ee097e37"');
    await queryRunner.query('ALTER TABLE "event_zone_prices" DROP CONSTRAINT "FK_96bfe7017b301b1156b3f40d8d2"');
    await queryRunner.query('ALTER TABLE "event_zone_prices" DROP CONSTRAINT "FK_19f9194c6d1c134ba2551df78cb"');
    await queryRunner.query('ALTER TABLE "event_addons" DROP CONSTRAINT "FK_f7a571e205834f5a8d692fea101"');
    await queryRunner.query('ALTER TABLE "event_addons" DROP CONSTRAINT "FK_38f8112a54f593dfa56e0e319b9"');
    await queryRunner.query('DROP INDEX "public"."spaces_companion_of_id"');
    await queryRunner.query('DROP INDEX "public"."spaces_price_zone_id"');
    await queryRunner.query(`ALTER TABLE "addons" DROP CONSTRAINT "addons_vat_range"`);
    await queryRunner.query(`ALTER TABLE "addons" ADD CONSTRAINT "addons_vat_range" CHECK ("vat" >= 0 AND "vat" < 100)`);
    await queryRunner.query(`ALTER TABLE "ticket_types" DROP CONSTRAINT "ticket_types_vat_range"`);
    await queryRunner.query(`ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_vat_range" CHECK ("vat" >= 0 AND "vat" < 100)`);
    await queryRunner.query(`ALTER TABLE "plans" ADD "name_text" character varying(200)`);
    await queryRunner.query(
      `UPDATE "plans" SET "name_text" = left(COALESCE("name"->>(SELECT id FROM languages ORDER BY position, id LIMIT 1), "name"->>'en', ''), 200)`,
    );
    await queryRunner.query(`ALTER TABLE "plans" DROP COLUMN "name"`);
    await queryRunner.query(`ALTER TABLE "plans" RENAME COLUMN "name_text" TO "name"`);
    await queryRunner.query(`ALTER TABLE "plans" ALTER COLUMN "name" SET NOT NULL`);
    await queryRunner.query('ALTER TABLE "space_types" DROP COLUMN "accessible"');
    await queryRunner.query('ALTER TABLE "spaces" DROP COLUMN "companion_of_id"');
    await queryRunner.query('ALTER TABLE "spaces" DROP COLUMN "price_zone_id"');
    await queryRunner.query('ALTER TABLE "spaces" DROP COLUMN "seat"');
    await queryRunner.query('ALTER TABLE "spaces" DROP COLUMN "row"');
    await queryRunner.query('ALTER TABLE "spaces" DROP COLUMN "section"');
    await queryRunner.query('ALTER TABLE "plans" DROP COLUMN "map_removed"');
    await queryRunner.query('ALTER TABLE "plans" DROP COLUMN "name_pattern"');
    await queryRunner.query('DROP INDEX "public"."price_zones_plan_id"');
    await queryRunner.query('DROP TABLE "price_zones"');
    await queryRunner.query('DROP INDEX "public"."occasion_zone_prices_price_zone_id"');
    await queryRunner.query('DROP TABLE "occasion_zone_prices"');
    await queryRunner.query('DROP INDEX "public"."event_zone_prices_price_zone_id"');
    await queryRunner.query('DROP TABLE "event_zone_prices"');
    await queryRunner.query('DROP INDEX "public"."event_addons_addon_id"');
    await queryRunner.query('DROP TABLE "event_addons"');
  }
}
