import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { BookingSummaryView, ClientView } from "../booking/booking.results.js";
import { TranslationView } from "../i18n/translation.types.js";

@ObjectType("RenewalPrice", { description: "A ticket type a renewed seat can have, at next season's price for that seat." })
export class RenewalPriceView {
  @Field(() => ID)
  ticketTypeId!: string;

  @Field({ description: "The ticket type's name in the request's language." })
  name!: string;

  @Field(() => Int, { description: "Cents, VAT included." })
  price!: number;

  @Field(() => Float, { description: "VAT percentage." })
  vat!: number;
}

@ObjectType("RenewalTicket", { description: "One of the customer's seats on next season's occasion." })
export class RenewalTicketView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  spaceId!: string;

  @Field({ description: "The space's name on the plan (its element's id: internal, e.g. R1-S6)." })
  spaceName!: string;

  @Field({ description: "The space as people read it in the request's language (the one labelling function, e.g. 'Row 1, seat 6')." })
  spaceLabel!: string;

  @Field(() => ID)
  ticketTypeId!: string;

  @Field({ description: "The ticket type's name in the request's language." })
  ticketTypeName!: string;

  @Field(() => Int, { description: "Cents, VAT included: next season's price while not renewed, the price paid once renewed." })
  price!: number;

  @Field(() => Float, { description: "VAT percentage." })
  vat!: number;

  @Field(() => [RenewalPriceView], { description: "The ticket types this seat can be renewed as (empty once renewed)." })
  options!: RenewalPriceView[];
}

@ObjectType("Renewal", {
  description: "A seasonal customer's seats reserved on next season's occasion, for the holder of the renewal link (its uuid).",
})
export class RenewalView {
  @Field(() => ID, { description: "The renewal link's uuid (a capability for this one booking, apart from the booking's id)." })
  uuid!: string;

  @Field(() => ID, { description: "The booking's id: pay and checkoutResult take it (with the renewal cookie the link sets)." })
  bookingId!: string;

  @Field(() => Int, { description: "The booking's number for people." })
  number!: number;

  @Field({ description: "renewable (awaiting renewal), payment (renewed, awaiting payment), booked, expired or cancelled." })
  status!: string;

  @Field({
    description: "upcoming (renewals open at opensAt), open, renewed (booked), or closed (the seats not renewed were released).",
  })
  phase!: string;

  @Field({ description: "When renewals can first be confirmed: headsUpDays before the public sale." })
  opensAt!: Date;

  @Field({ description: "This customer's deadline: the public sale start, or a later one an administrator gave them." })
  closesAt!: Date;

  @Field({ description: "When the public sale starts (bookableStartTime)." })
  saleStartsAt!: Date;

  @Field(() => ID)
  occasionId!: string;

  @Field(() => ID)
  eventId!: string;

  @Field({ description: "The event's name in the request's language." })
  eventName!: string;

  @Field(() => String, { nullable: true, description: "The occasion's public title in the request's language." })
  occasionTitle!: string | null;

  @Field({ description: "When the occasion starts." })
  startTime!: Date;

  @Field(() => ID, { description: "The occasion's plan (map)." })
  planId!: string;

  @Field(() => Int, { description: "How many seats the customer had last season." })
  seatsBefore!: number;

  @Field(() => [RenewalTicketView])
  tickets!: RenewalTicketView[];

  @Field(() => BookingSummaryView, { description: "Totals and included VAT of the seats as shown." })
  summary!: BookingSummaryView;

  @Field(() => ClientView, { description: "The customer's details (identity number masked)." })
  client!: ClientView;

  @Field(() => String, { nullable: true, description: "The payment method chosen when renewing." })
  paymentMethodId!: string | null;

  @Field(() => String, { nullable: true, description: "The latest payment attempt's status; null when none." })
  paymentStatus!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The method of a payment still open at its provider (continuePayment with bookingId goes back to it; " +
      "changeRenewalPaymentMethod closes it to pay another way); else null.",
  })
  openPaymentMethodId!: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      "A season ticket's renewal (createNextSeries): its order, paid with paySeriesOrder (the link sets the renewal cookie for it); null for one date's renewal.",
  })
  orderId!: string | null;

  @Field(() => String, { nullable: true, description: "The season ticket's series name; null for one date's renewal." })
  seriesName!: string | null;

  @Field(() => [RenewalDateView], {
    description:
      "A season ticket's dates, earliest first, each renewed with the same places (tickets are the first date's; prices are the whole pass's); empty for one date's renewal.",
  })
  dates!: RenewalDateView[];
}

@ObjectType("RenewalDate", { description: "One date of a season ticket's renewal." })
export class RenewalDateView {
  @Field(() => ID)
  occasionId!: string;

  @Field(() => ID)
  bookingId!: string;

  @Field()
  startTime!: Date;

  @Field(() => String, { nullable: true })
  title!: string | null;

  @Field({ description: "The date's booking status (a cancelled date ends its renewal alone)." })
  status!: string;
}

@ObjectType("RenewalPaymentResult", { description: "A renewal's payment attempt and where the renewal stands after it." })
export class RenewalPaymentResultView {
  @Field(() => RenewalView)
  renewal!: RenewalView;

  @Field(() => ID)
  paymentId!: string;

  @Field({ description: "open, paid, failed, cancelled, refund_required or refunded." })
  paymentStatus!: string;

  @Field({
    description:
      "booked (success), pending, failed, cancelled, expired (the seats were released), refund_required or refund_held (the money goes back).",
  })
  outcome!: string;
}

@ObjectType("NextSeasonProposal", { description: "What createNextSeason would create from a seasonal occasion, for the form." })
export class NextSeasonProposalView {
  @Field(() => ID, { description: "The seasonal occasion next season is made from." })
  occasionId!: string;

  @Field({ description: "Whether the occasion is seasonal (only seasonal ones have a next season)." })
  seasonal!: boolean;

  @Field(() => ID, { nullable: true, description: "Next season's occasion when it was already created." })
  nextOccasionId!: string | null;

  @Field(() => ID, { nullable: true, description: "Next season's event (the copy) when it was already created." })
  nextEventId!: string | null;

  @Field({ description: "The occasion's name in the request's language (next season copies every language's)." })
  name!: string;

  @Field(() => [TranslationView], {
    description:
      "Next season's event name per language: last season's with next season's year (a year in the name moved on, else the year added), so the seasons are told apart in lists.",
  })
  eventNames!: TranslationView[];

  @Field({ description: "52 weeks later: the same weekday, the same time in the venue's time zone." })
  startTime!: Date;

  @Field(() => Date, { nullable: true })
  endTime!: Date | null;

  @Field(() => Date, { nullable: true, description: "The public sale start; renewals end then. Required to create." })
  bookableStartTime!: Date | null;

  @Field(() => Date, { nullable: true })
  bookableEndTime!: Date | null;

  @Field(() => Int)
  headsUpDays!: number;

  @Field(() => Int, { description: "Booked bookings that would get a renewal." })
  renewals!: number;

  @Field(() => Int, { description: "House-seat bookings that would carry over as locked." })
  houseSeats!: number;
}

@ObjectType("RenewalBooking", { description: "A renewal as the renewal console lists it." })
export class RenewalBookingView {
  @Field(() => ID)
  bookingId!: string;

  @Field(() => Int)
  number!: number;

  @Field({ description: "The booking's status." })
  status!: string;

  @Field({ description: "renewed, partly_renewed, pending or released." })
  state!: string;

  @Field(() => String, { nullable: true })
  clientName!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field({ description: "The customer's language (the link and e-mails use it)." })
  language!: string;

  @Field(() => [String], { description: "The seats it holds now (space names)." })
  seats!: string[];

  @Field(() => [ID], { description: "The spaces it holds now." })
  spaceIds!: string[];

  @Field(() => Int, { description: "Seats the customer had last season." })
  seatsBefore!: number;

  @Field({ description: "This customer's deadline." })
  deadline!: Date;

  @Field(() => Date, { nullable: true, description: "The deadline an administrator gave this customer, if any." })
  extendedDeadline!: Date | null;

  @Field(() => String, { nullable: true, description: "The last renewal e-mail: link or reminder." })
  lastNotice!: string | null;

  @Field(() => Date, { nullable: true })
  lastNoticeAt!: Date | null;

  @Field({ description: "The customer's renewal page, /{lng}/renewals/{uuid} (a capability: share it only with the customer)." })
  link!: string;

  @Field({ description: "The booking's version for the console's actions." })
  updatedAt!: Date;
}

@ObjectType("RenewalOverview", { description: "The renewals of next season's occasion: the rate and every renewal." })
export class RenewalOverviewView {
  @Field(() => ID)
  occasionId!: string;

  @Field(() => ID, { nullable: true, description: "Last season's occasion." })
  previousOccasionId!: string | null;

  @Field(() => ID, { nullable: true, description: "Last season's event." })
  previousEventId!: string | null;

  @Field(() => ID, { nullable: true, description: "Next season's occasion, when created." })
  nextOccasionId!: string | null;

  @Field(() => Date, { nullable: true, description: "When renewals open; null without a public sale start." })
  opensAt!: Date | null;

  @Field(() => Date, { nullable: true, description: "The public sale start." })
  saleStartsAt!: Date | null;

  @Field(() => Int)
  total!: number;

  @Field(() => Int, { description: "Booked with every seat of last season." })
  renewed!: number;

  @Field(() => Int, { description: "Booked with some of last season's seats." })
  partlyRenewed!: number;

  @Field(() => Int, { description: "Not renewed yet (awaiting renewal or payment)." })
  pending!: number;

  @Field(() => Int, { description: "Not renewed: the seats were released." })
  released!: number;

  @Field(() => [RenewalBookingView])
  bookings!: RenewalBookingView[];

  @Field(() => [ID], { description: "Spaces still held for renewals not finished (highlighted on the admin map)." })
  unrenewedSpaceIds!: string[];
}

@ObjectType("SpaceSeason", { description: "Who held a space in one season, and whether they renewed it for the next." })
export class SpaceSeasonView {
  @Field(() => ID)
  occasionId!: string;

  @Field({ description: "The event's name in the request's language." })
  eventName!: string;

  @Field({ description: "The occasion's name in the request's language; empty when it has none." })
  occasionName!: string;

  @Field()
  startTime!: Date;

  @Field(() => ID)
  bookingId!: string;

  @Field(() => Int)
  bookingNumber!: number;

  @Field()
  bookingStatus!: string;

  @Field(() => String, { nullable: true })
  clientName!: string | null;

  @Field({ description: "Whether this booking renewed last season's booking of the space." })
  renewedFromPrevious!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "For next season: renewed, pending or not_renewed; null when next season has no renewal of it.",
  })
  renewal!: string | null;
}
