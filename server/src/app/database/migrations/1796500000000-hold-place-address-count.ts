import type { MigrationInterface, QueryRunner } from "typeorm";
import { COUNT_BY_BOOKING, holdPlace } from "./1795800000000-hold-places-batch.js";

/**
 * The address's live holds counted through an index of their own (issue 18). PL/pgSQL caches a plan per connection,
 * made in a sale's first seconds from statistics that knew of no live drafts and no client addresses: it read every
 * live draft of every occasion by bookings_status_expires_at (a plan made per call chose bookings_occasion_id, every
 * booking of the occasion, instead), about 500 rows a hold in the flash-sale benchmark and the most expensive step
 * of a hold, until an autoanalyze a minute or more into the sale. Now (occasion, address) is one expression that only
 * bookings_occasion_address_key indexes, the status and expiry tests are an expression no index serves, and
 * hold_place runs with seq scans off, so the cached plan is that index whatever the statistics said: it reads the
 * address's own bookings of the occasion, a row or two (0.42 -> 0.05 ms). Planning the count on every call
 * (EXECUTE) was as exact but cost a quarter of hold_place's own throughput.
 */
const OCCASION_ADDRESS = `(occasion_id::text || ' ' || client_address)`;
const COUNT_BY_ADDRESS = `SELECT coalesce(sum((SELECT count(*) FROM tickets t WHERE t.booking_id = b.id)), 0) INTO v_count
        FROM bookings b WHERE (b.occasion_id::text || ' ' || b.client_address) = (p_occasion::text || ' ' || v_booking.client_address)
         AND (b.status IN ('draft', 'payment') AND b.expires_at > p_now) IS TRUE;`;
const HOLD_PLACE_SIGNATURE = `hold_place(uuid, varchar, uuid, uuid, uuid, integer, numeric, varchar, timestamptz, integer, integer)`;

export class HoldPlaceAddressCount1796500000000 implements MigrationInterface {
  name = "HoldPlaceAddressCount1796500000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "bookings_occasion_address_key" ON "bookings" (${OCCASION_ADDRESS})`);
    await queryRunner.query(holdPlace(COUNT_BY_ADDRESS));
    // Every statement of hold_place reads by an index; with seq scans off its plans stay index scans even when
    // they were made while the tables were nearly empty.
    await queryRunner.query(`ALTER FUNCTION ${HOLD_PLACE_SIGNATURE} SET enable_seqscan = off`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER FUNCTION ${HOLD_PLACE_SIGNATURE} RESET enable_seqscan`);
    await queryRunner.query(holdPlace(COUNT_BY_BOOKING));
    await queryRunner.query(`DROP INDEX "bookings_occasion_address_key"`);
  }
}
