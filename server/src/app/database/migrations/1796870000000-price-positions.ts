import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Price lists come back in the order they were saved (issue 34, item 18): each plain and zone price keeps its
 * place in the list (numbered together). Rows saved before (all 0) keep the ticket types' display order.
 */
export class PricePositions1796870000000 implements MigrationInterface {
  name = "PricePositions1796870000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ["event_prices", "occasion_prices", "event_zone_prices", "occasion_zone_prices"])
      await queryRunner.query(`ALTER TABLE "${table}" ADD "position" integer NOT NULL DEFAULT '0'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ["event_prices", "occasion_prices", "event_zone_prices", "occasion_zone_prices"])
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "position"`);
  }
}
