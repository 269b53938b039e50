import type { DataSource } from "typeorm";
import { DomainError } from "../../common/errors.js";
import { maskIdentityNumber } from "../../common/identity-number.js";
import { parseUuid } from "../../common/ids.js";
import { summarize, ticketTotal } from "../../common/money.js";
import { translate } from "../../common/translations.js";
import { BookingEntity } from "./booking.entity.js";
import { TicketEntity } from "./ticket.entity.js";
import { draftSecretMatches } from "./draft-secret.js";
import type { BookingView, ClientView, DraftView, TicketView } from "./booking.results.js";

const DRAFT_STATUSES = new Set(["draft", "payment"]);

/** Reads of drafts and bookings with their tickets and summary. */
export class BookingReadService {
  constructor(private readonly dataSource: DataSource) {}

  private async tickets(bookingId: string, language: string) {
    const rows = await this.dataSource.getRepository(TicketEntity).find({
      where: { bookingId },
      relations: { ticketType: true, addons: true },
      order: { createdAt: "ASC", id: "ASC" },
    });
    const tickets: TicketView[] = rows.map((row) => {
      const addons = (row.addons ?? []).map((addon) => ({ addonId: addon.addonId, price: addon.price, vat: addon.vat }));
      return { id: row.id, spaceId: row.spaceId, ticketTypeId: row.ticketTypeId, price: row.price, vat: row.vat, addons, total: ticketTotal({ price: row.price, addons }) };
    });
    const summary = summarize(
      rows.map((row, index) => ({
        ticketId: row.id,
        ticketTypeId: row.ticketTypeId,
        ticketTypeName: translate(row.ticketType?.name, language) ?? "",
        price: row.price,
        vat: row.vat,
        addons: tickets[index]!.addons,
      })),
    );
    // The API's VAT rows are rate, amount and included VAT (SPEC section 3).
    return { tickets, summary: { ...summary, byVat: summary.byVat.map(({ rate, amount, vat }) => ({ rate, amount, vat })) } };
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
   * A draft (status draft or payment) for the holder of its cookie secret. A missing draft, a wrong
   * secret and a lapsed hold all answer the same 404, so a uuid reveals nothing.
   */
  async getDraft(uuid: string, secret: string | undefined, language: string, now = new Date()): Promise<DraftView> {
    const row = await this.dataSource.getRepository(BookingEntity).findOneBy({ id: parseUuid(uuid) });
    if (!row || !DRAFT_STATUSES.has(row.status) || !draftSecretMatches(secret, row.secretHash) || (row.expiresAt && row.expiresAt <= now)) {
      throw new DomainError("DRAFT_EXPIRED", "booking.expired");
    }
    return this.toDraftView(row, language);
  }

  /** The draft-shaped view of a booking in any status, for a caller already authorized (e.g. after confirm). */
  async draftView(id: string, language: string): Promise<DraftView> {
    const row = await this.dataSource.getRepository(BookingEntity).findOneBy({ id });
    if (!row) throw new DomainError("DRAFT_EXPIRED", "booking.expired");
    return this.toDraftView(row, language);
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

  /** A booking by id, for administrators and other systems (authorization is the caller's). */
  async getBooking(id: string, language: string): Promise<BookingView> {
    const row = await this.dataSource.getRepository(BookingEntity).findOneBy({ id: parseUuid(id) });
    if (!row) throw new DomainError("NOT_FOUND", "booking.notFound");
    const { tickets, summary } = await this.tickets(row.id, language);
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      occasionId: row.occasionId,
      createdAt: row.createdAt,
      paymentMethodId: row.paymentMethodId,
      expiresAt: row.expiresAt,
      price: row.total,
      tickets,
      client: this.client(row),
      summary,
    };
  }
}
