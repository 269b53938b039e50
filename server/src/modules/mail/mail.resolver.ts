import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import type { RequestContext } from "../../app/context.js";
import { authorize } from "../access/authorization.js";
import { OutboxMessageView } from "./mail.results.js";

@Resolver()
export class MailResolver {
  @Authorized("administer_settings")
  @Mutation(() => OutboxMessageView, {
    description:
      "Sends a test e-mail to `to` in the request's language and answers how its first attempt went: sent, or pending with the mail server's answer in lastError (it is retried). PROVIDER_UNAVAILABLE when no mail server is configured (SMTP_URL).",
  })
  sendTestEmail(@Arg("to", () => String) to: string, @Ctx() ctx: RequestContext): Promise<OutboxMessageView> {
    return ctx.services.mail.sendTestEmail(to, ctx.language, authorize(ctx.identity).email);
  }
}
