import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../../common/clock.js";
import { DomainError, validationFailed } from "../../../common/errors.js";
import { parseUuid } from "../../../common/ids.js";
import { inTransaction, withRetries } from "../../../common/transaction.js";
import { inUnitOfWork, previewInUnitOfWork, type UnitOfWork } from "../../../common/unit-of-work.js";
import { queryRows } from "../../../db/query-rows.js";
import { lockAtVersion } from "../../../db/versioned-row.js";
import type { MoneyLedger, RefundLine } from "../../payment/money-ledger.js";
import { BOX_OFFICE } from "../../payment/payment-methods.js";
import type { PaymentService } from "../../payment/payment.service.js";
import type { SettingsService } from "../../settings/settings.service.js";
import {
  CLIENT_FIELDS,
  HOLDING_STATUSES,
  isOneOf,
  REPRICEABLE_STATUSES,
  type BookingStatus,
  type ClientDetailsInput,
} from "@seatbooking/core";
import { validateClientDetails, validateWalkInClientDetails, type ClientDetailsWriter } from "../process/client-details.js";
import { parseInput } from "../../../common/request-input.js";
import { boxOfficeSaleSchema, spaceListSchema } from "./booking-admin.input.js";
import type { MessageKey } from "../../i18n/server-messages.js";
import type { BoxOfficeKind } from "../../payment/payment-methods.js";
import { newTicketCode } from "../tickets/ticket-code.js";
import type { BookingLifecycle } from "../process/lifecycle.js";
import { NO_VOUCHERS, type VoucherPort } from "../process/voucher-port.js";
import { priceFor, type SaleInfoCache } from "../draft/sale-info.js";

/** A sale at the box office: the places (by space, or each with its ticket type), how it was paid, the buyer. */
export interface BoxOfficeSale {
  spaceIds?: readonly string[] | null;
  places?: ReadonlyArray<{ spaceId: string; ticketTypeId: string }> | null;
  paymentKind?: BoxOfficeKind | null;
  /** A voucher code for the sale (VOUCHER_* when it does not apply). */
  voucherCode?: string | null;
  client: ClientDetailsInput;
}

const sum = (rows: ReadonlyArray<{ amount: number }>) => rows.reduce((total, row) => total + Number(row.amount), 0);

/** A change of a booking that may move money (BookingAdminService.preview tells what it would move). */
export type BookingChange =
  | { kind: "move"; ticketId: string; spaceId: string; laterDates?: boolean | null }
  | { kind: "retype"; ticketId: string; ticketTypeId: string }
  | { kind: "remove"; ticketId: string }
  | { kind: "cancel"; reason?: string | null }
  | { kind: "refund" };

export type { RefundDestination } from "../../payment/money-ledger.js";

/** The money a change would move. */
export interface MoneyPreview {
  refunds: RefundLine[];
  /** Cents the customer would owe more (the booking got dearer). */
  owes: number;
  /** Cents the venue would still hold of a booking that no longer holds places (a cancellation that keeps the money). */
  kept: number;
}

interface LockedBooking {
  id: string;
  occasion_id: string;
  status: BookingStatus;
}

/**
 * Bookings as the box office looks after them (administer_bookings): the client's details, a ticket moved
 * or removed, the booking cancelled. Every change is one transaction over the version the administrator's
 * form was loaded from, goes through the lifecycle and is recorded with who made it.
 */
export class BookingAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly payments: PaymentService,
    private readonly lifecycle: BookingLifecycle,
    private readonly saleInfo: SaleInfoCache,
    private readonly ledger: MoneyLedger,
    private readonly clientDetails: ClientDetailsWriter,
    private readonly vouchers: VoucherPort = NO_VOUCHERS,
  ) {}

  /** Locks the booking as of `version` (its updatedAt when the form was loaded): 409 when it changed since. */
  private lock(manager: EntityManager, id: string, version: Date): Promise<LockedBooking> {
    return lockAtVersion<LockedBooking>(manager, "bookings", "id, occasion_id, status", parseUuid(id), version, "booking.notFound");
  }

  /**
   * Replaces the client's details (validated as at checkout, with the settings' required fields). An
   * identity number left out keeps the stored one: forms only ever see it masked.
   */
  async updateClient(id: string, input: ClientDetailsInput, version: Date, actorUserId: string): Promise<void> {
    const now = this.clock.now();
    const settings = await this.settings.settingsEntity();
    await inTransaction(this.dataSource, async (manager) => {
      const booking = await this.lock(manager, id, version);
      const { anonymized, ...before } = (
        await queryRows<Record<(typeof CLIENT_FIELDS)[number], string | null> & { anonymized: boolean }>(
          manager,
          `SELECT firstname, lastname, email, phone, address, identity_number AS "identityNumber", message,
                  anonymized_at IS NOT NULL AS anonymized FROM bookings WHERE id = $1`,
          [booking.id],
        )
      )[0]!;
      // Said before the form's own messages: erased details are not asked for again.
      if (anonymized) throw new DomainError("INVALID_TRANSITION", "booking.anonymized");
      const validated = validateClientDetails({ ...input, identityNumber: input.identityNumber ?? before.identityNumber }, settings);
      // Identity numbers are asked only while the settings require them; one stored earlier is kept when they no longer do.
      const client = settings.requireIdentityNumber ? validated : { ...validated, identityNumber: before.identityNumber ?? null };
      const changed = CLIENT_FIELDS.filter((field) => (before[field] ?? null) !== (client[field] ?? null));
      if (changed.length === 0) return;
      await this.clientDetails.save(manager, booking.id, client, now);
      // The history names the fields, not their values: it is read by everyone who sees the booking.
      await this.lifecycle.recordChange(manager, { bookingId: booking.id, kind: "client", detail: { fields: changed }, actorUserId, now });
    });
  }

  /**
   * Moves a ticket to another space of the occasion: the new place is held before the old one is released. `laterDates`:
   * a season ticket's place moves on its later dates too (BookingLifecycle.moveOrderPlace), all or none.
   */
  async moveTicket(
    bookingId: string,
    ticketId: string,
    spaceId: string,
    version: Date,
    actorUserId: string,
    laterDates = false,
  ): Promise<void> {
    const change: BookingChange = { kind: "move", ticketId, spaceId, laterDates };
    if (laterDates) {
      const now = this.clock.now();
      const move = { bookingId: parseUuid(bookingId), ticketId: parseUuid(ticketId), toSpaceId: parseUuid(spaceId) };
      for (const place of await this.lifecycle.laterDatesToReclaim(this.dataSource, move))
        await inUnitOfWork(this.dataSource, (unit) => this.lifecycle.expireLapsed(unit, now, place));
    }
    await withRetries(() => inUnitOfWork(this.dataSource, (unit) => this.apply(unit, bookingId, version, change, actorUserId)));
  }

  /**
   * What `change` would do with the booking's money, decided by the command itself: it runs as it would and is rolled
   * back (previewInUnitOfWork), so what the administrator is told before confirming is what the command does.
   */
  async preview(bookingId: string, version: Date, change: BookingChange, actorUserId: string): Promise<MoneyPreview> {
    const id = parseUuid(bookingId);
    return previewInUnitOfWork(
      this.dataSource,
      async (unit) => {
        const before = await this.balanceOf(unit.manager, id);
        const movements = await queryRows<{ id: string }>(unit.manager, `SELECT id FROM money_movements WHERE booking_id = $1`, [id]);
        await this.apply(unit, bookingId, version, change, actorUserId);
        return { before, known: movements.map((row) => row.id) };
      },
      async (unit, { before, known }) => {
        const added = await queryRows<{ method: string; amount: number; status: string; whole: boolean }>(
          unit.manager,
          `SELECT method, amount, status, whole FROM money_movements
            WHERE booking_id = $1 AND kind = 'refund' AND NOT (id = ANY($2::uuid[])) ORDER BY created_at, id`,
          [id, known],
        );
        const after = await this.balanceOf(unit.manager, id);
        return {
          refunds: added.map((row) => ({
            method: row.method,
            amount: Number(row.amount),
            destination: this.ledger.destinationOf(row),
          })),
          owes: Math.max(0, after.balance) - Math.max(0, before.balance),
          // Parts of attempts still to be paid back are in `held` until they are: they are not kept.
          kept: after.holding ? 0 : Math.max(0, after.held - sum(added.filter((row) => !row.whole && row.status !== "refunded"))),
        };
      },
    );
  }

  sum = (rows: ReadonlyArray<{ amount: number }>) => rows.reduce((total, row) => total + Number(row.amount), 0);

  /** What the booking costs less what the venue holds of it (positive: the customer owes it), and what it holds. */
  private async balanceOf(manager: EntityManager, bookingId: string): Promise<{ balance: number; held: number; holding: boolean }> {
    const [row] = await queryRows<{ total: number; status: BookingStatus }>(manager, `SELECT total, status FROM bookings WHERE id = $1`, [
      bookingId,
    ]);
    if (!row) throw new DomainError("NOT_FOUND", "booking.notFound");
    const held = await this.ledger.held(manager, bookingId);
    const holding = isOneOf(row.status, HOLDING_STATUSES);
    return { balance: (holding ? Number(row.total) : 0) - held, held, holding };
  }

  /** Carries out one change that may move money, in the caller's unit (the command itself, or its preview). */
  private async apply(unit: UnitOfWork, bookingId: string, version: Date, change: BookingChange, actorUserId: string): Promise<void> {
    switch (change.kind) {
      case "move":
        return this.moveIn(unit, bookingId, change, version, actorUserId);
      case "retype":
        return this.retypeIn(unit, bookingId, change.ticketId, change.ticketTypeId, version, actorUserId);
      case "remove":
        return this.removeIn(unit, bookingId, change.ticketId, version, actorUserId);
      case "cancel":
        return this.cancelIn(unit, bookingId, version, actorUserId, change.reason ?? null);
      case "refund":
        return this.refundIn(unit, bookingId, version, actorUserId);
    }
  }

  private async moveIn(
    unit: UnitOfWork,
    bookingId: string,
    change: Extract<BookingChange, { kind: "move" }>,
    version: Date,
    actorUserId: string,
  ) {
    const id = parseUuid(bookingId);
    // A season ticket's dates are locked together first, by id (the order's lock order), before this one at its version.
    if (change.laterDates) {
      const [order] = await queryRows<{ order_id: string | null }>(unit.manager, `SELECT order_id FROM bookings WHERE id = $1`, [id]);
      if (order?.order_id) await this.lifecycle.lockOrder(unit.manager, order.order_id);
    }
    const booking = await this.lock(unit.manager, id, version);
    const move = {
      bookingId: booking.id,
      ticketId: parseUuid(change.ticketId),
      toSpaceId: parseUuid(change.spaceId),
      now: this.clock.now(),
      actorUserId,
    };
    if (change.laterDates) await this.lifecycle.moveOrderPlace(unit, move);
    else await this.lifecycle.moveTicket(unit, move);
  }

  /**
   * Removes a ticket (its place goes back on sale); removing the last one cancels the booking. What a paid booking
   * paid for it is refunded (through the provider where it can, after commit; BookingView.owed meanwhile).
   */
  async removeTicket(bookingId: string, ticketId: string, version: Date, actorUserId: string): Promise<void> {
    await inUnitOfWork(this.dataSource, (unit) => this.removeIn(unit, bookingId, ticketId, version, actorUserId));
  }

  private async removeIn(unit: UnitOfWork, bookingId: string, ticketId: string, version: Date, actorUserId: string): Promise<void> {
    const now = this.clock.now();
    const booking = await this.lock(unit.manager, bookingId, version);
    const [ticket] = await queryRows<{ id: string; space_id: string; price: number }>(
      unit.manager,
      `SELECT id, space_id, price FROM tickets WHERE id = $1 AND booking_id = $2`,
      [parseUuid(ticketId), booking.id],
    );
    if (!ticket) throw new DomainError("NOT_FOUND", "booking.ticketNotFound");
    await this.lifecycle.removeTickets(unit, {
      bookingId: booking.id,
      ticketIds: [ticket.id],
      reason: "ticket removed by the box office",
      lastReason: "last ticket removed by the box office",
      actorUserId,
      now,
      record: { kind: "ticket_removed", detail: { ticketId: ticket.id, spaceId: ticket.space_id, price: ticket.price } },
    });
  }

  /**
   * Changes a ticket's type and reprices it from the occasion's price list. A paid booking that got
   * cheaper is owed the difference back (refunded through the provider where it can, after commit); one
   * that got dearer shows a positive balance, collected at the box office (collectBalance).
   */
  async changeTicketType(bookingId: string, ticketId: string, ticketTypeId: string, version: Date, actorUserId: string): Promise<void> {
    await inUnitOfWork(this.dataSource, (unit) => this.retypeIn(unit, bookingId, ticketId, ticketTypeId, version, actorUserId));
  }

  private async retypeIn(
    unit: UnitOfWork,
    bookingId: string,
    ticketId: string,
    ticketTypeId: string,
    version: Date,
    actorUserId: string,
  ): Promise<void> {
    const now = this.clock.now();
    const { manager } = unit;
    const booking = await this.lock(manager, bookingId, version);
    if (!isOneOf(booking.status, REPRICEABLE_STATUSES)) throw new DomainError("INVALID_TRANSITION", "booking.invalidTransition");
    const [ticket] = await queryRows<{
      id: string;
      ticket_type_id: string;
      price: number;
      space_id: string;
      voucher_code_id: string | null;
    }>(manager, `SELECT id, ticket_type_id, price, space_id, voucher_code_id FROM tickets WHERE id = $1 AND booking_id = $2`, [
      parseUuid(ticketId),
      booking.id,
    ]);
    if (!ticket) throw new DomainError("NOT_FOUND", "booking.ticketNotFound");
    const typeId = parseUuid(ticketTypeId);
    const info = await this.saleInfo.get(booking.occasion_id, manager);
    const price = info ? priceFor(info, typeId, ticket.space_id) : undefined;
    if (!price) throw validationFailed({ ticketTypeId: "booking.noPrice" });
    if (typeId === ticket.ticket_type_id) return;
    // A discounted ticket keeps its code's discount when the code covers the new type, repriced by it; otherwise it is
    // at the new type's list price and, with no discounted ticket left, the booking's use of the code is given back.
    const voucher = await this.vouchers.priceRetyped(unit, { ticketId: ticket.id, ticketTypeId: typeId, listPrice: price.price });
    const charged = voucher?.price ?? price.price;
    await this.lifecycle.retypeTicket(unit, {
      bookingId: booking.id,
      ticketId: ticket.id,
      ticketTypeId: typeId,
      price: charged,
      vat: price.vat,
      voucher,
      reason: "ticket repriced by the box office",
      actorUserId,
      now,
      record: {
        kind: "ticket_retyped",
        detail: {
          ticketId: ticket.id,
          fromTicketTypeId: ticket.ticket_type_id,
          toTicketTypeId: typeId,
          fromPrice: ticket.price,
          toPrice: charged,
        },
      },
    });
    if (ticket.voucher_code_id && !voucher) await this.vouchers.discountDropped(unit, booking.id);
  }

  /** Takes what a booked booking owes after a change (a positive balance) at the box office. */
  async collectBalance(bookingId: string, version: Date, actorUserId: string): Promise<void> {
    const now = this.clock.now();
    await inTransaction(this.dataSource, async (manager) => {
      const booking = await this.lock(manager, bookingId, version);
      if (!isOneOf(booking.status, REPRICEABLE_STATUSES)) throw new DomainError("INVALID_TRANSITION", "booking.invalidTransition");
      const owing = (await this.priceOf(manager, booking.id)) - (await this.ledger.held(manager, booking.id));
      if (owing <= 0) throw new DomainError("INVALID_TRANSITION", "booking.nothingToCollect");
      await this.payments.recordBoxOfficePayment(manager, booking.id, owing, now);
      await this.lifecycle.recordChange(manager, {
        bookingId: booking.id,
        kind: "balance_collected",
        detail: { amount: owing },
        actorUserId,
        now,
      });
    });
  }

  private async priceOf(manager: EntityManager, bookingId: string): Promise<number> {
    const [row] = await queryRows<{ total: number }>(manager, `SELECT total FROM bookings WHERE id = $1`, [bookingId]);
    return Number(row?.total ?? 0);
  }

  /** Cancels a booking: an open payment attempt is voided, its places go back on sale at once; payments stay as they are. */
  async cancel(id: string, version: Date, actorUserId: string, reason: string | null): Promise<void> {
    await inUnitOfWork(this.dataSource, (unit) => this.cancelIn(unit, id, version, actorUserId, reason));
  }

  private async cancelIn(unit: UnitOfWork, id: string, version: Date, actorUserId: string, reason: string | null): Promise<void> {
    const booking = await this.lock(unit.manager, id, version);
    await this.lifecycle.cancel(unit, {
      bookingId: booking.id,
      reason: reason?.trim() || "cancelled by the box office",
      actorUserId,
      now: this.clock.now(),
      refund: "keep",
      notice: { cause: "venue" },
    });
  }

  /**
   * The ticket type new places get when no type is chosen (the occasion's first on sale, else the first there
   * is), priced per place (price zones).
   */
  private async placePrice(manager: EntityManager, occasionId: string, free: boolean) {
    const info = await this.saleInfo.get(occasionId, manager);
    const ticketTypeId = info?.defaultTicketTypeId ?? null;
    if (ticketTypeId) {
      return (spaceId: string) => {
        const price = priceFor(info!, ticketTypeId, spaceId)!;
        return { ticketTypeId, price: free ? 0 : price.price, vat: price.vat };
      };
    }
    if (!free) throw validationFailed({ spaceIds: "booking.noPrice" });
    const types = await queryRows<{ id: string; vat: string }>(
      manager,
      `SELECT id, vat FROM ticket_types ORDER BY position, product_code LIMIT 1`,
    );
    if (!types[0]) throw validationFailed({ spaceIds: "booking.noPrice" });
    const type = { ticketTypeId: types[0].id, price: 0, vat: Number(types[0].vat) };
    return () => type;
  }

  /**
   * A cancelled occasion sells nothing, not even at the box office. The share lock orders a sale against a
   * cancellation (which locks the row for update): a sale committed first is refunded by the cancellation's job.
   */
  private async refuseCancelled(manager: EntityManager, occasionId: string): Promise<void> {
    const [occasion] = await queryRows<{ status: string }>(manager, `SELECT status FROM occasions WHERE id = $1 FOR SHARE`, [occasionId]);
    if (occasion?.status === "cancelled") throw new DomainError("NOT_BOOKABLE", "booking.occasionCancelled");
  }

  /** House seats: the places are held back from sale in a `locked` booking (all of them, or none: 409). */
  async lockSpaces(occasionIdInput: string, spaceIds: readonly string[], actorUserId: string): Promise<string> {
    const occasionId = parseUuid(occasionIdInput);
    const ids = parseInput(spaceListSchema, spaceIds, "spaceIds");
    const now = this.clock.now();
    return withRetries(() =>
      inUnitOfWork(this.dataSource, async (unit) => {
        await this.refuseCancelled(unit.manager, occasionId);
        const typeOf = await this.placePrice(unit.manager, occasionId, true);
        return this.lifecycle.createHeldBooking(unit, {
          occasionId,
          kind: "house_seats",
          places: ids.map((spaceId) => ({ spaceId, ...typeOf(spaceId), code: newTicketCode() })),
          paymentMethodId: null,
          reason: "house seats locked",
          actorUserId,
          now,
        });
      }),
    );
  }

  /** Gives locked house seats back to sale; a locked booking left without places is cancelled. Returns how many were released. */
  async releaseSpaces(occasionIdInput: string, spaceIds: readonly string[], actorUserId: string): Promise<number> {
    const occasionId = parseUuid(occasionIdInput);
    const ids = parseInput(spaceListSchema, spaceIds, "spaceIds");
    const now = this.clock.now();
    return inUnitOfWork(this.dataSource, async (unit) => {
      const locked = await queryRows<{ booking_id: string; ticket_id: string }>(
        unit.manager,
        `SELECT b.id AS booking_id, t.id AS ticket_id FROM bookings b JOIN tickets t ON t.booking_id = b.id
          WHERE b.occasion_id = $1 AND b.status = 'locked' AND t.space_id = ANY($2::uuid[]) ORDER BY b.id FOR UPDATE OF b`,
        [occasionId, ids],
      );
      for (const bookingId of new Set(locked.map((row) => row.booking_id))) {
        const mine = locked.filter((row) => row.booking_id === bookingId).map((row) => row.ticket_id);
        await this.lifecycle.removeTickets(unit, {
          bookingId,
          ticketIds: mine,
          reason: "house seats released",
          lastReason: "house seats released",
          actorUserId,
          now,
          record: { kind: "tickets_released", detail: { ticketIds: mine } },
        });
      }
      return locked.length;
    });
  }

  /**
   * A sale at the box office on a customer's behalf: the places (all or none, 409), each as the ticket type chosen
   * for it at the occasion's price there (a type with no price there is a field error), or by `spaceIds` as the
   * default type; the buyer's details (a walk-in may give none); booked at once and paid at the box office
   * (payment method `box_office`, with how: cash, card or invoice, required for a paid sale by ticket type).
   */
  async createBoxOfficeBooking(occasionIdInput: string, sale: BoxOfficeSale, actorUserId: string): Promise<string> {
    const occasionId = parseUuid(occasionIdInput);
    const chosen = this.salePlaces(sale);
    const now = this.clock.now();
    const settings = await this.settings.settingsEntity();
    // A walk-in may leave every detail empty; what is given is checked as at checkout.
    const client = validateWalkInClientDetails(sale.client, settings);
    return withRetries(() =>
      inUnitOfWork(this.dataSource, async (unit) => {
        const { manager } = unit;
        await this.refuseCancelled(manager, occasionId);
        const listed = chosen.typed
          ? await this.typedPlaces(manager, occasionId, chosen.typed)
          : await this.defaultTypedPlaces(manager, occasionId, chosen.spaceIds);
        const voucher = sale.voucherCode?.trim()
          ? await this.vouchers.priceSale(unit, { code: sale.voucherCode, occasionId, places: listed, now })
          : null;
        const places = voucher?.places ?? listed;
        const total = places.reduce((sum, place) => sum + place.price, 0);
        // A sale by ticket type says how it was paid; the older spaceIds form may leave it out.
        if (total > 0 && chosen.typed && !sale.paymentKind) throw validationFailed({ paymentKind: "validation.paymentKind" });
        const id = await this.lifecycle.createHeldBooking(unit, {
          occasionId,
          kind: "box_office_sale",
          places,
          client,
          paymentMethodId: BOX_OFFICE,
          reason: "sold at the box office",
          actorUserId,
          now,
        });
        // The code's use is taken after the places (the lock order: counters, then codes); none left rolls the sale back.
        if (voucher) await this.vouchers.redeemSale(unit, { bookingId: id, codeId: voucher.codeId, email: client.email ?? null, now });
        if (total > 0) await this.payments.recordBoxOfficePayment(manager, id, total, now, sale.paymentKind ?? null);
        return id;
      }),
    );
  }

  /** The sale's places: exactly one of `spaceIds` (the default ticket type) and `places` (a ticket type each). */
  private salePlaces(sale: BoxOfficeSale): { spaceIds: string[]; typed: null } | { spaceIds: null; typed: Map<string, string> } {
    const { spaceIds, places } = parseInput(boxOfficeSaleSchema, sale);
    return places ? { spaceIds: null, typed: places } : { spaceIds: spaceIds!, typed: null };
  }

  private async defaultTypedPlaces(manager: EntityManager, occasionId: string, spaceIds: string[]) {
    const typeOf = await this.placePrice(manager, occasionId, false);
    return spaceIds.map((spaceId) => ({ spaceId, ...typeOf(spaceId), code: newTicketCode() }));
  }

  /** Each place as the ticket type chosen for it, at the occasion's price for that type in the place's zone. */
  private async typedPlaces(manager: EntityManager, occasionId: string, typed: Map<string, string>) {
    const info = await this.saleInfo.get(occasionId, manager);
    const errors: Record<string, MessageKey> = {};
    const places = [...typed].map(([spaceId, ticketTypeId], index) => {
      const price = info ? priceFor(info, ticketTypeId, spaceId) : undefined;
      if (!price) errors[`places.${index}.ticketTypeId`] = "booking.noPrice";
      return { spaceId, ticketTypeId, price: price?.price ?? 0, vat: price?.vat ?? 0, code: newTicketCode() };
    });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return places;
  }

  /**
   * Refunds a booked booking: its places go back on sale, every paid attempt is owed back, and providers
   * with a refund API (Paytrail, Visma Pay) are asked to pay it back after commit; money taken at the box
   * office is handed back there. What no provider refunds stays listed as owed (paymentIssues).
   */
  async refund(id: string, version: Date, actorUserId: string): Promise<void> {
    await inUnitOfWork(this.dataSource, (unit) => this.refundIn(unit, id, version, actorUserId));
  }

  private async refundIn(unit: UnitOfWork, id: string, version: Date, actorUserId: string): Promise<void> {
    const booking = await this.lock(unit.manager, id, version);
    await this.lifecycle.refund(unit, {
      bookingId: booking.id,
      reason: "refunded",
      actorUserId,
      now: this.clock.now(),
      notice: { cause: "venue" },
    });
  }
}
