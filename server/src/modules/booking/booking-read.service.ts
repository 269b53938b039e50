import { In, type DataSource } from "typeorm";
import { badRequest, DomainError } from "../../common/errors.js";
import { maskIdentityNumber } from "../../common/identity-number.js";
import { parseUuid } from "../../common/ids.js";
import { summarize, ticketTotal } from "../../common/money.js";
import { translate } from "../../common/translations.js";
import { BookingEntity } from "./booking.entity.js";
import { TicketEntity } from "./ticket.entity.js";
import { draftSecretMatches } from "./draft-secret.js";
import type {
  BookingHistoryEntryView,
  BookingSummaryView,
  BookingView,
  CheckoutResultView,
  ClientView,
  DraftView,
  TicketView,
} from "./booking.results.js";
import { queryRows } from "../../db/query-rows.js";
import { BOOKING_STATUSES, DRAFT_STATUSES, isOneOf } from "./booking-status.js";
import { callerHash } from "./draft-access.js";

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
          relations: { ticketType: true, addons: true },
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
          vat: row.vat,
          addons: tickets[index]!.addons,
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
    const [{ tickets, summary }, payments] = await Promise.all([
      this.tickets(row.id, language),
      this.dataSource.query(`SELECT status FROM payments WHERE booking_id = $1 ORDER BY created_at DESC, id LIMIT 1`, [row.id]) as Promise<
        Array<{ status: string }>
      >,
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
    };
  }

  private async toDraftView(row: BookingEntity, language: string): Promise<DraftView> {
    const { tickets, summary } = await this.tickets(row.id, language);
    return {
      uuid: row.id,
      occasionId: row.occasionId,
      status: row.status,
      paymentMethodId: row.paymentMethodId,
      expiresAt: row.expiresAt,
      tickets,
      client: this.client(row),
      summary,
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
      updatedAt: row.updatedAt,
    };
  }

  /** A booking's status transitions and edits, oldest first, with who made them. */
  async history(bookingId: string): Promise<BookingHistoryEntryView[]> {
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
      reason: row.reason,
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

  /** Bookings by event, occasion and status, newest first, a page at a time with the total count. */
  async list(
    filter: { eventId?: string | null; occasionId?: string | null; status?: string[] | null },
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
    const [rows, total] = await query.orderBy("booking.number", "DESC").skip(safeOffset).take(safeLimit).getManyAndCount();
    const parts = await this.ticketsOf(
      rows.map((row) => row.id),
      language,
    );
    return { items: rows.map((row) => this.bookingView(row, parts.get(row.id)!)), total, offset: safeOffset, limit: safeLimit };
  }
}
