import { Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { AuthenticationView } from "./access.results.js";
import { issueCsrfCookie } from "./access.http.js";

@Resolver()
export class AccessResolver {
  @Query(() => AuthenticationView, { description: "The signed-in user (null when anonymous) and the CSRF token." })
  authenticate(@Ctx() ctx: RequestContext): AuthenticationView {
    return { user: ctx.identity.user, csrfToken: issueCsrfCookie(ctx) };
  }
}
