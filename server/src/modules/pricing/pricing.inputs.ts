import { Field, ID, InputType, Int } from "type-graphql";

@InputType("PriceInput", { description: "A price of a ticket type; its VAT comes from the ticket type." })
export class PriceInput {
  @Field(() => ID)
  ticketTypeId!: string;

  @Field(() => ID, { nullable: true, description: "A price zone of the plan: this ticket type's price there (left out: the plain price)." })
  priceZoneId?: string | null;

  @Field(() => Int, { description: "Cents, VAT included." })
  price!: number;
}
