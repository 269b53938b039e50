import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../../app/context.js";
import { TicketView } from "../booking.results.js";

@Resolver(() => TicketView)
export class TicketResolver {
  @FieldResolver(() => String, {
    description:
      "The ticket's space as people read it in the request's language (the one labelling function, e.g. 'Stalls, row 12, seat 7').",
  })
  spaceLabel(@Root() ticket: TicketView, @Ctx() ctx: RequestContext): Promise<string> {
    return ctx.loaders.spaceLabel(ticket.spaceId);
  }
}
