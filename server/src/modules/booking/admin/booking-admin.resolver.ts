import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../../app/context.js";
import { authorize, authorizeAny, VENUE_ADMIN_PERMISSIONS } from "../../access/authorization.js";
import { HOLDING_STATUSES, isOneOf, type BookingStatus } from "@seatbooking/core";
import { isUuid } from "../../../common/ids.js";
import { BookingFilterInput, BookingUpdateInput, BoxOfficeBookingInput } from "../booking.inputs.js";
import { PaymentAttemptView } from "../../payment/payment.results.js";
import { BookingHistoryEntryView, BookingPageView, BookingView, OccasionTicketView } from "../booking.results.js";
import { parseInput } from "../../../common/request-input.js";
import type { BookingChange } from "./booking-admin.service.js";
import { bookingChangeSchema } from "./booking-admin.input.js";
import { BookingChangeInput, MoneyPreviewView } from "./booking-change-preview.results.js";

/**
 * Bookings for the box office (administer_bookings): reads, and edits over the version the form was loaded from.
 * Selling and house seats need sell_tickets; whatever moves money back to a customer, refund_bookings (issue 34).
 */
@Resolver(() => BookingView)
export class BookingAdminResolver {
  @Authorized("administer_bookings")
  @Query(() => BookingPageView, { description: "Bookings with tickets, client details and summary; filter by event, occasion and status." })
  bookings(
    @Arg("filter", () => BookingFilterInput, { nullable: true }) filter: BookingFilterInput | null,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset: number,
    @Arg("limit", () => Int, { defaultValue: 50 }) limit: number,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingPageView> {
    return ctx.services.bookings.list(filter ?? {}, offset, limit, ctx.language);
  }

  @Authorized("administer_bookings")
  @Query(() => BookingView, { description: "One booking." })
  booking(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<BookingView> {
    return ctx.services.bookings.getBooking(id, ctx.language);
  }

  @Authorized()
  @Query(() => [OccasionTicketView], {
    description:
      "Every ticket of an occasion with its booking and client (default: the bookings that hold places), by space (administer_events, administer_bookings or sell_tickets).",
  })
  async occasionTickets(
    @Arg("occasionId", () => ID) occasionId: string,
    @Arg("statuses", () => [String], { nullable: true }) statuses: string[] | null,
    @Ctx() ctx: RequestContext,
  ): Promise<OccasionTicketView[]> {
    authorizeAny(ctx.identity, VENUE_ADMIN_PERMISSIONS);
    const tickets = await ctx.services.bookings.occasionTickets(occasionId, statuses, ctx.language);
    // The booking message may tell of a customer's health (an accessibility need): for the box office, not event editors.
    if (ctx.identity.user?.permissions.includes("administer_bookings")) return tickets;
    return tickets.map((ticket) => ({ ...ticket, message: null }));
  }

  @Authorized("administer_bookings")
  @Mutation(() => BookingView, {
    description: "Changes the client's details, over `version` (the booking's updatedAt); CONFLICT when it changed since.",
  })
  async updateBooking(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => BookingUpdateInput) input: BookingUpdateInput,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingView> {
    await ctx.services.bookingAdmin.updateClient(id, input.client, version, authorize(ctx.identity).id);
    return ctx.services.bookings.getBooking(id, ctx.language);
  }

  @Authorized("administer_bookings")
  @Query(() => MoneyPreviewView, {
    description:
      "What a change would do with the booking's money (refunds and where they go, what the customer would owe), asked before it is confirmed: the change itself is run and rolled back, so the answer is what the mutation does.",
  })
  async bookingChangePreview(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("version", () => Date) version: Date,
    @Arg("change", () => BookingChangeInput) input: BookingChangeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<MoneyPreviewView> {
    return ctx.services.bookingAdmin.preview(bookingId, version, changeOf(input), authorize(ctx.identity).id);
  }

  @Authorized("administer_bookings")
  @Mutation(() => BookingView, {
    description:
      "Moves a ticket to another space of the occasion (held before the old one is released); SPACE_OCCUPIED when it is taken. " +
      "`laterDates`: a season ticket's place moves on every later date of its order too (the same place on each), all or none.",
  })
  async moveTicket(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("ticketId", () => ID) ticketId: string,
    @Arg("spaceId", () => ID) spaceId: string,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
    @Arg("laterDates", () => Boolean, { nullable: true, defaultValue: false }) laterDates: boolean,
  ): Promise<BookingView> {
    await ctx.services.bookingAdmin.moveTicket(bookingId, ticketId, spaceId, version, authorize(ctx.identity).id, laterDates);
    return ctx.services.bookings.getBooking(bookingId, ctx.language);
  }

  @Authorized("administer_bookings")
  @Mutation(() => BookingView, {
    description:
      "Removes a ticket; its place goes back on sale (the last one cancels the booking). Of a paid booking it moves money back: refund_bookings too.",
  })
  async removeBookingTicket(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("ticketId", () => ID) ticketId: string,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingView> {
    await authorizeMoneyBack(ctx, bookingId);
    await ctx.services.bookingAdmin.removeTicket(bookingId, ticketId, version, authorize(ctx.identity).id);
    return ctx.services.bookings.getBooking(bookingId, ctx.language);
  }

  @Authorized("administer_bookings")
  @Mutation(() => BookingView, {
    description:
      "Changes a ticket's type, repriced from the occasion's price list. A paid booking that got cheaper is refunded the difference (through Paytrail or Visma Pay, else owed); one that got dearer shows a positive balance. Of a paid booking: refund_bookings too.",
  })
  async changeTicketType(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("ticketId", () => ID) ticketId: string,
    @Arg("ticketTypeId", () => ID) ticketTypeId: string,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingView> {
    await authorizeMoneyBack(ctx, bookingId);
    await ctx.services.bookingAdmin.changeTicketType(bookingId, ticketId, ticketTypeId, version, authorize(ctx.identity).id);
    return ctx.services.bookings.getBooking(bookingId, ctx.language);
  }

  @Authorized("administer_bookings")
  @Mutation(() => BookingView, { description: "Records the positive balance of a booking as paid at the box office." })
  async collectBalance(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingView> {
    await ctx.services.bookingAdmin.collectBalance(bookingId, version, authorize(ctx.identity).id);
    return ctx.services.bookings.getBooking(bookingId, ctx.language);
  }

  @Authorized("administer_bookings")
  @Mutation(() => BookingView, { description: "Cancels a booking; its places go back on sale at once, to every open seat map." })
  async cancelBooking(
    @Arg("id", () => ID) id: string,
    @Arg("version", () => Date) version: Date,
    @Arg("reason", () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingView> {
    await ctx.services.bookingAdmin.cancel(id, version, authorize(ctx.identity).id, reason);
    return ctx.services.bookings.getBooking(id, ctx.language);
  }

  @Authorized("sell_tickets")
  @Mutation(() => BookingView, {
    description: "House seats: holds the places back from sale in a locked booking (all or none; SPACE_OCCUPIED).",
  })
  async lockSpaces(
    @Arg("occasionId", () => ID) occasionId: string,
    @Arg("spaceIds", () => [ID]) spaceIds: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<BookingView> {
    const id = await ctx.services.bookingAdmin.lockSpaces(occasionId, spaceIds, authorize(ctx.identity).id);
    return ctx.services.bookings.getBooking(id, ctx.language);
  }

  @Authorized("sell_tickets")
  @Mutation(() => Int, { description: "Gives locked house seats back to sale; answers how many places were released." })
  releaseSpaces(
    @Arg("occasionId", () => ID) occasionId: string,
    @Arg("spaceIds", () => [ID]) spaceIds: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return ctx.services.bookingAdmin.releaseSpaces(occasionId, spaceIds, authorize(ctx.identity).id);
  }

  @Authorized("sell_tickets")
  @Mutation(() => BookingView, {
    description:
      "Sells places at the box office on a customer's behalf (each place as its chosen ticket type, or by spaceIds as the default one): booked at once, paid at the box office in cash, by card or by invoice.",
  })
  async createBoxOfficeBooking(
    @Arg("input", () => BoxOfficeBookingInput) input: BoxOfficeBookingInput,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingView> {
    const id = await ctx.services.bookingAdmin.createBoxOfficeBooking(input.occasionId, input, authorize(ctx.identity).id);
    return ctx.services.bookings.getBooking(id, ctx.language);
  }

  @Authorized("administer_bookings", "refund_bookings")
  @Mutation(() => BookingView, {
    description:
      "Refunds a booked booking: its places go back on sale; Paytrail and Visma Pay payments are refunded through the provider, box-office ones handed back; what stays owed shows as refund_required.",
  })
  async refundBooking(
    @Arg("id", () => ID) id: string,
    @Arg("version", () => Date) version: Date,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingView> {
    await ctx.services.bookingAdmin.refund(id, version, authorize(ctx.identity).id);
    return ctx.services.bookings.getBooking(id, ctx.language);
  }

  @FieldResolver(() => [PaymentAttemptView], { description: "Payment attempts, newest first, with the providers' messages." })
  payments(@Root() booking: BookingView, @Ctx() ctx: RequestContext): Promise<PaymentAttemptView[]> {
    return ctx.services.payments.attemptsOf(ctx.services.dataSource, booking.id);
  }

  @FieldResolver(() => Int, {
    description:
      "Cents the venue holds, from the money ledger: what was received (online and at the box office) less what was paid back and less whole attempts decided to go back.",
  })
  async paid(@Root() booking: BookingView, @Ctx() ctx: RequestContext): Promise<number> {
    return (await ctx.loaders.moneyFigures(booking.id)).held;
  }

  @FieldResolver(() => Int, { description: "Cents received for the booking, from the money ledger: every payment, before refunds." })
  async received(@Root() booking: BookingView, @Ctx() ctx: RequestContext): Promise<number> {
    return (await ctx.loaders.moneyFigures(booking.id)).received;
  }

  @FieldResolver(() => Int, {
    description:
      "Cents paid back to the customer, from the money ledger: refunds the provider confirmed, handed back in person or settled by hand.",
  })
  async refunded(@Root() booking: BookingView, @Ctx() ctx: RequestContext): Promise<number> {
    return (await ctx.loaders.moneyFigures(booking.id)).refunded;
  }

  @FieldResolver(() => Int, {
    description:
      "Cents decided to go back but not paid back yet, from the money ledger: refunds requested, sent, failed or owed (paymentIssues lists them).",
  })
  async owed(@Root() booking: BookingView, @Ctx() ctx: RequestContext): Promise<number> {
    return (await ctx.loaders.moneyFigures(booking.id)).owed;
  }

  @FieldResolver(() => Int, {
    description:
      "Cents: what the booking costs less what is held. Positive: the customer owes it (collectBalance); negative: owed back to the customer (refunds not made yet). A booking that holds no places (cancelled, refunded, expired) costs nothing, so anything still held of it shows as owed back.",
  })
  async balance(@Root() booking: BookingView, @Ctx() ctx: RequestContext): Promise<number> {
    const due = isOneOf(booking.status as BookingStatus, HOLDING_STATUSES) ? booking.price : 0;
    return due - (await ctx.loaders.moneyFigures(booking.id)).held;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The identity number unmasked (administer_bookings only; Client.identityNumber stays masked).",
  })
  async identityNumber(@Root() booking: BookingView, @Ctx() ctx: RequestContext): Promise<string | null> {
    return ctx.services.bookings.identityNumber(booking.id);
  }

  @FieldResolver(() => [BookingHistoryEntryView], { description: "Status transitions and edits, oldest first, with who made them." })
  history(@Root() booking: BookingView, @Ctx() ctx: RequestContext): Promise<BookingHistoryEntryView[]> {
    return ctx.services.bookings.history(booking.id, ctx.language);
  }
}

/**
 * A change that moves money back to the customer (a ticket removed or retyped of a booking the venue holds money
 * for) needs refund_bookings besides administer_bookings (issue 34). Read before the change, outside its
 * transaction: a payment landing in between is refunded by the change as before, by a user who may edit bookings.
 */
async function authorizeMoneyBack(ctx: RequestContext, bookingId: string): Promise<void> {
  const user = authorize(ctx.identity);
  if (user.permissions.includes("refund_bookings")) return;
  if (!isUuid(bookingId)) return;
  const held = await ctx.services.moneyLedger.held(ctx.services.dataSource, bookingId);
  if (held > 0) authorize(ctx.identity, ["refund_bookings"]);
}

/** The change an input names, with what its kind needs (a field error when it is missing). */
function changeOf(input: BookingChangeInput): BookingChange {
  return parseInput(bookingChangeSchema, input);
}
