import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../../app/context.js";
import { MoneyMovementView } from "../../payment/money-movement.results.js";
import { ledgerLines } from "../../payment/owed-refunds.js";
import { BookingView } from "../booking.results.js";
import { translateReason } from "../../i18n/system-reasons.js";

/** A booking's lines of the money ledger, for the box office (issue 34, item 4). */
@Resolver(() => BookingView)
export class BookingLedgerResolver {
  @FieldResolver(() => [MoneyMovementView], {
    description:
      "The booking's money ledger, oldest first: each payment and refund with its method, amount, status and when; a refund paid back by hand with who, how and the note.",
  })
  async ledger(@Root() booking: BookingView, @Ctx() ctx: RequestContext): Promise<MoneyMovementView[]> {
    // Reasons the system wrote are stored as written and shown in the reader's language, as the history's are.
    const lines = await ledgerLines(ctx.services.dataSource, booking.id);
    return lines.map((line) => ({ ...line, reason: translateReason(line.reason, ctx.language) ?? line.reason }));
  }
}
