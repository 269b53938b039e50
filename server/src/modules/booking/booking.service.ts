import { randomBytes } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { DomainError, validationFailed } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { ticketTotal } from "../../common/money.js";
import { inTransaction, withRetries } from "../../common/transaction.js";
import type { RateLimiter } from "../access/rate-limiter.js";
import type { PaymentService } from "../payment/payment.service.js";
import type { PaymentSubmission } from "../payment/payment-provider.js";
import type { PaymentResolution, PaymentSettlement } from "../payment/payment-settlement.js";
import type { SettingsService } from "../settings/settings.service.js";
import type { BookingReadService } from "./booking-read.service.js";
import type { DraftView, TicketView } from "./booking.results.js";
import type { BookingStatus } from "./booking-status.js";
import { assertTransition } from "./booking-transitions.js";
import { validateClientDetails, type ClientDetails, type ClientDetailsInput } from "./client-details.js";
import type { MessageKey } from "../i18n/server-messages.js";
import { draftSecretMatches, hashDraftSecret, newDraftSecret } from "./draft-secret.js";
import { expireLapsedHolds, recordTransitions, releasePlaces, type HoldOutcome } from "./holds.js";
import { isOnSale, type SaleInfoCache } from "./sale-info.js";

export interface BookingLimits {
  draftExpirySeconds: number;
  paymentHoldSeconds: number;
  maxTicketsPerDraft: number;
  maxHeldPerAddressPerOccasion: number;
  bookRateLimitPerMinute: number;
}

/** Who calls: the draft's cookie secret, the client address (rate limits), the language. */
export interface DraftCaller {
  secret: string | undefined;
  language: string;
}

interface LockedDraft {
  id: string;
  occasion_id: string;
  status: BookingStatus;
  secret_hash: string | null;
  expires_at: Date | null;
  payment_method_id: string | null;
  terms_accepted_at: Date | null;
  created_at: Date;
  ticket_count: number;
}

export interface TicketUpdate {
  ticketTypeId?: string | null;
  addonIds?: string[] | null;
}

export interface CheckoutInput {
  client: ClientDetailsInput;
  paymentMethodId?: string | null;
  termsAccepted?: boolean | null;
}

const EDITABLE: readonly BookingStatus[] = ["draft"];

function ticketCode(): string {
  return randomBytes(12).toString("base64url");
}

/**
 * The booking engine (DESIGN section 3): drafts, holds, edits and checkout, each use case one
 * transaction, every status change through the transition table with a history row.
 */
export class BookingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly limits: BookingLimits,
    private readonly saleInfo: SaleInfoCache,
    private readonly rateLimiter: RateLimiter,
    private readonly settings: SettingsService,
    private readonly reads: BookingReadService,
    private readonly payments: PaymentService,
    private readonly settlement: PaymentSettlement,
    /** Told after commit which occasions' occupancy changed (the local snapshot cache). */
    private readonly onOccupancyChanged: (occasionId: string) => void = () => {},
  ) {}

  private readonly draftOccasions = new Map<string, string>();

  /** Creates a draft on an occasion that is on sale. Returns the draft and the secret for its cookie. */
  async book(occasionIdInput: string, clientAddress: string, language: string): Promise<{ draft: DraftView; secret: string }> {
    const occasionId = parseUuid(occasionIdInput);
    const now = this.clock.now();
    const info = await this.saleInfo.get(occasionId);
    if (!info) throw new DomainError("NOT_FOUND", "errors.notFound");
    if (!isOnSale(info, now)) throw new DomainError("NOT_BOOKABLE", "booking.notAllowed");
    await this.rateLimiter.hit(`book:${clientAddress}`, this.limits.bookRateLimitPerMinute);
    const secret = newDraftSecret();
    const expiresAt = new Date(now.getTime() + this.limits.draftExpirySeconds * 1000);
    const id = await inTransaction(this.dataSource, async (manager) => {
      const rows: Array<{ id: string }> = await manager.query(
        `INSERT INTO bookings (occasion_id, status, secret_hash, expires_at, language, client_address, created_at, updated_at)
         VALUES ($1, 'draft', $2, $3, $4, $5, $6, $6) RETURNING id`,
        [occasionId, hashDraftSecret(secret), expiresAt, language, clientAddress.slice(0, 64), now],
      );
      const bookingId = rows[0]!.id;
      await recordTransitions(manager, [{ bookingId, from: null, to: "draft" }], "booked by visitor", null, now);
      return bookingId;
    });
    this.rememberDraft(id, occasionId);
    // A new draft has no tickets and no client details yet: answer without reading it back.
    const emptyClient = { firstname: null, lastname: null, email: null, phone: null, address: null, identityNumber: null, message: null };
    const draft: DraftView = {
      uuid: id,
      occasionId,
      status: "draft",
      paymentMethodId: null,
      expiresAt,
      tickets: [],
      client: emptyClient,
      summary: { total: 0, requirePayment: false, byTicketType: [], byVat: [] },
    };
    return { draft, secret };
  }

  /**
   * Locks the draft row and checks who asks and whether it still holds: a missing draft, a wrong
   * secret and a lapsed hold are the same 404 'booking expired or missing'.
   */
  private async lockDraft(
    manager: EntityManager,
    uuid: string,
    caller: DraftCaller,
    now: Date,
    options: { countTickets?: boolean } = {},
  ): Promise<LockedDraft> {
    const rows: Array<Omit<LockedDraft, "ticket_count">> = await manager.query(
      `SELECT id, occasion_id, status, secret_hash, expires_at, payment_method_id, terms_accepted_at, created_at
         FROM bookings WHERE id = $1 FOR UPDATE`,
      [parseUuid(uuid)],
    );
    const row = rows[0];
    if (
      !row ||
      (row.status !== "draft" && row.status !== "payment") ||
      !draftSecretMatches(caller.secret, row.secret_hash) ||
      (row.expires_at && row.expires_at <= now)
    ) {
      throw new DomainError("DRAFT_EXPIRED", "booking.expired");
    }
    // Counted after the lock is held, in its own statement: counting in the locking statement would see
    // the tickets as they were before the calls this one waited for.
    if (options.countTickets === false) return { ...row, ticket_count: -1 };
    const counted: Array<{ n: number }> = await manager.query(`SELECT count(*)::int AS n FROM tickets WHERE booking_id = $1`, [row.id]);
    return { ...row, ticket_count: counted[0]!.n };
  }

  private assertEditable(draft: LockedDraft): void {
    if (!EDITABLE.includes(draft.status)) throw new DomainError("PAYMENT_PENDING", "booking.paymentPending");
  }

  /** A status change through the transition table, with its history row; `set` updates more columns. */
  private async transition(
    manager: EntityManager,
    bookingId: string,
    from: BookingStatus,
    to: BookingStatus,
    reason: string,
    now: Date,
    set: Partial<Record<"expires_at" | "confirmed_at" | "terms_accepted_at", Date | null>> = {},
  ): Promise<void> {
    assertTransition(from, to);
    const columns = Object.entries(set);
    const assignments = columns.map(([column], index) => `, ${column} = $${index + 4}`).join("");
    await manager.query(`UPDATE bookings SET status = $2, updated_at = $3${assignments} WHERE id = $1`, [
      bookingId,
      to,
      now,
      ...columns.map(([, value]) => value),
    ]);
    await recordTransitions(manager, [{ bookingId, from, to }], reason, null, now);
  }

  /**
   * The hold while a provider attempt runs: now + PAYMENT_HOLD_SECONDS, never shorter than the current
   * one, and never past createdAt + DRAFT_EXPIRY_SECONDS + PAYMENT_HOLD_SECONDS, so paying again and
   * again cannot hoard places forever.
   */
  private paymentHold(draft: LockedDraft, now: Date): Date {
    const extended = now.getTime() + this.limits.paymentHoldSeconds * 1000;
    const cap = draft.created_at.getTime() + (this.limits.draftExpirySeconds + this.limits.paymentHoldSeconds) * 1000;
    const current = draft.expires_at?.getTime() ?? 0;
    return new Date(Math.max(current, Math.min(extended, cap)));
  }

  /** Which occasion a draft is for (never changes), remembered so the hot path needs no extra query. */
  private async draftOccasion(bookingId: string): Promise<string | null> {
    const known = this.draftOccasions.get(bookingId);
    if (known) return known;
    const rows: Array<{ occasion_id: string }> = await this.dataSource.query(`SELECT occasion_id FROM bookings WHERE id = $1`, [bookingId]);
    const occasionId = rows[0]?.occasion_id ?? null;
    if (occasionId) this.rememberDraft(bookingId, occasionId);
    return occasionId;
  }

  private rememberDraft(bookingId: string, occasionId: string): void {
    if (this.draftOccasions.size >= 200_000) this.draftOccasions.clear();
    this.draftOccasions.set(bookingId, occasionId);
  }

  /**
   * Takes one place for the draft through `hold_place`, the one hold path (a plpgsql function: lock the
   * draft, check it, its ticket limit and its address's held places, take the place with the guarded
   * counter, insert the ticket). `runner` is the data source (its own autocommit transaction: the
   * flash-sale hot path, one round trip) or a transaction's manager.
   */
  private async holdPlace(
    runner: DataSource | EntityManager,
    hold: {
      bookingId: string;
      secret: string;
      occasionId: string;
      spaceId: string;
      ticketTypeId: string;
      price: number;
      vat: number;
      now: Date;
    },
  ): Promise<{ outcome: HoldOutcome; ticketId: string | null }> {
    const rows: Array<{ outcome: HoldOutcome; ticket_id: string | null }> = await runner.query(
      `SELECT outcome, ticket_id FROM hold_place($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        hold.bookingId,
        hashDraftSecret(hold.secret),
        hold.occasionId,
        hold.spaceId,
        hold.ticketTypeId,
        hold.price,
        hold.vat,
        ticketCode(),
        hold.now,
        this.limits.maxTicketsPerDraft,
        this.limits.maxHeldPerAddressPerOccasion,
      ],
    );
    const row = rows[0]!;
    return { outcome: row.outcome, ticketId: row.ticket_id };
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
   * Adds one ticket for a space to the draft: `hold_place` in its own transaction. A full space, and
   * anything unusual (not on sale, not a space of the occasion), takes the transactional path, which
   * also reclaims lapsed holds.
   */
  async addSpace(uuid: string, spaceIdInput: string, caller: DraftCaller): Promise<TicketView> {
    const bookingId = parseUuid(uuid);
    const spaceId = parseUuid(spaceIdInput);
    const now = this.clock.now();
    const occasionId = caller.secret ? await this.draftOccasion(bookingId) : null;
    if (!occasionId) throw new DomainError("DRAFT_EXPIRED", "booking.expired");
    const info = await this.saleInfo.get(occasionId);
    if (info && isOnSale(info, now)) {
      const ticketTypeId = info.defaultTicketTypeId!;
      const price = info.prices.get(ticketTypeId)!;
      const hold = { bookingId, secret: caller.secret!, occasionId, spaceId, ticketTypeId, price: price.price, vat: price.vat, now };
      const { outcome, ticketId } = await withRetries(() => this.holdPlace(this.dataSource, hold));
      if (outcome === "held") {
        this.onOccupancyChanged(occasionId);
        return { id: ticketId!, spaceId, ticketTypeId, price: price.price, vat: price.vat, addons: [], total: price.price };
      }
      if (outcome !== "full") throw this.holdRefusal(outcome);
    }
    return this.addSpaceLocked(bookingId, spaceId, caller, now);
  }

  /** The transactional add: not on sale, space full or not on the plan (reclaiming lapsed holds first). */
  private async addSpaceLocked(uuid: string, spaceId: string, caller: DraftCaller, now: Date): Promise<TicketView> {
    const result = await inTransaction(this.dataSource, async (manager) => {
      const draft = await this.lockDraft(manager, uuid, caller, now, { countTickets: false });
      this.assertEditable(draft);
      const info = await this.saleInfo.get(draft.occasion_id, manager);
      if (!info || !isOnSale(info, now)) throw new DomainError("NOT_BOOKABLE", "booking.notAllowed");
      const ticketTypeId = info.defaultTicketTypeId!;
      const price = info.prices.get(ticketTypeId)!;
      const hold = {
        bookingId: draft.id,
        secret: caller.secret!,
        occasionId: draft.occasion_id,
        spaceId,
        ticketTypeId,
        price: price.price,
        vat: price.vat,
        now,
      };
      let held = await this.holdPlace(manager, hold);
      if (held.outcome === "full") {
        // Full, or not a space of this occasion. Expired holds stop counting at their expiry instant:
        // reclaim this space's lapsed holds in this transaction and try once more.
        const exists: unknown[] = await manager.query(`SELECT 1 FROM occasion_spaces WHERE occasion_id = $1 AND space_id = $2`, [
          draft.occasion_id,
          spaceId,
        ]);
        if (exists.length === 0) throw new DomainError("NOT_FOUND", "booking.spaceNotFound");
        await expireLapsedHolds(manager, now, { occasionId: draft.occasion_id, spaceId });
        // Try again even when nothing was reclaimed here: a concurrent add or the sweeper may have
        // released the lapsed holds while this call waited for their locks.
        held = await this.holdPlace(manager, hold);
      }
      if (held.outcome === "full") throw new DomainError("SPACE_OCCUPIED", "booking.spaceOccupied");
      if (held.outcome !== "held") throw this.holdRefusal(held.outcome);
      return {
        occasionId: draft.occasion_id,
        view: {
          id: held.ticketId!,
          spaceId,
          ticketTypeId,
          price: price.price,
          vat: price.vat,
          addons: [],
          total: price.price,
        } satisfies TicketView,
      };
    });
    this.onOccupancyChanged(result.occasionId);
    return result.view;
  }

  /** Changes a ticket's type (repricing it) and/or its addons. */
  async updateTicket(uuid: string, ticketIdInput: string, update: TicketUpdate, caller: DraftCaller): Promise<TicketView> {
    const ticketId = parseUuid(ticketIdInput);
    const now = this.clock.now();
    return inTransaction(this.dataSource, async (manager) => {
      const draft = await this.lockDraft(manager, uuid, caller, now);
      this.assertEditable(draft);
      const rows: Array<{ id: string; space_id: string; ticket_type_id: string; price: number; vat: string }> = await manager.query(
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
        const entry = info?.prices.get(ticketTypeId);
        if (!entry) throw validationFailed({ ticketTypeId: "booking.noPrice" });
        price = entry.price;
        vat = entry.vat;
        await manager.query(`UPDATE tickets SET ticket_type_id = $2, price = $3, vat = $4 WHERE id = $1`, [
          ticketId,
          ticketTypeId,
          price,
          vat,
        ]);
      }
      if (update.addonIds) {
        const addonIds = [...new Set(update.addonIds.map((id) => parseUuid(id)))];
        const addons: Array<{ id: string; price: number; vat: string }> = addonIds.length
          ? await manager.query(`SELECT id, price, vat FROM addons WHERE id = ANY($1::uuid[]) AND active`, [addonIds])
          : [];
        if (addons.length !== addonIds.length) throw validationFailed({ addonIds: "booking.addonNotFound" });
        await manager.query(`DELETE FROM ticket_addons WHERE ticket_id = $1`, [ticketId]);
        for (const addon of addons) {
          await manager.query(`INSERT INTO ticket_addons (ticket_id, addon_id, price, vat) VALUES ($1, $2, $3, $4)`, [
            ticketId,
            addon.id,
            addon.price,
            addon.vat,
          ]);
        }
      }
      await this.refreshTotal(manager, draft.id, now);
      const addonRows: Array<{ addon_id: string; price: number; vat: string }> = await manager.query(
        `SELECT addon_id, price, vat FROM ticket_addons WHERE ticket_id = $1 ORDER BY addon_id`,
        [ticketId],
      );
      const addons = addonRows.map((row) => ({ addonId: row.addon_id, price: row.price, vat: Number(row.vat) }));
      return { id: ticketId, spaceId: ticket.space_id, ticketTypeId, price, vat, addons, total: ticketTotal({ price, addons }) };
    });
  }

  private async refreshTotal(manager: EntityManager, bookingId: string, now: Date): Promise<void> {
    await manager.query(
      `UPDATE bookings SET updated_at = $2, total = COALESCE((SELECT sum(t.price) FROM tickets t WHERE t.booking_id = $1), 0)
         + COALESCE((SELECT sum(a.price) FROM ticket_addons a JOIN tickets t ON t.id = a.ticket_id WHERE t.booking_id = $1), 0)
       WHERE id = $1`,
      [bookingId, now],
    );
  }

  /** Removes a ticket; removing the last one cancels the draft (returns null then). */
  async removeTicket(uuid: string, ticketIdInput: string, caller: DraftCaller): Promise<DraftView | null> {
    const ticketId = parseUuid(ticketIdInput);
    const now = this.clock.now();
    const outcome = await inTransaction(this.dataSource, async (manager) => {
      const draft = await this.lockDraft(manager, uuid, caller, now);
      this.assertEditable(draft);
      const found: unknown[] = await manager.query(`SELECT 1 FROM tickets WHERE id = $1 AND booking_id = $2`, [ticketId, draft.id]);
      if (found.length === 0) throw new DomainError("NOT_FOUND", "booking.ticketNotFound");
      await releasePlaces(manager, { ticketIds: [ticketId] });
      await manager.query(`DELETE FROM tickets WHERE id = $1`, [ticketId]);
      await this.refreshTotal(manager, draft.id, now);
      if (draft.ticket_count <= 1) {
        await this.transition(manager, draft.id, draft.status, "cancelled", "last ticket removed", now, { expires_at: null });
        return { cancelled: true, draft };
      }
      return { cancelled: false, draft };
    });
    this.onOccupancyChanged(outcome.draft.occasion_id);
    if (outcome.cancelled) return null;
    return this.reads.getDraft(outcome.draft.id, caller.secret, caller.language, now);
  }

  /** Cancels the draft and releases its places. */
  async cancelDraft(uuid: string, caller: DraftCaller): Promise<void> {
    const now = this.clock.now();
    const draft = await inTransaction(this.dataSource, async (manager) => {
      const draft = await this.lockDraft(manager, uuid, caller, now);
      await this.payments.closeOpenAttempts(manager, draft.id, "cancelled", now);
      await releasePlaces(manager, { bookingIds: [draft.id] });
      await this.transition(manager, draft.id, draft.status, "cancelled", "cancelled by visitor", now, { expires_at: null });
      return draft;
    });
    this.onOccupancyChanged(draft.occasion_id);
  }

  private async isPayable(manager: EntityManager, bookingId: string): Promise<boolean> {
    const totals: Array<{ total: number }> = await manager.query(`SELECT total FROM bookings WHERE id = $1`, [bookingId]);
    return (totals[0]?.total ?? 0) > 0;
  }

  private async requireTickets(draft: LockedDraft): Promise<void> {
    if (draft.ticket_count === 0) throw new DomainError("INVALID_TRANSITION", "booking.invalidTransition");
  }

  /**
   * Validates everything checkout sends at once, so the form shows every problem together: client
   * details, the payment method (when payment is needed) and the terms (on confirm).
   */
  private async validateCheckout(
    input: CheckoutInput,
    fallbackMethod: string | null,
    settings: { requireAddress: boolean; requireIdentityNumber: boolean },
    options: { payable: boolean; requireMethod: boolean; requireTerms: boolean },
  ) {
    const errors: Record<string, MessageKey> = {};
    const method = input.paymentMethodId ?? fallbackMethod ?? null;
    if (method ? !this.payments.isEnabled(method) : options.requireMethod) errors.paymentMethodId = "validation.paymentMethod";
    else if (method && !this.payments.mayComplete(method, options.payable)) errors.paymentMethodId = "validation.skipOnlyFree";
    if (options.requireTerms && input.termsAccepted !== true) errors.termsAccepted = "validation.termsRequired";
    let client: ClientDetails | undefined;
    try {
      client = validateClientDetails(input.client, settings);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      Object.assign(errors, error.fields);
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return { client: client!, method };
  }

  private async saveClient(
    manager: EntityManager,
    bookingId: string,
    client: ClientDetails,
    method: string | null,
    now: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE bookings SET firstname = $2, lastname = $3, email = $4, phone = $5, address = $6, identity_number = $7,
              message = $8, payment_method_id = $9, updated_at = $10 WHERE id = $1`,
      [
        bookingId,
        client.firstname,
        client.lastname,
        client.email,
        client.phone,
        client.address,
        client.identityNumber,
        client.message,
        method,
        now,
      ],
    );
  }

  /**
   * Validates the details, records the method, draft -> payment. The hold is not extended here: only a
   * provider attempt that really starts (pay) extends it, so toggling payment cannot hoard places.
   */
  async initiatePayment(uuid: string, input: CheckoutInput, caller: DraftCaller): Promise<DraftView> {
    const now = this.clock.now();
    // Read before the transaction: a use case never waits for a second pool connection while holding one.
    const settings = await this.settings.settingsEntity();
    await inTransaction(this.dataSource, async (manager) => {
      const draft = await this.lockDraft(manager, uuid, caller, now);
      this.assertEditable(draft);
      await this.requireTickets(draft);
      const { client, method } = await this.validateCheckout(input, draft.payment_method_id, settings, {
        payable: await this.isPayable(manager, draft.id),
        requireMethod: true,
        requireTerms: false,
      });
      await this.saveClient(manager, draft.id, client, method, now);
      await this.transition(manager, draft.id, "draft", "payment", "payment initiated", now);
    });
    return this.reads.getDraft(uuid, caller.secret, caller.language, now);
  }

  /** payment -> draft, keeping the current expiry; any open provider attempt is voided. */
  async cancelPayment(uuid: string, caller: DraftCaller): Promise<DraftView> {
    const now = this.clock.now();
    await inTransaction(this.dataSource, async (manager) => {
      const draft = await this.lockDraft(manager, uuid, caller, now);
      if (draft.status !== "payment") throw new DomainError("INVALID_TRANSITION", "booking.invalidTransition");
      await this.payments.closeOpenAttempts(manager, draft.id, "cancelled", now);
      await this.transition(manager, draft.id, "payment", "draft", "payment cancelled by visitor", now, { terms_accepted_at: null });
    });
    return this.reads.getDraft(uuid, caller.secret, caller.language, now);
  }

  /**
   * Records the final details and the terms acceptance. Nothing to pay, or skip payment: booked now.
   * Otherwise the booking waits in `payment` for `pay`.
   */
  async confirm(uuid: string, input: CheckoutInput, caller: DraftCaller): Promise<DraftView> {
    const now = this.clock.now();
    const settings = await this.settings.settingsEntity();
    await inTransaction(this.dataSource, async (manager) => {
      const draft = await this.lockDraft(manager, uuid, caller, now);
      await this.requireTickets(draft);
      if (draft.status === "payment" && (await this.payments.hasOpenAttempt(manager, draft.id))) {
        throw new DomainError("PAYMENT_IN_PROGRESS", "booking.paymentInProgress");
      }
      const requirePayment = await this.isPayable(manager, draft.id);
      const { client, method } = await this.validateCheckout(input, draft.payment_method_id, settings, {
        payable: requirePayment,
        requireMethod: requirePayment,
        requireTerms: true,
      });
      await this.saveClient(manager, draft.id, client, method, now);
      await manager.query(`UPDATE bookings SET terms_accepted_at = $2 WHERE id = $1`, [draft.id, now]);
      if (!requirePayment || method === "skip") {
        await this.transition(
          manager,
          draft.id,
          draft.status,
          "booked",
          requirePayment ? "confirmed with skip payment" : "confirmed, nothing to pay",
          now,
          { expires_at: null, confirmed_at: now },
        );
        return;
      }
      if (draft.status === "draft") {
        await this.transition(manager, draft.id, "draft", "payment", "confirmed, awaiting payment", now);
      }
    });
    return this.reads.draftView(parseUuid(uuid), caller.language);
  }

  /**
   * Opens a provider attempt for a confirmed booking in `payment` (409 while an earlier one is open) and
   * says where to send the browser. The attempt is recorded under the booking's lock; the provider is
   * called after commit. Skip payment completes at once and sends the browser to the success page.
   */
  async pay(uuid: string, caller: DraftCaller, urls: { baseUrl: string }): Promise<PaymentSubmission> {
    const now = this.clock.now();
    const request = await inTransaction(this.dataSource, async (manager) => {
      const draft = await this.lockDraft(manager, uuid, caller, now);
      if (draft.status !== "payment" || !draft.terms_accepted_at) throw new DomainError("INVALID_TRANSITION", "booking.notConfirmed");
      if (await this.payments.hasOpenAttempt(manager, draft.id)) throw new DomainError("PAYMENT_IN_PROGRESS", "booking.paymentInProgress");
      // The customer comes back from the provider to pages in the language they paid in; the places are
      // held while they pay, as long as the payment hold allows (paymentHold).
      await manager.query(`UPDATE bookings SET language = $2, expires_at = $3 WHERE id = $1`, [
        draft.id,
        caller.language,
        this.paymentHold(draft, now),
      ]);
      return this.payments.prepare(manager, draft.id, draft.payment_method_id!, caller.language, urls.baseUrl, now);
    });
    const start = await this.payments.start(this.dataSource, request, now);
    if (!start.completed) return start.submission;
    const settled = await this.settlement.settle(request.provider, "request", {
      stamp: request.stamp,
      status: "paid",
      providerTransactionId: null,
      amount: request.amount,
      payload: { method: request.provider },
    });
    return { action: checkoutResultUrl(urls.baseUrl, settled), fields: {}, method: "redirect" };
  }
}

/** The checkout page a payment's outcome sends the customer to. */
export function checkoutResultUrl(baseUrl: string, resolution: PaymentResolution): string {
  const checkout = `${baseUrl}/${resolution.language}/occasions/${resolution.occasionId}/checkout/${resolution.bookingId}`;
  switch (resolution.outcome) {
    case "booked":
      return `${checkout}/success`;
    case "pending":
      return `${checkout}/pending`;
    case "failed":
    case "cancelled":
      return `${checkout}?payment=${resolution.outcome}`;
    case "refund_held":
      return `${checkout}?payment=refund`;
    case "refund_required":
    case "expired":
      return `${checkout}/expired`;
  }
}
