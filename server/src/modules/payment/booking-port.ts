import type { EntityManager } from "typeorm";
import type { UnitOfWork } from "../../common/unit-of-work.js";

/**
 * Where a booking stands for a payment: `holding` its places (an unfinished booking whose hold may even
 * have lapsed by the clock but is still counted), already `booked`, `lapsed` (its hold ended; its places
 * may still be free) or `closed` (cancelled, refunded, house seats: a payment cannot book it).
 */
export type BookingStanding = "holding" | "booked" | "lapsed" | "closed";

/** The booking a payment pays for, as settlement sees it. */
export interface PaidBooking {
  id: string;
  occasionId: string;
  language: string | null;
  /** A seasonal renewal's link capability: its customer returns to the renewal's pages, not checkout's. */
  renewalToken: string | null;
  /** Cents: what the booking costs now (tickets may have changed since an older attempt was opened); an order's, all its dates'. */
  total: number;
  standing: BookingStanding;
  /** The season ticket order the booking leads (its dates are paid, and booked, together), or null. */
  orderId: string | null;
}

/**
 * Where a booking stands after a provider's message, and so where its customer is sent. `refund_held`:
 * this payment will be refunded (it paid an older price) but the booking still holds its places and can
 * be paid in full.
 */
export type PaymentOutcome = "booked" | "pending" | "failed" | "cancelled" | "refund_required" | "refund_held" | "expired";

/** A settled payment: whose booking, and where its customer goes next. */
export interface PaymentResolution {
  bookingId: string;
  occasionId: string;
  /** The attempt the report was about. */
  paymentId: string;
  /** Set for a seasonal renewal (PaidBooking.renewalToken). */
  renewalToken: string | null;
  /** Set for a season ticket's order (PaidBooking.orderId): its customer returns to the order's pages. */
  orderId: string | null;
  language: string;
  outcome: PaymentOutcome;
}

/**
 * What payment settlement needs of bookings (DESIGN section 7.2). The booking module implements it
 * (booking/payment-bookings.ts) and the composition root hands it over: the payment module never imports
 * the booking module, and never writes a booking itself.
 */
export interface BookingPort {
  /**
   * Locks the booking (before its payment: the one lock order, so no deadlocks), with every other date of its order
   * when it leads one, and says where it stands.
   */
  lock(manager: EntityManager, bookingId: string): Promise<PaidBooking>;
  /**
   * The booking was paid in full: book it. A booking holding its places is booked; a lapsed one first takes
   * its places again, all or nothing. `booked` false: it could not be (the money must go back); `retaken`:
   * places were taken again (the unit pushes the occupancy once it commits).
   */
  bookPaid(unit: UnitOfWork, booking: PaidBooking, reason: string, now: Date): Promise<{ booked: boolean; retaken: boolean }>;
  /** Where the booking (with its order's other dates) stands now, within the settlement's transaction. */
  standing(manager: EntityManager, booking: PaidBooking): Promise<BookingStanding>;
  /**
   * A booking already paid was paid again by another attempt, and that payment goes back whole: tell its customer
   * (queued in the settling transaction). `automatic`: through the provider's refund API; else a person pays it back.
   */
  paidTwice(
    manager: EntityManager,
    bookingId: string,
    refund: { paymentId: string; amount: number; provider: string; automatic: boolean },
  ): Promise<void>;
  /** The page a provider's return sends the customer to. */
  resultUrl(baseUrl: string, resolution: PaymentResolution): string;
}
