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
    const rows = await queryRows<{
      id: string;
      status: BookingStatus;
      occasion_id: string;
      language: string | null;
      renewal_token: string | null;
      total: number;
    }>(manager, `SELECT id, status, occasion_id, language, renewal_token, total FROM bookings WHERE id = $1 FOR UPDATE`, [bookingId]);
    const row = rows[0]!;
    return {
      id: row.id,
      occasionId: row.occasion_id,
      language: row.language,
      renewalToken: row.renewal_token,
      total: Number(row.total),
      standing: standingOf(row.status),
    };
  }

  async bookPaid(unit: UnitOfWork, booking: PaidBooking, reason: string, now: Date): Promise<{ booked: boolean; retaken: boolean }> {
    const { manager } = unit;
    const status = (await queryRows<{ status: BookingStatus }>(manager, `SELECT status FROM bookings WHERE id = $1`, [booking.id]))[0]!
      .status;
    const standing = standingOf(status);
    if (standing !== "holding" && standing !== "lapsed") return { booked: false, retaken: false };
    // Nothing is booked on a cancelled occasion: a payment that lands after the cancellation (its hold had
    // lapsed, so the cancellation's job passed it by) is owed back instead.
    const occasion = await queryRows<{ status: string }>(manager, `SELECT status FROM occasions WHERE id = $1`, [booking.occasionId]);
    if (occasion[0]?.status === "cancelled") return { booked: false, retaken: false };
    // Still holding its places (even a lapsed hold the sweeper has not reached yet counts in held), or
    // its hold ended and every one of its places is free again (all of them, or the money goes back).
    return this.lifecycle.book(unit, { bookingId: booking.id, reason, now });
  }

  async standing(manager: EntityManager, bookingId: string): Promise<BookingStanding> {
    const rows = await queryRows<{ status: BookingStatus }>(manager, `SELECT status FROM bookings WHERE id = $1`, [bookingId]);
    return standingOf(rows[0]!.status);
  }

  resultUrl(baseUrl: string, resolution: PaymentResolution): string {
    return checkoutResultUrl(baseUrl, resolution);
  }
}
