import { Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { AddonView, PaymentMethodView, TicketTypeView } from "./pricing.results.js";

@Resolver()
export class PricingResolver {
  @Query(() => [TicketTypeView], { description: "Ticket types in display order." })
  ticketTypes(@Ctx() ctx: RequestContext): Promise<TicketTypeView[]> {
    return ctx.services.pricing.ticketTypes(ctx.language);
  }

  @Query(() => [AddonView], { description: "Addons on sale." })
  addons(@Ctx() ctx: RequestContext): Promise<AddonView[]> {
    return ctx.services.pricing.addons(ctx.language);
  }

  @Query(() => [PaymentMethodView], { description: "Payment methods this site offers." })
  paymentMethods(@Ctx() ctx: RequestContext): PaymentMethodView[] {
    return ctx.services.paymentMethods.list(ctx.language);
  }
}
