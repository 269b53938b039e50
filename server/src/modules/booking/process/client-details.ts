import type { ClientDetails, ClientDetailsInput, ClientRequirements } from "@seatbooking/core";
import { checkClientDetails, checkWalkInClientDetails, type WalkInClientDetails } from "@seatbooking/core/input";
import type { EntityManager } from "typeorm";
import { DomainError, validationFailed } from "../../../common/errors.js";
import { problemMessages } from "../../../common/request-input.js";
import { queryRows } from "../../../db/query-rows.js";
import { forgetBookingMessages } from "../../mail/outbox.js";
import type { BookingLifecycle } from "./lifecycle.js";

/**
 * Validates checkout details by @seatbooking/core's schema (SPEC section 5), the one the client's forms check:
 * name, e-mail and phone required; address and identity number only when the settings ask for them (a real
 * Finnish identity code with a valid check character); the message optional and bounded. Throws one
 * BAD_USER_INPUT with a message per field.
 */
export function validateClientDetails(input: ClientDetailsInput, settings: ClientRequirements): ClientDetails {
  const check = checkClientDetails(input, settings);
  if (check.ok) return check.value;
  throw validationFailed(problemMessages(check.problems));
}

/** Validates a buyer's details at the box office (a walk-in: every field may be empty; what is given is checked). */
export function validateWalkInClientDetails(input: ClientDetailsInput, settings: ClientRequirements): WalkInClientDetails {
  const check = checkWalkInClientDetails(input, settings);
  if (check.ok) return check.value;
  throw validationFailed(problemMessages(check.problems));
}

/** Why a booking's client details were erased: the retention period ran out, or the customer asked. */
export type AnonymizationReason = "retention" | "request";

/**
 * The one writer of a booking's client details once the booking exists (the lifecycle writes them only at
 * creation): checkout and the box office save them, the retention job and erasure requests erase them.
 */
export class ClientDetailsWriter {
  private readonly anonymizedListeners: Array<(manager: EntityManager, bookingIds: string[]) => Promise<void>> = [];

  constructor(private readonly lifecycle: BookingLifecycle) {}

  /**
   * Calls `listener` in the transaction that erased bookings' client details (retention or a request), with their ids:
   * what other modules keep of those customers (a voucher's uses per e-mail) goes with them.
   */
  whenAnonymized(listener: (manager: EntityManager, bookingIds: string[]) => Promise<void>): void {
    this.anonymizedListeners.push(listener);
  }

  /**
   * Saves validated details; a booking whose details were erased keeps them erased. `buyerKey`, when given, is whom the
   * booking counts for under a per-buyer cap (checkout's confirm, after the cap's check; null: nobody); left out, it stays.
   */
  async save(
    manager: EntityManager,
    bookingId: string,
    client: ClientDetails,
    now: Date,
    options: { buyerKey?: string | null } = {},
  ): Promise<void> {
    const rows = await queryRows<{ id: string }>(
      manager,
      `UPDATE bookings SET firstname = $2, lastname = $3, email = $4, phone = $5, address = $6, identity_number = $7, message = $8,
              updated_at = $9, buyer_key = CASE WHEN $10::boolean THEN $11 ELSE buyer_key END
        WHERE id = $1 AND anonymized_at IS NULL RETURNING id`,
      [
        bookingId,
        client.firstname,
        client.lastname,
        client.email,
        client.phone,
        client.address,
        client.identityNumber,
        client.message,
        now,
        options.buyerKey !== undefined,
        options.buyerKey ?? null,
      ],
    );
    if (rows.length === 0) throw new DomainError("INVALID_TRANSITION", "booking.anonymized");
  }

  /**
   * Erases the client's details of bookings: names, contact details, identity number, message and the
   * network address the booking was made from, the buyer a per-buyer cap counted it for and the addresses its checkout
   * confirmed, and the e-mails kept for them. The booking, its tickets,
   * amounts, statuses and history stay (accounting needs them); anonymizedAt and a history entry record
   * it, and the booking's version moves on so a form loaded before cannot write the details back. Bookings already anonymized are skipped, so running it twice changes nothing. The caller holds
   * the bookings' row locks or relies on this single UPDATE's. Answers the ids anonymized now.
   */
  async anonymize(
    manager: EntityManager,
    erasure: { bookingIds: string[]; reason: AnonymizationReason; actorUserId: string | null; now: Date },
  ): Promise<string[]> {
    if (erasure.bookingIds.length === 0) return [];
    const rows = await queryRows<{ id: string }>(
      manager,
      `UPDATE bookings SET firstname = NULL, lastname = NULL, email = NULL, phone = NULL, address = NULL, identity_number = NULL,
              message = NULL, client_address = NULL, buyer_key = NULL, anonymized_at = $2
        WHERE id = ANY($1::uuid[]) AND anonymized_at IS NULL RETURNING id`,
      [erasure.bookingIds, erasure.now],
    );
    const ids = rows.map((row) => row.id);
    await manager.query(`DELETE FROM buyer_email_verifications WHERE booking_id = ANY($1::uuid[])`, [ids]);
    await forgetBookingMessages(manager, ids);
    for (const listener of this.anonymizedListeners) await listener(manager, ids);
    await this.lifecycle.recordChanges(manager, {
      bookingIds: ids,
      kind: "anonymized",
      detail: { reason: erasure.reason },
      actorUserId: erasure.actorUserId,
      now: erasure.now,
    });
    return ids;
  }
}
