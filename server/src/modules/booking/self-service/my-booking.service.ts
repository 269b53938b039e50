import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../../common/clock.js";
import { DomainError } from "../../../common/errors.js";
import { inUnitOfWork, previewInUnitOfWork, type UnitOfWork } from "../../../common/unit-of-work.js";
import { queryRows } from "../../../db/query-rows.js";
import type { SettingsService } from "../../settings/settings.service.js";
import { BOX_OFFICE } from "../../payment/payment-methods.js";
import type { MoneyLedger, RefundLine } from "../../payment/money-ledger.js";
import type { BookingConfirmations } from "../tickets/booking-confirmation.js";
import { bookingLinkHash } from "../booking-link.js";
import type { BookingStatus } from "@seatbooking/core";
import { readCustomerBooking, type CustomerBooking } from "../customer-booking-read.js";
import type { BookingLifecycle } from "../process/lifecycle.js";
import type { MyBookingView, MySeasonTicketView } from "./my-booking.results.js";
import { translate, type Translations } from "../../../common/translations.js";

const HOUR = 3_600_000;

/**
 * The customer's own booking behind the link of their confirmation e-mail (/my-booking/{token}, DESIGN
 * section 3: a capability of 256 random bits for that one booking, kept only as its hash): they see it,
 * download its tickets again, and cancel it themselves where the venue allows (the setting
 * customerCancellationHours: until that many hours before the start; box-office sales are cancelled at the
 * box office). Cancelling gives back the places, refunds what was paid online as the box office's refund does, and
 * e-mails the customer a receipt of it.
 * An unknown, altered or malformed token is NOT_FOUND, never told apart.
 */
export class MyBookingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly lifecycle: BookingLifecycle,
    private readonly confirmations: BookingConfirmations,
    private readonly ledger: MoneyLedger,
  ) {}

  async view(token: string, language: string): Promise<MyBookingView> {
    const booking = await this.read(this.dataSource, await this.find(this.dataSource, token, false), language);
    return { ...this.toView(booking, await this.cancellationHours()), seasonTicket: await this.seasonTicket(booking.id, language) };
  }

  /** The season ticket the booking is a date of: its series and every date's booking, or null. */
  private async seasonTicket(bookingId: string, language: string): Promise<MySeasonTicketView | null> {
    const rows = await queryRows<{ id: string; number: string; start_time: Date; status: string; name: Translations | null }>(
      this.dataSource,
      `SELECT b.id, b.number, oc.start_time, b.status, s.name
         FROM bookings me JOIN orders o ON o.id = me.order_id LEFT JOIN series s ON s.id = o.series_id
         JOIN bookings b ON b.order_id = o.id JOIN occasions oc ON oc.id = b.occasion_id
        WHERE me.id = $1 AND b.status IN ('booked', 'cancelled', 'refunded') ORDER BY oc.start_time, oc.id`,
      [bookingId],
    );
    if (rows.length === 0) return null;
    return {
      seriesName: translate(rows[0]!.name ?? {}, language) ?? "",
      dates: rows.map((row) => ({
        number: String(row.number),
        startTime: row.start_time,
        status: row.status,
        current: row.id === bookingId,
      })),
    };
  }

  /** The booking's tickets as one PDF (a page each) in `language`, while it is booked. */
  async ticketsPdf(token: string, language: string): Promise<{ filename: string; pdf: Buffer }> {
    const booking = await this.read(this.dataSource, await this.find(this.dataSource, token, false), language);
    if (booking.status !== "booked") throw new DomainError("CONFLICT", "myBooking.noTickets");
    return { filename: `tickets-${booking.number}.pdf`, pdf: await this.confirmations.ticketsPdf(booking, language) };
  }

  /**
   * Cancels the booking for its customer while the venue allows it (CONFLICT otherwise): its places go back on
   * sale, and what was paid is refunded (providers with a refund API are asked after commit; the rest is listed
   * for administrators as owed, paymentIssues).
   */
  async cancel(token: string, language: string): Promise<MyBookingView> {
    await inUnitOfWork(this.dataSource, (unit) => this.cancelIn(unit, token, language));
    return this.view(token, language);
  }

  /**
   * What cancelling would refund, and where, before the customer confirms: the cancellation itself runs for the
   * booking the token opens and is rolled back (previewInUnitOfWork), so the answer is what `cancel` would do.
   */
  async cancelPreview(token: string, language: string): Promise<RefundLine[]> {
    return previewInUnitOfWork(
      this.dataSource,
      (unit) => this.cancelIn(unit, token, language),
      (unit, id) => this.ledger.refundsOfThisTransaction(unit.manager, id),
    );
  }

  private async cancelIn(unit: UnitOfWork, token: string, language: string): Promise<string> {
    const now = this.clock.now();
    const hours = await this.cancellationHours();
    const { manager } = unit;
    const id = await this.find(manager, token, true);
    const booking = await this.read(manager, id, language);
    if (!this.cancellable(booking, hours, now)) throw new DomainError("CONFLICT", "myBooking.cannotCancel");
    // A ticket already let in at the door is used: no refund for it (the door admits before the start, when a
    // venue allowing cancellation until the start would otherwise refund someone sitting in the hall).
    const admitted = await queryRows(
      manager,
      `SELECT 1 FROM ticket_check_ins c JOIN tickets t ON t.id = c.ticket_id WHERE t.booking_id = $1 LIMIT 1`,
      [id],
    );
    if (admitted.length > 0) throw new DomainError("CONFLICT", "myBooking.cannotCancel");
    await this.lifecycle.cancel(unit, {
      bookingId: id,
      reason: "cancelled by the customer",
      actorUserId: null,
      now,
      refund: "refund_paid",
      notice: { cause: "customer" },
    });
    return id;
  }

  private async find(runner: DataSource | EntityManager, token: string, lock: boolean): Promise<string> {
    const hash = bookingLinkHash(token);
    if (!hash) throw new DomainError("NOT_FOUND", "myBooking.notFound");
    const [row] = await queryRows<{ id: string }>(
      runner,
      `SELECT id FROM bookings WHERE manage_token_hash = $1 ${lock ? "FOR UPDATE" : ""}`,
      [hash],
    );
    if (!row) throw new DomainError("NOT_FOUND", "myBooking.notFound");
    return row.id;
  }

  private async read(runner: DataSource | EntityManager, id: string, language: string): Promise<CustomerBooking> {
    const booking = await readCustomerBooking(runner, id, language);
    if (!booking) throw new DomainError("NOT_FOUND", "myBooking.notFound");
    return booking;
  }

  private async cancellationHours(): Promise<number | null> {
    return (await this.settings.settingsEntity()).customerCancellationHours;
  }

  /** Until when the customer may cancel: null when never (not allowed, a box-office sale, no longer booked). */
  private cancellableUntil(booking: CustomerBooking, hours: number | null): Date | null {
    if (hours === null || booking.status !== "booked" || booking.paymentMethodId === BOX_OFFICE) return null;
    return new Date(booking.start.getTime() - hours * HOUR);
  }

  private cancellable(booking: CustomerBooking, hours: number | null, now: Date): boolean {
    const until = this.cancellableUntil(booking, hours);
    return until !== null && now.getTime() <= until.getTime();
  }

  private toView(booking: CustomerBooking, hours: number | null): Omit<MyBookingView, "seasonTicket"> {
    const status: BookingStatus = booking.status;
    return {
      number: booking.number,
      status,
      eventName: booking.eventName,
      occasionTitle: booking.occasionTitle,
      startTime: booking.start,
      customerName: booking.customerName,
      tickets: booking.tickets.map((ticket) => ({
        id: ticket.id,
        placeLabel: ticket.placeLabel,
        ticketType: ticket.ticketType,
        addons: ticket.addons,
        price: ticket.price,
      })),
      summary: booking.summary,
      paymentMethodId: booking.paymentMethodId,
      ticketsAvailable: status === "booked",
      cancellableUntil: this.cancellableUntil(booking, hours),
      canCancel: this.cancellable(booking, hours, this.clock.now()),
    };
  }
}
