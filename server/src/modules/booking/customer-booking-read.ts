import type { DataSource, EntityManager } from "typeorm";
import { summarize, type BookingSummary, type VatSummary } from "../../common/money.js";
import { translate, type Translations } from "../../common/translations.js";
import { queryRows } from "../../db/query-rows.js";
import { PLAN_LABELLING_SQL, spaceLabel, type PlanLabellingRow } from "../plan/plan.service.js";
import type { BookingStatus } from "@seatbooking/core";

/** A ticket as its customer sees it: on the receipt, the PDF and the 'my booking' page. */
export interface CustomerTicket {
  id: string;
  code: string;
  placeLabel: string;
  ticketType: string;
  addons: string[];
  /** The addons sold with it, each at the price and VAT rate it was sold at (gross cents). */
  addonItems: CustomerTicketAddon[];
  /** The ticket's own gross cents, addons not included: what was charged. */
  ticketPrice: number;
  /** The ticket's price before a voucher's discount; null when it was not discounted. */
  listPrice: number | null;
  /** The voucher code that discounted it. */
  voucherCode: string | null;
  /** Gross cents, addons included. */
  price: number;
  vat: number;
}

/** An addon as a receipt lists it: on its own line, with its own VAT rate. */
export interface CustomerTicketAddon {
  name: string;
  /** Gross cents. */
  price: number;
  vat: number;
}

/** A booking as its customer sees it, in one language. */
export interface CustomerBooking {
  id: string;
  number: string;
  status: BookingStatus;
  language: string;
  email: string | null;
  customerName: string | null;
  paymentMethodId: string | null;
  confirmedAt: Date | null;
  occasionId: string;
  eventName: string;
  occasionTitle: string | null;
  start: Date;
  tickets: CustomerTicket[];
  total: number;
  /** Included VAT per rate (DESIGN section 4: rounded once per rate). */
  vat: VatSummary[];
  /** The whole summary (per ticket type too), as checkout shows it. */
  summary: BookingSummary;
  /** Cents a voucher took off the list prices (already out of total), and its code. */
  discount: number;
  voucherCode: string | null;
}

interface BookingRow extends PlanLabellingRow {
  id: string;
  number: string;
  status: BookingStatus;
  language: string;
  email: string | null;
  firstname: string | null;
  lastname: string | null;
  payment_method_id: string | null;
  confirmed_at: Date | null;
  occasion_id: string;
  event_name: Translations;
  title: Translations;
  occasion_name: Translations;
  start_time: Date;
}

interface TicketRow {
  id: string;
  code: string;
  price: number;
  list_price: number | null;
  voucher_code: string | null;
  vat: string;
  ticket_type_id: string;
  ticket_type: Translations;
  name: string;
  section: string | null;
  row: string | null;
  seat: string | null;
  max_tickets: number;
  space_type: Translations | null;
  addons: Array<{ id: string; name: Translations; price: number; vat: string }>;
}

const natural = new Intl.Collator("en", { numeric: true });

/**
 * Reads a booking as its customer sees it (the confirmation e-mail, the PDF tickets, the 'my booking' page),
 * in `language` (null: the booking's own), in the caller's transaction or outside one. Null when there is no such booking.
 */
export async function readCustomerBooking(
  runner: EntityManager | DataSource,
  bookingId: string,
  language: string | null,
): Promise<CustomerBooking | null> {
  const [booking] = await queryRows<BookingRow>(
    runner,
    `SELECT b.id, b.number::text AS number, b.status, b.language, b.email, b.firstname, b.lastname, b.payment_method_id, b.confirmed_at,
            b.occasion_id, e.name AS event_name, o.title, o.name AS occasion_name, o.start_time, ${PLAN_LABELLING_SQL}
       FROM bookings b JOIN occasions o ON o.id = b.occasion_id JOIN events e ON e.id = o.event_id JOIN plans p ON p.id = o.plan_id
      WHERE b.id = $1`,
    [bookingId],
  );
  if (!booking) return null;
  const lng = language ?? booking.language;
  const rows = await queryRows<TicketRow>(
    runner,
    `SELECT t.id, t.code, t.price, t.list_price, (SELECT vc.code FROM voucher_codes vc WHERE vc.id = t.voucher_code_id) AS voucher_code,
            t.vat, t.ticket_type_id, tt.name AS ticket_type, s.name, s.section, s.row, s.seat, s.max_tickets,
            st.name AS space_type,
            COALESCE((SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'price', ta.price, 'vat', ta.vat) ORDER BY a.product_code, a.id)
                        FROM ticket_addons ta JOIN addons a ON a.id = ta.addon_id WHERE ta.ticket_id = t.id), '[]') AS addons
       FROM tickets t JOIN ticket_types tt ON tt.id = t.ticket_type_id JOIN spaces s ON s.id = t.space_id
       LEFT JOIN space_types st ON st.id = s.space_type_id
      WHERE t.booking_id = $1`,
    [bookingId],
  );
  rows.sort((a, b) => natural.compare(a.name, b.name) || a.id.localeCompare(b.id));
  const summary = summarize(
    rows.map((row) => ({
      ticketId: row.id,
      ticketTypeId: row.ticket_type_id,
      ticketTypeName: translate(row.ticket_type, lng) ?? "",
      price: row.price,
      listPrice: row.list_price,
      vat: row.vat,
      addons: row.addons.map((addon) => ({
        addonId: addon.id,
        name: translate(addon.name, lng) ?? "",
        price: addon.price,
        vat: addon.vat,
      })),
    })),
  );
  const name = [booking.firstname, booking.lastname].filter(Boolean).join(" ").trim();
  return {
    id: booking.id,
    number: booking.number,
    status: booking.status,
    language: booking.language,
    email: booking.email,
    customerName: name || null,
    paymentMethodId: booking.payment_method_id,
    confirmedAt: booking.confirmed_at,
    occasionId: booking.occasion_id,
    eventName: translate(booking.event_name, lng) ?? "",
    occasionTitle: translate(booking.title, lng) ?? translate(booking.occasion_name, lng) ?? null,
    start: booking.start_time,
    tickets: rows.map((row) => ({
      id: row.id,
      code: row.code,
      placeLabel: spaceLabel(
        booking,
        { name: row.name, section: row.section, row: row.row, seat: row.seat, maxTickets: row.max_tickets },
        row.space_type ? translate(row.space_type, lng) : null,
        lng,
      ),
      ticketType: translate(row.ticket_type, lng) ?? "",
      addons: row.addons.map((addon) => translate(addon.name, lng) ?? ""),
      addonItems: row.addons.map((addon) => ({ name: translate(addon.name, lng) ?? "", price: addon.price, vat: Number(addon.vat) })),
      ticketPrice: row.price,
      listPrice: row.list_price,
      voucherCode: row.voucher_code,
      price: row.price + row.addons.reduce((sum, addon) => sum + addon.price, 0),
      vat: Number(row.vat),
    })),
    total: summary.total,
    vat: summary.byVat,
    summary,
    discount: summary.discount,
    voucherCode: rows.find((row) => row.voucher_code !== null)?.voucher_code ?? null,
  };
}
