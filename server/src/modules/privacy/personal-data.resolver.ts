import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { authorize } from "../access/authorization.js";
import { PersonalDataView } from "./personal-data.results.js";

/**
 * A customer's data on request (administer_personal_data, issue 34: given with administer_bookings until then, the
 * duty that reads and edits every booking's client details). A user account is shown only to those who administer users.
 */
@Resolver()
export class PersonalDataResolver {
  @Authorized("administer_personal_data")
  @Query(() => PersonalDataView, {
    description:
      "Everything stored about the customer with this e-mail address (bookings with client details, tickets and amounts; their user account), for a JSON export. Empty when nothing matches.",
  })
  personalData(@Arg("email") email: string, @Ctx() ctx: RequestContext): Promise<PersonalDataView> {
    const user = authorize(ctx.identity);
    return ctx.services.personalData.export(email, ctx.language, user.permissions.includes("administer_users"));
  }

  @Authorized("administer_personal_data")
  @Mutation(() => Int, {
    description:
      "Erases the client details of every booking with this e-mail address (the bookings, tickets and amounts stay); answers how many. PAYMENT_PENDING, erasing nothing, while one of them is in checkout or being paid.",
  })
  erasePersonalData(@Arg("email") email: string, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.personalData.erase(email, authorize(ctx.identity).id);
  }
}
