import type { MigrationInterface, QueryRunner } from "typeorm";

/** hold_places's loop, as migration 1795800000000 made it: hold_place for each hold in the given order. */
const HOLD_EACH = `
        FOR i IN 1 .. coalesce(array_length(p_bookings, 1), 0) LOOP
          SELECT h.outcome, h.ticket_id INTO v_held FROM hold_place(
            p_bookings[i], p_secret_hashes[i], p_occasions[i], p_spaces[i], p_ticket_types[i], p_prices[i], p_vats[i],
            p_codes[i], p_nows[i], p_max_tickets, p_max_held_per_address) h;
          idx := i;
          outcome := v_held.outcome;
          ticket_id := v_held.ticket_id;
          RETURN NEXT;
        END LOOP;`;

/**
 * Before any hold, the batch takes its bookings' row locks (by id, the order lockOrder takes an order's in) and then every
 * (occasion, client address) advisory lock hold_place will ask for (in key order), so hold_place's own requests for them
 * find them held. hold_place took the advisory lock hold by hold, between counter row locks: two batches of one address
 * over two dates in opposite orders (or interleaved with another address's holds) each held one date's lock and waited
 * for the other's, a deadlock PostgreSQL broke by failing one batch. Now the locks are taken in one order everywhere:
 * bookings, addresses, counters.
 */
const LOCKS_FIRST = `
        PERFORM 1 FROM bookings WHERE id = ANY(p_bookings) ORDER BY id FOR UPDATE;
        FOR v_key IN
          SELECT DISTINCT hashtext(x.occasion::text || ' ' || b.client_address) AS key
            FROM unnest(p_bookings, p_occasions) AS x(booking, occasion) JOIN bookings b ON b.id = x.booking
           WHERE b.client_address IS NOT NULL
           ORDER BY 1
        LOOP
          PERFORM pg_advisory_xact_lock(7310100, v_key);
        END LOOP;`;

const holdPlaces = (body: string) => `
      CREATE OR REPLACE FUNCTION hold_places(
        p_bookings uuid[], p_secret_hashes varchar[], p_occasions uuid[], p_spaces uuid[], p_ticket_types uuid[],
        p_prices integer[], p_vats numeric[], p_codes varchar[], p_nows timestamptz[], p_max_tickets integer,
        p_max_held_per_address integer
      ) RETURNS TABLE (idx integer, outcome text, ticket_id uuid) LANGUAGE plpgsql VOLATILE AS $fn$
      DECLARE
        v_held record;
        v_key integer;
      BEGIN${body}
      END
      $fn$`;

export class HoldPlacesAddressLocksFirst1797440000000 implements MigrationInterface {
  name = "HoldPlacesAddressLocksFirst1797440000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(holdPlaces(LOCKS_FIRST + HOLD_EACH));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(holdPlaces(HOLD_EACH));
  }
}
