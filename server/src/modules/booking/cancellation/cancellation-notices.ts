import type { EntityManager } from "typeorm";
import { isEmailAddress } from "@seatbooking/core";
import type { MailOutbox } from "../../mail/outbox.js";
import { bookingCancelled } from "../../mail/templates/booking-cancelled.js";
import type { MoneyLedger } from "../../payment/money-ledger.js";
import { templateLanguage } from "../../mail/templates/template.js";
import { readCustomerBooking } from "../customer-booking-read.js";
import type { BookingNotices, CancelNotice } from "../process/lifecycle.js";
import type { OccasionNotices } from "./occasion-notices.js";

/**
 * The customer's e-mail when their booking ends (the process's BookingNotices.cancelled): a receipt of their own
 * cancellation, the box office's, or the news that the occasion was cancelled. Queued in the outbox in the cancelling transaction, in
 * the booking's language, once (each has an idempotency key).
 */
export class CancellationNotices implements Pick<BookingNotices, "cancelled"> {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly occasions: OccasionNotices,
    private readonly ledger: MoneyLedger,
  ) {}

  async cancelled(manager: EntityManager, bookingId: string, notice: CancelNotice & { refundAmount: number }): Promise<boolean> {
    if (notice.cause === "occasion")
      return this.occasions.cancelled(manager, bookingId, {
        occasionStart: notice.occasionStart,
        refundAmount: notice.refundAmount,
        reason: notice.reason,
      });
    const stored = await readCustomerBooking(manager, bookingId, "en");
    if (!stored?.email || !isEmailAddress(stored.email)) return false;
    const language = templateLanguage(bookingCancelled as never, stored.language);
    const booking = (await readCustomerBooking(manager, bookingId, language))!;
    await this.outbox.enqueue(manager, {
      template: bookingCancelled,
      params: {
        bookingNumber: booking.number,
        eventName: booking.eventName,
        start: booking.start,
        refund: notice.refundAmount,
        byHand: await this.ledger.byHandOfThisTransaction(manager, bookingId),
        byVenue: notice.cause === "venue",
      },
      to: stored.email,
      language,
      bookingId,
      idempotencyKey: `booking-cancelled:${bookingId}`,
    });
    return true;
  }
}
