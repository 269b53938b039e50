import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import type { BookingChange, RefundDestination } from "./booking-admin.service.js";

// The booking's own changes first, then a ticket's (which name the ticket).
const BookingChangeKind = { CANCEL: "cancel", REFUND: "refund", REMOVE: "remove", RETYPE: "retype", MOVE: "move" } as const;
registerEnumType(BookingChangeKind, {
  name: "BookingChangeKind",
  description:
    "A change of a booking that may move money (moveTicket, changeTicketType, removeBookingTicket, cancelBooking, refundBooking).",
});

const RefundDestinationEnum = { PROVIDER: "provider", BOX_OFFICE: "box_office", BY_HAND: "by_hand" } as const satisfies Record<
  string,
  RefundDestination
>;
registerEnumType(RefundDestinationEnum, {
  name: "RefundDestination",
  description: "Where a refund goes.",
  valuesConfig: {
    PROVIDER: { description: "Back to the customer's payment, through the provider's refund API (Paytrail, Visma Pay)." },
    BOX_OFFICE: { description: "Handed back at the box office (money taken there)." },
    BY_HAND: { description: "Owed: the provider has no refund API (Ceepos), so someone pays it back by hand." },
  },
});

@InputType("BookingChangeInput", { description: "The change to preview: its kind and what the mutation of that kind takes." })
export class BookingChangeInput {
  @Field(() => BookingChangeKind)
  kind!: BookingChange["kind"];

  @Field(() => ID, { nullable: true, description: "The ticket moved, retyped or removed." })
  ticketId?: string | null;

  @Field(() => ID, { nullable: true, description: "The space a ticket moves to (MOVE)." })
  spaceId?: string | null;

  @Field(() => ID, { nullable: true, description: "The ticket type a ticket changes to (RETYPE)." })
  ticketTypeId?: string | null;
}

@ObjectType("PreviewRefund", { description: "A refund the change would make." })
export class PreviewRefundView {
  @Field(() => String, { description: "The payment method it goes back through (paytrail, vismapay, ceepos, box_office...)." })
  method!: string;

  @Field(() => Int, { description: "Cents." })
  amount!: number;

  @Field(() => RefundDestinationEnum)
  destination!: RefundDestination;
}

@ObjectType("MoneyPreview", {
  description: "What a change would do with the booking's money, decided by the command itself (run and rolled back).",
})
export class MoneyPreviewView {
  @Field(() => [PreviewRefundView], { description: "Money that would go back to the customer." })
  refunds!: PreviewRefundView[];

  @Field(() => Int, { description: "Cents the customer would owe more (the booking got dearer), 0 when nothing." })
  owes!: number;

  @Field(() => Int, {
    description: "Cents the venue would still hold of a booking that no longer holds places (a cancellation keeps payments as they are).",
  })
  kept!: number;
}
