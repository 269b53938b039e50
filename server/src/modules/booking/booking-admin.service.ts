import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { changedMeanwhile, DomainError } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { inTransaction, withRetries } from "../../common/transaction.js";
import { queryRows } from "../../db/query-rows.js";
import type { PaymentService } from "../payment/payment.service.js";
import type { SettingsService } from "../settings/settings.service.js";
import { HOLDING_STATUSES, isOneOf, type BookingStatus } from "./booking-status.js";
import { canTransition } from "./booking-transitions.js";
import { validateClientDetails, type ClientDetailsInput } from "./client-details.js";
import type { BookingLifecycle } from "./lifecycle.js";

interface LockedBooking {
  id: string;
  occasion_id: string;
  status: BookingStatus;
}

/** The client columns an administrator edits, in the order validateClientDetails answers them. */
const CLIENT_FIELDS = ["firstname", "lastname", "email", "phone", "address", "identityNumber", "message"] as const;

/**
 * Bookings as the box office looks after them (administer_bookings): the client's details, a ticket moved
 * or removed, the booking cancelled. Every change is one transaction over the version the administrator's
 * form was loaded from, goes through the lifecycle and is recorded with who made it.
 */
export class BookingAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly payments: PaymentService,
    private readonly lifecycle: BookingLifecycle,
    /** Told after commit which occasions' occupancy changed (live seat maps). */
    private readonly onOccupancyChanged: (occasionId: string) => void = () => {},
  ) {}

  /** Locks the booking as of `version` (its updatedAt when the form was loaded): 409 when it changed since. */
  private async lock(manager: EntityManager, id: string, version: Date): Promise<LockedBooking> {
    const rows = await queryRows<LockedBooking & { current: boolean }>(
      manager,
      `SELECT id, occasion_id, status, date_trunc('milliseconds', updated_at) = $2 AS current FROM bookings WHERE id = $1 FOR UPDATE`,
      [parseUuid(id), version],
    );
    const row = rows[0];
    if (!row) throw new DomainError("NOT_FOUND", "booking.notFound");
    if (!row.current) throw changedMeanwhile();
    return row;
  }

  /**
   * Replaces the client's details (validated as at checkout, with the settings' required fields). An
   * identity number left out keeps the stored one: forms only ever see it masked.
   */
  async updateClient(id: string, input: ClientDetailsInput, version: Date, actorUserId: string): Promise<void> {
    const now = this.clock.now();
    const settings = await this.settings.settingsEntity();
    await inTransaction(this.dataSource, async (manager) => {
      const booking = await this.lock(manager, id, version);
      const before = (
        await queryRows<Record<string, string | null>>(
          manager,
          `SELECT firstname, lastname, email, phone, address, identity_number AS "identityNumber", message FROM bookings WHERE id = $1`,
          [booking.id],
        )
      )[0]!;
      const client = validateClientDetails({ ...input, identityNumber: input.identityNumber ?? before.identityNumber }, settings);
      const changed = CLIENT_FIELDS.filter((field) => (before[field] ?? null) !== (client[field] ?? null));
      if (changed.length === 0) return;
      await manager.query(
        `UPDATE bookings SET firstname = $2, lastname = $3, email = $4, phone = $5, address = $6, identity_number = $7, message = $8 WHERE id = $1`,
        [booking.id, client.firstname, client.lastname, client.email, client.phone, client.address, client.identityNumber, client.message],
      );
      // The history names the fields, not their values: it is read by everyone who sees the booking.
      await this.lifecycle.recordChange(manager, { bookingId: booking.id, kind: "client", detail: { fields: changed }, actorUserId, now });
    });
  }

  /** Moves a ticket to another space of the occasion: the new place is held before the old one is released. */
  async moveTicket(bookingId: string, ticketId: string, spaceId: string, version: Date, actorUserId: string): Promise<void> {
    const now = this.clock.now();
    const moved = await withRetries(() =>
      inTransaction(this.dataSource, async (manager) => {
        const booking = await this.lock(manager, bookingId, version);
        if (!isOneOf(booking.status, HOLDING_STATUSES)) throw new DomainError("INVALID_TRANSITION", "booking.invalidTransition");
        return this.lifecycle.moveTicket(manager, {
          bookingId: booking.id,
          ticketId: parseUuid(ticketId),
          toSpaceId: parseUuid(spaceId),
          now,
          actorUserId,
        });
      }),
    );
    if (moved.moved) this.onOccupancyChanged(moved.occasionId);
  }

  /**
   * Removes a ticket (its place goes back on sale); removing the last one cancels the booking. A paid
   * booking's balance then shows what is owed back (BookingView.balance).
   */
  async removeTicket(bookingId: string, ticketId: string, version: Date, actorUserId: string): Promise<void> {
    const now = this.clock.now();
    const occasionId = await inTransaction(this.dataSource, async (manager) => {
      const booking = await this.lock(manager, bookingId, version);
      if (!isOneOf(booking.status, HOLDING_STATUSES)) throw new DomainError("INVALID_TRANSITION", "booking.invalidTransition");
      const tickets = await queryRows<{ id: string; space_id: string; price: number }>(
        manager,
        `SELECT id, space_id, price FROM tickets WHERE booking_id = $1 ORDER BY created_at, id`,
        [booking.id],
      );
      const ticket = tickets.find((row) => row.id === parseUuid(ticketId));
      if (!ticket) throw new DomainError("NOT_FOUND", "booking.ticketNotFound");
      if (tickets.length === 1) {
        await this.cancelLocked(manager, booking, "last ticket removed by the box office", actorUserId, now);
        return booking.occasion_id;
      }
      await this.lifecycle.removeTicket(manager, booking.id, ticket.id, now);
      await this.lifecycle.recordChange(manager, {
        bookingId: booking.id,
        kind: "ticket_removed",
        detail: { ticketId: ticket.id, spaceId: ticket.space_id, price: ticket.price },
        actorUserId,
        now,
      });
      return booking.occasion_id;
    });
    this.onOccupancyChanged(occasionId);
  }

  /** Cancels a booking: an open payment attempt is voided, its places go back on sale at once. */
  async cancel(id: string, version: Date, actorUserId: string, reason: string | null): Promise<void> {
    const now = this.clock.now();
    const occasionId = await inTransaction(this.dataSource, async (manager) => {
      const booking = await this.lock(manager, id, version);
      if (!canTransition(booking.status, "cancelled")) throw new DomainError("INVALID_TRANSITION", "booking.invalidTransition");
      await this.cancelLocked(manager, booking, reason?.trim() || "cancelled by the box office", actorUserId, now);
      return booking.occasion_id;
    });
    this.onOccupancyChanged(occasionId);
  }

  private async cancelLocked(
    manager: EntityManager,
    booking: LockedBooking,
    reason: string,
    actorUserId: string,
    now: Date,
  ): Promise<void> {
    await this.payments.closeOpenAttempts(manager, booking.id, "cancelled", now);
    if (isOneOf(booking.status, HOLDING_STATUSES)) await this.lifecycle.releaseBookings(manager, [booking.id]);
    await this.lifecycle.transition(manager, {
      bookingId: booking.id,
      from: booking.status,
      to: "cancelled",
      reason,
      now,
      actorUserId,
      set: { expires_at: null },
    });
  }
}
