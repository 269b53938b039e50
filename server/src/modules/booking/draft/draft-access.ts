import type { EntityManager } from "typeorm";
import { DomainError } from "../../../common/errors.js";
import { parseUuid } from "../../../common/ids.js";
import { queryRows } from "../../../db/query-rows.js";
import { EDITABLE_STATUSES, isOneOf, type BookingStatus } from "@seatbooking/core";
import { hashDraftSecret } from "./draft-secret.js";
import type { AdmissionCredentials } from "../process/admission-port.js";

/** Who calls a draft: its cookie secret and the language to answer in. */
export interface DraftCaller {
  secret: string | undefined;
  language: string;
  /** The signed-in user, if any: a per-buyer cap counts them by their account. */
  userId?: string | null;
  /** What per-client limits count by (the confirmation e-mail of a per-buyer cap is rate-limited by it). */
  clientKey?: string;
  /** What the browser brings to a date behind a waiting room (issue 39). */
  admission?: AdmissionCredentials;
}

/** A draft as its use cases see it, under its row lock. */
export interface LockedDraft {
  id: string;
  occasion_id: string;
  status: BookingStatus;
  expires_at: Date | null;
  payment_method_id: string | null;
  terms_accepted_at: Date | null;
  created_at: Date;
  /** A seasonal renewal checking out (it has a renewal link). */
  renewal: boolean;
  /** Tickets counted after the lock was taken; -1 when not asked for. */
  ticket_count: number;
}

/** The caller's cookie secret as draft_access compares it (null: no cookie, so no draft). */
export function callerHash(caller: Pick<DraftCaller, "secret">): string | null {
  return caller.secret ? hashDraftSecret(caller.secret) : null;
}

/**
 * Locks the caller's live draft: the draft-access rule is the database function `draft_access` (draft
 * status, the caller's cookie, hold not lapsed), the one rule hold_place and the draft reads use too. A
 * missing draft, a wrong secret and a lapsed hold are the same 404 'booking expired or missing'.
 */
export async function lockDraft(
  manager: EntityManager,
  uuid: string,
  caller: DraftCaller,
  now: Date,
  options: { countTickets?: boolean } = {},
): Promise<LockedDraft> {
  const rows = await queryRows<Omit<LockedDraft, "ticket_count"> & { accessible: boolean; order_id: string | null }>(
    manager,
    `SELECT id, occasion_id, status, expires_at, payment_method_id, terms_accepted_at, created_at, renewal_token IS NOT NULL AS renewal,
            order_id, draft_access(status, secret_hash, expires_at, $2, $3) AS accessible
       FROM bookings WHERE id = $1 FOR UPDATE`,
    [parseUuid(uuid), callerHash(caller), now],
  );
  const row = rows[0];
  if (!row?.accessible) throw new DomainError("DRAFT_EXPIRED", "booking.expired");
  // A date of a season ticket changes only with its order's other dates (the series pass commands).
  if (row.order_id) throw new DomainError("CONFLICT", "series.partOfSeries");
  const { accessible: _accessible, order_id: _order, ...draft } = row;
  // Counted after the lock is held, in its own statement: counting in the locking statement would see
  // the tickets as they were before the calls this one waited for.
  if (options.countTickets === false) return { ...draft, ticket_count: -1 };
  const counted = await queryRows<{ n: number }>(manager, `SELECT count(*)::int AS n FROM tickets WHERE booking_id = $1`, [draft.id]);
  return { ...draft, ticket_count: counted[0]!.n };
}

/**
 * Locks every date of the caller's season ticket order being checked out, by id (an order's lock order), each with its
 * tickets counted: all of them must be the caller's live holds (draft_access, as for one draft), or the order is the same
 * 404 'booking expired or missing' as a lapsed draft.
 */
export async function lockOrderDrafts(manager: EntityManager, orderUuid: string, caller: DraftCaller, now: Date): Promise<LockedDraft[]> {
  const rows = await queryRows<LockedDraft & { accessible: boolean }>(
    manager,
    `SELECT id, occasion_id, status, expires_at, payment_method_id, terms_accepted_at, created_at, renewal_token IS NOT NULL AS renewal,
            draft_access(status, secret_hash, expires_at, $2, $3) AS accessible, -1 AS ticket_count
       FROM bookings WHERE order_id = $1 ORDER BY id FOR UPDATE`,
    [parseUuid(orderUuid), callerHash(caller), now],
  );
  if (rows.length === 0 || !rows.every((row) => row.accessible)) throw new DomainError("DRAFT_EXPIRED", "booking.expired");
  const counted = await queryRows<{ booking_id: string; n: number }>(
    manager,
    `SELECT booking_id, count(*)::int AS n FROM tickets WHERE booking_id = ANY($1::uuid[]) GROUP BY booking_id`,
    [rows.map((row) => row.id)],
  );
  const counts = new Map(counted.map((row) => [row.booking_id, row.n]));
  return rows.map(({ accessible: _accessible, ...draft }) => ({ ...draft, ticket_count: counts.get(draft.id) ?? 0 }));
}

/** Ticket edits only while no payment is pending. */
export function assertEditable(draft: LockedDraft): void {
  if (!isOneOf(draft.status, EDITABLE_STATUSES)) throw new DomainError("PAYMENT_PENDING", "booking.paymentPending");
}
