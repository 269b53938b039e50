import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { CHECK_IN_OUTCOMES, type CheckInOutcome } from "./check-in.service.js";

const CheckInOutcomeEnum = Object.fromEntries(CHECK_IN_OUTCOMES.map((outcome) => [outcome, outcome])) as {
  [Outcome in CheckInOutcome]: Outcome;
};
registerEnumType(CheckInOutcomeEnum, {
  name: "CheckInOutcome",
  description: "What the door is told of a scan.",
  valuesConfig: {
    ADMITTED: { description: "A valid ticket of this occasion, let in now." },
    ALREADY_USED: { description: "Let in earlier (checkedInAt, checkedInBy)." },
    WRONG_OCCASION: { description: "A ticket of another occasion (ticketOccasion)." },
    CANCELLED: { description: "Its booking was cancelled, refunded or expired." },
    UNPAID: { description: "Its booking is not booked yet (a draft, a pending payment, a renewal)." },
    UNKNOWN: { description: "Not a ticket code, or no ticket has it." },
    FORGED: { description: "A ticket code whose signature does not match: altered or made up." },
  },
});

@ObjectType("DoorOccasion", { description: "An occasion as the door lists it." })
export class DoorOccasionView {
  @Field(() => ID)
  id!: string;

  @Field({ description: "Its event's name." })
  eventName!: string;

  @Field(() => String, { nullable: true, description: "The occasion's own name, if it has one." })
  name!: string | null;

  @Field()
  startTime!: Date;
}

@ObjectType("CheckInCounts", { description: "An occasion's door: tickets let in and tickets expected." })
export class CheckInCountsView {
  @Field(() => Int, { description: "Tickets let in so far." })
  admitted!: number;

  @Field(() => Int, { description: "Tickets of booked bookings." })
  expected!: number;
}

@ObjectType("CheckInResult", { description: "The answer to one scan at the door." })
export class CheckInResultView {
  @Field(() => CheckInOutcomeEnum)
  outcome!: CheckInOutcome;

  @Field(() => String, { nullable: true, description: "The ticket's place, when the code is a ticket's." })
  spaceLabel!: string | null;

  @Field(() => String, { nullable: true, description: "The ticket's type, when the code is a ticket's." })
  ticketTypeName!: string | null;

  @Field(() => [String], { description: "Addons on the ticket, to hand out at the door." })
  addonNames!: string[];

  @Field(() => Date, { nullable: true, description: "When the ticket was let in (now, or earlier when already used)." })
  checkedInAt!: Date | null;

  @Field(() => String, { nullable: true, description: "The device that let it in earlier (ALREADY_USED)." })
  checkedInBy!: string | null;

  @Field(() => DoorOccasionView, { nullable: true, description: "The ticket's own occasion (WRONG_OCCASION)." })
  ticketOccasion!: DoorOccasionView | null;

  @Field(() => CheckInCountsView, { description: "This door's counters after the scan." })
  counts!: CheckInCountsView;
}
