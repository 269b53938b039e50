import type { DataSource, EntityManager } from "typeorm";
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
import { priceFor, type SaleInfo, type SaleInfoCache } from "../booking/draft/sale-info.js";
import type { MessageKey } from "../i18n/server-messages.js";
import { outcomeOf } from "../payment/payment-settlement.js";
import type { PaymentStatus } from "../payment/payment-status.js";
import type { PaymentService } from "../payment/payment.service.js";
import type { SettingsService } from "../settings/settings.service.js";
import { keptTicketsSchema, renewTicketSchema } from "./renewal.input.js";
import type { RenewInput } from "./renewal.inputs.js";
import type { RenewalPaymentResultView, RenewalPriceView, RenewalTicketView, RenewalView } from "./renewal.results.js";
import { renewalWindow, windowPhase, type RenewalWindow } from "./renewal-window.js";

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
}

const RENEWAL_COLUMNS = `b.id, b.number, b.status, b.occasion_id, b.renewal_token, b.renewal_deadline, b.renewed_from_id, b.payment_method_id,
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

  private async find(manager: EntityManager | DataSource, tokenInput: string, lock: boolean): Promise<RenewalRow> {
    const token = parseUuid(tokenInput);
    const rows = await queryRows<RenewalRow>(
      manager,
      `SELECT ${RENEWAL_COLUMNS} FROM bookings b JOIN occasions o ON o.id = b.occasion_id JOIN events e ON e.id = o.event_id
        WHERE b.renewal_token = $1 ${lock ? "FOR UPDATE OF b" : ""}`,
      [token],
    );
    if (!rows[0]) throw new DomainError("NOT_FOUND", "renewal.notFound");
    return rows[0];
  }

  private window(row: RenewalRow, timeZone: string): RenewalWindow {
    return renewalWindow({ bookableStartTime: row.bookable_start_time, headsUpDays: row.heads_up_days }, row.renewal_deadline, timeZone);
  }

  /** The renewal behind a link; NOT_FOUND for an unknown one (a malformed uuid is BAD_USER_INPUT). */
  async view(tokenInput: string, language: string): Promise<RenewalView> {
    const row = await this.find(this.dataSource, tokenInput, false);
    return this.toView(row, language, (await this.settings.settingsEntity()).timeZone);
  }

  /**
   * A renewal waiting for payment is to be paid with `paymentMethodId` (the customer left a provider's page, or
   * its payment failed): an attempt still open is closed as cancelled (a payment that completes there after all
   * is settled as any late one), and `pay` then opens one with the new method.
   */
  async changePaymentMethod(tokenInput: string, paymentMethodId: string, language: string): Promise<RenewalView> {
    const now = this.clock.now();
    await inTransaction(this.dataSource, async (manager) => {
      const row = await this.find(manager, tokenInput, true);
      if (row.status === "booked") throw new DomainError("CONFLICT", "renewal.alreadyRenewed");
      if (row.status === "renewable") throw new DomainError("CONFLICT", "renewal.notRenewedYet");
      if (row.status !== "payment") throw new DomainError("NOT_BOOKABLE", "renewal.closed");
      if (!this.payments.isEnabled(paymentMethodId) || !this.payments.mayComplete(paymentMethodId, true))
        throw validationFailed({ paymentMethodId: "validation.paymentMethod" });
      await this.payments.closeOpenAttempts(manager, row.id, "cancelled", now);
      await manager.query(`UPDATE bookings SET payment_method_id = $2 WHERE id = $1`, [row.id, paymentMethodId]);
    });
    return this.view(tokenInput, language);
  }

  /** A payment attempt of the renewal and where it left the renewal (the result page). */
  async paymentResult(tokenInput: string, paymentIdInput: string, language: string): Promise<RenewalPaymentResultView> {
    const renewal = await this.view(tokenInput, language);
    const paymentId = parseUuid(paymentIdInput);
    const payments = await queryRows<{ status: PaymentStatus }>(
      this.dataSource,
      `SELECT status FROM payments WHERE id = $1 AND booking_id = $2`,
      [paymentId, renewal.bookingId],
    );
    if (!payments[0]) throw new DomainError("NOT_FOUND", "renewal.paymentNotFound");
    const outcome = outcomeOf(standingOf(renewal.status as BookingStatus), payments[0].status);
    return { renewal, paymentId, paymentStatus: payments[0].status, outcome };
  }

  private async toView(row: RenewalRow, language: string, timeZone: string): Promise<RenewalView> {
    const [tickets, typeNames, seatsBefore, payments, info] = await Promise.all([
      queryRows<TicketRow>(
        this.dataSource,
        `SELECT t.id, t.space_id, s.name AS space_name, s.section, s.row, s.seat, s.max_tickets, st.name AS space_type,
                ${PLAN_LABELLING_SQL}, t.ticket_type_id, t.price, t.vat
           FROM tickets t JOIN spaces s ON s.id = t.space_id JOIN plans p ON p.id = s.plan_id
           LEFT JOIN space_types st ON st.id = s.space_type_id
          WHERE t.booking_id = $1 ORDER BY s.name, t.id`,
        [row.id],
      ),
      this.ticketTypeNames(language),
      row.renewed_from_id
        ? queryRows<{ n: number }>(this.dataSource, `SELECT count(*)::int AS n FROM tickets WHERE booking_id = $1`, [row.renewed_from_id])
        : Promise.resolve([{ n: 0 }]),
      queryRows<{ status: string; provider: string }>(
        this.dataSource,
        `SELECT status, provider FROM payments WHERE booking_id = $1 ORDER BY created_at DESC, id LIMIT 1`,
        [row.id],
      ),
      this.saleInfo.get(row.occasion_id),
    ]);
    const window = this.window(row, timeZone);
    // Until renewed, the seats are shown at next season's prices (what renewing charges); after, as sold.
    const repriced = row.status === "renewable";
    // In the plan's order as people read it: row 2 before row 10 (the names sort R1-S1, R1-S10, R1-S2).
    const natural = new Intl.Collator(language, { numeric: true });
    tickets.sort((a, b) => natural.compare(a.space_name, b.space_name) || a.id.localeCompare(b.id));
    const ticketViews: RenewalTicketView[] = tickets.map((ticket) => {
      const current = repriced && info ? priceFor(info, ticket.ticket_type_id, ticket.space_id) : undefined;
      const price = current?.price ?? ticket.price;
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
        options: repriced && info ? this.options(info, ticket.space_id, typeNames) : [],
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
      uuid: row.renewal_token,
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
    };
  }

  private phase(status: BookingStatus, window: RenewalWindow): string {
    if (status === "booked") return "renewed";
    if (status === "renewable" || status === "payment") return windowPhase(window, this.clock.now());
    return "closed";
  }

  private options(info: SaleInfo, spaceId: string, names: Map<string, string>): RenewalPriceView[] {
    return [...info.prices.keys()].flatMap((ticketTypeId) => {
      const price = priceFor(info, ticketTypeId, spaceId);
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
   * customer pays with `pay` (the booking's id) before the deadline; a payment after it follows the
   * late-payment rules. One transaction; any refusal leaves everything as it was.
   */
  async renew(tokenInput: string, input: RenewInput, language: string): Promise<RenewalView> {
    const now = this.clock.now();
    const settings = await this.settings.settingsEntity();
    await inUnitOfWork(this.dataSource, async (unit) => {
      const { manager } = unit;
      const row = await this.find(manager, tokenInput, true);
      const window = this.window(row, settings.timeZone);
      if (row.status === "payment" || row.status === "booked") throw new DomainError("CONFLICT", "renewal.alreadyRenewed");
      if (row.status !== "renewable") throw new DomainError("NOT_BOOKABLE", "renewal.closed");
      const [occasion] = await queryRows<{ status: string }>(manager, `SELECT status FROM occasions WHERE id = $1`, [row.occasion_id]);
      if (occasion?.status !== "scheduled") throw new DomainError("NOT_BOOKABLE", "renewal.occasionCancelled");
      const phase = windowPhase(window, now);
      if (phase === "upcoming")
        throw new DomainError("NOT_BOOKABLE", "renewal.notOpenYet", { opensAt: formatZoned(window.opensAt, settings.timeZone) });
      if (phase === "closed") throw new DomainError("NOT_BOOKABLE", "renewal.closed");

      const tickets = await queryRows<{ id: string; space_id: string; ticket_type_id: string; price: number; vat: string }>(
        manager,
        `SELECT id, space_id, ticket_type_id, price, vat FROM tickets WHERE booking_id = $1 ORDER BY id`,
        [row.id],
      );
      const info = await this.saleInfo.get(row.occasion_id, manager);
      const errors: Record<string, MessageKey> = {};
      const kept = this.keptTickets(input, tickets, info, errors);
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

      const keptIds = new Set(kept.map((ticket) => ticket.id));
      const released = tickets.filter((ticket) => !keptIds.has(ticket.id));
      await this.lifecycle.removeTickets(unit, {
        bookingId: row.id,
        ticketIds: released.map((ticket) => ticket.id),
        reason: "places given up at renewal",
        lastReason: "places given up at renewal",
        actorUserId: null,
        now,
        record: null,
      });
      for (const ticket of kept) {
        const before = tickets.find((entry) => entry.id === ticket.id)!;
        if (before.ticket_type_id !== ticket.ticketTypeId || before.price !== ticket.price || Number(before.vat) !== ticket.vat)
          await this.lifecycle.retypeTicket(unit, {
            bookingId: row.id,
            ticketId: ticket.id,
            ticketTypeId: ticket.ticketTypeId,
            price: ticket.price,
            vat: ticket.vat,
            reason: "renewed at next season's price",
            actorUserId: null,
            now,
            record: null,
          });
      }
      await this.clientDetails.save(manager, row.id, details!.client, now);
      await manager.query(`UPDATE bookings SET payment_method_id = $2, terms_accepted_at = $3, language = $4 WHERE id = $1`, [
        row.id,
        details!.method,
        now,
        language,
      ]);
      await this.lifecycle.recordChange(manager, {
        bookingId: row.id,
        kind: "renewal",
        detail: { kept: kept.map((ticket) => ticket.spaceId), released: released.map((ticket) => ticket.space_id) },
        actorUserId: null,
        now,
      });
      if (!payable || details!.method === "skip") {
        const reason = payable ? "renewed with skip payment" : "renewed, nothing to pay";
        await this.lifecycle.book(unit, { bookingId: row.id, reason, now });
      } else {
        // The hold still lapses at the deadline: a payment finishing later follows the late-payment rules.
        await this.lifecycle.awaitPayment(unit, { bookingId: row.id, reason: "renewed, awaiting payment", now });
      }
    });
    return this.view(tokenInput, language);
  }

  /** The seats kept with their next-season prices; problems go to `errors` (`tickets` or `tickets.<index>`). */
  private keptTickets(
    input: RenewInput,
    tickets: Array<{ id: string; space_id: string; ticket_type_id: string }>,
    info: SaleInfo | null,
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
      const price = info ? priceFor(info, type, ticket.space_id) : undefined;
      if (!price) {
        errors[field] = "booking.noPrice";
        return;
      }
      kept.push({ id: ticket.id, spaceId: ticket.space_id, ticketTypeId: type, price: price.price, vat: price.vat });
    });
    return kept;
  }
}
