import type { DataSource, EntityManager } from "typeorm";
import { CACHE_LIMITS, createCache } from "../../../common/caches.js";
import type { Clock } from "../../../common/clock.js";
import { DomainError, validationFailed } from "../../../common/errors.js";
import { parseUuid } from "../../../common/ids.js";
import { parseInput } from "../../../common/request-input.js";
import { ticketTotal } from "../../../common/money.js";
import { withRetries } from "../../../common/transaction.js";
import { inUnitOfWork, type UnitOfWork } from "../../../common/unit-of-work.js";
import { queryRows } from "../../../db/query-rows.js";
import type { RateLimiter } from "../../access/rate-limiter.js";
import type { PaymentService } from "../../payment/payment.service.js";
import type { BookingReadService } from "../booking-read.service.js";
import type { DraftView, TicketView } from "../booking.results.js";
import { assertEditable, callerHash, lockDraft, type DraftCaller } from "./draft-access.js";
import { hashDraftSecret, newDraftSecret } from "./draft-secret.js";
import { newTicketCode } from "../tickets/ticket-code.js";
import type { BookingLifecycle, HoldOutcome, PlaceHold } from "../process/lifecycle.js";
import { heldBackNow, isOnSale, presaleCampaignsNow, priceFor, type SaleInfo, type SaleInfoCache } from "./sale-info.js";
import { holds } from "../../../common/metrics.js";
import { bestAvailable, type BestAvailablePreference, type SeatCandidate } from "./best-available.js";
import { bestAvailableCountSchema } from "./draft.input.js";
import { NO_VOUCHERS, type VoucherPort } from "../process/voucher-port.js";
import { NO_WAITING_ROOMS, type AdmissionCredentials, type AdmissionPort } from "../process/admission-port.js";

export interface DraftLimits {
  draftExpirySeconds: number;
  maxTicketsPerDraft: number;
  maxHeldPerAddressPerOccasion: number;
  bookRateLimitPerMinute: number;
}

/**
 * How a place is asked for: `accessibilityNeed`, the buyer says they need a wheelchair place (issue 20); `presaleCode`,
 * a code whose campaign holds the place back (a presale, issue 38), applied to the draft with the place.
 */
export interface AddSpaceOptions {
  accessibilityNeed?: boolean;
  presaleCode?: string | null;
}

export interface TicketUpdate {
  ticketTypeId?: string | null;
  addonIds?: string[] | null;
}

/**
 * Drafts as the visitor builds them (DESIGN section 3, SPEC section 4): book, add a place, change a
 * ticket, remove one, cancel. Each use case is one transaction; every write goes through the lifecycle.
 */
export class DraftService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly limits: DraftLimits,
    private readonly saleInfo: SaleInfoCache,
    private readonly rateLimiter: RateLimiter,
    private readonly reads: BookingReadService,
    private readonly payments: PaymentService,
    private readonly lifecycle: BookingLifecycle,
    private readonly vouchers: VoucherPort = NO_VOUCHERS,
    private readonly admissions: AdmissionPort = NO_WAITING_ROOMS,
    /** Told after commit which occasions' occupancy changed (the local snapshot cache). */
  ) {}

  /** booking id -> its occasion, and whether it is a date of a season ticket order (see draftOccasion). */
  private readonly draftOccasions = createCache<string, { occasionId: string; inOrder: boolean }>(CACHE_LIMITS.draftOccasions);
  /** Seats best available is holding right now, per occasion (see bestSeats). */
  private readonly bestAvailableClaims = new SeatClaims();

  /**
   * Creates a draft on an occasion that is on sale (behind its waiting room, with an admission, which it then uses up).
   * Returns the draft and the secret for its cookie.
   */
  async book(
    occasionIdInput: string,
    clientKey: string,
    language: string,
    admission?: AdmissionCredentials,
  ): Promise<{ draft: DraftView; secret: string }> {
    const occasionId = parseUuid(occasionIdInput);
    const now = this.clock.now();
    const info = await this.saleInfo.get(occasionId);
    if (!info) throw new DomainError("NOT_FOUND", "errors.notFound");
    if (info.seriesOnly) throw new DomainError("NOT_BOOKABLE", "series.seriesOnly");
    if (!isOnSale(info, now)) throw new DomainError("NOT_BOOKABLE", "booking.notAllowed");
    const admitted = await this.admissions.forNewDraft(occasionId, admission);
    await this.rateLimiter.hit(`book:${clientKey}`, this.limits.bookRateLimitPerMinute);
    const secret = newDraftSecret();
    const expiresAt = new Date(now.getTime() + this.limits.draftExpirySeconds * 1000);
    const id = await withRetries(() =>
      this.lifecycle.createDraft(this.dataSource, {
        occasionId,
        secretHash: hashDraftSecret(secret),
        expiresAt,
        language,
        clientKey,
        now,
      }),
    );
    // Two drafts opened with one admission at once: the second is refused (and, holding nothing, lapses unused).
    if (admitted) await this.admissions.bind(undefined, admitted, id);
    this.rememberDraft(id, occasionId);
    // A new draft has no tickets and no client details yet: answer without reading it back.
    const emptyClient = { firstname: null, lastname: null, email: null, phone: null, address: null, identityNumber: null, message: null };
    const draft: DraftView = {
      uuid: id,
      occasionId,
      status: "draft",
      paymentMethodId: null,
      openPaymentMethodId: null,
      expiresAt,
      tickets: [],
      client: emptyClient,
      summary: { total: 0, requirePayment: false, byTicketType: [], byAddon: [], byVat: [], discount: 0 },
    };
    return { draft, secret };
  }

  /**
   * Which occasion a draft is for (never changes), remembered so the hot path needs no extra query. A date of a season
   * ticket order is refused: its places change on every date at once (SeriesPassService), never on one.
   */
  private async draftOccasion(bookingId: string): Promise<string | null> {
    let known = this.draftOccasions.get(bookingId);
    if (!known) {
      const rows = await queryRows<{ occasion_id: string; order_id: string | null }>(
        this.dataSource,
        `SELECT occasion_id, order_id FROM bookings WHERE id = $1`,
        [bookingId],
      );
      if (!rows[0]) return null;
      known = { occasionId: rows[0].occasion_id, inOrder: rows[0].order_id !== null };
      this.draftOccasions.set(bookingId, known);
    }
    if (known.inOrder) throw new DomainError("CONFLICT", "series.partOfSeries");
    return known.occasionId;
  }

  private rememberDraft(bookingId: string, occasionId: string): void {
    this.draftOccasions.set(bookingId, { occasionId, inOrder: false });
  }

  /** The refusal for an outcome of hold_place other than held and full. */
  private holdRefusal(outcome: Exclude<HoldOutcome, "held" | "full">): DomainError {
    switch (outcome) {
      case "missing":
        return new DomainError("DRAFT_EXPIRED", "booking.expired");
      case "payment":
        return new DomainError("PAYMENT_PENDING", "booking.paymentPending");
      case "too_many":
        return new DomainError("TOO_MANY_TICKETS", "booking.tooManyTickets", { max: this.limits.maxTicketsPerDraft });
      case "address_limit":
        return new DomainError("TOO_MANY_HELD", "booking.tooManyHeldFromAddress", { max: this.limits.maxHeldPerAddressPerOccasion });
    }
  }

  /**
   * Adds one ticket for a space to the draft: the lifecycle's hold in its own transaction (one round
   * trip). A full space, and anything unusual (not on sale, not a space of the occasion), takes the
   * transactional path, which also reclaims lapsed holds.
   */
  async addSpace(uuid: string, spaceIdInput: string, caller: DraftCaller, options: AddSpaceOptions = {}): Promise<TicketView> {
    try {
      const ticket = await this.holdSpace(uuid, spaceIdInput, caller, options);
      holds.inc({ result: "held" });
      return await this.withVoucherPrice(parseUuid(uuid), ticket);
    } catch (error) {
      holds.inc({ result: error instanceof DomainError ? error.code : "error" });
      throw error;
    }
  }

  /** A ticket added to a draft with a code applied gets the code's price (in a transaction of its own, only then). */
  private async withVoucherPrice(bookingId: string, ticket: TicketView): Promise<TicketView> {
    if (!(await this.vouchers.hasCode(bookingId))) return ticket;
    try {
      const price = await inUnitOfWork(this.dataSource, async (unit) => {
        await this.vouchers.reprice(unit, bookingId, this.clock.now());
        const [row] = await queryRows<{ price: number }>(unit.manager, `SELECT price FROM tickets WHERE id = $1`, [ticket.id]);
        return row?.price ?? ticket.price;
      });
      return { ...ticket, price, total: ticketTotal({ price, addons: ticket.addons }) };
    } catch (error) {
      // Checkout began meanwhile: it prices every ticket by the code itself; the place is held either way.
      if (error instanceof DomainError && error.code === "INVALID_TRANSITION") return ticket;
      throw error;
    }
  }

  private async holdSpace(uuid: string, spaceIdInput: string, caller: DraftCaller, options: AddSpaceOptions): Promise<TicketView> {
    const bookingId = parseUuid(uuid);
    const spaceId = parseUuid(spaceIdInput);
    const now = this.clock.now();
    const secretHash = callerHash(caller);
    const occasionId = secretHash ? await this.draftOccasion(bookingId) : null;
    if (!secretHash || !occasionId) throw new DomainError("DRAFT_EXPIRED", "booking.expired");
    await this.admissions.forDraft(occasionId, bookingId, caller.admission);
    const info = await this.saleInfo.get(occasionId);
    // A held-back companion seat is checked against the draft's tickets under its lock, and a place held back for a
    // code against the draft's code: the transactional path.
    if (info && isOnSale(info, now) && !this.refuseHeldBack(info, spaceId, now, options) && !heldForCodeNow(info, spaceId, now)) {
      const ticketTypeId = info.defaultTicketTypeId!;
      const price = priceFor(info, ticketTypeId, spaceId)!;
      const hold: PlaceHold = {
        bookingId,
        secretHash,
        occasionId,
        spaceId,
        ticketTypeId,
        price: price.price,
        vat: price.vat,
        code: "",
        now,
      };
      const { outcome, ticketId } = await withRetries(() => this.lifecycle.hold(this.dataSource, { ...hold, code: newTicketCode() }));
      if (outcome === "held") {
        return { id: ticketId!, spaceId, ticketTypeId, price: price.price, vat: price.vat, addons: [], total: price.price };
      }
      if (outcome !== "full") throw this.holdRefusal(outcome);
      // Taken, in most cases: answered from one read. Only a space with lapsed holders, or none of the occasion's,
      // takes the transactional path (which reclaims them, or says the space is not found).
      const space = await this.lifecycle.fullSpace(this.dataSource, now, occasionId, spaceId);
      if (space.exists && !space.lapsed) throw new DomainError("SPACE_OCCUPIED", "booking.spaceOccupied");
    }
    return this.addSpaceLocked(bookingId, spaceId, caller, now, options);
  }

  /**
   * Accessible seating (issue 20): while an occasion holds its wheelchair places back, one is held only for a
   * buyer who says they need it (refused otherwise). Answers whether the place is a held-back companion seat,
   * which only a draft holding its wheelchair place may take (checked under the draft's lock).
   */
  private refuseHeldBack(info: SaleInfo, spaceId: string, now: Date, options: AddSpaceOptions): boolean {
    const heldBack = heldBackNow(info, spaceId, now);
    if (heldBack?.kind === "place" && !options.accessibilityNeed) throw new DomainError("CONFLICT", "booking.accessibleNeedRequired");
    return heldBack?.kind === "companion";
  }

  /** The transactional add: not on sale, space full or not on the plan (reclaiming lapsed holds first). */
  private async addSpaceLocked(
    uuid: string,
    spaceId: string,
    caller: DraftCaller,
    now: Date,
    options: AddSpaceOptions,
  ): Promise<TicketView> {
    return inUnitOfWork(this.dataSource, async (unit) => {
      const { manager } = unit;
      const draft = await lockDraft(manager, uuid, caller, now, { countTickets: false });
      assertEditable(draft);
      const info = await this.saleInfo.get(draft.occasion_id, manager);
      if (!info || !isOnSale(info, now)) throw new DomainError("NOT_BOOKABLE", "booking.notAllowed");
      if (this.refuseHeldBack(info, spaceId, now, options)) {
        const placeId = (heldBackNow(info, spaceId, now) as { placeId: string }).placeId;
        const withPlace = await queryRows(manager, `SELECT 1 FROM tickets WHERE booking_id = $1 AND space_id = $2 LIMIT 1`, [
          draft.id,
          placeId,
        ]);
        if (withPlace.length === 0) throw new DomainError("CONFLICT", "booking.companionNeedsPlace");
      }
      const ticketTypeId = info.defaultTicketTypeId!;
      const price = priceFor(info, ticketTypeId, spaceId)!;
      const hold: PlaceHold = {
        bookingId: draft.id,
        secretHash: callerHash(caller)!,
        occasionId: draft.occasion_id,
        spaceId,
        ticketTypeId,
        price: price.price,
        vat: price.vat,
        code: newTicketCode(),
        now,
      };
      let held = await this.lifecycle.hold(unit, hold);
      if (held.outcome === "full") {
        // Full, or not a space of this occasion. Expired holds stop counting at their expiry instant:
        // reclaim this space's lapsed holds in this transaction and try once more.
        const exists = await queryRows(manager, `SELECT 1 FROM occasion_spaces WHERE occasion_id = $1 AND space_id = $2`, [
          draft.occasion_id,
          spaceId,
        ]);
        if (exists.length === 0) throw new DomainError("NOT_FOUND", "booking.spaceNotFound");
        await this.lifecycle.expireLapsed(unit, now, { occasionId: draft.occasion_id, spaceId });
        // Try again even when nothing was reclaimed here: a concurrent add or the sweeper may have
        // released the lapsed holds while this call waited for their locks.
        held = await this.lifecycle.hold(unit, { ...hold, code: newTicketCode() });
      }
      if (held.outcome === "full") throw new DomainError("SPACE_OCCUPIED", "booking.spaceOccupied");
      if (held.outcome !== "held") throw this.holdRefusal(held.outcome);
      // A place held back for a code, as the database says now (not the cache): after the hold (the lock order:
      // counters, then codes), so a refusal rolls the hold back with it.
      await this.vouchers.unlockPresale(unit, {
        bookingId: draft.id,
        occasionId: draft.occasion_id,
        spaceId,
        code: options.presaleCode ?? null,
        clientKey: caller.clientKey,
        now,
      });
      const view: TicketView = {
        id: held.ticketId!,
        spaceId,
        ticketTypeId,
        price: price.price,
        vat: price.vat,
        addons: [],
        total: price.price,
      };
      return view;
    });
  }

  /**
   * Best available (issue 20): `count` seats chosen by the seat-finding rules, held in one transaction (all
   * or none) in the caller's draft on the occasion, created when the caller has none. A block taken meanwhile
   * makes the next best one tried. Answers the draft's uuid and, for a new draft, the secret for its cookie.
   */
  async holdBestAvailable(
    occasionIdInput: string,
    count: number,
    preference: BestAvailablePreference,
    caller: DraftCaller & { clientKey: string },
  ): Promise<{ uuid: string; secret: string }> {
    const occasionId = parseUuid(occasionIdInput);
    parseInput(bestAvailableCountSchema, count, "count");
    if (count > this.limits.maxTicketsPerDraft)
      throw new DomainError("TOO_MANY_TICKETS", "booking.tooManyTickets", { max: this.limits.maxTicketsPerDraft });
    const now = this.clock.now();
    const info = await this.saleInfo.get(occasionId);
    if (!info) throw new DomainError("NOT_FOUND", "errors.notFound");
    if (!isOnSale(info, now)) throw new DomainError("NOT_BOOKABLE", "booking.notAllowed");
    // Refused before any draft is made: nothing is left behind by a request that cannot be met.
    let found = await this.bestSeats(info, count, preference, now);
    let uuid = caller.secret ? await this.callersDraft(occasionId, hashDraftSecret(caller.secret), now) : null;
    if (uuid) await this.admissions.forDraft(occasionId, uuid, caller.admission);
    const admitted = uuid ? null : await this.admissions.forNewDraft(occasionId, caller.admission);
    const secret = uuid ? caller.secret! : newDraftSecret();
    const secretHash = hashDraftSecret(secret);
    if (!uuid) await this.rateLimiter.hit(`book:${caller.clientKey}`, this.limits.bookRateLimitPerMinute);
    // Each block in one transaction: the draft made with it when the caller has none, then all its seats in one
    // round trip, all or none. A block taken meanwhile makes the next best one tried; when every one was, the
    // seats are read again, a few times (a rush on the same rows).
    for (let round = 0; round < BEST_AVAILABLE_ROUNDS; round++) {
      if (round > 0) found = await this.bestSeats(info, count, preference, now);
      for (const alternative of found) {
        const spaceIds = alternative.flat().sort();
        const release = this.bestAvailableClaims.claim(occasionId, spaceIds);
        try {
          const heldIn = await inUnitOfWork(this.dataSource, async (unit) => {
            let draftId = uuid;
            if (draftId) {
              assertEditable(await lockDraft(unit.manager, draftId, { ...caller, secret }, now, { countTickets: false }));
            } else {
              const expiresAt = new Date(now.getTime() + this.limits.draftExpirySeconds * 1000);
              draftId = await this.lifecycle.createDraft(unit, {
                occasionId,
                secretHash,
                expiresAt,
                language: caller.language,
                clientKey: caller.clientKey,
                now,
              });
              if (admitted) await this.admissions.bind(unit.manager, admitted, draftId);
            }
            const bookingId = draftId;
            const results = await this.lifecycle.holdTogether(unit, placeHolds(info, { bookingId, secretHash, now }, spaceIds));
            // Taken since it was read: nothing of this block stays held (the transaction rolls back).
            if (results.some((result) => result.outcome === "full")) throw TAKEN_MEANWHILE;
            const refused = results.find((result) => result.outcome !== "held");
            if (refused) throw this.holdRefusal(refused.outcome as Exclude<HoldOutcome, "held" | "full">);
            await this.vouchers.reprice(unit, bookingId, now);
            return bookingId;
          }).catch((error: unknown) => {
            if (error === TAKEN_MEANWHILE) return null;
            throw error;
          });
          if (heldIn) {
            if (!uuid) this.rememberDraft(heldIn, occasionId);
            uuid = heldIn;
            holds.inc({ result: "held" }, spaceIds.length);
            return { uuid, secret };
          }
        } finally {
          release();
        }
      }
    }
    throw new DomainError("SPACE_OCCUPIED", "booking.bestAvailableTaken");
  }

  /**
   * A waiting list's offer (issue 20): a new draft on the occasion holding `count` places until `expiresAt`, in the
   * caller's transaction, its secret being the offer link's token (so opening the link in any browser makes it that
   * browser's draft). The places are the best available block when there is one (the seat-finding rules), else any
   * free places (standing areas, wheelchair places). The draft is the joiner's (`clientKey`): its places count against
   * that client's MAX_HELD_PER_ADDRESS_PER_OCCASION like any draft of theirs. Refused, with nothing left behind, when
   * the occasion is not on sale or the places are not free (taken by a visitor meanwhile: the offer is tried again on
   * the next run), or when the client already holds as many places on the date as it may ('address_limit').
   */
  async holdOffer(
    unit: UnitOfWork,
    offer: { occasionId: string; count: number; secret: string; expiresAt: Date; language: string; clientKey: string; now: Date },
  ): Promise<{ bookingId: string } | { refused: "not_on_sale" | "taken" | "address_limit" }> {
    const { manager } = unit;
    const info = await this.saleInfo.get(offer.occasionId, manager);
    if (!info || !isOnSale(info, offer.now)) return { refused: "not_on_sale" };
    const secretHash = hashDraftSecret(offer.secret);
    // Places not on general sale are not for a waiting list either: taken, for the rules.
    const candidates = (await this.seatCandidates(manager, offer.occasionId)).map((place) =>
      notOnGeneralSale(info, place.id, offer.now) ? { ...place, free: false, left: 0 } : place,
    );
    const found = bestAvailable(candidates, offer.count, {});
    const alternatives = found.ok ? found.alternatives.map((blocks) => blocks.flat()) : [];
    // Any free places, in the plan's order: an area gives as many as it has left.
    const anyFree: string[] = [];
    for (const place of [...candidates].sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true })))
      for (let n = 0; n < place.left && anyFree.length < offer.count; n++) anyFree.push(place.id);
    if (anyFree.length === offer.count) alternatives.push(anyFree);
    for (const spaceIds of alternatives) {
      await manager.query(`SAVEPOINT waiting_list_offer`);
      const bookingId = await this.lifecycle.createDraft(unit, { ...offer, secretHash });
      const results = await this.lifecycle.holdTogether(unit, placeHolds(info, { bookingId, secretHash, now: offer.now }, spaceIds));
      if (results.every((result) => result.outcome === "held")) {
        await manager.query(`RELEASE SAVEPOINT waiting_list_offer`);
        this.rememberDraft(bookingId, offer.occasionId);
        holds.inc({ result: "held" }, spaceIds.length);
        return { bookingId };
      }
      await manager.query(`ROLLBACK TO SAVEPOINT waiting_list_offer`);
      // Other places would be refused the same way: the client's cap, not the places, stands in the way.
      if (results.some((result) => result.outcome === "address_limit")) return { refused: "address_limit" };
    }
    return { refused: "taken" };
  }

  /** The occasion's places as the seat-finding rules see them, with their names and how many tickets each has left. */
  private seatCandidates(runner: DataSource | EntityManager, occasionId: string) {
    return queryRows<SeatCandidate & { left: number; name: string }>(
      runner,
      `SELECT s.id, s.name, s.section, s.row, s.seat, s.price_zone_id AS "priceZoneId", os.max_tickets = 1 AS single,
              os.held < os.max_tickets AS free, COALESCE(st.accessible, false) AS accessible, os.max_tickets - os.held AS left
         FROM occasion_spaces os JOIN spaces s ON s.id = os.space_id LEFT JOIN space_types st ON st.id = s.space_type_id
        WHERE os.occasion_id = $1`,
      [occasionId],
    );
  }

  /** The best blocks for `count` seats on the occasion now, best first; a refusal when there are none. */
  private async bestSeats(info: SaleInfo, count: number, preference: BestAvailablePreference, now: Date): Promise<string[][][]> {
    const candidates = await this.seatCandidates(this.dataSource, info.occasionId);
    // Seats another request of this process is holding right now count as taken too, so buyers who ask at the
    // same moment are offered different blocks instead of queueing on the same counters (the database decides).
    const claimed = this.bestAvailableClaims.of(info.occasionId);
    const offered = (withClaims: boolean) =>
      candidates.map((seat) =>
        notOnGeneralSale(info, seat.id, now) || (withClaims && claimed?.has(seat.id)) ? { ...seat, free: false } : seat,
      );
    let found = bestAvailable(offered(true), count, preference);
    // The claimed seats may be all that is left, and their requests may yet fail: they are tried too, never refused.
    if (!found.ok && claimed) found = bestAvailable(offered(false), count, preference);
    if (!found.ok)
      throw new DomainError(
        "CONFLICT",
        found.problem === "noStructure" ? "booking.bestAvailableNoStructure" : "booking.bestAvailableNone",
        { count },
      );
    return found.alternatives;
  }

  /** The caller's live, editable draft on the occasion (their draft cookie's), if any. */
  private async callersDraft(occasionId: string, secretHash: string, now: Date): Promise<string | null> {
    const rows = await queryRows<{ id: string }>(
      this.dataSource,
      `SELECT id FROM bookings WHERE secret_hash = $1 AND occasion_id = $2 AND status = 'draft' AND expires_at > $3 AND order_id IS NULL
        ORDER BY created_at DESC LIMIT 1`,
      [secretHash, occasionId, now],
    );
    return rows[0]?.id ?? null;
  }

  /** Changes a ticket's type (repricing it) and/or its addons. */
  async updateTicket(uuid: string, ticketIdInput: string, update: TicketUpdate, caller: DraftCaller): Promise<TicketView> {
    const ticketId = parseUuid(ticketIdInput);
    const now = this.clock.now();
    return inUnitOfWork(this.dataSource, async (unit) => {
      const { manager } = unit;
      const draft = await lockDraft(manager, uuid, caller, now);
      assertEditable(draft);
      const rows = await queryRows<{ id: string; space_id: string; ticket_type_id: string; price: number; vat: string }>(
        manager,
        `SELECT id, space_id, ticket_type_id, price, vat FROM tickets WHERE id = $1 AND booking_id = $2`,
        [ticketId, draft.id],
      );
      const ticket = rows[0];
      if (!ticket) throw new DomainError("NOT_FOUND", "booking.ticketNotFound");
      let ticketTypeId = ticket.ticket_type_id;
      let price = ticket.price;
      let vat = Number(ticket.vat);
      if (update.ticketTypeId) {
        ticketTypeId = parseUuid(update.ticketTypeId);
        const info = await this.saleInfo.get(draft.occasion_id, manager);
        const entry = info ? priceFor(info, ticketTypeId, ticket.space_id) : undefined;
        if (!entry) throw validationFailed({ ticketTypeId: "booking.noPrice" });
        price = entry.price;
        vat = entry.vat;
        await this.lifecycle.retypeTicket(unit, {
          bookingId: draft.id,
          ticketId,
          ticketTypeId,
          price,
          vat,
          reason: "ticket type changed by visitor",
          actorUserId: null,
          now,
          record: null,
        });
        // A retyped ticket is priced again by the draft's code (its new type may or may not be in the code's scope).
        await this.vouchers.reprice(unit, draft.id, now);
        const [repriced] = await queryRows<{ price: number }>(manager, `SELECT price FROM tickets WHERE id = $1`, [ticketId]);
        price = repriced?.price ?? price;
      }
      if (update.addonIds) {
        const addonIds = [...new Set(update.addonIds.map((id) => parseUuid(id)))];
        const addons = addonIds.length
          ? await queryRows<{ id: string; price: number; vat: string }>(
              manager,
              // Only the addons the occasion's event offers.
              `SELECT a.id, a.price, a.vat FROM addons a JOIN occasions o ON o.id = $2 JOIN event_addons ea ON ea.event_id = o.event_id AND ea.addon_id = a.id
                WHERE a.id = ANY($1::uuid[]) AND a.active ORDER BY a.id`,
              [addonIds, draft.occasion_id],
            )
          : [];
        if (addons.length !== addonIds.length) throw validationFailed({ addonIds: "booking.addonNotFound" });
        await this.lifecycle.setTicketAddons(manager, { id: ticketId, bookingId: draft.id }, addons, now);
      }
      const addonRows = await queryRows<{ addon_id: string; price: number; vat: string }>(
        manager,
        `SELECT addon_id, price, vat FROM ticket_addons WHERE ticket_id = $1 ORDER BY addon_id`,
        [ticketId],
      );
      const addons = addonRows.map((row) => ({ addonId: row.addon_id, price: row.price, vat: Number(row.vat) }));
      return { id: ticketId, spaceId: ticket.space_id, ticketTypeId, price, vat, addons, total: ticketTotal({ price, addons }) };
    });
  }

  /** Removes a ticket; removing the last one cancels the draft (returns null then). */
  async removeTicket(uuid: string, ticketIdInput: string, caller: DraftCaller): Promise<DraftView | null> {
    const ticketId = parseUuid(ticketIdInput);
    const now = this.clock.now();
    const outcome = await inUnitOfWork(this.dataSource, async (unit) => {
      const { manager } = unit;
      const draft = await lockDraft(manager, uuid, caller, now);
      assertEditable(draft);
      const found = await queryRows<{ space_id: string }>(manager, `SELECT space_id FROM tickets WHERE id = $1 AND booking_id = $2`, [
        ticketId,
        draft.id,
      ]);
      if (found.length === 0) throw new DomainError("NOT_FOUND", "booking.ticketNotFound");
      const companions = await this.companionsLeaving(manager, draft, ticketId, found[0]!.space_id, now);
      const { cancelled } = await this.lifecycle.removeTickets(unit, {
        bookingId: draft.id,
        ticketIds: [ticketId, ...companions],
        reason: "ticket removed by visitor",
        lastReason: "last ticket removed",
        actorUserId: null,
        now,
        record: null,
      });
      return { cancelled, draft };
    });
    if (outcome.cancelled) return null;
    try {
      return await this.reads.getDraft(outcome.draft.id, caller.secret, caller.language, now);
    } catch (error) {
      // Our removal committed, then a concurrent removal of the draft's last tickets cancelled it before this
      // read: the draft is gone, as the 204 says; a 404 would tell the visitor their removal failed.
      if (error instanceof DomainError && error.code === "DRAFT_EXPIRED") return null;
      throw error;
    }
  }

  /**
   * A held-back companion seat was held only with its wheelchair place (issue 20): when the draft gives the place
   * up, its held-back companion seats in the draft go with it (their ticket ids).
   */
  private async companionsLeaving(
    manager: EntityManager,
    draft: { id: string; occasion_id: string },
    leavingTicketId: string,
    spaceId: string,
    now: Date,
  ) {
    const info = await this.saleInfo.get(draft.occasion_id, manager);
    if (!info || heldBackNow(info, spaceId, now)?.kind !== "place") return [];
    const companionSpaces = [...info.heldBack.entries()]
      .filter(([, place]) => place.kind === "companion" && place.placeId === spaceId)
      .map(([id]) => id);
    if (companionSpaces.length === 0) return [];
    const rows = await queryRows<{ id: string }>(
      manager,
      `SELECT id FROM tickets WHERE booking_id = $1 AND space_id = ANY($2::uuid[])
          AND NOT EXISTS (SELECT 1 FROM tickets w WHERE w.booking_id = $1 AND w.space_id = $3 AND w.id <> $4) ORDER BY id`,
      [draft.id, companionSpaces, spaceId, leavingTicketId],
    );
    return rows.map((row) => row.id);
  }

  /** Cancels the draft and releases its places; an open provider attempt is voided. */
  async cancelDraft(uuid: string, caller: DraftCaller): Promise<void> {
    const now = this.clock.now();
    await inUnitOfWork(this.dataSource, async (unit) => {
      const draft = await lockDraft(unit.manager, uuid, caller, now);
      await this.lifecycle.cancel(unit, { bookingId: draft.id, reason: "cancelled by visitor", actorUserId: null, now, refund: "keep" });
    });
  }
}

/** Thrown inside a best-available transaction when a place of the block was taken: roll back, try the next. */
const TAKEN_MEANWHILE = Symbol("taken meanwhile");

/**
 * Whether a place is off general sale now (best available, waiting lists): held back for wheelchair users (a
 * wheelchair place or its companion seat, issue 20) or for a campaign's codes (issue 38), or without a price for the
 * default ticket type.
 */
function notOnGeneralSale(info: SaleInfo, spaceId: string, now: Date): boolean {
  return (
    heldBackNow(info, spaceId, now) !== null || heldForCodeNow(info, spaceId, now) || !priceFor(info, info.defaultTicketTypeId!, spaceId)
  );
}

/** Whether a place is held back for a campaign's codes now (a presale, issue 38). */
function heldForCodeNow(info: SaleInfo, spaceId: string, now: Date): boolean {
  return presaleCampaignsNow(info, spaceId, now).length > 0;
}

/** Holds of the places for a draft, at the default ticket type's prices (the places are on general sale). */
function placeHolds(info: SaleInfo, draft: { bookingId: string; secretHash: string; now: Date }, spaceIds: readonly string[]): PlaceHold[] {
  const ticketTypeId = info.defaultTicketTypeId!;
  return spaceIds.map((spaceId) => ({
    ...draft,
    occasionId: info.occasionId,
    spaceId,
    ticketTypeId,
    ...priceFor(info, ticketTypeId, spaceId)!,
    code: newTicketCode(),
  }));
}

/** How many times best available reads the seats before it says every block was taken meanwhile. */
const BEST_AVAILABLE_ROUNDS = 4;

/** Seats being held by requests in flight, per occasion: a hint for choosing, never a guarantee. */
class SeatClaims {
  private readonly byOccasion = new Map<string, Map<string, number>>();

  of(occasionId: string): ReadonlyMap<string, number> | undefined {
    return this.byOccasion.get(occasionId);
  }

  /** Claims the seats; answers the release. */
  claim(occasionId: string, spaceIds: readonly string[]): () => void {
    let seats = this.byOccasion.get(occasionId);
    if (!seats) this.byOccasion.set(occasionId, (seats = new Map()));
    for (const id of spaceIds) seats.set(id, (seats.get(id) ?? 0) + 1);
    return () => {
      for (const id of spaceIds) {
        const left = (seats.get(id) ?? 1) - 1;
        if (left > 0) seats.set(id, left);
        else seats.delete(id);
      }
      if (seats.size === 0 && this.byOccasion.get(occasionId) === seats) this.byOccasion.delete(occasionId);
    };
  }
}
