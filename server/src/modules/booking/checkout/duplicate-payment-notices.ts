import type { EntityManager } from "typeorm";
import { isEmailAddress } from "@seatbooking/core";
import type { MailOutbox } from "../../mail/outbox.js";
import { duplicatePayment } from "../../mail/templates/duplicate-payment.js";
import { templateLanguage } from "../../mail/templates/template.js";
import { readCustomerBooking } from "../customer-booking-read.js";

const PROVIDER_NAMES: Record<string, string> = { paytrail: "Paytrail", vismapay: "Visma Pay", ceepos: "Ceepos" };

/** A second payment of a booking already paid, going back whole. */
export interface DuplicateRefund {
  paymentId: string;
  amount: number;
  provider: string;
  /** Sent back through the provider's refund API (false: owed, paid back by a person). */
  automatic: boolean;
}

/**
 * The customer's e-mail when a booking already paid is paid again (a provider's page still open in another tab):
 * queued in the settling transaction, in the booking's language, once per attempt.
 */
export class DuplicatePaymentNotices {
  constructor(private readonly outbox: MailOutbox) {}

  async refunded(manager: EntityManager, bookingId: string, refund: DuplicateRefund): Promise<boolean> {
    const stored = await readCustomerBooking(manager, bookingId, "en");
    if (!stored?.email || !isEmailAddress(stored.email)) return false;
    const language = templateLanguage(duplicatePayment as never, stored.language);
    const booking = (await readCustomerBooking(manager, bookingId, language))!;
    await this.outbox.enqueue(manager, {
      template: duplicatePayment,
      params: {
        bookingNumber: booking.number,
        eventName: booking.eventName,
        start: booking.start,
        amount: refund.amount,
        method: PROVIDER_NAMES[refund.provider] ?? refund.provider,
        automatic: refund.automatic,
      },
      to: stored.email,
      language,
      bookingId,
      idempotencyKey: `duplicate-payment:${refund.paymentId}`,
    });
    return true;
  }
}
