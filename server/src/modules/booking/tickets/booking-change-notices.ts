import type { EntityManager } from "typeorm";
import { isEmailAddress } from "@seatbooking/core";
import type { MailOutbox } from "../../mail/outbox.js";
import { bookingChanged } from "../../mail/templates/booking-changed.js";
import { templateLanguage } from "../../mail/templates/template.js";
import { readCustomerBooking } from "../customer-booking-read.js";
import type { TicketsChangedNotice } from "../process/lifecycle.js";
import type { BookingConfirmations } from "./booking-confirmation.js";
import type { MoneyLedger } from "../../payment/money-ledger.js";

/**
 * The customer's e-mail when the venue changes their booked booking's tickets (the process's BookingNotices.changed):
 * what changed, the tickets now, the money the change moved, and fresh PDFs of the changed tickets (the old ones show
 * the old place or type). Queued in the outbox in the changing transaction, in the booking's language.
 */
export class BookingChangeNotices {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly confirmations: BookingConfirmations,
    private readonly ledger: MoneyLedger,
  ) {}

  async changed(manager: EntityManager, bookingId: string, notice: TicketsChangedNotice): Promise<boolean> {
    const stored = await readCustomerBooking(manager, bookingId, "en");
    if (!stored?.email || !isEmailAddress(stored.email)) return false;
    const language = templateLanguage(bookingChanged as never, stored.language);
    const booking = (await readCustomerBooking(manager, bookingId, language))!;
    const attachments = await this.confirmations.ticketAttachments(manager, booking, language, notice.ticketIds);
    await this.outbox.enqueue(manager, {
      template: bookingChanged,
      params: {
        bookingNumber: booking.number,
        eventName: booking.eventName,
        start: booking.start,
        kind: notice.kind,
        lines: booking.tickets.map((ticket) => ({ place: ticket.placeLabel, ticketType: ticket.ticketType, price: ticket.price })),
        total: booking.total,
        refund: notice.refundAmount,
        byHand: await this.ledger.byHandOfThisTransaction(manager, bookingId),
        owed: notice.owedAmount,
        attached: attachments.length,
      },
      to: stored.email,
      language,
      bookingId,
      attachments,
    });
    return true;
  }
}
