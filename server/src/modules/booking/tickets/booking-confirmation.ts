import type { EntityManager } from "typeorm";
import { isEmailAddress } from "@seatbooking/core";
import { logger } from "../../../common/logger.js";
import { queryRows } from "../../../db/query-rows.js";
import type { MailOutbox } from "../../mail/outbox.js";
import { bookingConfirmation } from "../../mail/templates/booking-confirmation.js";
import { templateLanguage } from "../../mail/templates/template.js";
import type { SettingsEntity } from "../../settings/settings.entity.js";
import type { SettingsService } from "../../settings/settings.service.js";
import { translate } from "../../../common/translations.js";
import { DEFAULT_SITENAME } from "../../settings/settings.service.js";
import { bookingLinkUrl, newBookingLinkToken } from "../booking-link.js";
import { readCustomerBooking, type CustomerBooking } from "../customer-booking-read.js";
import type { TicketSignature } from "./ticket-signature.js";
import { renderTicketsPdf } from "./ticket-pdf.js";

/**
 * The booking's confirmation, given once when it is first booked, whatever booked it (a payment's return or
 * callback, skip payment, the box office, a renewal): the lifecycle calls `booked` in the transaction of the
 * transition. It mints the booking's 'my booking' link (its hash on the booking) and puts the confirmation
 * into the outbox: the receipt (VAT per rate, the seller in the layout's footer) and the PDF tickets, each
 * ticket's QR code its signed code. A booking already given its link is not confirmed again.
 */
export class BookingConfirmations {
  constructor(
    private readonly settings: SettingsService,
    private readonly outbox: MailOutbox,
    private readonly signature: TicketSignature,
    /** This site's public origin, for the link (PUBLIC_URL, else http://localhost: the port the server listens on). */
    private readonly publicBase: () => string,
  ) {}

  async booked(manager: EntityManager, bookingIds: string[], now: Date): Promise<void> {
    for (const bookingId of bookingIds) await this.confirm(manager, bookingId, now);
  }

  /** The booking's tickets as one PDF, a page each, in `language`. */
  async ticketsPdf(booking: CustomerBooking, language: string): Promise<Buffer> {
    return this.pdf(booking, language, await this.settings.settingsEntity());
  }

  /** The booking's tickets (or those listed) as one PDF, with the site's name and time zone from `settings`. */
  private pdf(booking: CustomerBooking, language: string, settings: SettingsEntity, only?: string[]): Promise<Buffer> {
    return renderTicketsPdf({
      language,
      timeZone: settings.timeZone,
      siteName: translate(settings.sitename, language) ?? DEFAULT_SITENAME,
      eventName: booking.eventName,
      occasionTitle: booking.occasionTitle,
      start: booking.start,
      bookingNumber: booking.number,
      holderName: booking.customerName,
      ticketCount: booking.tickets.length,
      tickets: booking.tickets.flatMap((ticket, index) =>
        only && !only.includes(ticket.id)
          ? []
          : [
              {
                number: index + 1,
                code: ticket.code,
                qrText: this.signature.sign(ticket.code),
                placeLabel: ticket.placeLabel,
                ticketType: ticket.ticketType,
                price: ticket.ticketPrice,
                listPrice: ticket.listPrice,
                voucherCode: ticket.voucherCode,
                addons: ticket.addonItems,
                total: ticket.price,
              },
            ],
      ),
    });
  }

  /** The listed tickets of the booking as e-mail attachments, a PDF per ticket: each can be forwarded to whoever uses it. */
  async ticketAttachments(manager: EntityManager, booking: CustomerBooking, language: string, ticketIds: readonly string[]) {
    const settings = await this.settings.settingsEntity(manager);
    const attachments = [];
    for (const [index, ticket] of booking.tickets.entries()) {
      if (!ticketIds.includes(ticket.id)) continue;
      attachments.push({
        filename: `ticket-${booking.number}-${index + 1}.pdf`,
        contentType: "application/pdf",
        content: await this.pdf(booking, language, settings, [ticket.id]),
      });
    }
    return attachments;
  }

  private async confirm(manager: EntityManager, bookingId: string, now: Date): Promise<void> {
    const link = newBookingLinkToken();
    const minted = await queryRows<{ language: string }>(
      manager,
      `UPDATE bookings SET manage_token_hash = $2 WHERE id = $1 AND manage_token_hash IS NULL RETURNING language`,
      [bookingId, link.hash],
    );
    if (!minted[0]) return;
    const language = templateLanguage(bookingConfirmation as never, minted[0].language);
    const booking = (await readCustomerBooking(manager, bookingId, language))!;
    if (!booking.email) return;
    // An address taken before checkout refused such addresses cannot be written to: the booking stands, unmailed.
    if (!isEmailAddress(booking.email)) {
      logger.warn("booking confirmation not e-mailed: the booking's address cannot be sent to", { bookingId });
      return;
    }
    const attachments = await this.ticketAttachments(
      manager,
      booking,
      language,
      booking.tickets.map((ticket) => ticket.id),
    );
    await this.outbox.enqueue(manager, {
      template: bookingConfirmation,
      params: {
        bookingNumber: booking.number,
        eventName: booking.eventName,
        occasionTitle: booking.occasionTitle,
        start: booking.start,
        customerName: booking.customerName,
        lines: booking.tickets.map((ticket) => ({
          place: ticket.placeLabel,
          ticketType: ticket.ticketType,
          addons: ticket.addonItems,
          price: ticket.ticketPrice,
          listPrice: ticket.listPrice,
        })),
        discount: booking.discount,
        voucherCode: booking.voucherCode,
        total: booking.total,
        vat: booking.vat,
        paymentMethod: booking.paymentMethodId,
        bookedAt: booking.confirmedAt ?? now,
        url: bookingLinkUrl(this.publicBase(), language, link.token),
      },
      to: booking.email,
      language,
      bookingId,
      idempotencyKey: `booking-confirmation:${bookingId}`,
      attachments,
    });
  }
}
