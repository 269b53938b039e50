import { splitPassPrice } from "@seatbooking/core";
import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../../common/clock.js";
import { DomainError } from "../../../common/errors.js";
import { parseUuid } from "../../../common/ids.js";
import { inUnitOfWork } from "../../../common/unit-of-work.js";
import { queryRows } from "../../../db/query-rows.js";
import { holds as holdMetrics } from "../../../common/metrics.js";
import type { RateLimiter } from "../../access/rate-limiter.js";
import { isSeriesOnSale, loadSeriesSale, passPriceFor, type SeriesSale } from "../../series/series-sale.js";
import type { BookingReadService } from "../booking-read.service.js";
import { callerHash, type DraftCaller } from "../draft/draft-access.js";
import { hashDraftSecret, newDraftSecret } from "../draft/draft-secret.js";
import type { DraftLimits } from "../draft/draft.service.js";
import { heldBackNow, presaleCampaignsNow, type SaleInfoCache } from "../draft/sale-info.js";
import { NO_WAITING_ROOMS, type AdmissionPort, type CheckedAdmission } from "../process/admission-port.js";
import type { BookingLifecycle, HoldOutcome, PlaceHold } from "../process/lifecycle.js";
import { newTicketCode } from "../tickets/ticket-code.js";
import type { SeriesOrderResultView, SeriesOrderView } from "./series-order.results.js";

/** The places a pass could not have because they are full on some date: reclaimed once, then refused. */
class FullOnSomeDate extends Error {
  constructor(readonly full: Array<{ occasionId: string; spaceId: string }>) {
    super("full on some date");
  }
}

/**
 * Season tickets as visitors buy them (issue 38): places of a series held on every one of its dates at once, as an
 * order of one draft per date. All of a request's places on all dates are taken in one transaction through the one
 * hold path (hold_place, batched), or none: never a pass with a gap. The order's drafts share the caller's draft
 * cookie, so each date is a booking like any other (its own tickets, check-in and PDF) while the order moves as one.
 */
export class SeriesPassService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly limits: DraftLimits,
    private readonly saleInfo: SaleInfoCache,
    private readonly rateLimiter: RateLimiter,
    private readonly reads: BookingReadService,
    private readonly lifecycle: BookingLifecycle,
    private readonly admissions: AdmissionPort = NO_WAITING_ROOMS,
  ) {}

  /**
   * Holds `spaceIds` on every date of the series: in the caller's order `orderUuid` when given (its places are added
   * to), else in a new order. Answers the order's uuid and the secret for the draft cookie.
   */
  async hold(
    seriesIdInput: string,
    spaceIdInputs: readonly string[],
    caller: DraftCaller & { clientKey: string },
    orderUuid?: string | null,
  ): Promise<{ orderUuid: string; secret: string }> {
    const seriesId = parseUuid(seriesIdInput);
    const spaceIds = [...new Set(spaceIdInputs.map((id) => parseUuid(id)))].sort();
    if (spaceIds.length === 0) throw new DomainError("BAD_USER_INPUT", "series.placesRequired");
    if (spaceIds.length > this.limits.maxTicketsPerDraft)
      throw new DomainError("TOO_MANY_TICKETS", "series.tooManyPlaces", { max: this.limits.maxTicketsPerDraft });
    const orderId = orderUuid ? parseUuid(orderUuid) : null;
    if (orderId && !caller.secret) throw new DomainError("DRAFT_EXPIRED", "booking.expired");
    const now = this.clock.now();
    const sale = await loadSeriesSale(this.dataSource, seriesId);
    if (!sale) throw new DomainError("NOT_FOUND", "errors.notFound");
    if (!isSeriesOnSale(sale, now)) throw new DomainError("NOT_BOOKABLE", "series.notOnSale");
    // Every call, not only a new order's: each one costs a hold per place and date.
    await this.rateLimiter.hit(`series-hold:${caller.clientKey}`, this.limits.bookRateLimitPerMinute);
    await this.refuseHeldBack(sale, spaceIds, now);
    const gated = await this.datesBehindWaitingRooms(sale);
    const admitted = gated.length > 0 && !orderId ? await this.admissionForNewOrder(gated, caller) : null;
    // A place taken on some date is refused from one read; only holders that have lapsed are reclaimed first.
    await this.reclaim(await this.unavailable(sale, spaceIds, now), now);
    const secret = caller.secret ?? newDraftSecret();
    const held = await this.holdAll({ sale, spaceIds, secret, caller, orderId, now, gated, admitted }).catch((error: unknown) => {
      throw error instanceof FullOnSomeDate ? new DomainError("SPACE_OCCUPIED", "series.placeTaken") : error;
    });
    holdMetrics.inc({ result: "held" }, spaceIds.length * sale.dates.length);
    return { orderUuid: held, secret };
  }

  /** The series' dates behind a waiting room now (issue 39). */
  private async datesBehindWaitingRooms(sale: SeriesSale): Promise<string[]> {
    const on = await Promise.all(sale.dates.map((date) => this.admissions.isOn(date.occasionId)));
    return sale.dates.filter((_, index) => on[index]).map((date) => date.occasionId);
  }

  /**
   * A new season ticket on a series with dates behind waiting rooms: the browser's admission to one of those dates opens
   * it (bound to that date's booking, one order per admission); without one it is refused as a draft of the date would be.
   */
  private async admissionForNewOrder(gated: string[], caller: DraftCaller): Promise<CheckedAdmission | null> {
    let refusal: unknown;
    for (const occasionId of gated) {
      try {
        return await this.admissions.forNewDraft(occasionId, caller.admission);
      } catch (error) {
        refusal = error;
      }
    }
    throw refusal;
  }

  /**
   * The (date, place) pairs a pass cannot have now, in one read: NOT_FOUND for a place not on the series' plan,
   * SPACE_OCCUPIED for one full on some date with no lapsed holder; answers the full pairs whose holders have lapsed
   * (what a reclaim frees).
   */
  private async unavailable(sale: SeriesSale, spaceIds: string[], now: Date): Promise<Array<{ occasionId: string; spaceId: string }>> {
    const rows = await queryRows<{ occasion_id: string; space_id: string; free: boolean; lapsed: boolean }>(
      this.dataSource,
      `SELECT os.occasion_id, os.space_id, os.held < os.max_tickets AS free,
              EXISTS (SELECT 1 FROM tickets t JOIN bookings b ON b.id = t.booking_id
                       WHERE t.occasion_id = os.occasion_id AND t.space_id = os.space_id
                         AND b.status IN ('draft', 'payment', 'renewable') AND b.expires_at <= $3) AS lapsed
         FROM occasion_spaces os WHERE os.occasion_id = ANY($1::uuid[]) AND os.space_id = ANY($2::uuid[])`,
      [sale.dates.map((date) => date.occasionId), spaceIds, now],
    );
    if (rows.length !== spaceIds.length * sale.dates.length) throw new DomainError("NOT_FOUND", "series.placeNotFound");
    if (rows.some((row) => !row.free && !row.lapsed)) throw new DomainError("SPACE_OCCUPIED", "series.placeTaken");
    return rows.filter((row) => !row.free).map((row) => ({ occasionId: row.occasion_id, spaceId: row.space_id }));
  }

  /**
   * A place held back for wheelchair users on any date is refused (a pass has no accessible path yet), as is one held
   * back for a campaign's codes (a presale sells single dates).
   */
  private async refuseHeldBack(sale: SeriesSale, spaceIds: string[], now: Date): Promise<void> {
    for (const date of sale.dates) {
      const info = await this.saleInfo.get(date.occasionId);
      if (!info) throw new DomainError("NOT_FOUND", "errors.notFound");
      for (const spaceId of spaceIds) {
        if (presaleCampaignsNow(info, spaceId, now).length > 0) throw new DomainError("SPACE_HELD_FOR_CODE", "voucher.heldForCode");
        const heldBack = heldBackNow(info, spaceId, now);
        if (heldBack)
          throw new DomainError("CONFLICT", heldBack.kind === "place" ? "booking.accessibleNeedRequired" : "booking.companionNeedsPlace");
      }
    }
  }

  /** One transaction: the order (made when new) and every place on every date, all or none. Answers the order's id. */
  private holdAll(request: {
    sale: SeriesSale;
    spaceIds: string[];
    secret: string;
    caller: DraftCaller & { clientKey: string };
    orderId: string | null;
    now: Date;
    gated: string[];
    admitted: CheckedAdmission | null;
  }): Promise<string> {
    const { sale, spaceIds, secret, caller, now } = request;
    const secretHash = hashDraftSecret(secret);
    return inUnitOfWork(this.dataSource, async (unit) => {
      // The series' dates as they are now, kept so while this transaction runs (an administrator's change waits for it).
      const dates = await queryRows<{ occasion_id: string }>(
        unit.manager,
        `SELECT so.occasion_id FROM series s JOIN series_occasions so ON so.series_id = s.id WHERE s.id = $1 FOR SHARE OF s`,
        [sale.seriesId],
      );
      if (
        !sameDates(
          dates.map((row) => row.occasion_id),
          sale,
        )
      )
        throw new DomainError("CONFLICT", "series.changedMeanwhile");
      let orderId = request.orderId;
      let bookingOf: Map<string, string>;
      if (orderId) {
        bookingOf = await this.accessibleOrder(unit.manager, orderId, sale, secretHash, now);
        for (const occasionId of request.gated) await this.admissions.forDraft(occasionId, bookingOf.get(occasionId)!, caller.admission);
      } else {
        const expiresAt = new Date(now.getTime() + this.limits.draftExpirySeconds * 1000);
        const drafts = sale.dates.map((date) => ({
          occasionId: date.occasionId,
          secretHash,
          expiresAt,
          language: caller.language,
          clientKey: caller.clientKey,
          now,
        }));
        const created = await this.lifecycle.createOrderDrafts(unit, { kind: "series_pass", seriesId: sale.seriesId, drafts, now });
        orderId = created.orderId;
        bookingOf = new Map(sale.dates.map((date, index) => [date.occasionId, created.bookingIds[index]!]));
        if (request.admitted) await this.admissions.bind(unit.manager, request.admitted, bookingOf.get(request.admitted.occasionId)!);
      }
      const holds: PlaceHold[] = [];
      for (const spaceId of spaceIds) {
        const ticketTypeId = sale.defaultTicketTypeId!;
        const pass = passPriceFor(sale, ticketTypeId, spaceId)!;
        const shares = splitPassPrice(pass.price, sale.dates.length);
        sale.dates.forEach((date, index) =>
          holds.push({
            bookingId: bookingOf.get(date.occasionId)!,
            secretHash,
            occasionId: date.occasionId,
            spaceId,
            ticketTypeId,
            price: shares[index]!,
            vat: pass.vat,
            code: newTicketCode(),
            now,
          }),
        );
      }
      const results = await this.lifecycle.holdOrder(unit, orderId, holds);
      const full = holds.filter((_, index) => results[index]!.outcome === "full");
      // Thrown, so the transaction rolls back and nothing of the request stays held.
      if (full.length > 0) throw new FullOnSomeDate(full.map((hold) => ({ occasionId: hold.occasionId, spaceId: hold.spaceId })));
      const refused = results.find((result) => result.outcome !== "held");
      if (refused) throw this.holdRefusal(refused.outcome as Exclude<HoldOutcome, "held" | "full">);
      return orderId;
    });
  }

  /** The caller's live order of this series: its bookings by date; the same 404 as a lapsed draft otherwise. */
  private async accessibleOrder(
    manager: EntityManager,
    orderId: string,
    sale: SeriesSale,
    secretHash: string,
    now: Date,
  ): Promise<Map<string, string>> {
    const bookings = await this.lifecycle.lockOrder(manager, orderId, { secretHash, now });
    const [order] = await queryRows<{ series_id: string | null }>(manager, `SELECT series_id FROM orders WHERE id = $1`, [orderId]);
    if (order?.series_id !== sale.seriesId || bookings.length === 0 || !bookings.every((booking) => booking.editable))
      throw new DomainError("DRAFT_EXPIRED", "booking.expired");
    if (
      !sameDates(
        bookings.map((booking) => booking.occasion_id),
        sale,
      )
    )
      throw new DomainError("CONFLICT", "series.changedMeanwhile");
    return new Map(bookings.map((booking) => [booking.occasion_id, booking.id]));
  }

  /**
   * Reclaims the lapsed holds of full places, each pair in a transaction of its own with no counter held before it
   * (expireLapsed locks the holders' bookings, then the counters), in the counters' order.
   */
  private async reclaim(full: Array<{ occasionId: string; spaceId: string }>, now: Date): Promise<void> {
    const pairs = [...full].sort((a, b) => a.occasionId.localeCompare(b.occasionId) || a.spaceId.localeCompare(b.spaceId));
    for (const pair of pairs) await inUnitOfWork(this.dataSource, (unit) => this.lifecycle.expireLapsed(unit, now, pair));
  }

  private holdRefusal(outcome: Exclude<HoldOutcome, "held" | "full">): DomainError {
    switch (outcome) {
      case "missing":
        return new DomainError("DRAFT_EXPIRED", "booking.expired");
      case "payment":
        return new DomainError("PAYMENT_PENDING", "booking.paymentPending");
      case "too_many":
        return new DomainError("TOO_MANY_TICKETS", "series.tooManyPlaces", { max: this.limits.maxTicketsPerDraft });
      case "address_limit":
        return new DomainError("TOO_MANY_HELD", "booking.tooManyHeldFromAddress", { max: this.limits.maxHeldPerAddressPerOccasion });
    }
  }

  /** The caller's order: its dates' drafts (tickets, shares of the price), its places and total. */
  async read(orderUuid: string, caller: DraftCaller, now = this.clock.now()): Promise<SeriesOrderView> {
    const orderId = parseUuid(orderUuid);
    const hash = callerHash(caller);
    const rows = await queryRows<{
      id: string;
      number: number;
      series_id: string;
      booking_id: string;
      status: string;
      expires_at: Date | null;
    }>(
      this.dataSource,
      `SELECT o.id, o.number, o.series_id, b.id AS booking_id, b.status, b.expires_at
         FROM orders o JOIN bookings b ON b.order_id = o.id JOIN occasions oc ON oc.id = b.occasion_id
        WHERE o.id = $1 AND draft_access(b.status, b.secret_hash, b.expires_at, $2, $3)
        ORDER BY oc.start_time, oc.id`,
      [orderId, hash, now],
    );
    if (rows.length === 0) throw new DomainError("DRAFT_EXPIRED", "booking.expired");
    const dates = await Promise.all(rows.map((row) => this.reads.getDraft(row.booking_id, caller.secret, caller.language, now)));
    return {
      uuid: orderId,
      number: rows[0]!.number,
      seriesId: rows[0]!.series_id,
      status: rows[0]!.status,
      expiresAt: rows[0]!.expires_at,
      spaceIds: [...new Set(dates.flatMap((date) => date.tickets.map((ticket) => ticket.spaceId)))].sort(),
      total: dates.reduce((sum, date) => sum + date.summary.total, 0),
      voucherCode: dates.find((date) => date.voucherCode)?.voucherCode ?? null,
      dates,
    };
  }

  /**
   * Where the caller's order stands after checkout, in any status (its result pages): each date's booking as checkout's
   * result reads it, and the one payment's status. The same 404 as a lapsed draft for another's order.
   */
  async result(orderUuid: string, caller: DraftCaller): Promise<SeriesOrderResultView> {
    const orderId = parseUuid(orderUuid);
    const rows = await queryRows<{ number: number; series_id: string; booking_id: string; payment_status: string | null }>(
      this.dataSource,
      `SELECT o.number, o.series_id, b.id AS booking_id,
              (SELECT p.status FROM payment_shares s JOIN payments p ON p.id = s.payment_id
                WHERE s.booking_id = b.id ORDER BY p.created_at DESC, p.id LIMIT 1) AS payment_status
         FROM orders o JOIN bookings b ON b.order_id = o.id JOIN occasions oc ON oc.id = b.occasion_id
        WHERE o.id = $1 AND $2::varchar IS NOT NULL AND b.secret_hash = $2
        ORDER BY oc.start_time, oc.id`,
      [orderId, callerHash(caller)],
    );
    if (rows.length === 0) throw new DomainError("DRAFT_EXPIRED", "booking.expired");
    const dates = await Promise.all(rows.map((row) => this.reads.getCheckoutResult(row.booking_id, caller.secret, caller.language)));
    return {
      uuid: orderId,
      number: rows[0]!.number,
      seriesId: rows[0]!.series_id,
      status: orderStatus(dates.map((date) => date.status)),
      paymentStatus: rows.find((row) => row.payment_status)?.payment_status ?? null,
      total: dates.reduce((sum, date) => sum + date.summary.total, 0),
      dates,
    };
  }

  /**
   * Cancels the caller's order while it is a draft: every date's booking still in it gives its places back (a date that
   * lapsed on its own is already gone).
   */
  async cancel(orderUuid: string, caller: DraftCaller): Promise<void> {
    const orderId = parseUuid(orderUuid);
    const hash = callerHash(caller);
    const now = this.clock.now();
    await inUnitOfWork(this.dataSource, async (unit) => {
      const bookings = await this.lifecycle.lockOrder(unit.manager, orderId, { secretHash: hash, now });
      const live = bookings.filter((booking) => booking.editable);
      if (live.length === 0) throw new DomainError("DRAFT_EXPIRED", "booking.expired");
      for (const booking of live.sort((a, b) => a.occasion_id.localeCompare(b.occasion_id)))
        await this.lifecycle.cancel(unit, {
          bookingId: booking.id,
          reason: "cancelled by visitor",
          actorUserId: null,
          now,
          refund: "keep",
        });
    });
  }

  /** Gives a place of the caller's order back on every date; the last place's removal ends the order (null then). */
  async removePlace(orderUuid: string, spaceIdInput: string, caller: DraftCaller): Promise<SeriesOrderView | null> {
    const orderId = parseUuid(orderUuid);
    const spaceId = parseUuid(spaceIdInput);
    const hash = callerHash(caller);
    const now = this.clock.now();
    if (!hash) throw new DomainError("DRAFT_EXPIRED", "booking.expired");
    const ended = await inUnitOfWork(this.dataSource, async (unit) => {
      const bookings = await this.lifecycle.lockOrder(unit.manager, orderId, { secretHash: hash, now });
      if (bookings.length === 0 || !bookings.every((booking) => booking.editable))
        throw new DomainError("DRAFT_EXPIRED", "booking.expired");
      const tickets = await queryRows<{ id: string; booking_id: string }>(
        unit.manager,
        `SELECT id, booking_id FROM tickets WHERE booking_id = ANY($1::uuid[]) AND space_id = $2`,
        [bookings.map((booking) => booking.id), spaceId],
      );
      if (tickets.length === 0) throw new DomainError("NOT_FOUND", "booking.ticketNotFound");
      let cancelled = false;
      // Each date's counter in the counters' (occasion, space) order, as every other writer takes them.
      for (const booking of [...bookings].sort((a, b) => a.occasion_id.localeCompare(b.occasion_id))) {
        const removed = await this.lifecycle.removeTickets(unit, {
          bookingId: booking.id,
          ticketIds: tickets.filter((ticket) => ticket.booking_id === booking.id).map((ticket) => ticket.id),
          reason: "ticket removed by visitor",
          lastReason: "last ticket removed",
          actorUserId: null,
          now,
          record: null,
        });
        cancelled ||= removed.cancelled;
      }
      return cancelled;
    });
    return ended ? null : this.read(orderId, caller, now);
  }
}

/** Whether `occasionIds` are exactly the series' dates as the sale was read. */
function sameDates(occasionIds: readonly string[], sale: SeriesSale): boolean {
  const dates = new Set(sale.dates.map((date) => date.occasionId));
  return occasionIds.length === dates.size && occasionIds.every((id) => dates.has(id));
}

/** An order's status: its dates' (they move together), or the most common when a date was cancelled on its own. */
function orderStatus(statuses: string[]): string {
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}
