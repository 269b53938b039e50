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
import { heldBackNow, type SaleInfoCache } from "../draft/sale-info.js";
import type { BookingLifecycle, HoldOutcome, PlaceHold } from "../process/lifecycle.js";
import { newTicketCode } from "../tickets/ticket-code.js";
import type { SeriesOrderView } from "./series-order.results.js";

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
    await this.refuseUnavailable(sale, spaceIds, now);
    const secret = caller.secret ?? newDraftSecret();
    if (!orderId) await this.rateLimiter.hit(`book:${caller.clientKey}`, this.limits.bookRateLimitPerMinute);
    const request = { sale, spaceIds, secret, caller, orderId, now };
    let held: string;
    try {
      held = await this.holdAll(request);
    } catch (error) {
      if (!(error instanceof FullOnSomeDate)) throw error;
      // Lapsed holds stop counting at their expiry: reclaim them, with no counter locked yet, and try once more.
      const reclaimed = await this.reclaim(error.full, now);
      if (!reclaimed) throw new DomainError("SPACE_OCCUPIED", "series.placeTaken");
      held = await this.holdAll(request).catch((again: unknown) => {
        throw again instanceof FullOnSomeDate ? new DomainError("SPACE_OCCUPIED", "series.placeTaken") : again;
      });
    }
    holdMetrics.inc({ result: "held" }, spaceIds.length * sale.dates.length);
    return { orderUuid: held, secret };
  }

  /** The places must be the plan's, and not held back for wheelchair users on any date (a pass has no accessible path yet). */
  private async refuseUnavailable(sale: SeriesSale, spaceIds: string[], now: Date): Promise<void> {
    const known = await queryRows<{ n: number }>(
      this.dataSource,
      `SELECT count(*)::int AS n FROM occasion_spaces WHERE occasion_id = ANY($1::uuid[]) AND space_id = ANY($2::uuid[])`,
      [sale.dates.map((date) => date.occasionId), spaceIds],
    );
    if (known[0]!.n !== spaceIds.length * sale.dates.length) throw new DomainError("NOT_FOUND", "series.placeNotFound");
    for (const date of sale.dates) {
      const info = await this.saleInfo.get(date.occasionId);
      if (!info) throw new DomainError("NOT_FOUND", "errors.notFound");
      for (const spaceId of spaceIds) {
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
  }): Promise<string> {
    const { sale, spaceIds, secret, caller, now } = request;
    const secretHash = hashDraftSecret(secret);
    return inUnitOfWork(this.dataSource, async (unit) => {
      let orderId = request.orderId;
      let bookingOf: Map<string, string>;
      if (orderId) {
        bookingOf = await this.accessibleOrder(unit.manager, orderId, sale, secretHash, now);
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
    const bookings = await this.lifecycle.lockOrder(manager, orderId);
    const [order] = await queryRows<{ series_id: string | null }>(manager, `SELECT series_id FROM orders WHERE id = $1`, [orderId]);
    const live = bookings.filter(
      (booking) =>
        booking.status === "draft" && booking.secret_hash === secretHash && booking.expires_at !== null && booking.expires_at > now,
    );
    if (order?.series_id !== sale.seriesId || live.length === 0 || live.length !== bookings.length)
      throw new DomainError("DRAFT_EXPIRED", "booking.expired");
    return new Map(bookings.map((booking) => [booking.occasion_id, booking.id]));
  }

  /** Reclaims the lapsed holds of the full places, each in the counters' order; whether any was. */
  private async reclaim(full: Array<{ occasionId: string; spaceId: string }>, now: Date): Promise<boolean> {
    const pairs = [...new Map(full.map((pair) => [`${pair.occasionId} ${pair.spaceId}`, pair])).values()].sort(
      (a, b) => a.occasionId.localeCompare(b.occasionId) || a.spaceId.localeCompare(b.spaceId),
    );
    let reclaimed = false;
    for (const pair of pairs) {
      const expired = await inUnitOfWork(this.dataSource, (unit) => this.lifecycle.expireLapsed(unit, now, pair));
      if (expired.bookingIds.length > 0) reclaimed = true;
    }
    return reclaimed;
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
      dates,
    };
  }

  /** Gives a place of the caller's order back on every date; the last place's removal ends the order (null then). */
  async removePlace(orderUuid: string, spaceIdInput: string, caller: DraftCaller): Promise<SeriesOrderView | null> {
    const orderId = parseUuid(orderUuid);
    const spaceId = parseUuid(spaceIdInput);
    const hash = callerHash(caller);
    const now = this.clock.now();
    if (!hash) throw new DomainError("DRAFT_EXPIRED", "booking.expired");
    const ended = await inUnitOfWork(this.dataSource, async (unit) => {
      const bookings = await this.lifecycle.lockOrder(unit.manager, orderId);
      const live = bookings.filter(
        (booking) => booking.secret_hash === hash && booking.expires_at !== null && booking.expires_at > now && booking.status === "draft",
      );
      if (bookings.length === 0 || live.length !== bookings.length) throw new DomainError("DRAFT_EXPIRED", "booking.expired");
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
