import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import type { BookingChange } from "./booking-admin.service.js";
import { PreviewRefundView } from "../refund-preview.results.js";

// The booking's own changes first, then a ticket's (which name the ticket).
const BookingChangeKind = { CANCEL: "cancel", REFUND: "refund", REMOVE: "remove", RETYPE: "retype", MOVE: "move" } as const;
registerEnumType(BookingChangeKind, {
  name: "BookingChangeKind",
  description:
    "A change of a booking that may move money (moveTicket, changeTicketType, removeBookingTicket, cancelBooking, refundBooking).",
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
