import { Field, ID, InputType } from "type-graphql";
import { BoxOfficePaymentKind } from "../payment/payment.results.js";
import type { BoxOfficeKind } from "../payment/payment-methods.js";

@InputType("ClientInput", { description: "The customer's details at checkout." })
export class ClientInput {
  @Field(() => String, { nullable: true })
  firstname?: string | null;

  @Field(() => String, { nullable: true })
  lastname?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: "Required when settings.requireAddress." })
  address?: string | null;

  @Field(() => String, { nullable: true, description: "Finnish personal identity code; required when settings.requireIdentityNumber." })
  identityNumber?: string | null;

  @Field(() => String, { nullable: true, description: "Message to the organizer." })
  message?: string | null;
}

@InputType("InitiatePaymentInput", { description: "Checkout details and the chosen payment method." })
export class InitiatePaymentInput {
  @Field(() => ClientInput)
  client!: ClientInput;

  @Field(() => ID, { nullable: true, description: "A payment method id from paymentMethods." })
  paymentMethodId?: string | null;
}

@InputType("ConfirmInput", { description: "Final checkout details and the terms acceptance." })
export class ConfirmInput {
  @Field(() => ClientInput)
  client!: ClientInput;

  @Field(() => ID, { nullable: true, description: "A payment method id; defaults to the one chosen in initiatePayment." })
  paymentMethodId?: string | null;

  @Field(() => Boolean, { nullable: true, description: "The booking terms are accepted (required)." })
  termsAccepted?: boolean | null;
}

@InputType("UpdateTicketInput", { description: "Changes to one ticket." })
export class UpdateTicketInput {
  @Field(() => ID, { nullable: true, description: "New ticket type; the ticket is repriced." })
  ticketTypeId?: string | null;

  @Field(() => [ID], { nullable: true, description: "The ticket's addons (replaces the current set)." })
  addonIds?: string[] | null;
}

@InputType("BestAvailableInput", { description: "What a buyer prefers when the seats are chosen for them; every field optional." })
export class BestAvailableInput {
  @Field(() => String, { nullable: true, description: "Only seats of this section (a space's section)." })
  section?: string | null;

  @Field(() => ID, { nullable: true, description: "Only seats of this price zone." })
  priceZoneId?: string | null;
}

@InputType("BookingFilter", { description: "Narrows the bookings query; every field optional." })
export class BookingFilterInput {
  @Field(() => ID, { nullable: true })
  eventId?: string | null;

  @Field(() => ID, { nullable: true })
  occasionId?: string | null;

  @Field(() => [String], { nullable: true, description: "Booking statuses." })
  status?: string[] | null;

  @Field(() => String, { nullable: true, description: "Booking number, or part of the client's name, e-mail or phone." })
  search?: string | null;

  @Field(() => [String], { nullable: true, description: "Statuses of the booking's latest payment attempt (open, paid, failed, ...)." })
  paymentStatus?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: "number_desc (default), number_asc, created_desc, created_asc, name_asc or name_desc.",
  })
  sort?: string | null;
}

@InputType("BookingUpdateInput", { description: "What an administrator changes of a booking." })
export class BookingUpdateInput {
  @Field(() => ClientInput, { description: "The client's details; an identity number left out keeps the stored one." })
  client!: ClientInput;
}

@InputType("BoxOfficePlaceInput", { description: "A place sold at the box office and the ticket type it is sold as." })
export class BoxOfficePlaceInput {
  @Field(() => ID)
  spaceId!: string;

  @Field(() => ID)
  ticketTypeId!: string;
}

@InputType("BoxOfficeBookingInput", { description: "A sale at the box office on a customer's behalf." })
export class BoxOfficeBookingInput {
  @Field(() => ID)
  occasionId!: string;

  @Field(() => [ID], {
    nullable: true,
    description: "The places, one ticket each of the occasion's first ticket type at its price there. Give this or `places`.",
  })
  spaceIds?: string[] | null;

  @Field(() => [BoxOfficePlaceInput], {
    nullable: true,
    description:
      "The places, each with its ticket type (priced by the occasion's price list and the place's zone). Give this or `spaceIds`.",
  })
  places?: BoxOfficePlaceInput[] | null;

  @Field(() => BoxOfficePaymentKind, {
    nullable: true,
    description:
      "How the customer paid: required for a sale of `places` that costs something (a sale by `spaceIds` without it records none).",
  })
  paymentKind?: BoxOfficeKind | null;

  @Field(() => String, {
    nullable: true,
    description:
      "A voucher code (any case): its matching places are discounted; a 100 % code (a comp) costs nothing and records no payment.",
  })
  voucherCode?: string | null;

  @Field(() => ClientInput, {
    description: "The buyer's details: at the box office every field may be left empty (a walk-in); what is given is checked.",
  })
  client!: ClientInput;
}
