import type { MigrationInterface, QueryRunner } from "typeorm";
import { HoldPlaceFunction1795320000000 } from "./1795320000000-hold-place-function.js";

const OLD_SIGNATURE = "hold_place(uuid, varchar, uuid, uuid, uuid, integer, numeric, varchar, timestamptz, integer)";
const NEW_SIGNATURE = "hold_place(uuid, varchar, uuid, uuid, uuid, integer, numeric, varchar, timestamptz, integer, integer)";

/**
 * Places held per client address per occasion (issue 11, finding 3; MAX_HELD_PER_ADDRESS_PER_OCCASION):
 * a booking remembers the address it was made from, and `hold_place`, the one hold path, refuses a place
 * when that address's live holds (draft and payment bookings not yet lapsed) on the occasion reach the
 * cap. A transaction-level advisory lock per (occasion, address) makes the count and the hold one step,
 * so concurrent holds from one address cannot overshoot; holds from different addresses never wait on it.
 *
 * The draft-access rule becomes one database function (issue 12), `draft_access`: a booking is the
 * caller's live draft when it is in a draft status (draft, payment), the caller's cookie secret hashes to
 * the stored hash, and its hold has not lapsed. hold_place, the draft row lock (draft-access.ts) and the draft
 * reads all ask it. booking-status.int-spec checks the status lists here against the TypeScript constants.
 */
export class HoldLimitPerAddress1795330000000 implements MigrationInterface {
  name = "HoldLimitPerAddress1795330000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "bookings" ADD "client_address" character varying(64)`);
    await queryRunner.query(
      `CREATE INDEX "bookings_address_holds" ON "bookings" ("occasion_id", "client_address") WHERE "status" IN ('draft', 'payment')`,
    );
    await queryRunner.query(`DROP FUNCTION ${OLD_SIGNATURE}`);
    await queryRunner.query(`
      CREATE FUNCTION draft_access(
        p_status varchar, p_secret_hash varchar, p_expires_at timestamptz, p_caller_hash varchar, p_now timestamptz
      ) RETURNS boolean LANGUAGE sql IMMUTABLE AS $fn$
        SELECT p_status IN ('draft', 'payment') AND p_caller_hash IS NOT NULL AND p_secret_hash = p_caller_hash
           AND (p_expires_at IS NULL OR p_expires_at > p_now)
      $fn$`);
    await queryRunner.query(`
      CREATE FUNCTION hold_place(
        p_booking uuid, p_secret_hash varchar, p_occasion uuid, p_space uuid, p_ticket_type uuid,
        p_price integer, p_vat numeric, p_code varchar, p_now timestamptz, p_max_tickets integer,
        p_max_held_per_address integer
      ) RETURNS TABLE (outcome text, ticket_id uuid) LANGUAGE plpgsql VOLATILE AS $fn$
      DECLARE
        v_booking record;
        v_count integer;
        v_ticket uuid;
      BEGIN
        SELECT b.status, b.secret_hash, b.expires_at, b.occasion_id, b.client_address INTO v_booking
          FROM bookings b WHERE b.id = p_booking FOR UPDATE;
        IF NOT FOUND OR v_booking.occasion_id <> p_occasion
           OR NOT draft_access(v_booking.status, v_booking.secret_hash, v_booking.expires_at, p_secret_hash, p_now) THEN
          RETURN QUERY SELECT 'missing'::text, NULL::uuid;
          RETURN;
        END IF;
        IF v_booking.status <> 'draft' THEN
          RETURN QUERY SELECT 'payment'::text, NULL::uuid;
          RETURN;
        END IF;
        SELECT count(*) INTO v_count FROM tickets WHERE booking_id = p_booking;
        IF v_count >= p_max_tickets THEN
          RETURN QUERY SELECT 'too_many'::text, NULL::uuid;
          RETURN;
        END IF;
        IF v_booking.client_address IS NOT NULL THEN
          PERFORM pg_advisory_xact_lock(7310100, hashtext(p_occasion::text || ' ' || v_booking.client_address));
          SELECT count(*) INTO v_count FROM tickets t JOIN bookings b ON b.id = t.booking_id
           WHERE b.occasion_id = p_occasion AND b.client_address = v_booking.client_address
             AND b.status IN ('draft', 'payment') AND b.expires_at > p_now;
          IF v_count >= p_max_held_per_address THEN
            RETURN QUERY SELECT 'address_limit'::text, NULL::uuid;
            RETURN;
          END IF;
        END IF;
        UPDATE occasion_spaces SET held = held + 1
         WHERE occasion_id = p_occasion AND space_id = p_space AND held < max_tickets;
        IF NOT FOUND THEN
          RETURN QUERY SELECT 'full'::text, NULL::uuid;
          RETURN;
        END IF;
        INSERT INTO tickets (booking_id, occasion_id, space_id, ticket_type_id, price, vat, code, created_at)
        VALUES (p_booking, p_occasion, p_space, p_ticket_type, p_price, p_vat, p_code, p_now)
        RETURNING id INTO v_ticket;
        UPDATE bookings SET total = total + p_price, updated_at = p_now WHERE id = p_booking;
        RETURN QUERY SELECT 'held'::text, v_ticket;
      END
      $fn$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION ${NEW_SIGNATURE}`);
    await queryRunner.query(`DROP FUNCTION draft_access(varchar, varchar, timestamptz, varchar, timestamptz)`);
    await queryRunner.query(`DROP INDEX "bookings_address_holds"`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "client_address"`);
    // The previous hold_place, as migration 1795320000000 created it.
    await new HoldPlaceFunction1795320000000().up(queryRunner);
  }
}
