import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import type { QueueStanding } from "./queue.service.js";

export enum QueueStandingValue {
  OFF = "OFF",
  NOT_OPEN = "NOT_OPEN",
  NOT_IN_LINE = "NOT_IN_LINE",
  WAITING_FOR_DRAW = "WAITING_FOR_DRAW",
  WAITING = "WAITING",
  ADMITTED = "ADMITTED",
  SOLD_OUT = "SOLD_OUT",
}
registerEnumType(QueueStandingValue, {
  name: "QueueStanding",
  description: "Where a browser stands in a date's waiting room.",
  valuesConfig: {
    OFF: { description: "No waiting room stands in front of the sale: book as usual." },
    NOT_OPEN: { description: "The room opens QUEUE_OPENS_MINUTES before the sale starts (opensAt)." },
    NOT_IN_LINE: { description: "The room is open and this browser has not joined (joinQueue)." },
    WAITING_FOR_DRAW: { description: "Joined before the sale starts: everyone who did is placed in a random order at the start." },
    WAITING: { description: "In line: position, ahead and the estimated wait say how far." },
    ADMITTED: { description: "Its turn has come: take the admission (claimQueueAdmission) before admittedUntil, then book." },
    SOLD_OUT: { description: "The date has sold out: the waiting list is open instead." },
  },
});

@ObjectType("QueueStatus", { description: "A browser's standing in a date's waiting room (issue 39); the same over HTTP and live." })
export class QueueStatusView {
  @Field(() => ID)
  occasionId!: string;

  @Field(() => QueueStandingValue)
  standing!: QueueStanding;

  @Field(() => Int, { nullable: true, description: "Its place in line (1 is first); null before the lottery or out of line." })
  position!: number | null;

  @Field(() => Int, { nullable: true, description: "How many are ahead of it, while it waits." })
  ahead!: number | null;

  @Field(() => Int, { description: "People in line not yet let in (waiting for the draw included)." })
  lineLength!: number;

  @Field(() => Int, { description: "Early arrivals waiting for the lottery at the sale's start." })
  undrawn!: number;

  @Field(() => Int, { description: "People let in per minute: the operator's rate, or lately (0 while paused)." })
  ratePerMinute!: number;

  @Field({ description: "The rate follows the places still free (no rate is set)." })
  automatic!: boolean;

  @Field(() => Int, { nullable: true, description: "Seconds until its turn at the current rate; null when nobody is being let in." })
  estimatedWaitSeconds!: number | null;

  @Field({ description: "The operator has paused admission." })
  paused!: boolean;

  @Field(() => Date, { nullable: true, description: "From when visitors may join." })
  opensAt!: Date | null;

  @Field(() => Date, { nullable: true, description: "When the sale starts (the lottery is drawn then)." })
  saleStartsAt!: Date | null;

  @Field(() => Date, { nullable: true, description: "Admitted: until when the browser keeps its turn (QUEUE_GRACE_SECONDS)." })
  admittedUntil!: Date | null;

  @Field({ description: "The browser took its admission (its cookie carries it)." })
  claimed!: boolean;

  @Field(() => Date, { nullable: true, description: "When the line was last let in (the live update's age is measured from it)." })
  updatedAt!: Date | null;
}

@ObjectType("QueueAdmission", { description: "An admission taken: its cookie is set; it opens one draft on the date." })
export class QueueAdmissionView {
  @Field(() => Date, { description: "Until when the admission lasts (opening the draft within QUEUE_GRACE_SECONDS of taking it)." })
  expiresAt!: Date;

  @Field(() => QueueStatusView)
  status!: QueueStatusView;
}

@ObjectType("QueueRoom", { description: "A date's waiting room as its operators see it (administer_events)." })
export class QueueRoomView {
  @Field(() => ID)
  occasionId!: string;

  @Field({ description: "Turned on by an operator." })
  enabled!: boolean;

  @Field({ description: "The date is marked high-demand: its room is on without being turned on." })
  highDemand!: boolean;

  @Field({ description: "The room stands in front of the sale (enabled or highDemand)." })
  active!: boolean;

  @Field(() => Int, { nullable: true, description: "People let in per minute; null: automatic (from the places still free)." })
  ratePerMinute!: number | null;

  @Field(() => Int, { description: "People let in per minute over the last five minutes (or the set rate)." })
  currentRatePerMinute!: number;

  @Field()
  paused!: boolean;

  @Field({ description: "The early arrivals' lottery has been drawn." })
  drawn!: boolean;

  @Field({ description: "Nothing is left to sell: the line is offered the waiting list." })
  soldOut!: boolean;

  @Field(() => Date, { nullable: true })
  opensAt!: Date | null;

  @Field(() => Date, { nullable: true })
  saleStartsAt!: Date | null;

  @Field(() => Int, { description: "People in line not yet let in." })
  lineLength!: number;

  @Field(() => Int, { description: "People let in so far (passes included)." })
  admitted!: number;

  @Field(() => Int, { description: "People let in who came to take their admission." })
  claimed!: number;

  @Field(() => Int, { description: "Admissions that ended in a booking." })
  converted!: number;

  @Field(() => Int, { description: "Passes given, and how many were used." })
  passes!: number;

  @Field(() => Int)
  passesUsed!: number;

  @Field(() => Date, { nullable: true, description: "When the line was last let in." })
  updatedAt!: Date | null;
}
