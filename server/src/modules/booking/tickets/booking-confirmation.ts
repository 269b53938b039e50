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
import { serverMessage } from "../../i18n/server-messages.js";
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
    const [order] = await queryRows<{ order_id: string | null }>(manager, `SELECT order_id FROM bookings WHERE id = $1`, [bookingId]);
    if (order?.order_id) return this.confirmOrder(manager, order.order_id, now);
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

  /**
   * A season ticket's confirmation: one e-mail for the order, sent when its last date is booked (they are booked together,
   * one by one in one transaction), with every date's tickets (a PDF per ticket, each with its date) and a link to each
   * date's own booking page (each date is a booking of its own: its tickets, its check-in).
   */
  private async confirmOrder(manager: EntityManager, orderId: string, now: Date): Promise<void> {
    const waiting = await queryRows(
      manager,
      `SELECT 1 FROM bookings WHERE order_id = $1 AND status IN ('draft', 'payment', 'expired') LIMIT 1`,
      [orderId],
    );
    if (waiting.length > 0) return;
    const dates = await queryRows<{ id: string; language: string }>(
      manager,
      `SELECT b.id, b.language FROM bookings b JOIN occasions o ON o.id = b.occasion_id
        WHERE b.order_id = $1 AND b.status = 'booked' AND b.manage_token_hash IS NULL ORDER BY o.start_time, o.id`,
      [orderId],
    );
    if (dates.length === 0) return;
    const language = templateLanguage(bookingConfirmation as never, dates[0]!.language);
    const booked: Array<{ booking: CustomerBooking; url: string }> = [];
    for (const date of dates) {
      const link = newBookingLinkToken();
      await manager.query(`UPDATE bookings SET manage_token_hash = $2 WHERE id = $1`, [date.id, link.hash]);
      booked.push({
        booking: (await readCustomerBooking(manager, date.id, language))!,
        url: bookingLinkUrl(this.publicBase(), language, link.token),
      });
    }
    const lead = booked[0]!.booking;
    if (!lead.email || !isEmailAddress(lead.email)) {
      logger.warn("season ticket confirmation not e-mailed: the order's address cannot be sent to", { orderId });
      return;
    }
    const [series] = await queryRows<{ names: Record<string, string> }>(
      manager,
      `SELECT s.name AS names FROM orders o JOIN series s ON s.id = o.series_id WHERE o.id = $1`,
      [orderId],
    );
    const attachments = [];
    for (const { booking } of booked)
      attachments.push(
        ...(await this.ticketAttachments(
          manager,
          booking,
          language,
          booking.tickets.map((ticket) => ticket.id),
        )),
      );
    const vat = new Map<number, { rate: number; amount: number; vat: number; net: number }>();
    for (const { booking } of booked)
      for (const rate of booking.vat) {
        const sum = vat.get(rate.rate) ?? { rate: rate.rate, amount: 0, vat: 0, net: 0 };
        vat.set(rate.rate, { rate: rate.rate, amount: sum.amount + rate.amount, vat: sum.vat + rate.vat, net: sum.net + rate.net });
      }
    const codes = [...new Set(booked.map(({ booking }) => booking.voucherCode).filter((code): code is string => Boolean(code)))];
    await this.outbox.enqueue(manager, {
      template: bookingConfirmation,
      params: {
        bookingNumber: lead.number,
        eventName: lead.eventName,
        occasionTitle: null,
        start: lead.start,
        customerName: lead.customerName,
        lines: booked.flatMap(({ booking }) =>
          booking.tickets.map((ticket) => ({
            date: booking.start,
            place: ticket.placeLabel,
            ticketType: ticket.ticketType,
            addons: ticket.addonItems,
            price: ticket.ticketPrice,
            listPrice: ticket.listPrice,
          })),
        ),
        discount: booked.reduce((sum, { booking }) => sum + booking.discount, 0),
        voucherCode: codes.join(", ") || null,
        total: booked.reduce((sum, { booking }) => sum + booking.total, 0),
        vat: [...vat.values()].sort((a, b) => a.rate - b.rate),
        paymentMethod: lead.paymentMethodId,
        bookedAt: lead.confirmedAt ?? now,
        url: booked[0]!.url,
        series: {
          name: translate(series?.names ?? {}, language) ?? "",
          dates: booked.map(({ booking, url }) => ({ start: booking.start, bookingNumber: booking.number, url })),
          // The rule a cancelled date is refunded by, as the series' page states it (Series.refundRule).
          refundRule: serverMessage("series.refundRule", language, { count: booked.length }),
        },
      },
      to: lead.email,
      language,
      bookingId: lead.id,
      idempotencyKey: `order-confirmation:${orderId}`,
      attachments,
    });
  }
}
