import type { DataSource } from "typeorm";
import type { Clock } from "../../../common/clock.js";
import { DomainError } from "../../../common/errors.js";
import { ticketTotal } from "../../../common/money.js";
import { inTransaction } from "../../../common/transaction.js";
import { translate, type Translations } from "../../../common/translations.js";
import { queryRows } from "../../../db/query-rows.js";
import { PLAN_LABELLING_SQL, spaceLabel, type PlanLabellingRow } from "../../plan/plan.service.js";
import { DRAFT_STATUSES, isOneOf, type BookingStatus } from "@seatbooking/core";
import type { ClientDetailsWriter } from "../process/client-details.js";
import type { CustomerBookingView, CustomerTicketAddonView, CustomerTicketView } from "./customer-bookings.results.js";

interface BookingRow {
  id: string;
  number: string;
  status: BookingStatus;
  event_id: string;
  event: Translations;
  occasion_id: string;
  start_time: Date;
  created_at: Date;
  confirmed_at: Date | null;
  language: string;
  payment_method_id: string | null;
  total: number;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  identity_number: string | null;
  message: string | null;
  client_address: string | null;
}

interface TicketRow extends PlanLabellingRow {
  id: string;
  booking_id: string;
  price: number;
  vat: string;
  space: string;
  section: string | null;
  row: string | null;
  seat: string | null;
  max_tickets: number;
  space_type: Translations | null;
  ticket_type: Translations;
}

/**
 * One customer's bookings, found by the e-mail address they gave (a data subject's request): read in full
 * for an export, or their client details erased. Erasure goes through the client details' one writer and
 * keeps the bookings themselves.
 */
export class CustomerBookings {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly clientDetails: ClientDetailsWriter,
  ) {}

  /** Every booking with this client e-mail (lower case, as checkout stores it), oldest first, with tickets and amounts. */
  async find(email: string, language: string): Promise<CustomerBookingView[]> {
    const rows = await queryRows<BookingRow>(
      this.dataSource,
      `SELECT b.id, b.number, b.status, o.event_id, e.name AS event, b.occasion_id, o.start_time, b.created_at, b.confirmed_at, b.language,
              b.payment_method_id, b.total, b.firstname, b.lastname, b.email, b.phone, b.address, b.identity_number, b.message,
              b.client_address
         FROM bookings b JOIN occasions o ON o.id = b.occasion_id JOIN events e ON e.id = o.event_id
        WHERE b.email = $1 ORDER BY b.created_at, b.number`,
      [email],
    );
    const tickets = await this.ticketsOf(
      rows.map((row) => row.id),
      language,
    );
    return rows.map((row) => ({
      id: row.id,
      number: Number(row.number),
      status: row.status,
      eventId: row.event_id,
      event: translate(row.event, language) ?? "",
      occasionId: row.occasion_id,
      occasionStartTime: row.start_time,
      createdAt: row.created_at,
      confirmedAt: row.confirmed_at,
      language: row.language,
      paymentMethodId: row.payment_method_id,
      total: row.total,
      client: {
        firstname: row.firstname,
        lastname: row.lastname,
        email: row.email,
        phone: row.phone,
        address: row.address,
        identityNumber: row.identity_number,
        message: row.message,
        networkAddress: row.client_address,
      },
      tickets: tickets.get(row.id) ?? [],
    }));
  }

  private async ticketsOf(bookingIds: string[], language: string): Promise<Map<string, CustomerTicketView[]>> {
    const byBooking = new Map<string, CustomerTicketView[]>();
    if (bookingIds.length === 0) return byBooking;
    const [tickets, addons] = await Promise.all([
      queryRows<TicketRow>(
        this.dataSource,
        `SELECT t.id, t.booking_id, t.price, t.vat, s.name AS space, s.section, s.row, s.seat, s.max_tickets, st.name AS space_type,
                ${PLAN_LABELLING_SQL}, tt.name AS ticket_type
           FROM tickets t JOIN spaces s ON s.id = t.space_id JOIN plans p ON p.id = s.plan_id
           LEFT JOIN space_types st ON st.id = s.space_type_id JOIN ticket_types tt ON tt.id = t.ticket_type_id
          WHERE t.booking_id = ANY($1::uuid[]) ORDER BY t.created_at, t.id`,
        [bookingIds],
      ),
      queryRows<{ ticket_id: string; name: Translations; price: number; vat: string }>(
        this.dataSource,
        `SELECT ta.ticket_id, a.name, ta.price, ta.vat FROM ticket_addons ta JOIN addons a ON a.id = ta.addon_id
          JOIN tickets t ON t.id = ta.ticket_id WHERE t.booking_id = ANY($1::uuid[]) ORDER BY a.product_code, a.id`,
        [bookingIds],
      ),
    ]);
    const addonsOf = new Map<string, CustomerTicketAddonView[]>();
    for (const addon of addons) {
      const list = addonsOf.get(addon.ticket_id) ?? [];
      list.push({ name: translate(addon.name, language) ?? "", price: addon.price, vat: Number(addon.vat) });
      addonsOf.set(addon.ticket_id, list);
    }
    for (const ticket of tickets) {
      const ticketAddons = addonsOf.get(ticket.id) ?? [];
      const list = byBooking.get(ticket.booking_id) ?? [];
      list.push({
        space: spaceLabel(
          ticket,
          { name: ticket.space, section: ticket.section, row: ticket.row, seat: ticket.seat, maxTickets: ticket.max_tickets },
          ticket.space_type ? translate(ticket.space_type, language) : null,
          language,
        ),
        ticketType: translate(ticket.ticket_type, language) ?? "",
        price: ticket.price,
        vat: Number(ticket.vat),
        addons: ticketAddons,
        total: ticketTotal({ price: ticket.price, addons: ticketAddons }),
      });
      byBooking.set(ticket.booking_id, list);
    }
    return byBooking;
  }

  /**
   * Erases the client details of every booking with this e-mail, all or none: while any of them is in
   * checkout or being paid, nothing is erased (its details are still needed to finish it). Answers how
   * many bookings were anonymized.
   */
  async erase(email: string, actorUserId: string): Promise<number> {
    const now = this.clock.now();
    return inTransaction(this.dataSource, async (manager) => {
      const bookings = await queryRows<{ id: string; number: string; status: BookingStatus }>(
        manager,
        `SELECT id, number, status FROM bookings WHERE email = $1 ORDER BY id FOR UPDATE`,
        [email],
      );
      const unfinished = bookings.find((booking) => isOneOf(booking.status, DRAFT_STATUSES));
      if (unfinished) throw new DomainError("PAYMENT_PENDING", "privacy.bookingInCheckout", { number: Number(unfinished.number) });
      const ids = await this.clientDetails.anonymize(manager, {
        bookingIds: bookings.map((booking) => booking.id),
        reason: "request",
        actorUserId,
        now,
      });
      return ids.length;
    });
  }
}
