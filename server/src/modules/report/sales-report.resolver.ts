import { Arg, Authorized, Ctx, ID, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { SalesReportView } from "./sales-report.results.js";

/** The venue's sales for its accounting (administer_bookings), as the exports under /api/admin/reports/sales.* give them. */
@Resolver()
export class SalesReportResolver {
  @Authorized("administer_bookings")
  @Query(() => SalesReportView, {
    description:
      "Money per day (venue time zone), payment method and provider: payments received with VAT per rate, refunds paid back and still owed. BAD_USER_INPUT for a range that is not real days, inverted or over 366 days.",
  })
  salesReport(
    @Arg("from", () => String, { description: "First day, yyyy-mm-dd in the venue's time zone." }) from: string,
    @Arg("to", () => String, { description: "Last day (included), yyyy-mm-dd; at most 366 days after `from`." }) to: string,
    @Arg("eventId", () => ID, { nullable: true, description: "Only the bookings of this event's occasions." }) eventId: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<SalesReportView> {
    return ctx.services.salesReport.report({ from, to, eventId });
  }
}
