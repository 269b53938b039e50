import type { MigrationInterface, QueryRunner } from "typeorm";

/** What each of today's permissions already allowed of the four narrower ones (issue 34, item 8). */
export const NARROW_PERMISSION_GRANTS: ReadonlyArray<{ holders: string; granted: readonly string[] }> = [
  // The box office sold, held house seats, let people in at the door, refunded and erased personal data.
  { holders: "administer_bookings", granted: ["sell_tickets", "check_in", "refund_bookings", "administer_personal_data"] },
  // The events administrator opened the occasion page (its map and tickets table).
  { holders: "administer_events", granted: ["sell_tickets"] },
];

/**
 * The permissions sell_tickets, check_in, refund_bookings and administer_personal_data (issue 34, item 8): what
 * needed administer_bookings or administer_events before needs one of them now, so every role that held one of
 * those is given the narrower ones it covered, appended to its list once; nobody loses an ability. Down takes the
 * four away from every role (what they allowed falls back to the old permissions with the code before this).
 */
export class NarrowPermissions1796934800000 implements MigrationInterface {
  name = "NarrowPermissions1796934800000";

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { holders, granted } of NARROW_PERMISSION_GRANTS) {
      await queryRunner.query(
        `UPDATE "roles"
            SET "permissions" = "permissions" || ARRAY(SELECT p FROM unnest($2::text[]) WITH ORDINALITY AS g(p, n)
                                                        WHERE NOT p = ANY ("permissions") ORDER BY n)
          WHERE $1 = ANY ("permissions") AND NOT "permissions" @> $2::text[]`,
        [holders, granted],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "roles" SET "permissions" = ARRAY(SELECT p FROM unnest("permissions") WITH ORDINALITY AS g(p, n)
                                                 WHERE NOT p = ANY ($1::text[]) ORDER BY n)
        WHERE "permissions" && $1::text[]`,
      [["sell_tickets", "check_in", "refund_bookings", "administer_personal_data"]],
    );
  }
}
