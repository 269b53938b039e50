import { Field, ID, Int, ObjectType } from "type-graphql";

@ObjectType("WaitingListJoin", { description: "A visitor on an occasion's waiting list (what joinWaitingList answers)." })
export class WaitingListJoinView {
  @Field(() => ID, { description: "The occasion whose list it is." })
  occasionId!: string;

  @Field({ description: "The address offers are sent to (as stored: trimmed, lower-case)." })
  email!: string;

  @Field(() => Int, { description: "How many places the visitor wants." })
  partySize!: number;
}

@ObjectType("WaitingListConfirmation", {
  description: "A waiting-list entry confirmed through the link of its confirmation e-mail (/waiting-list/confirm/{token}).",
})
export class WaitingListConfirmationView {
  @Field(() => ID, { description: "The occasion whose list it is." })
  occasionId!: string;

  @Field({ description: "The event's name in the request's language." })
  eventName!: string;

  @Field({ description: "When the occasion starts." })
  startTime!: Date;

  @Field(() => Int, { description: "How many places the visitor wants." })
  partySize!: number;
}

@ObjectType("WaitingListOffer", {
  description: "Places offered to a waiting-list entry, as its personal link (/waiting-list/{token}) shows them.",
})
export class WaitingListOfferView {
  @Field({
    description:
      "open (the places are held: continue to checkout with bookingId), booked, expired (lapsed or withdrawn), or cancelled (the date was cancelled).",
  })
  state!: string;

  @Field(() => ID, { description: "The occasion the places are on." })
  occasionId!: string;

  @Field(() => ID, {
    nullable: true,
    description: "The draft holding the places while the offer is open (its cookie is set by this query).",
  })
  bookingId!: string | null;

  @Field({ description: "The event's name in the request's language." })
  eventName!: string;

  @Field({ description: "When the occasion starts." })
  startTime!: Date;

  @Field(() => Int, { description: "How many places are offered (the party size the visitor joined with)." })
  partySize!: number;

  @Field(() => Date, { nullable: true, description: "Until when the places are held, while the offer is open." })
  heldUntil!: Date | null;
}

@ObjectType("WaitingListEntry", { description: "An entry of an occasion's waiting list, for administrators." })
export class WaitingListEntryView {
  @Field(() => ID, { description: "The entry's id (removeWaitingListEntry)." })
  id!: string;

  @Field(() => Int, { description: "Join order (offers go to the earliest entries whose party fits first)." })
  position!: number;

  @Field({ description: "The address offers are sent to." })
  email!: string;

  @Field(() => Int, { description: "How many places the visitor wants." })
  partySize!: number;

  @Field({ description: "The visitor's language (the offer e-mail's)." })
  language!: string;

  @Field({
    description:
      "waiting, offered (places held until offerExpiresAt), booked, expired (the offer lapsed, or the address was not confirmed in time) or removed.",
  })
  status!: string;

  @Field({ description: "When the visitor joined." })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: "When places were offered to the entry." })
  offeredAt!: Date | null;

  @Field(() => Date, { nullable: true, description: "Until when the offered places were held for the entry." })
  offerExpiresAt!: Date | null;

  @Field(() => ID, { nullable: true, description: "The offer's booking (its draft, or the booking made with it)." })
  bookingId!: string | null;

  @Field(() => Int, { nullable: true, description: "That booking's number." })
  bookingNumber!: number | null;
}
