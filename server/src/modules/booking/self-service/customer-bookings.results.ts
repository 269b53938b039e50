import { Field, Float, ID, Int, ObjectType } from "type-graphql";

@ObjectType("CustomerTicketAddon", { description: "An addon of a ticket in a customer's data export." })
export class CustomerTicketAddonView {
  @Field({ description: "The addon's name in the request's language." })
  name!: string;

  @Field(() => Int, { description: "Cents, VAT included." })
  price!: number;

  @Field(() => Float, { description: "VAT percentage." })
  vat!: number;
}

@ObjectType("CustomerTicket", { description: "A ticket in a customer's data export, named as the customer read it." })
export class CustomerTicketView {
  @Field({ description: "The space as people read it (the plan's label, e.g. 'Row 12, seat 7')." })
  space!: string;

  @Field({ description: "The ticket type's name in the request's language." })
  ticketType!: string;

  @Field(() => Int, { description: "Cents, VAT included, without addons." })
  price!: number;

  @Field(() => Float, { description: "VAT percentage." })
  vat!: number;

  @Field(() => [CustomerTicketAddonView])
  addons!: CustomerTicketAddonView[];

  @Field(() => Int, { description: "Cents with the addons." })
  total!: number;
}

@ObjectType("CustomerClient", { description: "The client's details as stored, identity number unmasked (a customer's data export)." })
export class CustomerClientView {
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

  @Field(() => String, { nullable: true })
  identityNumber!: string | null;

  @Field(() => String, { nullable: true, description: "Message to the organizer." })
  message!: string | null;

  @Field(() => String, { nullable: true, description: "The network address the booking was made from." })
  networkAddress!: string | null;
}

@ObjectType("CustomerBooking", {
  description: "One booking in a customer's data export: what was booked, for how much, with whose details.",
})
export class CustomerBookingView {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: "Sequential number for people." })
  number!: number;

  @Field({ description: "draft, payment, locked, booked, renewable, cancelled, expired or refunded." })
  status!: string;

  @Field(() => ID)
  eventId!: string;

  @Field({ description: "The event's name in the request's language." })
  event!: string;

  @Field(() => ID)
  occasionId!: string;

  @Field({ description: "When the occasion starts." })
  occasionStartTime!: Date;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: "When it was booked." })
  confirmedAt!: Date | null;

  @Field({ description: "The customer's language." })
  language!: string;

  @Field(() => String, { nullable: true })
  paymentMethodId!: string | null;

  @Field(() => Int, { description: "Cents, VAT included." })
  total!: number;

  @Field(() => CustomerClientView)
  client!: CustomerClientView;

  @Field(() => [CustomerTicketView])
  tickets!: CustomerTicketView[];
}
