import { Field, Float, ID, Int, ObjectType } from "type-graphql";

@ObjectType("TicketAddon", { description: "An addon on a ticket, at the price it was sold." })
export class TicketAddonView {
  @Field(() => ID)
  addonId!: string;

  @Field(() => Int, { description: "Cents, VAT included." })
  price!: number;

  @Field(() => Float, { description: "VAT percentage." })
  vat!: number;
}

@ObjectType("Ticket", { description: "One place in one space, priced when added." })
export class TicketView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { description: "The space it holds." })
  spaceId!: string;

  @Field(() => ID, { description: "Its ticket type." })
  ticketTypeId!: string;

  @Field(() => Int, { description: "Ticket price in cents, VAT included, without addons: what is charged (after a voucher's discount)." })
  price!: number;

  @Field(() => Int, { nullable: true, description: "The price before a voucher's discount; null when the ticket is not discounted." })
  listPrice?: number | null;

  @Field(() => Float, { description: "VAT percentage of the ticket price." })
  vat!: number;

  @Field(() => [TicketAddonView], { description: "Addons on this ticket." })
  addons!: TicketAddonView[];

  @Field(() => Int, { description: "Price plus addons, in cents." })
  total!: number;
}

@ObjectType("TicketTypeSummary", { description: "Tickets of one type in a booking." })
export class TicketTypeSummaryView {
  @Field(() => ID)
  ticketTypeId!: string;

  @Field({ description: "The ticket type's name." })
  name!: string;

  @Field(() => Int, { description: "Number of tickets." })
  amount!: number;

  @Field(() => Int, { description: "Cents including addons." })
  total!: number;

  @Field(() => Int, { description: "Cents of the tickets alone, addons not included (those are in BookingSummary.byAddon)." })
  price!: number;

  @Field(() => [ID], { description: "The tickets' ids." })
  tickets!: string[];
}

@ObjectType("AddonSummary", { description: "One addon sold with a booking's tickets at one price and VAT rate, on a line of its own." })
export class AddonSummaryView {
  @Field(() => ID)
  addonId!: string;

  @Field({ description: "The addon's name." })
  name!: string;

  @Field(() => Int, { description: "How many were sold." })
  amount!: number;

  @Field(() => Int, { description: "Gross cents of them all." })
  total!: number;

  @Field(() => Float, { description: "The VAT percentage they were sold at." })
  rate!: number;
}

@ObjectType("VatSummary", { description: "Everything sold at one VAT rate and the VAT it includes." })
export class VatSummaryView {
  @Field(() => Float, { description: "VAT percentage." })
  rate!: number;

  @Field(() => Int, { description: "Gross cents at this rate." })
  amount!: number;

  @Field(() => Int, { description: "Included VAT = amount * rate / (100 + rate), rounded once per rate." })
  vat!: number;
}

@ObjectType("BookingSummary", { description: "Totals of a booking." })
export class BookingSummaryView {
  @Field(() => Int, { description: "Cents, VAT included." })
  total!: number;

  @Field({ description: "True when any price is non-zero." })
  requirePayment!: boolean;

  @Field(() => [TicketTypeSummaryView], { description: "Per ticket type." })
  byTicketType!: TicketTypeSummaryView[];

  @Field(() => [AddonSummaryView], { description: "Per addon, price and VAT rate, in order of first appearance." })
  byAddon!: AddonSummaryView[];

  @Field(() => [VatSummaryView], { description: "Per VAT rate, by rate." })
  byVat!: VatSummaryView[];

  @Field(() => Int, {
    description: "Cents a voucher took off the tickets' list prices (already out of total; VAT is on the discounted prices).",
  })
  discount!: number;
}

@ObjectType("Client", { description: "The customer's details; the identity number is masked to its last four characters." })
export class ClientView {
  @Field(() => String, { nullable: true })
  firstname!: string | null;

  @Field(() => String, { nullable: true })
  lastname!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => String, { nullable: true })
  address!: string | null;

  @Field(() => String, { nullable: true, description: "Masked, e.g. *******000P." })
  identityNumber!: string | null;

  @Field(() => String, { nullable: true, description: "Message to the organizer." })
  message!: string | null;
}

@ObjectType("Draft", { description: "A held booking being edited by its customer; expires at expiresAt." })
export class DraftView {
  @Field(() => ID, { description: "The draft's uuid." })
  uuid!: string;

  @Field(() => ID)
  occasionId!: string;

  @Field({ description: "draft or payment (see Booking.status)." })
  status!: string;

  @Field(() => String, { nullable: true, description: "The chosen payment method." })
  paymentMethodId!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The method of a payment still open at its provider (continuePayment goes back to it, cancelPayment closes it); else null.",
  })
  openPaymentMethodId!: string | null;

  @Field(() => Date, { nullable: true, description: "When the hold lapses." })
  expiresAt!: Date | null;

  @Field(() => [TicketView])
  tickets!: TicketView[];

  @Field(() => ClientView)
  client!: ClientView;

  @Field(() => BookingSummaryView)
  summary!: BookingSummaryView;

  @Field(() => String, { nullable: true, description: "The voucher code applied to the draft (applyVoucher), if any." })
  voucherCode?: string | null;
}

@ObjectType("BookingHistoryEntry", { description: "A change of a booking: a status transition or an edit, who made it and when." })
export class BookingHistoryEntryView {
  @Field({ description: "When it happened." })
  at!: Date;

  @Field({ description: "status, or an edit: client, ticket_moved, ticket_removed, ticket_retyped, anonymized (detail: its reason)." })
  kind!: string;

  @Field(() => String, { nullable: true, description: "For a status transition: the status before (null at creation)." })
  fromStatus!: string | null;

  @Field(() => String, { nullable: true, description: "For a status transition: the status after." })
  toStatus!: string | null;

  @Field(() => String, { nullable: true, description: "Why (for status transitions)." })
  reason!: string | null;

  @Field(() => String, { nullable: true, description: "What changed, as JSON (field names, spaces, prices)." })
  detail!: string | null;

  @Field(() => String, { nullable: true, description: "The administrator who made it; null for the customer and the system." })
  actorEmail!: string | null;
}

@ObjectType("Booking", { description: "A booking with its tickets, client details and totals." })
export class BookingView {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: "Sequential number for people." })
  number!: number;

  @Field({ description: "draft, payment, locked, booked, renewable, cancelled, expired or refunded." })
  status!: string;

  @Field(() => ID)
  occasionId!: string;

  @Field({ description: "When it was created." })
  createdAt!: Date;

  @Field(() => String, { nullable: true })
  paymentMethodId!: string | null;

  @Field(() => Date, { nullable: true, description: "When the hold lapses, for holds that expire." })
  expiresAt!: Date | null;

  @Field(() => Int, { description: "Cents, VAT included." })
  price!: number;

  @Field(() => [TicketView])
  tickets!: TicketView[];

  @Field(() => ClientView)
  client!: ClientView;

  @Field(() => BookingSummaryView)
  summary!: BookingSummaryView;

  @Field(() => Date, {
    nullable: true,
    description:
      "When the client's details were erased (the retention period ran out, or the customer asked); they cannot be edited since.",
  })
  anonymizedAt!: Date | null;

  @Field({ description: "Last change: the version an edit is made over (updateBooking, moveTicket, ...)." })
  updatedAt!: Date;
}

@ObjectType("ReturnedPayment", {
  description:
    "A second payment of a booking already paid (another attempt, e.g. a provider's page left open in another tab), going back whole.",
})
export class ReturnedPaymentView {
  @Field({ description: "The provider it was paid with (paytrail, vismapay, ceepos)." })
  method!: string;

  @Field(() => Int, { description: "Cents going back." })
  amount!: number;

  @Field({
    description:
      "The refund's ledger status: requested or sent (on its way), refunded (the money went back), failed or owed (the venue pays it back by hand).",
  })
  refundStatus!: string;
}

@ObjectType("CheckoutResult", { description: "Where a customer's booking stands after checkout, for the holder of its draft cookie." })
export class CheckoutResultView {
  @Field(() => ID)
  uuid!: string;

  @Field(() => Int, { description: "Sequential number for people." })
  number!: number;

  @Field(() => ID)
  occasionId!: string;

  @Field({ description: "draft, payment, booked, cancelled, expired or refunded." })
  status!: string;

  @Field(() => String, { nullable: true })
  paymentMethodId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The latest payment attempt: open, paid, failed, cancelled, refund_required or refunded; null when none.",
  })
  paymentStatus!: string | null;

  @Field(() => Date, { nullable: true, description: "When the hold lapses, while it is held." })
  expiresAt!: Date | null;

  @Field(() => [TicketView])
  tickets!: TicketView[];

  @Field(() => ClientView)
  client!: ClientView;

  @Field(() => BookingSummaryView)
  summary!: BookingSummaryView;

  @Field(() => [ReturnedPaymentView], {
    description:
      "Second payments of this booking, made after it was already paid, going back whole (refunded automatically where the provider can).",
  })
  returnedPayments!: ReturnedPaymentView[];
}

@ObjectType("BookingPage", { description: "A page of bookings with the total count." })
export class BookingPageView {
  @Field(() => [BookingView])
  items!: BookingView[];

  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  offset!: number;

  @Field(() => Int)
  limit!: number;
}

@ObjectType("OccasionTicket", { description: "A ticket of an occasion as the box office sees it: where, what, whose." })
export class OccasionTicketView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  spaceId!: string;

  @Field({ description: "The space's name on the plan." })
  spaceName!: string;

  @Field({ description: "The space as people read it in the request's language ('Stalls, row D, seat 7'), by the one labelling function." })
  spaceLabel!: string;

  @Field(() => ID)
  ticketTypeId!: string;

  @Field({ description: "The ticket type's name in the request's language." })
  ticketType!: string;

  @Field(() => Int, { description: "Cents, the ticket alone." })
  price!: number;

  @Field(() => Int, { description: "Cents, with its addons." })
  total!: number;

  @Field(() => [String], { description: "Its addons' names in the request's language." })
  addons!: string[];

  @Field(() => ID)
  bookingId!: string;

  @Field(() => Int, { description: "The booking's number for people." })
  bookingNumber!: number;

  @Field({ description: "The booking's status." })
  bookingStatus!: string;

  @Field(() => String, { nullable: true, description: "The client's name, if given." })
  clientName!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The booking's message from the customer (an accessibility need, for one), if any; null for a caller without administer_bookings.",
  })
  message!: string | null;
}

@ObjectType("BuyerEmailConfirmation", {
  description:
    "An address confirmed through the link a checkout e-mailed (/verify-email/{token}; a capped event, or a code limited per e-mail): its booking may confirm now.",
})
export class BuyerEmailConfirmationView {
  @Field(() => ID, { description: "The booking (draft) whose checkout asked for it." })
  bookingId!: string;

  @Field(() => ID, { description: "The date it books (its checkout is /occasions/{occasionId}/checkout/{bookingId})." })
  occasionId!: string;

  @Field(() => ID, {
    nullable: true,
    description: "A season ticket's order the booking is a date of (its checkout is /series/orders/{orderId}); null for one date.",
  })
  orderId!: string | null;

  @Field({ description: "The event's name in the request's language." })
  eventName!: string;

  @Field({ description: "When the booked date starts." })
  startTime!: Date;
}
