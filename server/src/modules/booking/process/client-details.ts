import type { EntityManager } from "typeorm";
import { isEmailAddress, EMAIL_MAX_LENGTH } from "../../../common/email-address.js";
import { DomainError, validationFailed } from "../../../common/errors.js";
import { isValidIdentityNumber, normalizeIdentityNumber } from "../../../common/identity-number.js";
import { queryRows } from "../../../db/query-rows.js";
import type { MessageKey } from "../../i18n/server-messages.js";
import { forgetBookingMessages } from "../../mail/outbox.js";
import type { BookingLifecycle } from "./lifecycle.js";

/** Client details as sent by checkout (GraphQL ClientInput, REST form values). */
export interface ClientDetailsInput {
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  identityNumber?: string | null;
  message?: string | null;
}

export interface ClientDetails {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  address: string | null;
  identityNumber: string | null;
  message: string | null;
}

export const CLIENT_LIMITS = { firstname: 100, lastname: 100, email: EMAIL_MAX_LENGTH, phone: 40, address: 300, message: 2000 } as const;

const PHONE = /^\+?[0-9 ()-]{5,40}$/;

/**
 * Validates checkout details (SPEC section 5): name, e-mail and phone required; address and identity
 * number only when the settings ask for them (a real Finnish identity code with a valid check character);
 * the message optional and bounded. Throws one BAD_USER_INPUT with a message per field.
 */
export function validateClientDetails(
  input: ClientDetailsInput,
  settings: { requireAddress: boolean; requireIdentityNumber: boolean },
): ClientDetails {
  const errors: Record<string, MessageKey> = {};
  const text = (field: keyof typeof CLIENT_LIMITS, required: boolean): string | null => {
    const raw = input[field];
    if (raw !== undefined && raw !== null && typeof raw !== "string") {
      errors[field] = "validation.missing";
      return null;
    }
    const value = (raw ?? "").trim();
    if (!value) {
      if (required) errors[field] = "validation.required";
      return null;
    }
    if (value.length > CLIENT_LIMITS[field]) errors[field] = "validation.tooLong";
    return value;
  };
  const firstname = text("firstname", true);
  const lastname = text("lastname", true);
  const email = text("email", true);
  if (email && !errors.email && !isEmailAddress(email)) errors.email = "validation.email";
  const phone = text("phone", true);
  if (phone && !errors.phone && !PHONE.test(phone)) errors.phone = "validation.phone";
  const address = text("address", settings.requireAddress);
  let identityNumber: string | null = null;
  const rawIdentity = typeof input.identityNumber === "string" ? input.identityNumber.trim() : "";
  if (settings.requireIdentityNumber) {
    if (!rawIdentity) errors.identityNumber = "validation.required";
    else if (!isValidIdentityNumber(rawIdentity)) errors.identityNumber = "validation.identityNumber";
    else identityNumber = normalizeIdentityNumber(rawIdentity);
  }
  const message = text("message", false);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { firstname: firstname!, lastname: lastname!, email: email!.toLowerCase(), phone: phone!, address, identityNumber, message };
}

/** Why a booking's client details were erased: the retention period ran out, or the customer asked. */
export type AnonymizationReason = "retention" | "request";

/**
 * The one writer of a booking's client details once the booking exists (the lifecycle writes them only at
 * creation): checkout and the box office save them, the retention job and erasure requests erase them.
 */
export class ClientDetailsWriter {
  constructor(private readonly lifecycle: BookingLifecycle) {}

  /** Saves validated details; a booking whose details were erased keeps them erased. */
  async save(manager: EntityManager, bookingId: string, client: ClientDetails, now: Date): Promise<void> {
    const rows = await queryRows<{ id: string }>(
      manager,
      `UPDATE bookings SET firstname = $2, lastname = $3, email = $4, phone = $5, address = $6, identity_number = $7, message = $8,
              updated_at = $9
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
      ],
    );
    if (rows.length === 0) throw new DomainError("INVALID_TRANSITION", "booking.anonymized");
  }

  /**
   * Erases the client's details of bookings: names, contact details, identity number, message and the
   * network address the booking was made from, and the e-mails kept for them. The booking, its tickets,
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
              message = NULL, client_address = NULL, anonymized_at = $2
        WHERE id = ANY($1::uuid[]) AND anonymized_at IS NULL RETURNING id`,
      [erasure.bookingIds, erasure.now],
    );
    const ids = rows.map((row) => row.id);
    await forgetBookingMessages(manager, ids);
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
