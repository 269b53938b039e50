import type { MigrationInterface, QueryRunner } from "typeorm";
import { COUNT_BY_BOOKING, holdPlace } from "./1795800000000-hold-places-batch.js";

/**
 * The address's live holds counted through an index of their own (issue 18). The count's plan came from
 * statistics taken before the sale, which knew of no live drafts and no client addresses: PL/pgSQL's cached plan
 * read every live draft of every occasion by bookings_status_expires_at, and a plan made per call still chose
 * bookings_occasion_id, every booking of the occasion, over an (occasion, address) index; either read about 500
 * rows a hold in the flash-sale benchmark, the most expensive step of a hold, until an autoanalyze a minute or
 * more into the sale. Now (occasion, address) is one expression that only bookings_occasion_address_key indexes,
 * the status and expiry tests are an expression no index serves, and the query is planned each time (EXECUTE)
 * from the table's current size: it reads the address's own bookings of the occasion, a row or two.
 */
const OCCASION_ADDRESS = `(occasion_id::text || ' ' || client_address)`;
const COUNT_BY_ADDRESS = `EXECUTE 'SELECT coalesce(sum((SELECT count(*) FROM tickets t WHERE t.booking_id = b.id)), 0)
          FROM bookings b WHERE (b.occasion_id::text || '' '' || b.client_address) = $1
           AND (b.status IN (''draft'', ''payment'') AND b.expires_at > $2) IS TRUE'
        INTO v_count USING p_occasion::text || ' ' || v_booking.client_address, p_now;`;

export class HoldPlaceAddressCount1796500000000 implements MigrationInterface {
  name = "HoldPlaceAddressCount1796500000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "bookings_occasion_address_key" ON "bookings" (${OCCASION_ADDRESS})`);
    await queryRunner.query(holdPlace(COUNT_BY_ADDRESS));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(holdPlace(COUNT_BY_BOOKING));
    await queryRunner.query(`DROP INDEX "bookings_occasion_address_key"`);
  }
}
