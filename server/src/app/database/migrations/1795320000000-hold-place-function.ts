import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The flash-sale hot path as one round trip (DESIGN section 3 measured a plpgsql function at about 3,000+
 * holds/s). Each statement inside takes a fresh snapshot, so the ticket count after the row lock sees
 * every ticket committed by calls that held the lock before: the "lock and count in one statement" trap
 * cannot happen here.
 */
export class HoldPlaceFunction1795320000000 implements MigrationInterface {
  name = "HoldPlaceFunction1795320000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION hold_place(
        p_booking uuid, p_secret_hash varchar, p_occasion uuid, p_space uuid, p_ticket_type uuid,
        p_price integer, p_vat numeric, p_code varchar, p_now timestamptz, p_max_tickets integer
      ) RETURNS TABLE (outcome text, ticket_id uuid) LANGUAGE plpgsql VOLATILE AS $fn$
      DECLARE
        v_booking record;
        v_count integer;
        v_ticket uuid;
      BEGIN
        SELECT b.status, b.secret_hash, b.expires_at, b.occasion_id INTO v_booking
          FROM bookings b WHERE b.id = p_booking FOR UPDATE;
        IF NOT FOUND OR v_booking.secret_hash IS DISTINCT FROM p_secret_hash OR v_booking.occasion_id <> p_occasion
           OR v_booking.status NOT IN ('draft', 'payment') OR (v_booking.expires_at IS NOT NULL AND v_booking.expires_at <= p_now) THEN
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
    await queryRunner.query(`DROP FUNCTION hold_place(uuid, varchar, uuid, uuid, uuid, integer, numeric, varchar, timestamptz, integer)`);
  }
}
