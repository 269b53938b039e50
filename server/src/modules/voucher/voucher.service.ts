import { splitPassPrice } from "@seatbooking/core";
import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { DomainError } from "../../common/errors.js";
import { inUnitOfWork, type UnitOfWork } from "../../common/unit-of-work.js";
import { queryRows } from "../../db/query-rows.js";
import type { RateLimiter } from "../access/rate-limiter.js";
import type { BookingReadService } from "../booking/booking-read.service.js";
import type { DraftView } from "../booking/booking.results.js";
import { lockDraft, lockOrderDrafts, type DraftCaller } from "../booking/draft/draft-access.js";
import type { BookingLifecycle, TicketPrice } from "../booking/process/lifecycle.js";
import type { PricedPlace, VoucherPort } from "../booking/process/voucher-port.js";
import { discountedPrice, inScope, occasionInScope, type VoucherScope } from "./voucher-pricing.js";
import type { VoucherKind } from "./voucher.entity.js";

export interface VoucherLimits {
  /** Failed code entries one client key may make per minute before RATE_LIMITED (guessing codes). */
  voucherTriesPerMinute: number;
}

/** A code with its campaign, as applying and pricing read it. */
interface FoundCode extends VoucherScope {
  codeId: string;
  campaignId: string;
  kind: VoucherKind;
  value: number;
  validFrom: Date | null;
  validUntil: Date | null;
}

/** A ticket of a booking, as pricing by a code sees it. */
interface PricedTicket {
  id: string;
  price: number;
  listPrice: number | null;
  voucherCodeId: string | null;
  eventId: string;
  occasionId: string;
  ticketTypeId: string;
  priceZoneId: string | null;
}

const CODE_COLUMNS = `vc.id AS "codeId", c.id AS "campaignId", c.kind, c.value, c.valid_from AS "validFrom", c.valid_until AS "validUntil",
  c.event_ids AS "eventIds", c.occasion_ids AS "occasionIds", c.ticket_type_ids AS "ticketTypeIds", c.price_zone_ids AS "priceZoneIds"`;

/** A code as the customer types it: case and surrounding spaces do not matter. */
export function normalizeCode(input: string): string {
  return input.trim().replace(/\s+/g, "").toUpperCase();
}

/** The e-mail a campaign's uses per customer are counted by. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Vouchers at checkout and the box office (issue 38). A code's use is reserved when it is applied to a draft (the
 * guarded counter: `used < max_uses`, so never over-used under any concurrency), becomes `used` when the booking is
 * booked and is given back when the draft lapses or ends first. The uses per customer e-mail are counted at confirm,
 * in the confirm's transaction. Prices go through the lifecycle's priceTickets: `price` stays what is charged.
 * Lock order: the booking, then (through the lifecycle) counters, then voucher_codes by id, then voucher_email_uses.
 */
export class VoucherService implements VoucherPort {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly limits: VoucherLimits,
    private readonly rateLimiter: RateLimiter,
    private readonly reads: BookingReadService,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  /**
   * Applies a code to the caller's draft (replacing one applied before): its matching tickets, and those added
   * later, are discounted. VOUCHER_INVALID for an unknown or expired code, VOUCHER_NOT_APPLICABLE when it does not
   * apply to the draft's date or its chosen places, VOUCHER_USED_UP when its uses are taken; past the tries allowed
   * per minute (VOUCHER_TRIES_PER_MINUTE, every try counted), RATE_LIMITED.
   */
  async apply(uuid: string, codeInput: string, caller: DraftCaller & { clientKey: string }): Promise<DraftView> {
    const now = this.clock.now();
    // Every try counts, counted before it runs: parallel guesses cannot slip past the limit, and a code cannot be
    // applied to one empty draft after another to hold its uses.
    await this.rateLimiter.hit(`voucher:${caller.clientKey}`, this.limits.voucherTriesPerMinute);
    const bookingId = await inUnitOfWork(this.dataSource, async (unit) => {
      const draft = await lockDraft(unit.manager, uuid, caller, now, { countTickets: false });
      if (draft.status !== "draft") throw new DomainError("PAYMENT_PENDING", "voucher.notEditable");
      const found = await this.findValid(unit.manager, codeInput, now);
      const occasion = await this.occasionOf(unit.manager, draft.occasion_id);
      const tickets = await this.ticketsOf(unit.manager, draft.id);
      // A code is applied to places chosen: an empty draft would hold a use for nothing.
      if (!occasionInScope(found, occasion) || !tickets.some((ticket) => inScope(found, ticket)))
        throw new DomainError("VOUCHER_NOT_APPLICABLE", "voucher.notApplicable");
      const [current] = await queryRows<{ code_id: string }>(
        unit.manager,
        `SELECT code_id FROM voucher_redemptions WHERE booking_id = $1 AND status = 'held'`,
        [draft.id],
      );
      if (current?.code_id !== found.codeId) {
        if (current) {
          await this.keepPresaleKey(unit.manager, draft.id, now, found.campaignId);
          await this.giveBack(unit.manager, draft.id);
        }
        await this.reserve(unit.manager, found.codeId);
        await unit.manager.query(`INSERT INTO voucher_redemptions (code_id, booking_id, status, created_at) VALUES ($1, $2, 'held', $3)`, [
          found.codeId,
          draft.id,
          now,
        ]);
      }
      await this.reprice(unit, draft.id, now);
      return draft.id;
    });
    return this.reads.draftView(bookingId, caller.language);
  }

  /**
   * Applies a code to the caller's season ticket order, as `apply` to a draft: one use for the whole order (held on its
   * first booking, by id: the one its payment is led by), and every date's matching tickets discounted from their share
   * of the pass price. VOUCHER_NOT_APPLICABLE when it covers no date's chosen places.
   */
  async applyToOrder(orderUuid: string, codeInput: string, caller: DraftCaller & { clientKey: string }): Promise<void> {
    const now = this.clock.now();
    await this.rateLimiter.hit(`voucher:${caller.clientKey}`, this.limits.voucherTriesPerMinute);
    await inUnitOfWork(this.dataSource, async (unit) => {
      const drafts = await lockOrderDrafts(unit.manager, orderUuid, caller, now);
      if (drafts.some((draft) => draft.status !== "draft")) throw new DomainError("PAYMENT_PENDING", "voucher.notEditable");
      const found = await this.findValid(unit.manager, codeInput, now);
      let covered = false;
      for (const draft of drafts) {
        const occasion = await this.occasionOf(unit.manager, draft.occasion_id);
        if (occasionInScope(found, occasion) && (await this.ticketsOf(unit.manager, draft.id)).some((ticket) => inScope(found, ticket)))
          covered = true;
      }
      if (!covered) throw new DomainError("VOUCHER_NOT_APPLICABLE", "voucher.notApplicable");
      const lead = drafts[0]!;
      const [current] = await queryRows<{ code_id: string }>(
        unit.manager,
        `SELECT code_id FROM voucher_redemptions WHERE booking_id = $1 AND status = 'held'`,
        [lead.id],
      );
      if (current?.code_id !== found.codeId) {
        if (current) await this.giveBack(unit.manager, lead.id);
        await this.reserve(unit.manager, found.codeId);
        await unit.manager.query(`INSERT INTO voucher_redemptions (code_id, booking_id, status, created_at) VALUES ($1, $2, 'held', $3)`, [
          found.codeId,
          lead.id,
          now,
        ]);
      }
      for (const draft of drafts) await this.reprice(unit, draft.id, now);
    });
  }

  /** Takes the code off the caller's season ticket order: every date's tickets back at their share of the pass price. */
  async removeFromOrder(orderUuid: string, caller: DraftCaller): Promise<void> {
    const now = this.clock.now();
    await inUnitOfWork(this.dataSource, async (unit) => {
      const drafts = await lockOrderDrafts(unit.manager, orderUuid, caller, now);
      if (drafts.some((draft) => draft.status !== "draft")) throw new DomainError("PAYMENT_PENDING", "voucher.notEditable");
      await this.giveBack(unit.manager, drafts[0]!.id);
      for (const draft of drafts) await this.reprice(unit, draft.id, now);
    });
  }

  /** Takes the code off the caller's draft: its tickets are back at their list prices and the use is given back. */
  async remove(uuid: string, caller: DraftCaller): Promise<DraftView> {
    const now = this.clock.now();
    const bookingId = await inUnitOfWork(this.dataSource, async (unit) => {
      const draft = await lockDraft(unit.manager, uuid, caller, now, { countTickets: false });
      if (draft.status !== "draft") throw new DomainError("PAYMENT_PENDING", "voucher.notEditable");
      await this.keepPresaleKey(unit.manager, draft.id, now, null);
      await this.giveBack(unit.manager, draft.id);
      await this.reprice(unit, draft.id, now);
      return draft.id;
    });
    return this.reads.draftView(bookingId, caller.language);
  }

  async unlockPresale(
    unit: UnitOfWork,
    hold: { bookingId: string; occasionId: string; spaceId: string; code: string | null; clientKey: string | undefined; now: Date },
  ): Promise<void> {
    const { manager } = unit;
    const campaignIds = (
      await queryRows<{ campaign_id: string }>(
        manager,
        `SELECT p.campaign_id FROM voucher_campaign_places p JOIN voucher_campaigns c ON c.id = p.campaign_id
          WHERE p.occasion_id = $1 AND p.space_id = $2 AND (c.valid_until IS NULL OR c.valid_until > $3)`,
        [hold.occasionId, hold.spaceId, hold.now],
      )
    ).map((row) => row.campaign_id);
    if (campaignIds.length === 0) return;
    const [applied] = await queryRows<{ campaign_id: string }>(
      manager,
      `SELECT vc.campaign_id FROM voucher_redemptions r JOIN voucher_codes vc ON vc.id = r.code_id WHERE r.booking_id = $1 AND r.status = 'held'`,
      [hold.bookingId],
    );
    if (applied && campaignIds.includes(applied.campaign_id)) return;
    if (!hold.code) throw new DomainError("SPACE_HELD_FOR_CODE", "voucher.heldForCode");
    if (!hold.clientKey) throw new Error("a presale code's tries are counted by the client's key");
    // Counted as a try at apply is: a place held back is no way around the limit on guessing codes.
    await this.rateLimiter.hit(`voucher:${hold.clientKey}`, this.limits.voucherTriesPerMinute);
    const found = await this.findValid(manager, hold.code, hold.now);
    if (!campaignIds.includes(found.campaignId) || !occasionInScope(found, await this.occasionOf(manager, hold.occasionId)))
      throw new DomainError("VOUCHER_NOT_APPLICABLE", "voucher.notForPlace");
    if (applied) throw new DomainError("CONFLICT", "voucher.otherCodeApplied");
    await this.reserve(manager, found.codeId);
    await manager.query(`INSERT INTO voucher_redemptions (code_id, booking_id, status, created_at) VALUES ($1, $2, 'held', $3)`, [
      found.codeId,
      hold.bookingId,
      hold.now,
    ]);
    await this.reprice(unit, hold.bookingId, hold.now);
  }

  /**
   * A draft holding places its code unlocked (a presale) keeps that code: taking it off, or replacing it by another
   * campaign's (`next`), is a CONFLICT until those places are given up.
   */
  private async keepPresaleKey(manager: EntityManager, bookingId: string, now: Date, next: string | null): Promise<void> {
    const unlocked = await queryRows(
      manager,
      `SELECT 1 FROM voucher_redemptions r JOIN voucher_codes vc ON vc.id = r.code_id
         JOIN voucher_campaigns c ON c.id = vc.campaign_id
         JOIN voucher_campaign_places p ON p.campaign_id = c.id
         JOIN tickets t ON t.booking_id = r.booking_id AND t.occasion_id = p.occasion_id AND t.space_id = p.space_id
        WHERE r.booking_id = $1 AND r.status = 'held' AND c.id IS DISTINCT FROM $3::uuid AND (c.valid_until IS NULL OR c.valid_until > $2)
          AND NOT EXISTS (SELECT 1 FROM voucher_campaign_places q
                           WHERE q.campaign_id = $3::uuid AND q.occasion_id = t.occasion_id AND q.space_id = t.space_id)
        LIMIT 1`,
      [bookingId, now, next],
    );
    if (unlocked.length > 0) throw new DomainError("CONFLICT", "voucher.unlocksPlaces");
  }

  /** Whether a booking has a code applied, read without a transaction (the hot path asks before repricing an added ticket). */
  async hasCode(bookingId: string): Promise<boolean> {
    const rows = await queryRows(this.dataSource.manager, `SELECT 1 FROM voucher_redemptions WHERE booking_id = $1 AND status = 'held'`, [
      bookingId,
    ]);
    return rows.length > 0;
  }

  async reprice(unit: UnitOfWork, bookingId: string, now: Date): Promise<void> {
    // A season ticket's code is held on one of its bookings and prices every date's tickets.
    const [applied] = await queryRows<FoundCode>(
      unit.manager,
      `SELECT ${CODE_COLUMNS} FROM voucher_redemptions r JOIN voucher_codes vc ON vc.id = r.code_id JOIN voucher_campaigns c ON c.id = vc.campaign_id
        WHERE r.status = 'held' AND r.booking_id IN (
                SELECT other.id FROM bookings b JOIN bookings other ON other.id = b.id OR other.order_id = b.order_id WHERE b.id = $1)
        LIMIT 1`,
      [bookingId],
    );
    const tickets = await this.ticketsOf(unit.manager, bookingId);
    // Without a code every ticket is back at its list price (a pass's share): only a code needs the pass's other dates.
    const pass = applied ? await this.passTicketsOf(unit.manager, bookingId) : null;
    const prices = pass
      ? passPricesFor(applied ?? null, pass, new Set(tickets.map((ticket) => ticket.id)))
      : pricesFor(applied ?? null, tickets);
    if (prices.length > 0) await this.lifecycle.priceTickets(unit, { bookingId, prices, now });
  }

  /**
   * A season ticket's tickets, when `bookingId` is a date of one: every date's, each with its place (space and the
   * ticket's rank among the date's tickets of that space) and its date's rank in the order (start time order). Null for
   * a booking of one date.
   */
  private async passTicketsOf(manager: EntityManager, bookingId: string): Promise<PassTicket[] | null> {
    const rows = await queryRows<PassTicket>(
      manager,
      `SELECT t.id, t.price, t.list_price AS "listPrice", t.voucher_code_id AS "voucherCodeId", o.event_id AS "eventId",
              t.occasion_id AS "occasionId", t.ticket_type_id AS "ticketTypeId", s.price_zone_id AS "priceZoneId",
              t.space_id || ':' || row_number() OVER (PARTITION BY t.booking_id, t.space_id ORDER BY t.id) AS place,
              dense_rank() OVER (ORDER BY o.start_time, o.id)::int AS "dateRank"
         FROM bookings me JOIN bookings b ON b.order_id = me.order_id JOIN tickets t ON t.booking_id = b.id
         JOIN occasions o ON o.id = t.occasion_id JOIN spaces s ON s.id = t.space_id
        WHERE me.id = $1 AND me.order_id IS NOT NULL AND b.status NOT IN ('cancelled', 'refunded', 'expired')
        ORDER BY t.id`,
      [bookingId],
    );
    return rows.length > 0 ? rows : null;
  }

  async limitsUsesPerEmail(unit: UnitOfWork, bookingId: string): Promise<boolean> {
    const rows = await queryRows(
      unit.manager,
      `SELECT 1 FROM voucher_redemptions r JOIN voucher_codes vc ON vc.id = r.code_id JOIN voucher_campaigns c ON c.id = vc.campaign_id
        WHERE r.booking_id = $1 AND r.status = 'held' AND c.uses_per_email IS NOT NULL`,
      [bookingId],
    );
    return rows.length > 0;
  }

  async confirming(unit: UnitOfWork, command: { bookingId: string; email: string; now: Date }): Promise<void> {
    const { manager } = unit;
    const [applied] = await queryRows<{ id: string; email_key: string | null; campaign_id: string; uses_per_email: number | null }>(
      manager,
      `SELECT r.id, r.email_key, c.id AS campaign_id, c.uses_per_email FROM voucher_redemptions r
         JOIN voucher_codes vc ON vc.id = r.code_id JOIN voucher_campaigns c ON c.id = vc.campaign_id
        WHERE r.booking_id = $1 AND r.status = 'held'`,
      [command.bookingId],
    );
    const key = emailKey(command.email);
    if (!applied || applied.email_key === key) return;
    if (applied.email_key) await this.giveBackEmail(manager, applied.campaign_id, applied.email_key);
    if (!(await countEmailUse(manager, applied.campaign_id, key, applied.uses_per_email)))
      throw new DomainError("VOUCHER_EMAIL_USED_UP", "voucher.emailUsedUp");
    await manager.query(`UPDATE voucher_redemptions SET email_key = $2 WHERE id = $1`, [applied.id, key]);
  }

  async priceRetyped(
    unit: UnitOfWork,
    retype: { ticketId: string; ticketTypeId: string; listPrice: number },
  ): Promise<{ price: number; listPrice: number; voucherCodeId: string } | null> {
    // The code was valid when the booking used it: a later end of its validity does not take the discount back.
    const [carried] = await queryRows<FoundCode & { eventId: string; occasionId: string; priceZoneId: string | null }>(
      unit.manager,
      `SELECT ${CODE_COLUMNS}, o.event_id AS "eventId", t.occasion_id AS "occasionId", s.price_zone_id AS "priceZoneId"
         FROM tickets t JOIN voucher_codes vc ON vc.id = t.voucher_code_id JOIN voucher_campaigns c ON c.id = vc.campaign_id
         JOIN occasions o ON o.id = t.occasion_id JOIN spaces s ON s.id = t.space_id
        WHERE t.id = $1`,
      [retype.ticketId],
    );
    if (!carried || !inScope(carried, { ...carried, ticketTypeId: retype.ticketTypeId })) return null;
    return {
      price: discountedPrice(carried.kind, carried.value, retype.listPrice),
      listPrice: retype.listPrice,
      voucherCodeId: carried.codeId,
    };
  }

  /**
   * A booking's use is per booking, not per ticket: it is given back (released, with its e-mail's) only when none of the
   * booking's tickets carries the code any more.
   */
  async discountDropped(unit: UnitOfWork, bookingId: string): Promise<void> {
    const released = await queryRows<{ code_id: string; email_key: string | null }>(
      unit.manager,
      `UPDATE voucher_redemptions r SET status = 'released'
        WHERE r.booking_id = $1 AND r.status IN ('held', 'used')
          AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.booking_id = r.booking_id AND t.voucher_code_id = r.code_id)
        RETURNING r.code_id, r.email_key`,
      [bookingId],
    );
    await this.decrement(unit.manager, released);
  }

  async priceSale(
    unit: UnitOfWork,
    sale: { code: string; occasionId: string; places: PricedPlace[]; now: Date },
  ): Promise<{ places: PricedPlace[]; codeId: string }> {
    const { manager } = unit;
    const found = await this.findValid(manager, sale.code, sale.now);
    const occasion = await this.occasionOf(manager, sale.occasionId);
    const zones = await queryRows<{ id: string; price_zone_id: string | null }>(
      manager,
      `SELECT id, price_zone_id FROM spaces WHERE id = ANY($1::uuid[])`,
      [sale.places.map((place) => place.spaceId)],
    );
    const zoneOf = new Map(zones.map((row) => [row.id, row.price_zone_id]));
    let matched = false;
    const places = sale.places.map((place) => {
      const ticket = { ...occasion, ticketTypeId: place.ticketTypeId, priceZoneId: zoneOf.get(place.spaceId) ?? null };
      if (!inScope(found, ticket)) return place;
      matched = true;
      return {
        ...place,
        price: discountedPrice(found.kind, found.value, place.price),
        listPrice: place.price,
        voucherCodeId: found.codeId,
      };
    });
    if (!matched) throw new DomainError("VOUCHER_NOT_APPLICABLE", "voucher.notApplicable");
    return { places, codeId: found.codeId };
  }

  async redeemSale(unit: UnitOfWork, sale: { bookingId: string; codeId: string; email: string | null; now: Date }): Promise<void> {
    await this.reserve(unit.manager, sale.codeId);
    // The box office counts a customer's e-mail as checkout does: the same limit, whoever sells.
    if (sale.email) {
      const [campaign] = await queryRows<{ id: string; uses_per_email: number | null }>(
        unit.manager,
        `SELECT c.id, c.uses_per_email FROM voucher_codes vc JOIN voucher_campaigns c ON c.id = vc.campaign_id WHERE vc.id = $1`,
        [sale.codeId],
      );
      if (!(await countEmailUse(unit.manager, campaign!.id, emailKey(sale.email), campaign!.uses_per_email)))
        throw new DomainError("VOUCHER_EMAIL_USED_UP", "voucher.emailUsedUp");
    }
    await unit.manager.query(
      `INSERT INTO voucher_redemptions (code_id, booking_id, email_key, status, created_at) VALUES ($1, $2, $3, 'used', $4)`,
      [sale.codeId, sale.bookingId, sale.email ? emailKey(sale.email) : null, sale.now],
    );
  }

  /**
   * The lifecycle's ended listener: bookings that lapsed or ended before they were booked give their code's use (and
   * their e-mail's) back. A booked booking keeps its use, refunded or not.
   */
  async ended(manager: EntityManager, bookingIds: string[]): Promise<void> {
    const released = await queryRows<{ code_id: string; email_key: string | null }>(
      manager,
      `UPDATE voucher_redemptions SET status = 'released' WHERE booking_id = ANY($1::uuid[]) AND status = 'held' RETURNING code_id, email_key`,
      [bookingIds],
    );
    await this.decrement(manager, released);
  }

  /** The lifecycle's booked listener: held uses become used. */
  async booked(manager: EntityManager, bookingIds: string[]): Promise<void> {
    await manager.query(`UPDATE voucher_redemptions SET status = 'used' WHERE booking_id = ANY($1::uuid[]) AND status = 'held'`, [
      bookingIds,
    ]);
  }

  /**
   * The lifecycle's retake guard: a booking paid after its hold lapsed (its use, and its e-mail's, given back at the
   * lapse) takes them again, each guarded as at apply and confirm; when either is gone it answers false and the booking
   * is not booked (its payment is owed back), so a code is never used more often than it allows.
   */
  async retake(manager: EntityManager, bookingId: string): Promise<boolean> {
    const [released] = await queryRows<{
      id: string;
      code_id: string;
      email_key: string | null;
      campaign_id: string;
      uses_per_email: number | null;
    }>(
      manager,
      `SELECT r.id, r.code_id, r.email_key, vc.campaign_id, c.uses_per_email FROM voucher_redemptions r
         JOIN voucher_codes vc ON vc.id = r.code_id JOIN voucher_campaigns c ON c.id = vc.campaign_id
        WHERE r.booking_id = $1 AND r.status = 'released'`,
      [bookingId],
    );
    if (!released) return true;
    const taken = await queryRows(
      manager,
      `UPDATE voucher_codes SET used = used + 1 WHERE id = $1 AND (max_uses IS NULL OR used < max_uses) RETURNING id`,
      [released.code_id],
    );
    if (taken.length === 0) return false;
    if (released.email_key && !(await countEmailUse(manager, released.campaign_id, released.email_key, released.uses_per_email)))
      return false;
    await manager.query(`UPDATE voucher_redemptions SET status = 'held' WHERE id = $1`, [released.id]);
    return true;
  }

  /**
   * Erases a customer's e-mail from the vouchers' records (a personal-data request): their uses per e-mail are no
   * longer counted, so the erased address may use a campaign again. Answers how many records named it.
   */
  async forget(email: string): Promise<number> {
    const key = emailKey(email);
    return this.dataSource.transaction(async (manager) => {
      const redemptions = await queryRows(manager, `UPDATE voucher_redemptions SET email_key = NULL WHERE email_key = $1 RETURNING id`, [
        key,
      ]);
      const uses = await queryRows(manager, `DELETE FROM voucher_email_uses WHERE email_key = $1 RETURNING campaign_id`, [key]);
      return redemptions.length + uses.length;
    });
  }

  /**
   * The client details' anonymized listener (the retention job, an erasure): the bookings' redemptions forget their
   * e-mail, and a count of uses per e-mail that no redemption names any more goes too.
   */
  async anonymized(manager: EntityManager, bookingIds: string[]): Promise<void> {
    if (bookingIds.length === 0) return;
    // Read before they are cleared: RETURNING would answer the new, empty value.
    const cleared = await queryRows<{ email_key: string }>(
      manager,
      `SELECT DISTINCT email_key FROM voucher_redemptions WHERE booking_id = ANY($1::uuid[]) AND email_key IS NOT NULL ORDER BY email_key`,
      [bookingIds],
    );
    if (cleared.length === 0) return;
    await manager.query(`UPDATE voucher_redemptions SET email_key = NULL WHERE booking_id = ANY($1::uuid[]) AND email_key IS NOT NULL`, [
      bookingIds,
    ]);
    await manager.query(
      `DELETE FROM voucher_email_uses u WHERE u.email_key = ANY($1::varchar[])
          AND NOT EXISTS (SELECT 1 FROM voucher_redemptions r JOIN voucher_codes vc ON vc.id = r.code_id
                           WHERE vc.campaign_id = u.campaign_id AND r.email_key = u.email_key)`,
      [cleared.map((row) => row.email_key)],
    );
  }

  /** The code with its campaign, valid now; VOUCHER_INVALID otherwise (unknown and expired answer the same). */
  private async findValid(manager: EntityManager, codeInput: string, now: Date): Promise<FoundCode> {
    const code = normalizeCode(codeInput);
    const [found] =
      code.length === 0 || code.length > 32
        ? []
        : await queryRows<FoundCode>(
            manager,
            `SELECT ${CODE_COLUMNS} FROM voucher_codes vc JOIN voucher_campaigns c ON c.id = vc.campaign_id WHERE vc.code = $1`,
            [code],
          );
    if (!found || (found.validFrom && found.validFrom > now) || (found.validUntil && found.validUntil <= now))
      throw new DomainError("VOUCHER_INVALID", "voucher.invalid");
    return found;
  }

  /** One use of the code, or VOUCHER_USED_UP: the guarded counter (and its CHECK) keep it exact under concurrency. */
  private async reserve(manager: EntityManager, codeId: string): Promise<void> {
    const taken = await queryRows(
      manager,
      `UPDATE voucher_codes SET used = used + 1 WHERE id = $1 AND (max_uses IS NULL OR used < max_uses) RETURNING id`,
      [codeId],
    );
    if (taken.length === 0) throw new DomainError("VOUCHER_USED_UP", "voucher.usedUp");
  }

  /** Takes a draft's code off (its redemption row goes): the code's use and the e-mail's are given back. */
  private async giveBack(manager: EntityManager, bookingId: string): Promise<void> {
    const removed = await queryRows<{ code_id: string; email_key: string | null }>(
      manager,
      `DELETE FROM voucher_redemptions WHERE booking_id = $1 AND status = 'held' RETURNING code_id, email_key`,
      [bookingId],
    );
    await this.decrement(manager, removed);
  }

  /** Gives uses back, codes in id order (the lock order), then the e-mails' uses. */
  private async decrement(manager: EntityManager, uses: Array<{ code_id: string; email_key: string | null }>): Promise<void> {
    if (uses.length === 0) return;
    const perCode = new Map<string, number>();
    for (const use of uses) perCode.set(use.code_id, (perCode.get(use.code_id) ?? 0) + 1);
    for (const codeId of [...perCode.keys()].sort())
      await manager.query(`UPDATE voucher_codes SET used = used - $2 WHERE id = $1`, [codeId, perCode.get(codeId)]);
    const emails = uses.filter((use) => use.email_key !== null);
    if (emails.length === 0) return;
    const campaigns = await queryRows<{ id: string; campaign_id: string }>(
      manager,
      `SELECT id, campaign_id FROM voucher_codes WHERE id = ANY($1::uuid[])`,
      [emails.map((use) => use.code_id)],
    );
    const campaignOf = new Map(campaigns.map((row) => [row.id, row.campaign_id]));
    const keys = emails.map((use) => ({ campaignId: campaignOf.get(use.code_id)!, emailKey: use.email_key! }));
    keys.sort((a, b) => `${a.campaignId} ${a.emailKey}`.localeCompare(`${b.campaignId} ${b.emailKey}`));
    for (const key of keys) await this.giveBackEmail(manager, key.campaignId, key.emailKey);
  }

  private async giveBackEmail(manager: EntityManager, campaignId: string, key: string): Promise<void> {
    await manager.query(`UPDATE voucher_email_uses SET used = used - 1 WHERE campaign_id = $1 AND email_key = $2 AND used > 0`, [
      campaignId,
      key,
    ]);
  }

  private async occasionOf(manager: EntityManager, occasionId: string): Promise<{ eventId: string; occasionId: string }> {
    const [row] = await queryRows<{ event_id: string }>(manager, `SELECT event_id FROM occasions WHERE id = $1`, [occasionId]);
    if (!row) throw new DomainError("NOT_FOUND", "booking.notFound");
    return { eventId: row.event_id, occasionId };
  }

  private ticketsOf(manager: EntityManager, bookingId: string): Promise<PricedTicket[]> {
    return queryRows<PricedTicket>(
      manager,
      `SELECT t.id, t.price, t.list_price AS "listPrice", t.voucher_code_id AS "voucherCodeId", o.event_id AS "eventId",
              t.occasion_id AS "occasionId", t.ticket_type_id AS "ticketTypeId", s.price_zone_id AS "priceZoneId"
         FROM tickets t JOIN occasions o ON o.id = t.occasion_id JOIN spaces s ON s.id = t.space_id
        WHERE t.booking_id = $1 ORDER BY t.id`,
      [bookingId],
    );
  }
}

interface PassTicket extends PricedTicket {
  place: string;
  dateRank: number;
}

/**
 * A season ticket's prices under a code, for the tickets in `mine`: a place whose every date is in the code's scope is
 * discounted as one pass (25 % off a 60.00 pass is 15.00, not eight roundings of 25 % of 7.50), the discounted pass price
 * shared over its dates as the pass price is (splitPassPrice); any other ticket on its own, as for one date.
 */
function passPricesFor(applied: FoundCode | null, tickets: PassTicket[], mine: Set<string>): TicketPrice[] {
  const places = new Map<string, PassTicket[]>();
  for (const ticket of tickets) places.set(ticket.place, [...(places.get(ticket.place) ?? []), ticket]);
  const changes: TicketPrice[] = [];
  for (const dates of places.values()) {
    if (!applied || !dates.every((ticket) => inScope(applied, ticket))) {
      changes.push(...pricesFor(applied, dates));
      continue;
    }
    dates.sort((a, b) => a.dateRank - b.dateRank);
    const lists = dates.map((ticket) => ticket.listPrice ?? ticket.price);
    const pass = discountedPrice(
      applied.kind,
      applied.value,
      lists.reduce((sum, list) => sum + list, 0),
    );
    const shares = splitPassPrice(pass, dates.length);
    dates.forEach((ticket, index) => {
      const next = { ticketId: ticket.id, price: shares[index]!, listPrice: lists[index]!, voucherCodeId: applied.codeId };
      if (next.price !== ticket.price || next.listPrice !== ticket.listPrice || next.voucherCodeId !== ticket.voucherCodeId)
        changes.push(next);
    });
  }
  return changes.filter((change) => mine.has(change.ticketId));
}

/** The tickets whose price changes: each matching ticket discounted from its list price, the others back at theirs. */
function pricesFor(applied: FoundCode | null, tickets: PricedTicket[]): TicketPrice[] {
  const changes: TicketPrice[] = [];
  for (const ticket of tickets) {
    const list = ticket.listPrice ?? ticket.price;
    const next: TicketPrice =
      applied && inScope(applied, ticket)
        ? { ticketId: ticket.id, price: discountedPrice(applied.kind, applied.value, list), listPrice: list, voucherCodeId: applied.codeId }
        : { ticketId: ticket.id, price: list, listPrice: null, voucherCodeId: null };
    if (next.price !== ticket.price || next.listPrice !== ticket.listPrice || next.voucherCodeId !== ticket.voucherCodeId)
      changes.push(next);
  }
  return changes;
}

/**
 * Counts one use of a campaign by an e-mail, within its limit: a guarded upsert, so two counts of the same e-mail wait on
 * its row and the limit is exact. False when the e-mail has used the campaign as often as it may.
 */
async function countEmailUse(manager: EntityManager, campaignId: string, key: string, limit: number | null): Promise<boolean> {
  const counted = await queryRows(
    manager,
    `INSERT INTO voucher_email_uses (campaign_id, email_key, used) VALUES ($1, $2, 1)
     ON CONFLICT (campaign_id, email_key) DO UPDATE SET used = voucher_email_uses.used + 1
      WHERE $3::int IS NULL OR voucher_email_uses.used < $3::int
     RETURNING used`,
    [campaignId, key, limit],
  );
  return counted.length > 0;
}
