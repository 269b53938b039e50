import type { EntityManager } from "typeorm";
import type { UnitOfWork } from "../../../common/unit-of-work.js";
import { queryRows } from "../../../db/query-rows.js";
import type { BookingPort, BookingStanding, PaidBooking, PaymentResolution } from "../../payment/booking-port.js";
import { canTransition } from "../process/booking-transitions.js";
import { isOneOf, LAPSING_STATUSES, type BookingStatus } from "@seatbooking/core";
import { checkoutResultUrl } from "./checkout-urls.js";
import type { BookingLifecycle } from "../process/lifecycle.js";
import type { DuplicatePaymentNotices, DuplicateRefund } from "./duplicate-payment-notices.js";

/** Where a booking in `status` stands for a payment (see BookingStanding). */
export function standingOf(status: BookingStatus): BookingStanding {
  if (isOneOf(status, LAPSING_STATUSES)) return "holding";
  if (status === "booked") return "booked";
  // A payment that succeeds after the hold lapsed is still honoured when the places are free (the table allows expired -> booked).
  if (status === "expired" && canTransition(status, "booked")) return "lapsed";
  return "closed";
}

/**
 * Where an order's dates stand together: as one when they all stand alike (they move together). Mixed, one date's hold
 * already ended while others still hold: the order is lapsed as a whole (it can only be booked if every date can be taken
 * again); with no date left to take, booked if any date was, else closed.
 */
function standingOfAll(statuses: BookingStatus[]): BookingStanding {
  const standings = new Set(statuses.map(standingOf));
  if (standings.size === 1) return [...standings][0]!;
  if (standings.has("holding") || standings.has("lapsed")) return "lapsed";
  return standings.has("booked") ? "booked" : "closed";
}

/** The booking side of payments (payment/booking-port.ts): bookings change only through the lifecycle. */
export class PaymentBookings implements BookingPort {
  constructor(
    private readonly lifecycle: BookingLifecycle,
    private readonly duplicates: DuplicatePaymentNotices,
  ) {}

  async paidTwice(manager: EntityManager, bookingId: string, refund: DuplicateRefund): Promise<void> {
    await this.duplicates.refunded(manager, bookingId, refund);
  }

  async lock(manager: EntityManager, bookingId: string): Promise<PaidBooking> {
    const [row] = await queryRows<{
      id: string;
      occasion_id: string;
      language: string | null;
      renewal_token: string | null;
      order_id: string | null;
    }>(manager, `SELECT id, occasion_id, language, renewal_token, order_id FROM bookings WHERE id = $1`, [bookingId]);
    // An order's dates are locked together, by id (the order's lock order: the lead is one of them).
    const dates = row!.order_id
      ? await this.lifecycle.lockOrder(manager, row!.order_id)
      : await queryRows<{ status: BookingStatus; total: number }>(manager, `SELECT status, total FROM bookings WHERE id = $1 FOR UPDATE`, [
          bookingId,
        ]);
    return {
      id: row!.id,
      occasionId: row!.occasion_id,
      language: row!.language,
      renewalToken: row!.renewal_token,
      orderId: row!.order_id,
      total: dates.reduce((sum, date) => sum + Number(date.total), 0),
      standing: standingOfAll(dates.map((date) => date.status)),
    };
  }

  /**
   * Books what the payment paid for: the booking, or every date of its order, all or none (a season ticket never has a
   * gap: one date that cannot be booked, its occasion cancelled or its places taken after the hold lapsed, and the money
   * goes back instead).
   */
  async bookPaid(unit: UnitOfWork, booking: PaidBooking, reason: string, now: Date): Promise<{ booked: boolean; retaken: boolean }> {
    if (!booking.orderId) return this.bookOne(unit, booking.id, reason, now);
    const dates = await this.lifecycle.lockOrder(unit.manager, booking.orderId);
    await unit.manager.query(`SAVEPOINT order_paid`);
    let retaken = false;
    for (const date of dates) {
      const result = await this.bookOne(unit, date.id, reason, now);
      if (!result.booked) {
        await unit.manager.query(`ROLLBACK TO SAVEPOINT order_paid`);
        return { booked: false, retaken: false };
      }
      retaken ||= result.retaken;
    }
    await unit.manager.query(`RELEASE SAVEPOINT order_paid`);
    return { booked: true, retaken };
  }

  private async bookOne(unit: UnitOfWork, bookingId: string, reason: string, now: Date): Promise<{ booked: boolean; retaken: boolean }> {
    const { manager } = unit;
    const [row] = await queryRows<{ status: BookingStatus; occasion_status: string }>(
      manager,
      `SELECT b.status, o.status AS occasion_status FROM bookings b JOIN occasions o ON o.id = b.occasion_id WHERE b.id = $1`,
      [bookingId],
    );
    const standing = standingOf(row!.status);
    if (standing !== "holding" && standing !== "lapsed") return { booked: false, retaken: false };
    // Nothing is booked on a cancelled occasion: a payment that lands after the cancellation (its hold had
    // lapsed, so the cancellation's job passed it by) is owed back instead.
    if (row!.occasion_status === "cancelled") return { booked: false, retaken: false };
    // Still holding its places (even a lapsed hold the sweeper has not reached yet counts in held), or
    // its hold ended and every one of its places is free again (all of them, or the money goes back).
    return this.lifecycle.book(unit, { bookingId, reason, now });
  }

  async standing(manager: EntityManager, booking: PaidBooking): Promise<BookingStanding> {
    const rows = await queryRows<{ status: BookingStatus }>(
      manager,
      booking.orderId ? `SELECT status FROM bookings WHERE order_id = $1` : `SELECT status FROM bookings WHERE id = $1`,
      [booking.orderId ?? booking.id],
    );
    return standingOfAll(rows.map((row) => row.status));
  }

  resultUrl(baseUrl: string, resolution: PaymentResolution): string {
    return checkoutResultUrl(baseUrl, resolution);
  }
}
