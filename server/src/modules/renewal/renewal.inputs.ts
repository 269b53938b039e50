import { Field, ID, InputType, Int } from "type-graphql";
import { ClientInput } from "../booking/booking.inputs.js";
import { TranslationInput } from "../i18n/translation.types.js";

@InputType("RenewTicketInput", { description: "A seat to keep, optionally as another ticket type." })
export class RenewTicketInput {
  @Field(() => ID)
  ticketId!: string;

  @Field(() => ID, { nullable: true, description: "The ticket type to renew it as; default: its current one." })
  ticketTypeId?: string | null;
}

@InputType("RenewInput", { description: "What the customer renews: the seats kept (the others are released), their details, how to pay." })
export class RenewInput {
  @Field(() => [RenewTicketInput], { description: "The seats to keep; at least one." })
  tickets!: RenewTicketInput[];

  @Field(() => ClientInput)
  client!: ClientInput;

  @Field(() => ID, { nullable: true, description: "A payment method id; needed when there is something to pay." })
  paymentMethodId?: string | null;

  @Field(() => Boolean, { nullable: true, description: "The booking terms are accepted (required)." })
  termsAccepted?: boolean | null;
}

@InputType("NextSeasonInput", { description: "Next season's occasion; every field left out takes the proposal (nextSeasonProposal)." })
export class NextSeasonInput {
  @Field(() => String, {
    nullable: true,
    description: "The occasion's name in the request's language; its other languages' names are copied from last season.",
  })
  name?: string | null;

  @Field(() => [TranslationInput], {
    nullable: true,
    description:
      "Next season's event name per language (the default language's required); default: the proposal's eventNames for the start time given.",
  })
  eventNames?: TranslationInput[] | null;

  @Field(() => Date, { nullable: true })
  startTime?: Date | null;

  @Field(() => Date, { nullable: true })
  endTime?: Date | null;

  @Field(() => Date, { nullable: true, description: "The public sale start, when unrenewed seats are released; in the future." })
  bookableStartTime?: Date | null;

  @Field(() => Date, { nullable: true })
  bookableEndTime?: Date | null;

  @Field(() => Int, { nullable: true })
  headsUpDays?: number | null;
}

@InputType({ description: "What createNextSeries changes in its defaults (last season's a year on)." })
export class NextSeriesInput {
  @Field(() => String, {
    nullable: true,
    description: "The new series' name in the request's language; default: last season's with next season's year, in every language.",
  })
  name?: string | null;

  @Field(() => Date, {
    nullable: true,
    description:
      "The public sale start of the new series and of each of its dates: pass holders renew until then. Default: last season's a year on; in the future.",
  })
  saleStart?: Date | null;

  @Field(() => Date, { nullable: true, description: "The end of the pass's sale; default: last season's a year on." })
  saleEnd?: Date | null;

  @Field(() => Int, { nullable: true, description: "Days before the sale start that the renewal links open; default: the dates' own." })
  headsUpDays?: number | null;
}
