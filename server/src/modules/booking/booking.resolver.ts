import { Arg, Ctx, ID, Int, Mutation, Resolver } from "type-graphql";
import { parseInput } from "../../common/request-input.js";
import type { RequestContext } from "../../app/context.js";
import { PaymentSubmissionView } from "../payment/payment.results.js";
import { BestAvailableInput, ConfirmInput, InitiatePaymentInput, UpdateTicketInput } from "./booking.inputs.js";
import { BuyerEmailConfirmationView, DraftView, TicketView } from "./booking.results.js";
import { admissionCredentials, draftCaller, requestBaseUrl, setDraftCookie } from "./booking.http.js";
import { bestAvailablePreferenceSchema } from "./draft/draft.input.js";

@Resolver()
export class BookingResolver {
  @Mutation(() => DraftView, { description: "Creates a held draft on the occasion; sets the draft's cookie." })
  async book(@Arg("occasionId", () => ID) occasionId: string, @Ctx() ctx: RequestContext): Promise<DraftView> {
    const { draft, secret } = await ctx.services.drafts.book(occasionId, ctx.clientKey, ctx.language, admissionCredentials(ctx));
    setDraftCookie(ctx, secret);
    return draft;
  }

  @Mutation(() => DraftView, {
    description:
      "Best available: holds `count` seats chosen for the buyer (adjacent in one row when possible, no single seat stranded) in the caller's draft on the occasion, all or none; creates the draft, and sets its cookie, when the caller has none.",
  })
  async holdBestAvailable(
    @Arg("occasionId", () => ID) occasionId: string,
    @Arg("count", () => Int) count: number,
    @Arg("preference", () => BestAvailableInput, { nullable: true }) preference: BestAvailableInput | null,
    @Ctx() ctx: RequestContext,
  ): Promise<DraftView> {
    const caller = draftCaller(ctx, "");
    const { uuid, secret } = await ctx.services.drafts.holdBestAvailable(occasionId, count, bestAvailablePreference(preference), {
      ...caller,
      clientKey: ctx.clientKey,
    });
    if (secret !== caller.secret) setDraftCookie(ctx, secret);
    return ctx.services.bookings.getDraft(uuid, secret, ctx.language, ctx.services.clock.now());
  }

  @Mutation(() => TicketView, { description: "Adds a ticket for a space: 409 SPACE_OCCUPIED when it is full." })
  addSpace(
    @Arg("uuid", () => ID) uuid: string,
    @Arg("spaceId", () => ID) spaceId: string,
    @Arg("accessibilityNeed", () => Boolean, {
      nullable: true,
      description:
        "The buyer needs a wheelchair place: required to hold one while the occasion holds them back for wheelchair users (409 CONFLICT otherwise).",
    })
    accessibilityNeed: boolean | null | undefined,
    @Arg("presaleCode", () => String, {
      nullable: true,
      description:
        "A voucher code whose campaign holds the place back (a presale): the code is applied to the draft with the place. Without it such a place is refused with 409 SPACE_HELD_FOR_CODE, unless the draft has one of the campaign's codes applied.",
    })
    presaleCode: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<TicketView> {
    return ctx.services.drafts.addSpace(uuid, spaceId, draftCaller(ctx, uuid), {
      accessibilityNeed: accessibilityNeed === true,
      presaleCode: presaleCode ?? null,
    });
  }

  @Mutation(() => TicketView, { description: "Changes a ticket's type (repricing it) or addons." })
  updateTicket(
    @Arg("uuid", () => ID) uuid: string,
    @Arg("ticketId", () => ID) ticketId: string,
    @Arg("input", () => UpdateTicketInput) input: UpdateTicketInput,
    @Ctx() ctx: RequestContext,
  ): Promise<TicketView> {
    return ctx.services.drafts.updateTicket(uuid, ticketId, input, draftCaller(ctx, uuid));
  }

  @Mutation(() => DraftView, { nullable: true, description: "Removes a ticket; null when it was the last one and the draft is cancelled." })
  removeTicket(
    @Arg("uuid", () => ID) uuid: string,
    @Arg("ticketId", () => ID) ticketId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DraftView | null> {
    return ctx.services.drafts.removeTicket(uuid, ticketId, draftCaller(ctx, uuid));
  }

  @Mutation(() => DraftView, { description: "Validates the details and moves the draft to payment, extending its hold." })
  initiatePayment(
    @Arg("uuid", () => ID) uuid: string,
    @Arg("input", () => InitiatePaymentInput) input: InitiatePaymentInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DraftView> {
    return ctx.services.checkout.initiatePayment(uuid, input, draftCaller(ctx, uuid));
  }

  @Mutation(() => DraftView, { description: "Back from payment to draft; voids an open provider attempt." })
  cancelPayment(@Arg("uuid", () => ID) uuid: string, @Ctx() ctx: RequestContext): Promise<DraftView> {
    return ctx.services.checkout.cancelPayment(uuid, draftCaller(ctx, uuid));
  }

  @Mutation(() => DraftView, {
    description:
      "Records the final details and terms; books at once when nothing is payable or with skip payment. On an event with a per-buyer " +
      "cap (Event.maxTicketsPerBuyer, per date) the buyer is the signed-in account, else the e-mail address once confirmed: " +
      "EMAIL_NOT_VERIFIED (extensions.email) e-mails the address a confirmation link (confirmBuyerEmail) and books nothing; " +
      "BUYER_CAP_REACHED (extensions.max, already, requested) when the buyer's confirmed tickets on the date plus these would exceed the cap. " +
      "A voucher code limited per customer e-mail counts the account's address, else asks the same confirmation of the address typed.",
  })
  confirm(
    @Arg("uuid", () => ID) uuid: string,
    @Arg("input", () => ConfirmInput) input: ConfirmInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DraftView> {
    return ctx.services.checkout.confirm(uuid, input, draftCaller(ctx, uuid));
  }

  @Mutation(() => BuyerEmailConfirmationView, {
    description:
      "Confirms the e-mail address behind the token of the link a checkout sent (/verify-email/{token}; a capped event, or a code limited per e-mail); the checkout " +
      "can then confirm. Confirming again answers the same. NOT_FOUND for an unknown, altered or malformed token, or one older than 24 hours.",
  })
  confirmBuyerEmail(@Arg("token") token: string, @Ctx() ctx: RequestContext): Promise<BuyerEmailConfirmationView> {
    return ctx.services.buyerVerifications.confirm(token, ctx.language);
  }

  @Mutation(() => PaymentSubmissionView, { description: "Opens a payment at the provider: 409 PAYMENT_IN_PROGRESS while one is open." })
  pay(@Arg("uuid", () => ID) uuid: string, @Ctx() ctx: RequestContext): Promise<PaymentSubmissionView> {
    return ctx.services.checkout.pay(uuid, draftCaller(ctx, uuid), { baseUrl: requestBaseUrl(ctx) });
  }

  @Mutation(() => PaymentSubmissionView, {
    description:
      "Back to the provider's page of the open payment (the customer left it unpaid); a new payment when none is open any more. 409 PAYMENT_IN_PROGRESS only while the open one is still being started.",
  })
  continuePayment(@Arg("uuid", () => ID) uuid: string, @Ctx() ctx: RequestContext): Promise<PaymentSubmissionView> {
    return ctx.services.checkout.continuePayment(uuid, draftCaller(ctx, uuid), { baseUrl: requestBaseUrl(ctx) });
  }

  @Mutation(() => Boolean, { description: "Cancels the draft and releases its places." })
  async cancelDraft(@Arg("uuid", () => ID) uuid: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.drafts.cancelDraft(uuid, draftCaller(ctx, uuid));
    return true;
  }
}

/** The preference as the seat-finding rules take it: a section of at most 50 characters, a zone's id. */
function bestAvailablePreference(input: BestAvailableInput | null): { section: string | null; priceZoneId: string | null } {
  return parseInput(bestAvailablePreferenceSchema, input ?? {}, "preference");
}
