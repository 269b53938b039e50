import { Field, ID, InputType, Int } from "type-graphql";

@InputType("PriceInput", { description: "A price of a ticket type; its VAT comes from the ticket type." })
export class PriceInput {
  @Field(() => ID)
  ticketTypeId!: string;

  @Field(() => Int, { description: "Cents, VAT included." })
  price!: number;
}
