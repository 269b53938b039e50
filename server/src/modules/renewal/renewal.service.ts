import { splitPassPrice } from "@seatbooking/core";
import { DataSource, type EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { DomainError, validationFailed } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { collectInput } from "../../common/request-input.js";
import { summarize } from "../../common/money.js";
import { translate, type Translations } from "../../common/translations.js";
import { PLAN_LABELLING_SQL, spaceLabel, type PlanLabellingRow } from "../plan/plan.service.js";
import { inTransaction } from "../../common/transaction.js";
import { inUnitOfWork } from "../../common/unit-of-work.js";
import { formatZoned, maskIdentityNumber } from "@seatbooking/core";
import { queryRows } from "../../db/query-rows.js";
import type { BookingStatus } from "@seatbooking/core";
import { validateCheckout, type CheckoutInput } from "../booking/checkout/checkout.service.js";
import type { ClientDetailsWriter } from "../booking/process/client-details.js";
import type { BookingLifecycle } from "../booking/process/lifecycle.js";
import { standingOf } from "../booking/checkout/payment-bookings.js";
import { priceFor, type SaleInfoCache } from "../booking/draft/sale-info.js";
import type { MessageKey } from "../i18n/server-messages.js";
import { outcomeOf } from "../payment/payment-settlement.js";
import type { PaymentStatus } from "../payment/payment-status.js";
import type { PaymentService } from "../payment/payment.service.js";
import { loadSeriesSale, passPriceFor } from "../series/series-sale.js";
import type { SettingsService } from "../settings/settings.service.js";
import { keptTicketsSchema, renewTicketSchema } from "./renewal.input.js";
import type { RenewInput } from "./renewal.inputs.js";
import type { RenewalPaymentResultView, RenewalPriceView, RenewalTicketView, RenewalView } from "./renewal.results.js";
import { renewalWindow, windowPhase, type RenewalWindow } from "./renewal-window.js";
import { matchSeats } from "./season-seats.js";

/** A renewal as its link finds it, with what its window needs. */
interface RenewalRow {
  id: string;
  number: string;
  status: BookingStatus;
  occasion_id: string;
  renewal_token: string;
  renewal_deadline: Date | null;
  renewed_from_id: string | null;
  payment_method_id: string | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  identity_number: string | null;
  message: string | null;
  event_id: string;
  event_name: Translations;
  title: Translations;
  start_time: Date;
  plan_id: string;
  bookable_start_time: Date;
  heads_up_days: number;
  order_id: string | null;
  series_id: string | null;
}

const RENEWAL_COLUMNS = `b.id, b.number, b.status, b.occasion_id, b.renewal_token, b.renewal_deadline, b.renewed_from_id, b.payment_method_id, b.order_id,
  (SELECT r.series_id FROM orders r WHERE r.id = b.order_id) AS series_id,
  b.firstname, b.lastname, b.email, b.phone, b.address, b.identity_number, b.message,
  o.event_id, e.name AS event_name, o.title, o.start_time, o.plan_id, o.bookable_start_time, o.heads_up_days`;

interface TicketRow extends PlanLabellingRow {
  id: string;
  space_id: string;
  space_name: string;
  section: string | null;
  row: string | null;
  seat: string | null;
  max_tickets: number;
  space_type: Translations | null;
  ticket_type_id: string;
  price: number;
  vat: string;
}

/**
 * A seasonal customer's renewal (SPEC section 2 /renewals/{uuid}, DESIGN section 5): the link's uuid is a
 * capability for that one booking. The customer sees their seats at next season's prices and renews all
 * or some of them (the others are released at once), choosing ticket types and updating their details;
 * then pays with checkout's `pay`, as the link's browser holds the booking's draft cookie.
 */
export class RenewalService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly saleInfo: SaleInfoCache,
    private readonly payments: PaymentService,
    private readonly lifecycle: BookingLifecycle,
    private readonly clientDetails: ClientDetailsWriter,
    /** Told after commit which occasions' occupancy changed (live maps). */
  ) {}

  /**
   * The renewal behind a link, as its dates: one row for one date's renewal; a season ticket's (any of its dates'
   * tokens finds it) has a row per date, earliest first, the first being the one the customer sees. With `lock`, the
   * rows are locked: an order's bookings by id, the one lock order of every command on an order.
   */
  private async find(manager: EntityManager | DataSource, tokenInput: string, lock: boolean): Promise<RenewalRow[]> {
    const token = parseUuid(tokenInput);
    const rows = await queryRows<RenewalRow>(
      manager,
      `SELECT ${RENEWAL_COLUMNS} FROM bookings b JOIN occasions o ON o.id = b.occasion_id JOIN events e ON e.id = o.event_id
        WHERE b.renewal_token = $1`,
      [token],
    );
    if (!rows[0]) throw new DomainError("NOT_FOUND", "renewal.notFound");
    const orderId = rows[0].order_id;
    if (!orderId) {
      if (!lock) return rows;
      const locked = await queryRows<RenewalRow>(
        manager,
        `SELECT ${RENEWAL_COLUMNS} FROM bookings b JOIN occasions o ON o.id = b.occasion_id JOIN events e ON e.id = o.event_id
          WHERE b.id = $1 FOR UPDATE OF b`,
        [rows[0].id],
      );
      return locked;
    }
    if (lock) await this.lifecycle.lockOrder(manager as EntityManager, orderId);
    return queryRows<RenewalRow>(
      manager,
      `SELECT ${RENEWAL_COLUMNS} FROM bookings b JOIN occasions o ON o.id = b.occasion_id JOIN events e ON e.id = o.event_id
        WHERE b.order_id = $1 ORDER BY o.start_time, b.id`,
      [orderId],
    );
  }

  private window(row: RenewalRow, timeZone: string): RenewalWindow {
    return renewalWindow({ bookableStartTime: row.bookable_start_time, headsUpDays: row.heads_up_days }, row.renewal_deadline, timeZone);
  }

  /** The renewal behind a link; NOT_FOUND for an unknown one (a malformed uuid is BAD_USER_INPUT). */
  async view(tokenInput: string, language: string): Promise<RenewalView> {
    const rows = await this.find(this.dataSource, tokenInput, false);
    return this.toView(rows, language, (await this.settings.settingsEntity()).timeZone);
  }

  /**
   * A renewal waiting for payment is to be paid with `paymentMethodId` (the customer left a provider's page, or
   * its payment failed): an attempt still open is closed as cancelled (a payment that completes there after all
   * is settled as any late one), and `pay` then opens one with the new method.
   */
  async changePaymentMethod(tokenInput: string, paymentMethodId: string, language: string): Promise<RenewalView> {
    const now = this.clock.now();
    await inTransaction(this.dataSource, async (manager) => {
      const rows = liveDates(await this.find(manager, tokenInput, true));
      const status = rows[0]?.status;
      if (status === "booked") throw new DomainError("CONFLICT", "renewal.alreadyRenewed");
      if (status === "renewable") throw new DomainError("CONFLICT", "renewal.notRenewedYet");
      if (status !== "payment") throw new DomainError("NOT_BOOKABLE", "renewal.closed");
      if (!this.payments.isEnabled(paymentMethodId) || !this.payments.mayComplete(paymentMethodId, true))
        throw validationFailed({ paymentMethodId: "validation.paymentMethod" });
      // A season ticket's attempt covers every date (its shares): closing it through any date closes it.
      await this.payments.closeOpenAttempts(manager, rows[0]!.id, "cancelled", now);
      await manager.query(`UPDATE bookings SET payment_method_id = $2 WHERE id = ANY($1::uuid[])`, [
        rows.map((row) => row.id),
        paymentMethodId,
      ]);
    });
    return this.view(tokenInput, language);
  }

  /** A payment attempt of the renewal and where it left the renewal (the result page). */
  async paymentResult(tokenInput: string, paymentIdInput: string, language: string): Promise<RenewalPaymentResultView> {
    const renewal = await this.view(tokenInput, language);
    const paymentId = parseUuid(paymentIdInput);
    const bookingIds = renewal.dates.length > 0 ? renewal.dates.map((date) => date.bookingId) : [renewal.bookingId];
    const payments = await queryRows<{ status: PaymentStatus }>(
      this.dataSource,
      `SELECT p.status FROM payments p
        WHERE p.id = $1 AND (p.booking_id = ANY($2::uuid[])
              OR EXISTS (SELECT 1 FROM payment_shares s WHERE s.payment_id = p.id AND s.booking_id = ANY($2::uuid[])))`,
      [paymentId, bookingIds],
    );
    if (!payments[0]) throw new DomainError("NOT_FOUND", "renewal.paymentNotFound");
    const outcome = outcomeOf(standingOf(renewal.status as BookingStatus), payments[0].status);
    return { renewal, paymentId, paymentStatus: payments[0].status, outcome };
  }

  /**
   * One date's renewal, or a season ticket's: its first live date's seats stand for every date's (the same places),
   * priced as the whole pass (every date's share together).
   */
  private async toView(rows: RenewalRow[], language: string, timeZone: string): Promise<RenewalView> {
    const live = liveDates(rows);
    const row = live[0] ?? rows[0]!;
    const order = row.order_id !== null;
    const [tickets, typeNames, seatsBefore, payments, pricing] = await Promise.all([
      queryRows<TicketRow & { booking_id: string }>(
        this.dataSource,
        `SELECT t.id, t.booking_id, t.space_id, s.name AS space_name, s.section, s.row, s.seat, s.max_tickets, st.name AS space_type,
                ${PLAN_LABELLING_SQL}, t.ticket_type_id, t.price, t.vat
           FROM tickets t JOIN spaces s ON s.id = t.space_id JOIN plans p ON p.id = s.plan_id
           LEFT JOIN space_types st ON st.id = s.space_type_id
          WHERE t.booking_id = ANY($1::uuid[]) ORDER BY s.name, t.id`,
        [(order ? live : [row]).map((date) => date.id)],
      ),
      this.ticketTypeNames(language),
      row.renewed_from_id
        ? queryRows<{ n: number }>(this.dataSource, `SELECT count(*)::int AS n FROM tickets WHERE booking_id = $1`, [row.renewed_from_id])
        : Promise.resolve([{ n: 0 }]),
      queryRows<{ status: string; provider: string }>(
        this.dataSource,
        `SELECT p.status, p.provider FROM payments p
          WHERE p.booking_id = $1 OR EXISTS (SELECT 1 FROM payment_shares s WHERE s.payment_id = p.id AND s.booking_id = $1)
          ORDER BY p.created_at DESC, p.id LIMIT 1`,
        [row.id],
      ),
      this.pricing(this.dataSource, row, rows),
    ]);
    const window = this.window(row, timeZone);
    // Until renewed, the seats are shown at next season's prices (what renewing charges); after, as sold.
    const repriced = row.status === "renewable";
    const leadTickets = tickets.filter((ticket) => ticket.booking_id === row.id);
    const sameSeat = order ? matchSeats(leadTickets, tickets) : null;
    // In the plan's order as people read it: row 2 before row 10 (the names sort R1-S1, R1-S10, R1-S2).
    const natural = new Intl.Collator(language, { numeric: true });
    leadTickets.sort((a, b) => natural.compare(a.space_name, b.space_name) || a.id.localeCompare(b.id));
    const ticketViews: RenewalTicketView[] = leadTickets.map((ticket) => {
      const current = repriced ? pricing?.priceOf(ticket.ticket_type_id, ticket.space_id) : undefined;
      // A season ticket's seat as sold is every date's ticket of it together.
      const sold = sameSeat ? sameSeat.get(ticket.id)!.reduce((sum, each) => sum + each.price, 0) : ticket.price;
      const price = current?.price ?? sold;
      const vat = current?.vat ?? Number(ticket.vat);
      return {
        id: ticket.id,
        spaceId: ticket.space_id,
        spaceName: ticket.space_name,
        spaceLabel: spaceLabel(
          ticket,
          { name: ticket.space_name, section: ticket.section, row: ticket.row, seat: ticket.seat, maxTickets: ticket.max_tickets },
          ticket.space_type ? translate(ticket.space_type, language) : null,
          language,
        ),
        ticketTypeId: ticket.ticket_type_id,
        ticketTypeName: typeNames.get(ticket.ticket_type_id) ?? "",
        price,
        vat,
        options: repriced && pricing ? this.options(pricing, ticket.space_id, typeNames) : [],
      };
    });
    const summary = summarize(
      ticketViews.map((ticket) => ({
        ticketId: ticket.id,
        ticketTypeId: ticket.ticketTypeId,
        ticketTypeName: ticket.ticketTypeName,
        price: ticket.price,
        vat: ticket.vat,
        addons: [],
      })),
    );
    return {
      uuid: rows[0]!.renewal_token,
      bookingId: row.id,
      number: Number(row.number),
      status: row.status,
      phase: this.phase(row.status, window),
      opensAt: window.opensAt,
      closesAt: window.closesAt,
      saleStartsAt: row.bookable_start_time,
      occasionId: row.occasion_id,
      eventId: row.event_id,
      eventName: translate(row.event_name, language) ?? "",
      occasionTitle: translate(row.title, language),
      startTime: row.start_time,
      planId: row.plan_id,
      seatsBefore: seatsBefore[0]?.n ?? 0,
      tickets: ticketViews,
      summary: { ...summary, byVat: summary.byVat.map(({ rate, amount, vat }) => ({ rate, amount, vat })) },
      client: {
        firstname: row.firstname,
        lastname: row.lastname,
        email: row.email,
        phone: row.phone,
        address: row.address,
        identityNumber: maskIdentityNumber(row.identity_number),
        message: row.message,
      },
      paymentMethodId: row.payment_method_id,
      paymentStatus: payments[0]?.status ?? null,
      openPaymentMethodId: row.status === "payment" && payments[0]?.status === "open" ? payments[0].provider : null,
      orderId: row.order_id,
      seriesName: order ? ((await this.seriesName(row.series_id, language)) ?? null) : null,
      dates: order
        ? rows.map((date) => ({
            occasionId: date.occasion_id,
            bookingId: date.id,
            startTime: date.start_time,
            title: translate(date.title, language),
            status: date.status,
          }))
        : [],
    };
  }

  private phase(status: BookingStatus, window: RenewalWindow): string {
    if (status === "booked") return "renewed";
    if (status === "renewable" || status === "payment") return windowPhase(window, this.clock.now());
    return "closed";
  }

  /**
   * What renewing charges: one date's next-season price of a ticket type in a space, or a season ticket's whole pass
   * price (its new series', shared over the dates as a pass bought now is). Null when nothing is on sale.
   */
  private async pricing(manager: EntityManager | DataSource, row: RenewalRow, dates: RenewalRow[]): Promise<RenewalPricing | null> {
    if (!row.order_id) {
      const info = await this.saleInfo.get(row.occasion_id, manager instanceof DataSource ? undefined : manager);
      if (!info) return null;
      return {
        ticketTypeIds: [...info.prices.keys()],
        priceOf: (ticketTypeId, spaceId) => priceFor(info, ticketTypeId, spaceId),
        shareOf: (price) => price,
      };
    }
    const sale = row.series_id ? await loadSeriesSale(manager, row.series_id) : null;
    if (!sale) return null;
    // Shared over the order's own dates (every one it was made with, earliest first), whatever the series is edited to.
    const order = dates.map((date) => date.occasion_id);
    return {
      ticketTypeIds: [...sale.prices.keys()],
      priceOf: (ticketTypeId, spaceId) => passPriceFor(sale, ticketTypeId, spaceId),
      shareOf: (price, occasionId) => {
        const index = order.indexOf(occasionId);
        if (index < 0) throw new Error(`occasion ${occasionId} is not a date of order ${row.order_id}`);
        return splitPassPrice(price, order.length)[index]!;
      },
    };
  }

  private async seriesName(seriesId: string | null, language: string): Promise<string | undefined> {
    if (!seriesId) return undefined;
    const [series] = await queryRows<{ name: Translations }>(this.dataSource, `SELECT name FROM series WHERE id = $1`, [seriesId]);
    return (series && translate(series.name, language)) ?? undefined;
  }

  private options(pricing: RenewalPricing, spaceId: string, names: Map<string, string>): RenewalPriceView[] {
    return pricing.ticketTypeIds.flatMap((ticketTypeId) => {
      const price = pricing.priceOf(ticketTypeId, spaceId);
      return price ? [{ ticketTypeId, name: names.get(ticketTypeId) ?? "", price: price.price, vat: price.vat }] : [];
    });
  }

  private async ticketTypeNames(language: string): Promise<Map<string, string>> {
    const rows = await queryRows<{ id: string; name: Translations }>(this.dataSource, `SELECT id, name FROM ticket_types`);
    return new Map(rows.map((row) => [row.id, translate(row.name, language) ?? ""]));
  }

  /**
   * Renews the seats in `input.tickets` (at next season's prices for the chosen types) and releases the
   * rest at once; records the customer's details, the payment method and the terms. Nothing to pay, or
   * skip payment where the payment settings allow it: booked now. Otherwise renewable -> payment, and the
   * customer pays with `pay` (the booking's id; a season ticket's with paySeriesOrder) before the deadline; a payment
   * after it follows the late-payment rules. A season ticket renews the same seats on every date still on, each
   * date's ticket at its share of the pass price. One transaction; any refusal leaves everything as it was.
   */
  async renew(tokenInput: string, input: RenewInput, language: string): Promise<RenewalView> {
    const now = this.clock.now();
    const settings = await this.settings.settingsEntity();
    await inUnitOfWork(this.dataSource, async (unit) => {
      const { manager } = unit;
      const rows = await this.find(manager, tokenInput, true);
      if (rows.some((row) => row.status === "payment" || row.status === "booked"))
        throw new DomainError("CONFLICT", "renewal.alreadyRenewed");
      const dates = rows.filter((row) => row.status === "renewable");
      const row = dates[0];
      if (!row) throw new DomainError("NOT_BOOKABLE", "renewal.closed");
      // A season ticket is renewed whole: one of its dates cancelled or released on its own leaves it to the box office.
      if (dates.length !== rows.length) throw new DomainError("CONFLICT", "renewal.passIncomplete");
      const window = this.window(row, settings.timeZone);
      const [occasion] = await queryRows<{ status: string }>(manager, `SELECT status FROM occasions WHERE id = $1`, [row.occasion_id]);
      if (occasion?.status !== "scheduled") throw new DomainError("NOT_BOOKABLE", "renewal.occasionCancelled");
      const phase = windowPhase(window, now);
      if (phase === "upcoming")
        throw new DomainError("NOT_BOOKABLE", "renewal.notOpenYet", { opensAt: formatZoned(window.opensAt, settings.timeZone) });
      if (phase === "closed") throw new DomainError("NOT_BOOKABLE", "renewal.closed");

      const tickets = await queryRows<SeatTicket>(
        manager,
        `SELECT id, booking_id, space_id, ticket_type_id, price, vat FROM tickets WHERE booking_id = ANY($1::uuid[]) ORDER BY id`,
        [dates.map((date) => date.id)],
      );
      const leadTickets = tickets.filter((ticket) => ticket.booking_id === row.id);
      const pricing = await this.pricing(manager, row, rows);
      const errors: Record<string, MessageKey> = {};
      const kept = this.keptTickets(input, leadTickets, pricing, errors);
      const payable = kept.some((ticket) => ticket.price > 0);
      const checkout: CheckoutInput = { client: input.client, paymentMethodId: input.paymentMethodId, termsAccepted: input.termsAccepted };
      let details: ReturnType<typeof validateCheckout> | undefined;
      try {
        details = validateCheckout(this.payments, checkout, null, settings, { payable, requireMethod: payable, requireTerms: true });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        Object.assign(errors, error.fields);
      }
      if (Object.keys(errors).length > 0) throw validationFailed(errors);

      const sameSeat = matchSeats(leadTickets, tickets);
      // Every date holds the lead date's places (a place moved on one date only leaves the pass to the box office).
      const matched = new Set([...sameSeat.values()].flat().map((ticket) => ticket.id));
      if (tickets.some((ticket) => !matched.has(ticket.id)) || [...sameSeat.values()].some((seat) => seat.length !== dates.length))
        throw new DomainError("CONFLICT", "renewal.datesDiffer");
      const keptById = new Map(kept.map((ticket) => [ticket.id, ticket]));
      // In occasion order, as every writer takes the places' counters.
      for (const date of [...dates].sort((a, b) => a.occasion_id.localeCompare(b.occasion_id))) {
        // Each lead seat's ticket on this date: kept as the customer chose, or released with the seat.
        const onDate = (leadId: string) => sameSeat.get(leadId)!.find((ticket) => ticket.booking_id === date.id);
        const released = leadTickets.filter((ticket) => !keptById.has(ticket.id)).flatMap((ticket) => onDate(ticket.id) ?? []);
        await this.lifecycle.removeTickets(unit, {
          bookingId: date.id,
          ticketIds: released.map((ticket) => ticket.id),
          reason: "places given up at renewal",
          lastReason: "places given up at renewal",
          actorUserId: null,
          now,
          record: null,
        });
        for (const choice of kept) {
          const before = onDate(choice.id);
          if (!before) continue;
          const price = pricing!.shareOf(choice.price, date.occasion_id);
          if (before.ticket_type_id !== choice.ticketTypeId || before.price !== price || Number(before.vat) !== choice.vat)
            await this.lifecycle.retypeTicket(unit, {
              bookingId: date.id,
              ticketId: before.id,
              ticketTypeId: choice.ticketTypeId,
              price,
              vat: choice.vat,
              reason: "renewed at next season's price",
              actorUserId: null,
              now,
              record: null,
            });
        }
        await this.clientDetails.save(manager, date.id, details!.client, now);
        await manager.query(`UPDATE bookings SET payment_method_id = $2, terms_accepted_at = $3, language = $4 WHERE id = $1`, [
          date.id,
          details!.method,
          now,
          language,
        ]);
        await this.lifecycle.recordChange(manager, {
          bookingId: date.id,
          kind: "renewal",
          detail: { kept: kept.map((ticket) => ticket.spaceId), released: released.map((ticket) => ticket.space_id) },
          actorUserId: null,
          now,
        });
      }
      for (const date of dates) {
        if (!payable || details!.method === "skip") {
          const reason = payable ? "renewed with skip payment" : "renewed, nothing to pay";
          await this.lifecycle.book(unit, { bookingId: date.id, reason, now });
        } else {
          // The hold still lapses at the deadline: a payment finishing later follows the late-payment rules.
          await this.lifecycle.awaitPayment(unit, { bookingId: date.id, reason: "renewed, awaiting payment", now });
        }
      }
    });
    return this.view(tokenInput, language);
  }

  /** The seats kept with their next-season prices; problems go to `errors` (`tickets` or `tickets.<index>`). */
  private keptTickets(
    input: RenewInput,
    tickets: Array<{ id: string; space_id: string; ticket_type_id: string }>,
    pricing: RenewalPricing | null,
    errors: Record<string, MessageKey>,
  ): Array<{ id: string; spaceId: string; ticketTypeId: string; price: number; vat: number }> {
    const wanted = collectInput(keptTicketsSchema, input.tickets, errors, "tickets") ?? [];
    const seen = new Set<string>();
    const kept: Array<{ id: string; spaceId: string; ticketTypeId: string; price: number; vat: number }> = [];
    // Each entry on its own, so the seats that are well formed are still checked against the booking.
    wanted.forEach((raw, index) => {
      const field = `tickets.${index}`;
      const entry = collectInput(renewTicketSchema, raw, errors, field);
      if (!entry) return;
      const { ticketId, ticketTypeId } = entry;
      const ticket = tickets.find((candidate) => candidate.id === ticketId);
      if (!ticket || seen.has(ticketId)) {
        errors[field] = "booking.ticketNotFound";
        return;
      }
      seen.add(ticketId);
      const type = ticketTypeId ?? ticket.ticket_type_id;
      const price = pricing?.priceOf(type, ticket.space_id);
      if (!price) {
        errors[field] = "booking.noPrice";
        return;
      }
      kept.push({ id: ticket.id, spaceId: ticket.space_id, ticketTypeId: type, price: price.price, vat: price.vat });
    });
    return kept;
  }
}

/** How a renewal is priced: one date's next-season prices, or a season ticket's pass prices and each date's share. */
interface RenewalPricing {
  ticketTypeIds: string[];
  priceOf(ticketTypeId: string, spaceId: string): { price: number; vat: number } | undefined;
  /** A date's share of `price` (one date's renewal: all of it). */
  shareOf(price: number, occasionId: string): number;
}

interface SeatTicket {
  id: string;
  booking_id: string;
  space_id: string;
  ticket_type_id: string;
  price: number;
  vat: string;
}

/** The dates of a renewal still going (not ended by a cancelled date or a lapsed hold), earliest first. */
function liveDates(rows: RenewalRow[]): RenewalRow[] {
  const live = rows.filter((row) => row.status === "renewable" || row.status === "payment" || row.status === "booked");
  return live.length > 0 ? live : rows.slice(0, 1);
}
