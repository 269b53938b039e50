import { Field, ID, Int, ObjectType } from "type-graphql";
import { BookingSummaryView } from "../booking.results.js";

@ObjectType("MyBookingTicket", { description: "A ticket of the customer's booking as their 'my booking' page shows it." })
export class MyBookingTicketView {
  @Field(() => ID)
  id!: string;

  @Field({ description: "The place as people read it in the request's language ('Row 3, seat 12')." })
  placeLabel!: string;

  @Field({ description: "The ticket type's name in the request's language." })
  ticketType!: string;

  @Field(() => [String], { description: "Names of the addons sold with it." })
  addons!: string[];

  @Field(() => Int, { description: "Cents, VAT included, addons included." })
  price!: number;
}

@ObjectType("MySeasonTicketDate", { description: "One date of the customer's season ticket: its own booking." })
export class MySeasonTicketDateView {
  @Field({ description: "That date's booking number." })
  number!: string;

  @Field()
  startTime!: Date;

  @Field({ description: "booked, cancelled or refunded: a date cancelled on its own is refunded its share." })
  status!: string;

  @Field({ description: "Whether it is the booking this page shows." })
  current!: boolean;
}

@ObjectType("MySeasonTicket", { description: "The season ticket a booking is one date of." })
export class MySeasonTicketView {
  @Field({ description: "The series' name in the request's language." })
  seriesName!: string;

  @Field(() => [MySeasonTicketDateView], { description: "Every date, earliest first; each has its own link, tickets and check-in." })
  dates!: MySeasonTicketDateView[];
}

@ObjectType("MyBooking", {
  description: "A booking as its customer sees it through the link of their confirmation e-mail (/my-booking/{token}).",
})
export class MyBookingView {
  @Field({ description: "The booking number people quote to the box office." })
  number!: string;

  @Field({ description: "booked, cancelled or refunded (see Booking.status)." })
  status!: string;

  @Field({ description: "The event's name in the request's language." })
  eventName!: string;

  @Field(() => String, { nullable: true, description: "The occasion's title (else its name), when it has one." })
  occasionTitle!: string | null;

  @Field({ description: "When the occasion starts." })
  startTime!: Date;

  @Field(() => String, { nullable: true, description: "The customer's name (none once anonymized)." })
  customerName!: string | null;

  @Field(() => [MyBookingTicketView])
  tickets!: MyBookingTicketView[];

  @Field(() => BookingSummaryView, { description: "Totals: per ticket type, the VAT per rate (the receipt's breakdown) and the total." })
  summary!: BookingSummaryView;

  @Field(() => String, { nullable: true, description: "How it was paid: a provider's id, box_office, skip, or none." })
  paymentMethodId!: string | null;

  @Field({ description: "Whether the tickets can be downloaded (GET /api/my-booking/{token}/tickets.pdf): while booked." })
  ticketsAvailable!: boolean;

  @Field(() => Date, {
    nullable: true,
    description:
      "Until when the customer may cancel it here (the venue's customerCancellationHours before the start); none: not online " +
      "(the venue does not allow it, a box-office sale, or no longer booked).",
  })
  cancellableUntil!: Date | null;

  @Field({ description: "Whether cancelMyBooking would cancel it now." })
  canCancel!: boolean;

  @Field(() => MySeasonTicketView, { nullable: true, description: "The season ticket this booking is one date of, if any." })
  seasonTicket!: MySeasonTicketView | null;
}
