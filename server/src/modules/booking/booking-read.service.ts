import { translateReason } from "../i18n/system-reasons.js";
import { Brackets, In, type DataSource } from "typeorm";
import { PAYMENT_STATUSES } from "../payment/payment-status.js";
import { badRequest, DomainError } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { summarize, ticketTotal } from "../../common/money.js";
import { translate, type Translations } from "../../common/translations.js";
import { BookingEntity } from "./process/booking.entity.js";
import { TicketEntity } from "./process/ticket.entity.js";
import { draftSecretMatches } from "./draft/draft-secret.js";
import type {
  BookingHistoryEntryView,
  BookingSummaryView,
  BookingView,
  CheckoutResultView,
  ClientView,
  DraftView,
  OccasionTicketView,
  TicketView,
} from "./booking.results.js";
import { queryRows } from "../../db/query-rows.js";
import { PLAN_LABELLING_SQL, spaceLabel, type PlanLabellingRow } from "../plan/plan.service.js";
import { DUPLICATE_PAYMENT_REFUND } from "../payment/money-ledger.js";
import { BOOKING_STATUSES, DRAFT_STATUSES, HOLDING_STATUSES, isOneOf, maskIdentityNumber } from "@seatbooking/core";
import { callerHash } from "./draft/draft-access.js";

/** Reads of drafts and bookings with their tickets and summary. */
export class BookingReadService {
  constructor(private readonly dataSource: DataSource) {}

  private async tickets(bookingId: string, language: string) {
    return (await this.ticketsOf([bookingId], language)).get(bookingId)!;
  }

  /** Tickets and summary of many bookings in one query, keyed by booking id. */
  private async ticketsOf(
    bookingIds: string[],
    language: string,
  ): Promise<Map<string, { tickets: TicketView[]; summary: BookingSummaryView }>> {
    const rows = bookingIds.length
      ? await this.dataSource.getRepository(TicketEntity).find({
          where: { bookingId: In(bookingIds) },
          relations: { ticketType: true, addons: { addon: true } },
          order: { createdAt: "ASC", id: "ASC" },
        })
      : [];
    const byBooking = new Map<string, TicketEntity[]>(bookingIds.map((id) => [id, []]));
    for (const row of rows) byBooking.get(row.bookingId)?.push(row);
    const result = new Map<string, { tickets: TicketView[]; summary: BookingSummaryView }>();
    for (const [bookingId, ticketRows] of byBooking) {
      const tickets: TicketView[] = ticketRows.map((row) => {
        const addons = (row.addons ?? []).map((addon) => ({ addonId: addon.addonId, price: addon.price, vat: addon.vat }));
        return {
          id: row.id,
          spaceId: row.spaceId,
          ticketTypeId: row.ticketTypeId,
          price: row.price,
          listPrice: row.listPrice,
          vat: row.vat,
          addons,
          total: ticketTotal({ price: row.price, addons }),
        };
      });
      const summary = summarize(
        ticketRows.map((row, index) => ({
          ticketId: row.id,
          ticketTypeId: row.ticketTypeId,
          ticketTypeName: translate(row.ticketType?.name, language) ?? "",
          price: row.price,
          listPrice: row.listPrice,
          vat: row.vat,
          addons: tickets[index]!.addons.map((addon, at) => ({
            ...addon,
            name: translate(ticketRows[index]!.addons?.[at]?.addon?.name, language) ?? "",
          })),
        })),
      );
      // The API's VAT rows are rate, amount and included VAT (SPEC section 3).
      result.set(bookingId, {
        tickets,
        summary: { ...summary, byVat: summary.byVat.map(({ rate, amount, vat }) => ({ rate, amount, vat })) },
      });
    }
    return result;
  }

  private client(row: BookingEntity): ClientView {
    return {
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      phone: row.phone,
      address: row.address,
      identityNumber: maskIdentityNumber(row.identityNumber),
      message: row.message,
    };
  }

  /**
   * A draft for the holder of its cookie secret, by the draft-access rule (the database function
   * `draft_access`, as every draft write uses it). A missing draft, a wrong secret and a lapsed hold all
   * answer the same 404, so a uuid reveals nothing.
   */
  async getDraft(uuid: string, secret: string | undefined, language: string, now = new Date()): Promise<DraftView> {
    const row = await this.dataSource
      .getRepository(BookingEntity)
      .createQueryBuilder("booking")
      .where("booking.id = :id", { id: parseUuid(uuid) })
      .andWhere("draft_access(booking.status, booking.secret_hash, booking.expires_at, :callerHash, :now)", {
        callerHash: callerHash({ secret }),
        now,
      })
      .getOne();
    if (!row) throw new DomainError("DRAFT_EXPIRED", "booking.expired");
    return this.toDraftView(row, language);
  }

  /** The draft-shaped view of a booking in any status, for a caller already authorized (e.g. after confirm). */
  async draftView(id: string, language: string): Promise<DraftView> {
    const row = await this.dataSource.getRepository(BookingEntity).findOneBy({ id });
    if (!row) throw new DomainError("DRAFT_EXPIRED", "booking.expired");
    return this.toDraftView(row, language);
  }

  /**
   * Where a booking stands after checkout (success, pending, expired pages), in any status, for the holder
   * of its draft cookie; anyone else gets the same 404 as for a missing draft.
   */
  async getCheckoutResult(uuid: string, secret: string | undefined, language: string): Promise<CheckoutResultView> {
    const row = await this.dataSource.getRepository(BookingEntity).findOneBy({ id: parseUuid(uuid) });
    if (!row || !draftSecretMatches(secret, row.secretHash)) throw new DomainError("DRAFT_EXPIRED", "booking.expired");
    const [{ tickets, summary }, payments, returned] = await Promise.all([
      this.tickets(row.id, language),
      this.dataSource.query(
        `SELECT p.status FROM payment_shares s JOIN payments p ON p.id = s.payment_id WHERE s.booking_id = $1 ORDER BY p.created_at DESC, p.id LIMIT 1`,
        [row.id],
      ) as Promise<Array<{ status: string }>>,
      queryRows<{ method: string; amount: number; status: string }>(
        this.dataSource,
        `SELECT method, amount, status FROM money_movements
          WHERE booking_id = $1 AND kind = 'refund' AND whole AND reason = $2 AND status <> 'superseded' ORDER BY created_at, id`,
        [row.id, DUPLICATE_PAYMENT_REFUND],
      ),
    ]);
    return {
      uuid: row.id,
      number: row.number,
      occasionId: row.occasionId,
      status: row.status,
      paymentMethodId: row.paymentMethodId,
      paymentStatus: payments[0]?.status ?? null,
      expiresAt: isOneOf(row.status, DRAFT_STATUSES) ? row.expiresAt : null,
      tickets,
      client: this.client(row),
      summary,
      returnedPayments: returned.map((refund) => ({ method: refund.method, amount: Number(refund.amount), refundStatus: refund.status })),
    };
  }

  private async toDraftView(row: BookingEntity, language: string): Promise<DraftView> {
    const [{ tickets, summary }, open, voucher] = await Promise.all([
      this.tickets(row.id, language),
      queryRows<{ provider: string }>(
        this.dataSource,
        `SELECT p.provider FROM payment_shares s JOIN payments p ON p.id = s.payment_id WHERE s.booking_id = $1 AND p.status = 'open' LIMIT 1`,
        [row.id],
      ),
      queryRows<{ code: string }>(
        this.dataSource,
        `SELECT vc.code FROM voucher_redemptions r JOIN voucher_codes vc ON vc.id = r.code_id WHERE r.booking_id = $1 AND r.status <> 'released'`,
        [row.id],
      ),
    ]);
    return {
      uuid: row.id,
      occasionId: row.occasionId,
      status: row.status,
      paymentMethodId: row.paymentMethodId,
      openPaymentMethodId: open[0]?.provider ?? null,
      expiresAt: row.expiresAt,
      tickets,
      client: this.client(row),
      summary,
      voucherCode: voucher[0]?.code ?? null,
    };
  }

  private bookingView(row: BookingEntity, parts: { tickets: TicketView[]; summary: BookingSummaryView }): BookingView {
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      occasionId: row.occasionId,
      createdAt: row.createdAt,
      paymentMethodId: row.paymentMethodId,
      expiresAt: row.expiresAt,
      price: row.total,
      tickets: parts.tickets,
      client: this.client(row),
      summary: parts.summary,
      anonymizedAt: row.anonymizedAt,
      updatedAt: row.updatedAt,
    };
  }

  /**
   * Every ticket of an occasion held by a booking in `statuses` (default: those that hold places), with
   * its booking and client: the admin tickets table and who holds each place of the admin map.
   */
  async occasionTickets(occasionIdInput: string, statuses: readonly string[] | null, language: string): Promise<OccasionTicketView[]> {
    const occasionId = parseUuid(occasionIdInput);
    const wanted = statuses?.length ? statuses : [...HOLDING_STATUSES];
    if (!wanted.every((status) => (BOOKING_STATUSES as readonly string[]).includes(status))) throw badRequest("errors.badRequest");
    const rows = await queryRows<
      PlanLabellingRow & {
        id: string;
        space_id: string;
        space_name: string;
        section: string | null;
        row: string | null;
        seat: string | null;
        max_tickets: number;
        space_type: Translations | null;
        ticket_type_id: string;
        ticket_type: Translations;
        price: number;
        addons: Array<{ name: Translations; price: number }> | null;
        booking_id: string;
        number: string;
        status: string;
        firstname: string | null;
        lastname: string | null;
        message: string | null;
      }
    >(
      this.dataSource,
      `SELECT t.id, t.space_id, s.name AS space_name, s.section, s.row, s.seat, s.max_tickets, st.name AS space_type, ${PLAN_LABELLING_SQL},
              t.ticket_type_id, tt.name AS ticket_type, t.price, b.message,
              (SELECT json_agg(json_build_object('name', ad.name, 'price', a.price) ORDER BY ad.product_code)
                 FROM ticket_addons a JOIN addons ad ON ad.id = a.addon_id WHERE a.ticket_id = t.id) AS addons,
              b.id AS booking_id, b.number, b.status, b.firstname, b.lastname
         FROM tickets t JOIN bookings b ON b.id = t.booking_id JOIN spaces s ON s.id = t.space_id
         JOIN plans p ON p.id = s.plan_id LEFT JOIN space_types st ON st.id = s.space_type_id
         JOIN ticket_types tt ON tt.id = t.ticket_type_id
        WHERE t.occasion_id = $1 AND b.status = ANY($2::varchar[])
        ORDER BY s.name, b.number`,
      [occasionId, wanted],
    );
    return rows.map((row) => {
      const addons = row.addons ?? [];
      const name = [row.firstname, row.lastname].filter(Boolean).join(" ");
      return {
        id: row.id,
        spaceId: row.space_id,
        spaceName: row.space_name,
        spaceLabel: spaceLabel(
          row,
          { name: row.space_name, section: row.section, row: row.row, seat: row.seat, maxTickets: row.max_tickets },
          row.space_type ? translate(row.space_type, language) : null,
          language,
        ),
        ticketTypeId: row.ticket_type_id,
        ticketType: translate(row.ticket_type, language) ?? "",
        price: row.price,
        total: row.price + addons.reduce((sum, addon) => sum + addon.price, 0),
        addons: addons.map((addon) => translate(addon.name, language) ?? ""),
        bookingId: row.booking_id,
        bookingNumber: Number(row.number),
        bookingStatus: row.status,
        clientName: name || null,
        message: row.message || null,
      };
    });
  }

  /** The client's identity number as stored (for administrators and exports only). */
  async identityNumber(bookingId: string): Promise<string | null> {
    const rows = await queryRows<{ identity_number: string | null }>(
      this.dataSource,
      `SELECT identity_number FROM bookings WHERE id = $1`,
      [bookingId],
    );
    return rows[0]?.identity_number ?? null;
  }

  /** A booking's status transitions and edits, oldest first, with who made them. */
  async history(bookingId: string, language: string): Promise<BookingHistoryEntryView[]> {
    const rows = await queryRows<{
      at: Date;
      kind: string;
      from_status: string | null;
      to_status: string | null;
      reason: string | null;
      detail: unknown;
      email: string | null;
    }>(
      this.dataSource,
      `SELECT c.created_at AS at, 'status' AS kind, c.from_status, c.to_status, c.reason, NULL::jsonb AS detail, u.email
         FROM booking_status_changes c LEFT JOIN users u ON u.id = c.actor_user_id WHERE c.booking_id = $1
       UNION ALL
       SELECT c.created_at, c.kind, NULL, NULL, NULL, c.detail, u.email
         FROM booking_changes c LEFT JOIN users u ON u.id = c.actor_user_id WHERE c.booking_id = $1
       ORDER BY at`,
      [bookingId],
    );
    return rows.map((row) => ({
      at: row.at,
      kind: row.kind,
      fromStatus: row.from_status,
      toStatus: row.to_status,
      reason: translateReason(row.reason, language),
      detail: row.detail ? JSON.stringify(row.detail) : null,
      actorEmail: row.email,
    }));
  }

  /** A booking by id, for administrators and other systems (authorization is the caller's). */
  async getBooking(id: string, language: string): Promise<BookingView> {
    const row = await this.dataSource.getRepository(BookingEntity).findOneBy({ id: parseUuid(id) });
    if (!row) throw new DomainError("NOT_FOUND", "booking.notFound");
    return this.bookingView(row, await this.tickets(row.id, language));
  }

  /**
   * Bookings by event, occasion, status, payment status and a search (booking number, or part of the
   * client's name, e-mail or phone), sorted, a page at a time with the total count.
   */
  async list(
    filter: {
      eventId?: string | null;
      occasionId?: string | null;
      status?: string[] | null;
      search?: string | null;
      paymentStatus?: string[] | null;
      sort?: string | null;
    },
    offset: number,
    limit: number,
    language: string,
  ): Promise<{ items: BookingView[]; total: number; offset: number; limit: number }> {
    const safeOffset = Math.max(0, Math.floor(offset));
    const safeLimit = Math.min(100, Math.max(1, Math.floor(limit)));
    const query = this.dataSource.getRepository(BookingEntity).createQueryBuilder("booking");
    if (filter.occasionId) query.andWhere("booking.occasion_id = :occasionId", { occasionId: parseUuid(filter.occasionId) });
    if (filter.eventId) {
      query.andWhere("booking.occasion_id IN (SELECT id FROM occasions WHERE event_id = :eventId)", { eventId: parseUuid(filter.eventId) });
    }
    if (filter.status?.length) {
      if (!filter.status.every((status) => (BOOKING_STATUSES as readonly string[]).includes(status))) throw badRequest("errors.badRequest");
      query.andWhere("booking.status IN (:...statuses)", { statuses: filter.status });
    }
    if (filter.paymentStatus?.length) {
      if (!filter.paymentStatus.every((status) => (PAYMENT_STATUSES as readonly string[]).includes(status)))
        throw badRequest("errors.badRequest");
      query.andWhere(
        `(SELECT p.status FROM payment_shares s JOIN payments p ON p.id = s.payment_id WHERE s.booking_id = booking.id ORDER BY p.created_at DESC, p.id LIMIT 1) IN (:...paymentStatuses)`,
        { paymentStatuses: filter.paymentStatus },
      );
    }
    const search = filter.search?.trim().slice(0, 100);
    if (search) {
      const number = /^#?(\d{1,15})$/.exec(search)?.[1];
      const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      query.andWhere(
        new Brackets((where) => {
          if (number) where.orWhere("booking.number = :number", { number });
          where
            .orWhere("(coalesce(booking.firstname, '') || ' ' || coalesce(booking.lastname, '')) ILIKE :pattern", { pattern })
            .orWhere("booking.email ILIKE :pattern", { pattern })
            .orWhere("regexp_replace(booking.phone, '[^0-9+]', '', 'g') ILIKE :phone", {
              phone: `%${search.replace(/[^0-9+]/g, "") || search}%`,
            });
        }),
      );
    }
    const sorts: Record<string, [string, "ASC" | "DESC"]> = {
      number_desc: ["booking.number", "DESC"],
      number_asc: ["booking.number", "ASC"],
      created_desc: ["booking.created_at", "DESC"],
      created_asc: ["booking.created_at", "ASC"],
      name_asc: ["booking.lastname", "ASC"],
      name_desc: ["booking.lastname", "DESC"],
    };
    const sort = sorts[filter.sort ?? "number_desc"];
    if (!sort) throw badRequest("errors.badRequest");
    // TypeORM keys its ORDER BY by expression: the tie-break on the number only when it is not the sort itself.
    query.orderBy(sort[0], sort[1], "NULLS LAST");
    if (sort[0] !== "booking.number") query.addOrderBy("booking.number", "DESC");
    const [rows, total] = await query.skip(safeOffset).take(safeLimit).getManyAndCount();
    const parts = await this.ticketsOf(
      rows.map((row) => row.id),
      language,
    );
    return { items: rows.map((row) => this.bookingView(row, parts.get(row.id)!)), total, offset: safeOffset, limit: safeLimit };
  }
}
