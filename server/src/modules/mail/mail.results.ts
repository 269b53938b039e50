import { Field, ID, Int, ObjectType } from "type-graphql";
import type { OutboxStatus } from "./outbox-message.entity.js";

@ObjectType("OutboxMessage", { description: "An e-mail in the outbox and how its sending went." })
export class OutboxMessageView {
  @Field(() => ID)
  id!: string;

  @Field()
  recipient!: string;

  @Field()
  subject!: string;

  @Field({ description: "Which e-mail it is (its template's key, e.g. test-message)." })
  template!: string;

  @Field({ description: "The language it is written in." })
  language!: string;

  @Field(() => String, { description: "pending (waiting for its next attempt), sending, sent, or failed (no more attempts)." })
  status!: OutboxStatus;

  @Field(() => Int, { description: "Sending attempts so far." })
  attempts!: number;

  @Field(() => String, { nullable: true, description: "Why the last attempt failed (the mail server's answer), if it did." })
  lastError!: string | null;

  @Field({ description: "Pending: when it is tried next." })
  nextAttemptAt!: Date;

  @Field(() => Date, { nullable: true })
  sentAt!: Date | null;

  @Field()
  createdAt!: Date;
}
