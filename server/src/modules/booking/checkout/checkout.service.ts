import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../../common/clock.js";
import { DomainError, validationFailed } from "../../../common/errors.js";
import { parseUuid } from "../../../common/ids.js";
import { inTransaction } from "../../../common/transaction.js";
import { inUnitOfWork, type UnitOfWork } from "../../../common/unit-of-work.js";
import { queryRows } from "../../../db/query-rows.js";
import type { MessageKey } from "../../i18n/server-messages.js";
import type { PaymentSubmission } from "../../payment/payment-provider.js";
import type { PaymentService } from "../../payment/payment.service.js";
import type { PaymentSettlement } from "../../payment/payment-settlement.js";
import type { SettingsService } from "../../settings/settings.service.js";
import type { BookingReadService } from "../booking-read.service.js";
import type { DraftView } from "../booking.results.js";
import { checkoutResultUrl } from "./checkout-urls.js";
import type { ClientDetails, ClientDetailsInput } from "@seatbooking/core";
import type { ClientDetailsWriter } from "../process/client-details.js";
import { collectInput } from "../../../common/request-input.js";
import { checkoutClientSchema, termsAcceptedSchema } from "./checkout.input.js";
import { assertEditable, lockDraft, lockOrderDrafts, type DraftCaller, type LockedDraft } from "../draft/draft-access.js";
import type { BookingLifecycle } from "../process/lifecycle.js";
import { cappedDates, emailBuyerKey, enforceBuyerCap, userBuyerKey } from "./buyer-cap.js";
import { EmailNotVerified, type BuyerVerifications } from "./buyer-verification.js";
import { NO_VOUCHERS, type VoucherPort } from "../process/voucher-port.js";

export interface CheckoutLimits {
  draftExpirySeconds: number;
  paymentHoldSeconds: number;
}

/**
 * What is checked out: a draft, or a season ticket's order (one draft per date of its series, checked out, paid and
 * booked together: one set of details, one payment, all or none).
 */
export type CheckoutOf = { bookingUuid: string } | { orderUuid: string };

export interface CheckoutInput {
  client: ClientDetailsInput;
  paymentMethodId?: string | null;
  termsAccepted?: boolean | null;
}

/**
 * Validates everything checkout sends at once, so the form shows every problem together: client details,
 * the payment method (when payment is needed) and the terms (on confirm). Renewals check out with it too.
 */
export function validateCheckout(
  payments: PaymentService,
  input: CheckoutInput,
  fallbackMethod: string | null,
  settings: { requireAddress: boolean; requireIdentityNumber: boolean },
  options: { payable: boolean; requireMethod: boolean; requireTerms: boolean },
): { client: ClientDetails; method: string | null } {
  const errors: Record<string, MessageKey> = {};
  const method = input.paymentMethodId ?? fallbackMethod ?? null;
  if (method ? !payments.isEnabled(method) : options.requireMethod) errors.paymentMethodId = "validation.paymentMethod";
  else if (method && !payments.mayComplete(method, options.payable)) errors.paymentMethodId = "validation.skipOnlyFree";
  if (options.requireTerms) collectInput(termsAcceptedSchema, input.termsAccepted, errors, "termsAccepted");
  const client = collectInput(checkoutClientSchema(settings), input.client, errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { client: client!, method };
}

/**
 * Checkout of a draft (DESIGN section 3, SPEC section 4): initiate payment, cancel it, confirm, pay. The
 * client details and terms are recorded here; status changes and the hold go through the lifecycle.
 */
export class CheckoutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly limits: CheckoutLimits,
    private readonly settings: SettingsService,
    private readonly reads: BookingReadService,
    private readonly payments: PaymentService,
    private readonly settlement: PaymentSettlement,
    private readonly lifecycle: BookingLifecycle,
    private readonly clientDetails: ClientDetailsWriter,
    private readonly buyerVerifications: BuyerVerifications,
    private readonly vouchers: VoucherPort = NO_VOUCHERS,
  ) {}

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

  private requireTickets(drafts: LockedDraft[]): void {
    if (drafts.some((draft) => draft.ticket_count === 0)) throw new DomainError("INVALID_TRANSITION", "booking.invalidTransition");
  }

  /** Locks what is checked out: the caller's draft, or every date of the caller's order (by id; the first leads its payment). */
  private async lockCheckout(manager: EntityManager, of: CheckoutOf, caller: DraftCaller, now: Date): Promise<LockedDraft[]> {
    if ("orderUuid" in of) return lockOrderDrafts(manager, of.orderUuid, caller, now);
    return [await lockDraft(manager, of.bookingUuid, caller, now)];
  }

  /** Cents to pay for the drafts together. */
  private async totalOf(manager: EntityManager, drafts: LockedDraft[]): Promise<number> {
    const totals = await queryRows<{ total: string }>(
      manager,
      `SELECT COALESCE(sum(total), 0) AS total FROM bookings WHERE id = ANY($1::uuid[])`,
      [drafts.map((draft) => draft.id)],
    );
    return Number(totals[0]?.total ?? 0);
  }

  private async saveClient(
    manager: EntityManager,
    bookingId: string,
    client: ClientDetails,
    method: string | null,
    now: Date,
    buyerKey: string | null,
  ): Promise<void> {
    await this.clientDetails.save(manager, bookingId, client, now, { buyerKey });
    await manager.query(`UPDATE bookings SET payment_method_id = $2 WHERE id = $1`, [bookingId, method]);
  }

  /**
   * Validates the details, records the method, draft -> payment. The hold is not extended here: only a
   * provider attempt that really starts (pay) extends it, so toggling payment cannot hoard places.
   */
  async initiatePayment(uuid: string, input: CheckoutInput, caller: DraftCaller): Promise<DraftView> {
    const now = this.clock.now();
    // Read before the transaction: a use case never waits for a second pool connection while holding one.
    const settings = await this.settings.settingsEntity();
    await inUnitOfWork(this.dataSource, async (unit) => {
      const { manager } = unit;
      const draft = await lockDraft(manager, uuid, caller, now);
      assertEditable(draft);
      this.requireTickets([draft]);
      // Every ticket at its code's price before the total is read (a ticket added since the code is priced now).
      if (draft.status === "draft") await this.vouchers.reprice(unit, draft.id, now);
      const { client, method } = validateCheckout(this.payments, input, draft.payment_method_id, settings, {
        payable: (await this.totalOf(manager, [draft])) > 0,
        requireMethod: true,
        requireTerms: false,
      });
      // Not confirmed yet: the booking counts for no buyer until confirm checks the cap (a key of an earlier confirm goes).
      await this.saveClient(manager, draft.id, client, method, now, null);
      await this.lifecycle.awaitPayment(unit, { bookingId: draft.id, reason: "payment initiated", now });
    });
    return this.reads.getDraft(uuid, caller.secret, caller.language, now);
  }

  /** payment -> draft, keeping the current expiry; any open provider attempt is voided. */
  async cancelPayment(uuid: string, caller: DraftCaller): Promise<DraftView> {
    const now = this.clock.now();
    await this.cancelPaymentOf({ bookingUuid: uuid }, caller, now);
    return this.reads.getDraft(uuid, caller.secret, caller.language, now);
  }

  /** A season ticket's order back from payment to its drafts, every date together. */
  async cancelOrderPayment(orderUuid: string, caller: DraftCaller): Promise<void> {
    await this.cancelPaymentOf({ orderUuid }, caller, this.clock.now());
  }

  private async cancelPaymentOf(of: CheckoutOf, caller: DraftCaller, now: Date): Promise<void> {
    await inUnitOfWork(this.dataSource, async (unit) => {
      const drafts = await this.lockCheckout(unit.manager, of, caller, now);
      if (drafts.some((draft) => draft.status !== "payment")) throw new DomainError("INVALID_TRANSITION", "booking.invalidTransition");
      // A renewal's released places are gone: it is paid, or left to lapse at its deadline, never edited as a draft.
      if (drafts.some((draft) => draft.renewal)) throw new DomainError("INVALID_TRANSITION", "renewal.paymentNotCancellable");
      for (const draft of drafts) {
        await this.payments.closeOpenAttempts(unit.manager, draft.id, "cancelled", now);
        await this.lifecycle.resumeEditing(unit, { bookingId: draft.id, reason: "payment cancelled by visitor", now });
      }
    });
  }

  /**
   * Records the final details and the terms acceptance. Nothing to pay, or skip payment: booked now.
   * Otherwise the booking waits in `payment` for `pay`. On an event with a per-buyer cap the buyer is counted first
   * (buyerUnderCap): refused with BUYER_CAP_REACHED over the cap, or EMAIL_NOT_VERIFIED (the confirmation link is then
   * e-mailed, after this transaction rolled back) when nobody is signed in and the address is not confirmed yet. A code
   * limited per customer e-mail asks the same of the address it counts (voucherEmail).
   */
  async confirm(uuid: string, input: CheckoutInput, caller: DraftCaller): Promise<DraftView> {
    await this.confirmOf({ bookingUuid: uuid }, input, caller);
    return this.reads.draftView(parseUuid(uuid), caller.language);
  }

  /**
   * Confirms a season ticket's order, every date with the same details, as `confirm` a draft: booked at once when nothing
   * is to be paid (or skip payment), else every date waits in `payment` for one payment (`payOrder`). A per-buyer cap
   * counts all its dates' tickets.
   */
  async confirmOrder(orderUuid: string, input: CheckoutInput, caller: DraftCaller): Promise<void> {
    await this.confirmOf({ orderUuid }, input, caller);
  }

  private async confirmOf(of: CheckoutOf, input: CheckoutInput, caller: DraftCaller): Promise<void> {
    const now = this.clock.now();
    const settings = await this.settings.settingsEntity();
    try {
      await inUnitOfWork(this.dataSource, async (unit) => {
        const { manager } = unit;
        const drafts = await this.lockCheckout(manager, of, caller, now);
        this.requireTickets(drafts);
        const lead = drafts[0]!;
        for (const draft of drafts) {
          if (draft.status === "payment" && (await this.payments.hasOpenAttempt(manager, draft.id))) {
            throw new DomainError("PAYMENT_IN_PROGRESS", "booking.paymentInProgress");
          }
          if (draft.status === "draft") await this.vouchers.reprice(unit, draft.id, now);
        }
        const requirePayment = (await this.totalOf(manager, drafts)) > 0;
        const { client, method } = validateCheckout(this.payments, input, lead.payment_method_id, settings, {
          payable: requirePayment,
          requireMethod: requirePayment,
          requireTerms: true,
        });
        // A renewal keeps what its holder had last season: it is neither capped nor counted.
        const ids = drafts.map((draft) => draft.id);
        const buyerKey = lead.renewal ? null : await this.buyerUnderCap(manager, ids, client.email, caller);
        const skip = !requirePayment || method === "skip";
        for (const draft of drafts) {
          await this.saveClient(manager, draft.id, client, method, now, buyerKey);
          // The code's uses per customer e-mail, counted in this transaction (VOUCHER_EMAIL_USED_UP: nothing is written).
          const voucherEmail = await this.voucherEmail(unit, { bookingId: draft.id, leadId: lead.id }, client.email, caller);
          if (voucherEmail) await this.vouchers.confirming(unit, { bookingId: draft.id, email: voucherEmail, now });
          await manager.query(`UPDATE bookings SET terms_accepted_at = $2 WHERE id = $1`, [draft.id, now]);
          if (skip) {
            const reason = requirePayment ? "confirmed with skip payment" : "confirmed, nothing to pay";
            await this.lifecycle.book(unit, { bookingId: draft.id, reason, now });
          } else await this.lifecycle.awaitPayment(unit, { bookingId: draft.id, reason: "confirmed, awaiting payment", now });
        }
      });
    } catch (error) {
      if (error instanceof EmailNotVerified) await this.buyerVerifications.request(error.bookingId, error.email, caller);
      throw error;
    }
  }

  /**
   * The buyer a checkout of these (locked) bookings counts for, checked against the per-buyer caps of their dates in this
   * transaction (enforceBuyerCap); null when no date is capped. Signed in: the account. Otherwise the address, once the
   * booking's checkout confirmed it through its link; an address not confirmed is refused (EmailNotVerified), so a made-up
   * address cannot be used to get round the cap.
   */
  private async buyerUnderCap(manager: EntityManager, bookingIds: string[], email: string, caller: DraftCaller): Promise<string | null> {
    const dates = await cappedDates(manager, bookingIds);
    if (dates.length === 0) return null;
    let buyerKey: string;
    if (caller.userId) buyerKey = userBuyerKey(caller.userId);
    else if (await this.buyerVerifications.isVerified(manager, bookingIds[0]!, email)) buyerKey = emailBuyerKey(email);
    else throw new EmailNotVerified(bookingIds[0]!, email);
    await enforceBuyerCap(manager, buyerKey, { bookingIds, dates });
    return buyerKey;
  }

  /**
   * The address a code's uses per customer e-mail count at confirm, proved as a per-buyer cap's buyer is, so a made-up address
   * cannot use the code again: signed in, the account's address; otherwise the address typed, which must be confirmed through
   * the booking's link (EmailNotVerified before) when the code limits its uses per e-mail.
   */
  private async voucherEmail(
    unit: UnitOfWork,
    booking: { bookingId: string; leadId: string },
    email: string,
    caller: DraftCaller,
  ): Promise<string | null> {
    if (caller.userId) {
      const [account] = await queryRows<{ email: string }>(unit.manager, `SELECT email FROM users WHERE id = $1`, [caller.userId]);
      if (account) return account.email;
    }
    if (!email) return null;
    if (!(await this.vouchers.limitsUsesPerEmail(unit, booking.bookingId))) return email;
    // A season ticket's dates are confirmed through its first date's link, as its per-buyer cap is.
    if (await this.buyerVerifications.isVerified(unit.manager, booking.leadId, email)) return email;
    throw new EmailNotVerified(booking.leadId, email);
  }

  /**
   * Opens a provider attempt for a confirmed booking in `payment` (409 while an earlier one is open) and
   * says where to send the browser. The attempt is recorded under the booking's lock, with the hold
   * extended for paying; the provider is called after commit. Skip payment completes at once and sends the
   * browser to the success page.
   */
  async pay(uuid: string, caller: DraftCaller, urls: { baseUrl: string }): Promise<PaymentSubmission> {
    return this.startPayment({ bookingUuid: uuid }, caller, urls, { continueOpen: false });
  }

  /** `pay` for a confirmed season ticket order: one attempt for every date's total, each date's its share. */
  async payOrder(orderUuid: string, caller: DraftCaller, urls: { baseUrl: string }): Promise<PaymentSubmission> {
    return this.startPayment({ orderUuid }, caller, urls, { continueOpen: false });
  }

  /**
   * 'Continue the open payment' (the customer left the provider's page unpaid and came back): the same
   * provider page again, with the hold extended as for paying. When the attempt was closed meanwhile (the
   * provider reported a failure or cancel), a new attempt as `pay` opens. 409 only while the open attempt
   * is still being started at the provider.
   */
  async continuePayment(uuid: string, caller: DraftCaller, urls: { baseUrl: string }): Promise<PaymentSubmission> {
    return this.startPayment({ bookingUuid: uuid }, caller, urls, { continueOpen: true });
  }

  /** `continuePayment` for a season ticket order. */
  async continueOrderPayment(orderUuid: string, caller: DraftCaller, urls: { baseUrl: string }): Promise<PaymentSubmission> {
    return this.startPayment({ orderUuid }, caller, urls, { continueOpen: true });
  }

  private async startPayment(
    of: CheckoutOf,
    caller: DraftCaller,
    urls: { baseUrl: string },
    options: { continueOpen: boolean },
  ): Promise<PaymentSubmission> {
    const now = this.clock.now();
    type Next = { open: PaymentSubmission } | { request: Awaited<ReturnType<PaymentService["prepare"]>> };
    const next = await inTransaction(this.dataSource, async (manager): Promise<Next> => {
      const drafts = await this.lockCheckout(manager, of, caller, now);
      if (drafts.some((draft) => draft.status !== "payment" || !draft.terms_accepted_at))
        throw new DomainError("INVALID_TRANSITION", "booking.notConfirmed");
      const lead = drafts[0]!;
      const open = await this.payments.openAttempt(manager, lead.id);
      if (open && (!options.continueOpen || !open.submission)) throw new DomainError("PAYMENT_IN_PROGRESS", "booking.paymentInProgress");
      for (const draft of drafts) {
        // The customer comes back from the provider to pages in the language they paid in.
        if (!open) await manager.query(`UPDATE bookings SET language = $2 WHERE id = $1`, [draft.id, caller.language]);
        await this.lifecycle.extendHold(manager, draft.id, this.paymentHold(draft, now), now);
      }
      if (open) return { open: open.submission! };
      const ids = drafts.map((draft) => draft.id);
      return { request: await this.payments.prepare(manager, ids, lead.payment_method_id!, caller.language, urls.baseUrl, now) };
    });
    if ("open" in next) return next.open;
    const request = next.request;
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
