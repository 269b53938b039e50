import type { MigrationInterface, QueryRunner } from "typeorm";

/** hold_place as migration 1795330000000 left it, with the address's held places counted by `count`. */
export const holdPlace = (count: string) => `
  CREATE OR REPLACE FUNCTION hold_place(
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
      ${count}
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
  $fn$`;

/**
 * The address's live holds counted from its live bookings (the partial index bookings_address_holds), each
 * booking's tickets by their booking index. The join it replaces was planned once per connection for any
 * address (PL/pgSQL's generic plan) and grew with the occasion's tickets: 0.4 ms a hold in the flash-sale
 * benchmark, against 0.05 ms for the other steps.
 */
export const COUNT_BY_BOOKING = `SELECT coalesce(sum((SELECT count(*) FROM tickets t WHERE t.booking_id = b.id)), 0) INTO v_count
        FROM bookings b WHERE b.occasion_id = p_occasion AND b.client_address = v_booking.client_address
         AND b.status IN ('draft', 'payment') AND b.expires_at > p_now;`;
const COUNT_BY_JOIN = `SELECT count(*) INTO v_count FROM tickets t JOIN bookings b ON b.id = t.booking_id
       WHERE b.occasion_id = p_occasion AND b.client_address = v_booking.client_address
         AND b.status IN ('draft', 'payment') AND b.expires_at > p_now;`;

/**
 * Group commit for holds (issue 18): `hold_places` runs `hold_place`, the one hold path, for each hold of a
 * batch in the given order, in one statement and so in one transaction and one round trip. Each hold keeps
 * every check of its own (draft access, ticket limit, the address's held places, the guarded counter) and
 * gets an answer of its own; holds that came in together only share the commit. The server sends holds
 * sorted by (occasion, space), the order every other writer of the counters locks them in.
 */
export class HoldPlacesBatch1795800000000 implements MigrationInterface {
  name = "HoldPlacesBatch1795800000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(holdPlace(COUNT_BY_BOOKING));
    await queryRunner.query(`
      CREATE FUNCTION hold_places(
        p_bookings uuid[], p_secret_hashes varchar[], p_occasions uuid[], p_spaces uuid[], p_ticket_types uuid[],
        p_prices integer[], p_vats numeric[], p_codes varchar[], p_nows timestamptz[], p_max_tickets integer,
        p_max_held_per_address integer
      ) RETURNS TABLE (idx integer, outcome text, ticket_id uuid) LANGUAGE plpgsql VOLATILE AS $fn$
      DECLARE
        v_held record;
      BEGIN
        FOR i IN 1 .. coalesce(array_length(p_bookings, 1), 0) LOOP
          SELECT h.outcome, h.ticket_id INTO v_held FROM hold_place(
            p_bookings[i], p_secret_hashes[i], p_occasions[i], p_spaces[i], p_ticket_types[i], p_prices[i], p_vats[i],
            p_codes[i], p_nows[i], p_max_tickets, p_max_held_per_address) h;
          idx := i;
          outcome := v_held.outcome;
          ticket_id := v_held.ticket_id;
          RETURN NEXT;
        END LOOP;
      END
      $fn$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP FUNCTION hold_places(uuid[], varchar[], uuid[], uuid[], uuid[], integer[], numeric[], varchar[], timestamptz[], integer, integer)`,
    );
    await queryRunner.query(holdPlace(COUNT_BY_JOIN));
  }
}
