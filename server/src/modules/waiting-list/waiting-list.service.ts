import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { isEmailAddress } from "@seatbooking/core";
import { DomainError } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { ADVISORY_LOCKS } from "../../common/advisory-locks.js";
import { logger } from "../../common/logger.js";
import { parseInput } from "../../common/request-input.js";
import { inTransaction } from "../../common/transaction.js";
import { inUnitOfWork } from "../../common/unit-of-work.js";
import { translate, type Translations } from "../../common/translations.js";
import { queryRows } from "../../db/query-rows.js";
import type { RateLimiter } from "../access/rate-limiter.js";
import { bookingLinkHash, newBookingLinkToken } from "../booking/booking-link.js";
import type { DraftService } from "../booking/draft/draft.service.js";
import type { BookingLifecycle } from "../booking/process/lifecycle.js";
import { isOnSale, presalePlacesNow, type SaleInfo, type SaleInfoCache } from "../booking/draft/sale-info.js";
import type { MailOutbox } from "../mail/outbox.js";
import { templateLanguage } from "../mail/templates/template.js";
import { waitingListConfirm, waitingListOffer } from "../mail/templates/waiting-list.js";
import type { SettingsService } from "../settings/settings.service.js";
import type { WaitingListStatus } from "./waiting-list-entry.entity.js";
import { waitingListJoinSchema } from "./waiting-list.input.js";

export interface WaitingListLimits {
  maxTicketsPerDraft: number;
  bookRateLimitPerMinute: number;
  /** Entries (waiting or offered) one client (clientKey) may have per occasion: WAITING_LIST_MAX_ENTRIES_PER_CLIENT. */
  waitingListMaxEntriesPerClient: number;
}

/** A waiting-list entry confirmed through its e-mail's link: what the confirmation page shows. */
export interface WaitingListConfirmation {
  occasionId: string;
  eventName: string;
  startTime: Date;
  partySize: number;
}

/**
 * How long a new entry's confirmation link confirms it. An entry not confirmed by then lapses (status expired): it
 * was never offered anything, and no longer keeps its address on the list or counts against its client's cap.
 */
export const CONFIRM_WITHIN_MS = 24 * 60 * 60_000;

/** Where an offer link stands for its visitor: places held for them, booked with it, or lapsed (or withdrawn). */
export type OfferState = "open" | "booked" | "expired" | "cancelled";

export interface WaitingListOffer {
  state: OfferState;
  occasionId: string;
  /** The draft holding the places while the offer is open; null otherwise. */
  bookingId: string | null;
  eventName: string;
  startTime: Date;
  partySize: number;
  heldUntil: Date | null;
}

export interface WaitingListEntry {
  id: string;
  position: number;
  email: string;
  partySize: number;
  language: string;
  status: WaitingListStatus;
  createdAt: Date;
  offeredAt: Date | null;
  offerExpiresAt: Date | null;
  bookingId: string | null;
  bookingNumber: number | null;
}

/** Offers made by one run for one occasion at most (a run is every few seconds; the rest waits for the next). */
const OFFERS_PER_RUN = 50;

/**
 * Entries one offer step tries, in join order, when the first ones' places cannot be held because their client
 * already holds as many places on the date as it may: the queue goes on past them, this far per step.
 */
const CANDIDATES_PER_STEP = 20;

/** Steps of one occasion's offer run, offers and pass-overs together: a bound on one run's work. */
const MAX_STEPS_PER_RUN = 200;

/**
 * The waiting list of sold-out occasions (issue 20). Visitors join with an address and a party size, and confirm
 * the address through the link of the e-mail joining sends (issue 32: an unconfirmed entry is never offered
 * anything and lapses after CONFIRM_WITHIN_MS); one client (clientKey) has at most
 * WAITING_LIST_MAX_ENTRIES_PER_CLIENT entries per occasion. When places free up (a hold lapses, a booking is
 * cancelled, house seats are released), the offer run gives them to the first confirmed entries, in join order,
 * whose party fits: a draft holds them (DraftService.holdOffer, so the lifecycle takes the places) for the
 * setting waitingListOfferMinutes, under the joiner's client key, so they count against that client's hold cap
 * (an entry whose client is at its cap keeps its place in line and the places go to the next entry); the offer
 * e-mail carries a personal link whose token is that draft's secret (opening it in any browser makes it that
 * browser's draft, into checkout). An offer not booked in time lapses with its draft (the expiry sweep, or this
 * run's reclaim) and its places go to the next fitting entry.
 *
 * Exactly once across processes: an occasion's offers are made under a transaction-level advisory lock of that
 * occasion (another process skips it), an entry moves waiting -> offered only by a conditional update in the
 * transaction that holds the places and queues the e-mail (whose idempotency key is the entry's), so a place is
 * offered once and an entry e-mailed once.
 */
export class WaitingListService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly limits: WaitingListLimits,
    private readonly settings: SettingsService,
    private readonly saleInfo: SaleInfoCache,
    private readonly rateLimiter: RateLimiter,
    private readonly drafts: DraftService,
    private readonly lifecycle: BookingLifecycle,
    private readonly outbox: MailOutbox,
    /** Told after commit which occasion's occupancy changed (live maps). */
    /** This site's public origin, for the offer link. */
    private readonly publicBase: () => string,
  ) {}

  /**
   * Puts the address on the occasion's waiting list for `partySize` places and e-mails it the confirmation link
   * (only a confirmed entry is ever offered places). Only while the occasion is on sale and has fewer free places
   * than the party (otherwise they book them directly). Joining again with an address that is already waiting (or
   * has an open offer) changes nothing and answers the same: the list keeps its first place, and nobody learns
   * whether an address was on it. A client with WAITING_LIST_MAX_ENTRIES_PER_CLIENT entries on the occasion is
   * refused (RATE_LIMITED), except for an address it put there itself, which answers the same as ever; the count
   * and the new entry are one transaction under an advisory lock of (occasion, client), so joins at the same moment
   * cannot overshoot it.
   */
  async join(
    occasionIdInput: string,
    emailInput: string,
    partySizeInput: number,
    caller: { language: string; clientKey: string },
  ): Promise<{ occasionId: string; email: string; partySize: number }> {
    const occasionId = parseUuid(occasionIdInput);
    const { email, partySize } = parseInput(waitingListJoinSchema, { email: emailInput, partySize: partySizeInput });
    if (partySize > this.limits.maxTicketsPerDraft)
      throw new DomainError("TOO_MANY_TICKETS", "booking.tooManyTickets", { max: this.limits.maxTicketsPerDraft });
    const now = this.clock.now();
    const info = await this.saleInfo.get(occasionId);
    if (!info) throw new DomainError("NOT_FOUND", "errors.notFound");
    if (!isOnSale(info, now)) throw new DomainError("NOT_BOOKABLE", "waitingList.notOnSale");
    await this.rateLimiter.hit(`waiting-list:${caller.clientKey}`, this.limits.bookRateLimitPerMinute);
    const free = await this.freePlaces(this.dataSource, info, now);
    if (free >= partySize) throw new DomainError("CONFLICT", "waitingList.placesFree", { count: free });
    const clientKey = caller.clientKey.slice(0, 64);
    const language = caller.language.slice(0, 8);
    const max = this.limits.waitingListMaxEntriesPerClient;
    await inTransaction(this.dataSource, async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2::text))`, [
        ADVISORY_LOCKS.waitingListJoin,
        `${occasionId} ${clientKey}`,
      ]);
      // Entries left unconfirmed too long lapse now for this address and client (the offer run does it for the rest).
      await manager.query(
        `UPDATE waiting_list_entries SET status = 'expired', updated_at = $4
          WHERE occasion_id = $1 AND status = 'waiting' AND confirmed_at IS NULL AND created_at <= $5 AND (email = $2 OR client_key = $3)`,
        [occasionId, email, clientKey, now, new Date(now.getTime() - CONFIRM_WITHIN_MS)],
      );
      const [existing] = await queryRows<{ client_key: string | null }>(
        manager,
        `SELECT client_key FROM waiting_list_entries WHERE occasion_id = $1 AND email = $2 AND status IN ('waiting', 'offered')`,
        [occasionId, email],
      );
      // The client's own entry again: nothing changes, nothing is counted.
      if (existing && existing.client_key === clientKey) return;
      const [count] = await queryRows<{ entries: number }>(
        manager,
        `SELECT count(*)::int AS entries FROM waiting_list_entries WHERE occasion_id = $1 AND client_key = $2 AND status IN ('waiting', 'offered')`,
        [occasionId, clientKey],
      );
      if ((count?.entries ?? 0) >= max) throw new DomainError("RATE_LIMITED", "waitingList.tooManyEntries", { max });
      const { token, hash } = newBookingLinkToken();
      const [entry] = await queryRows<{ id: string }>(
        manager,
        `INSERT INTO waiting_list_entries (occasion_id, email, party_size, language, status, client_key, confirm_token_hash, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'waiting', $5, $6, $7, $7)
         ON CONFLICT (occasion_id, email) WHERE status IN ('waiting', 'offered') DO NOTHING RETURNING id`,
        [occasionId, email, partySize, language, clientKey, hash, now],
      );
      // Someone else's address already on the list: it stays as it is (its confirmation e-mail went out when it joined).
      if (entry) await this.tellConfirm(manager, { id: entry.id, email, partySize, language, occasionId, token, now });
    });
    return { occasionId, email, partySize };
  }

  /**
   * Confirms the entry behind a confirmation link's token: from now on it may be offered places, in its place in line
   * (join order). Idempotent: a confirmed entry's link answers the same again. NOT_FOUND for an unknown, altered or
   * malformed token, an entry left unconfirmed past CONFIRM_WITHIN_MS, or one removed or lapsed.
   */
  async confirm(token: string, language: string): Promise<WaitingListConfirmation> {
    const hash = bookingLinkHash(token);
    if (!hash) throw new DomainError("NOT_FOUND", "waitingList.confirmNotFound");
    const now = this.clock.now();
    await this.dataSource.query(
      `UPDATE waiting_list_entries SET confirmed_at = $2, updated_at = $2
        WHERE confirm_token_hash = $1 AND confirmed_at IS NULL AND status = 'waiting' AND created_at > $3`,
      [hash, now, new Date(now.getTime() - CONFIRM_WITHIN_MS)],
    );
    const [row] = await queryRows<{ occasion_id: string; party_size: number; event_name: Translations; start_time: Date }>(
      this.dataSource,
      `SELECT w.occasion_id, w.party_size, e.name AS event_name, o.start_time
         FROM waiting_list_entries w JOIN occasions o ON o.id = w.occasion_id JOIN events e ON e.id = o.event_id
        WHERE w.confirm_token_hash = $1 AND w.confirmed_at IS NOT NULL AND w.status IN ('waiting', 'offered', 'booked')`,
      [hash],
    );
    if (!row) throw new DomainError("NOT_FOUND", "waitingList.confirmNotFound");
    return {
      occasionId: row.occasion_id,
      eventName: translate(row.event_name, language) ?? "",
      startTime: row.start_time,
      partySize: row.party_size,
    };
  }

  /**
   * Places of the occasion a visitor could book now: no booking holds them (lapsed holds not yet released count as
   * held), and they are not held back for wheelchair users (issue 20's accessible seating) or for a code (a presale).
   */
  private async freePlaces(runner: DataSource | EntityManager, info: SaleInfo, now: Date): Promise<number> {
    const heldBack = info.accessibleHeldUntil && now < info.accessibleHeldUntil ? [...info.heldBack.keys()] : [];
    heldBack.push(...presalePlacesNow(info, now));
    const [row] = await queryRows<{ free: number }>(
      runner,
      `SELECT COALESCE(sum(max_tickets - held), 0)::int AS free FROM occasion_spaces
        WHERE occasion_id = $1 AND NOT (space_id = ANY($2::uuid[]))`,
      [info.occasionId, heldBack],
    );
    return row?.free ?? 0;
  }

  /**
   * The offer behind a link's token, for its page (NOT_FOUND for an unknown, altered or malformed token). While it
   * is open the caller sets the draft's cookie to the token: the draft's secret.
   */
  async offer(token: string, language: string): Promise<WaitingListOffer> {
    const hash = bookingLinkHash(token);
    if (!hash) throw new DomainError("NOT_FOUND", "waitingList.offerNotFound");
    const [row] = await queryRows<{
      occasion_id: string;
      party_size: number;
      status: WaitingListStatus;
      offer_expires_at: Date | null;
      booking_id: string | null;
      booking_status: string | null;
      expires_at: Date | null;
      event_name: Translations;
      start_time: Date;
      occasion_status: string;
    }>(
      this.dataSource,
      `SELECT w.occasion_id, w.party_size, w.status, w.offer_expires_at, w.booking_id, b.status AS booking_status, b.expires_at,
              e.name AS event_name, o.start_time, o.status AS occasion_status
         FROM waiting_list_entries w JOIN occasions o ON o.id = w.occasion_id JOIN events e ON e.id = o.event_id
         LEFT JOIN bookings b ON b.id = w.booking_id
        WHERE w.offer_token_hash = $1`,
      [hash],
    );
    if (!row) throw new DomainError("NOT_FOUND", "waitingList.offerNotFound");
    const now = this.clock.now();
    const live = (row.booking_status === "draft" || row.booking_status === "payment") && row.expires_at !== null && row.expires_at > now;
    // A cancelled date offers nothing (issue 34, item 9): its link says so, whatever the offer's own state was.
    const state: OfferState =
      row.occasion_status === "cancelled"
        ? "cancelled"
        : row.booking_status === "booked"
          ? "booked"
          : row.status === "offered" && live
            ? "open"
            : "expired";
    return {
      state,
      occasionId: row.occasion_id,
      bookingId: state === "open" ? row.booking_id : null,
      eventName: translate(row.event_name, language) ?? "",
      startTime: row.start_time,
      partySize: row.party_size,
      heldUntil: state === "open" ? row.expires_at : null,
    };
  }

  /** The occasion's list in join order, every entry with where it stands (administer_bookings). */
  async entries(occasionIdInput: string): Promise<WaitingListEntry[]> {
    const occasionId = parseUuid(occasionIdInput);
    const rows = await queryRows<{
      id: string;
      position: number;
      email: string;
      party_size: number;
      language: string;
      status: WaitingListStatus;
      created_at: Date;
      offered_at: Date | null;
      offer_expires_at: Date | null;
      booking_id: string | null;
      booking_number: number | null;
      booking_status: string | null;
      expires_at: Date | null;
    }>(
      this.dataSource,
      `SELECT w.id, w.position, w.email, w.party_size, w.language, w.status, w.created_at, w.offered_at, w.offer_expires_at,
              w.booking_id, b.number AS booking_number, b.status AS booking_status, b.expires_at
         FROM waiting_list_entries w LEFT JOIN bookings b ON b.id = w.booking_id
        WHERE w.occasion_id = $1 ORDER BY w.position`,
      [occasionId],
    );
    const now = this.clock.now();
    return rows.map((row) => ({
      id: row.id,
      position: row.position,
      email: row.email,
      partySize: row.party_size,
      language: row.language,
      // An offer whose hold lapsed is shown as such at once, before the next run records it.
      status: row.status === "offered" ? offeredStatus(row.booking_status, row.expires_at, now) : row.status,
      createdAt: row.created_at,
      offeredAt: row.offered_at,
      offerExpiresAt: row.offer_expires_at,
      bookingId: row.booking_id,
      bookingNumber: row.booking_number,
    }));
  }

  /**
   * Takes a waiting entry off the list (administer_bookings). An entry with an open offer keeps it (its places are
   * held for the visitor until the offer lapses); CONFLICT then, and for entries already done.
   */
  async remove(entryIdInput: string): Promise<void> {
    const entryId = parseUuid(entryIdInput);
    const now = this.clock.now();
    const removed = await queryRows(
      this.dataSource,
      `UPDATE waiting_list_entries SET status = 'removed', updated_at = $2 WHERE id = $1 AND status = 'waiting' RETURNING id`,
      [entryId, now],
    );
    if (removed.length > 0) return;
    const exists = await queryRows(this.dataSource, `SELECT 1 FROM waiting_list_entries WHERE id = $1`, [entryId]);
    if (exists.length === 0) throw new DomainError("NOT_FOUND", "errors.notFound");
    throw new DomainError("CONFLICT", "waitingList.cannotRemove");
  }

  /** A lifecycle booked-listener: an offer's draft booked (checkout, a late payment) marks its entry booked. */
  async booked(manager: EntityManager, bookingIds: string[], now: Date): Promise<void> {
    await manager.query(
      `UPDATE waiting_list_entries SET status = 'booked', updated_at = $2 WHERE booking_id = ANY($1::uuid[]) AND status IN ('offered', 'expired')`,
      [bookingIds, now],
    );
  }

  /** Erases an address from every waiting list (the personal-data erasure); answers how many entries it had. */
  async forget(email: string): Promise<number> {
    const rows = await queryRows(
      this.dataSource,
      `WITH gone AS (DELETE FROM waiting_list_entries WHERE email = $1 RETURNING id),
            mails AS (DELETE FROM email_outbox WHERE idempotency_key IN (SELECT 'waiting-list-confirm:' || id FROM gone))
       SELECT id FROM gone`,
      [email.trim().toLowerCase()],
    );
    return rows.length;
  }

  /**
   * The offer run (every process, every WAITING_LIST_INTERVAL_SECONDS): the lists of occasions that have ended are
   * erased (nothing more can be offered; the addresses are not kept), entries left unconfirmed past
   * CONFIRM_WITHIN_MS lapse, then, for each occasion with confirmed entries waiting or offers open, freed places are
   * offered to the first confirmed entries whose party fits. Answers how many offers were made.
   */
  async offerFreedPlaces(): Promise<number> {
    const now = this.clock.now();
    await this.dataSource.query(
      `WITH gone AS (DELETE FROM waiting_list_entries w USING occasions o
                      WHERE o.id = w.occasion_id AND COALESCE(o.end_time, o.start_time) < $1 RETURNING w.id)
       DELETE FROM email_outbox WHERE idempotency_key IN (SELECT 'waiting-list-confirm:' || id FROM gone)`,
      [now],
    );
    await this.dataSource.query(
      `UPDATE waiting_list_entries SET status = 'expired', updated_at = $1 WHERE status = 'waiting' AND confirmed_at IS NULL AND created_at <= $2`,
      [now, new Date(now.getTime() - CONFIRM_WITHIN_MS)],
    );
    const occasions = await queryRows<{ occasion_id: string }>(
      this.dataSource,
      // Only dates that may be on sale (isOnSale decides the rest under the lock): a cancelled one offers nothing.
      `SELECT DISTINCT w.occasion_id FROM waiting_list_entries w JOIN occasions o ON o.id = w.occasion_id
        WHERE (w.status = 'offered' OR (w.status = 'waiting' AND w.confirmed_at IS NOT NULL))
          AND o.status = 'scheduled' AND o.published AND o.bookable`,
    );
    let offers = 0;
    for (const { occasion_id: occasionId } of occasions) {
      // Entries this run found their client at its hold cap for: not tried again until the next run.
      const passedOver = new Set<string>();
      // A step that passed over every candidate it read goes on past them: entries at the front whose clients sit at
      // their caps never stop the line behind them (each such step passes over at least one more entry).
      for (let made = 0, steps = 0; made < OFFERS_PER_RUN && steps < MAX_STEPS_PER_RUN; steps++) {
        const step = await this.offerStep(occasionId, passedOver);
        if (step === "none") break;
        if (step === "offered") {
          made += 1;
          offers += 1;
        }
      }
    }
    return offers;
  }

  /**
   * One step for one occasion, in one transaction under the occasion's advisory lock (skipped when another process
   * holds it): lapsed holds reclaimed, finished offers recorded, then one offer to the first confirmed waiting entry
   * whose party fits the free places. An entry whose client already holds as many places on the date as it may is
   * passed over (added to `passedOver`; it keeps its place in line for later runs) for the next ones, up to
   * CANDIDATES_PER_STEP entries. True when an offer was made (there may be more to make).
   */
  async offerNext(occasionId: string, passedOver: Set<string> = new Set()): Promise<boolean> {
    return (await this.offerStep(occasionId, passedOver)) === "offered";
  }

  /** offerNext's step: "offered", "passed" (every candidate read was passed over; more may wait behind them), or "none". */
  private async offerStep(occasionId: string, passedOver: Set<string>): Promise<"offered" | "passed" | "none"> {
    const result: { offered: boolean; passed?: boolean } = await inUnitOfWork(this.dataSource, async (unit) => {
      const { manager } = unit;
      const [lock] = await queryRows<{ locked: boolean }>(manager, `SELECT pg_try_advisory_xact_lock($1, hashtext($2::text)) AS locked`, [
        ADVISORY_LOCKS.waitingListOffers,
        occasionId,
      ]);
      if (!lock?.locked) return { offered: false };
      const now = this.clock.now();
      // Offers whose hold lapsed give their places back now, not at the sweeper's next turn.
      await this.lifecycle.expireLapsed(unit, now, { occasionId, skipLocked: true });
      await manager.query(
        `UPDATE waiting_list_entries w SET status = CASE WHEN b.status = 'booked' THEN 'booked' ELSE 'expired' END, updated_at = $2
           FROM bookings b
          WHERE w.booking_id = b.id AND w.occasion_id = $1 AND w.status = 'offered' AND b.status NOT IN ('draft', 'payment')`,
        [occasionId, now],
      );
      const info = await this.saleInfo.get(occasionId, manager);
      if (!info) return { offered: false };
      const free = await this.freePlaces(manager, info, now);
      if (free === 0) return { offered: false };
      const candidates = await queryRows<{ id: string; email: string; party_size: number; language: string; client_key: string | null }>(
        manager,
        // Confirmed entries only, in join order. A party over today's ticket limit (lowered since it joined) could never
        // be held: it waits, and does not stop the entries behind it from being offered.
        `SELECT id, email, party_size, language, client_key FROM waiting_list_entries
          WHERE occasion_id = $1 AND status = 'waiting' AND confirmed_at IS NOT NULL AND party_size <= $2 AND party_size <= $3
            AND NOT (id = ANY($4::uuid[]))
          ORDER BY position LIMIT $5 FOR UPDATE SKIP LOCKED`,
        [occasionId, free, this.limits.maxTicketsPerDraft, [...passedOver], CANDIDATES_PER_STEP],
      );
      if (candidates.length === 0) return { offered: false };
      const minutes = (await this.settings.settingsEntity(manager)).waitingListOfferMinutes;
      const expiresAt = new Date(now.getTime() + minutes * 60_000);
      for (const entry of candidates) {
        const { token, hash } = newBookingLinkToken();
        const held = await this.drafts.holdOffer(unit, {
          occasionId,
          count: entry.party_size,
          secret: token,
          expiresAt,
          language: entry.language,
          // The joiner's client holds the offered places: they count against its hold cap with its own drafts and
          // offers. (An entry from before client keys were kept counts as its own client.)
          clientKey: entry.client_key ?? `waiting-list:${entry.id}`,
          now,
        });
        if ("refused" in held) {
          if (held.refused !== "address_limit") return { offered: false };
          passedOver.add(entry.id);
          continue;
        }
        const marked = await queryRows(
          manager,
          `UPDATE waiting_list_entries SET status = 'offered', booking_id = $2, offered_at = $3, offer_expires_at = $4, offer_token_hash = $5,
                  updated_at = $3
            WHERE id = $1 AND status = 'waiting' RETURNING id`,
          [entry.id, held.bookingId, now, expiresAt, hash],
        );
        if (marked.length === 0) throw new Error("waiting-list entry changed under its row lock");
        await this.tellOffered(manager, { ...entry, occasionId, bookingId: held.bookingId, token, expiresAt });
        return { offered: true };
      }
      return { offered: false, passed: true };
    });
    return result.offered ? "offered" : result.passed ? "passed" : "none";
  }

  /** What the waiting list's e-mails say of the date: the event's name in `language` and when it starts. */
  private async occasionForMail(
    manager: EntityManager,
    occasionId: string,
    language: string,
  ): Promise<{ eventName: string; occasionStart: Date }> {
    const [occasion] = await queryRows<{ event_name: Translations; start_time: Date }>(
      manager,
      `SELECT e.name AS event_name, o.start_time FROM occasions o JOIN events e ON e.id = o.event_id WHERE o.id = $1`,
      [occasionId],
    );
    return { eventName: translate(occasion!.event_name, language) ?? "", occasionStart: occasion!.start_time };
  }

  /** The confirmation e-mail of a new entry, in its language, with the link that confirms it. */
  private async tellConfirm(
    manager: EntityManager,
    entry: { id: string; email: string; partySize: number; language: string; occasionId: string; token: string; now: Date },
  ): Promise<void> {
    const language = templateLanguage(waitingListConfirm as never, entry.language);
    const occasion = await this.occasionForMail(manager, entry.occasionId, language);
    await this.outbox.enqueue(manager, {
      template: waitingListConfirm,
      params: {
        ...occasion,
        partySize: entry.partySize,
        until: new Date(entry.now.getTime() + CONFIRM_WITHIN_MS),
        url: `${this.publicBase()}/${encodeURIComponent(entry.language)}/waiting-list/confirm/${entry.token}`,
      },
      to: entry.email,
      language,
      idempotencyKey: `waiting-list-confirm:${entry.id}`,
    });
  }

  /** The offer e-mail, in the entry's language, once per entry (its idempotency key). */
  private async tellOffered(
    manager: EntityManager,
    entry: {
      id: string;
      email: string;
      party_size: number;
      language: string;
      occasionId: string;
      bookingId: string;
      token: string;
      expiresAt: Date;
    },
  ): Promise<void> {
    if (!isEmailAddress(entry.email)) {
      logger.warn("waiting-list offer not e-mailed: the address cannot be sent to", { entryId: entry.id });
      return;
    }
    const language = templateLanguage(waitingListOffer as never, entry.language);
    const occasion = await this.occasionForMail(manager, entry.occasionId, language);
    await this.outbox.enqueue(manager, {
      template: waitingListOffer,
      params: {
        ...occasion,
        partySize: entry.party_size,
        until: entry.expiresAt,
        url: `${this.publicBase()}/${encodeURIComponent(entry.language)}/waiting-list/${entry.token}`,
      },
      to: entry.email,
      language,
      bookingId: entry.bookingId,
      idempotencyKey: `waiting-list-offer:${entry.id}`,
    });
  }
}

function offeredStatus(bookingStatus: string | null, expiresAt: Date | null, now: Date): WaitingListStatus {
  if (bookingStatus === "booked") return "booked";
  if ((bookingStatus === "draft" || bookingStatus === "payment") && expiresAt !== null && expiresAt > now) return "offered";
  return "expired";
}
