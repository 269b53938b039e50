import type { RequestContext } from "../../app/context.js";
import { CSRF_COOKIE } from "./csrf.js";

/** Whether the request reached us over HTTPS (honouring X-Forwarded-Proto only with TRUST_PROXY, via express). */
export function isSecureRequest(ctx: RequestContext): boolean {
  return ctx.req?.secure ?? false;
}

/** The visitor's CSRF token, mirrored into a cookie when new (the double-submit half the browser keeps). */
export function issueCsrfCookie(ctx: RequestContext): string {
  const cookieToken: string | undefined = ctx.req?.cookies?.[CSRF_COOKIE];
  const { token, fresh } = ctx.services.access.csrfTokenFor(ctx.identity, cookieToken);
  if (fresh) {
    ctx.res?.cookie(CSRF_COOKIE, token, { httpOnly: true, sameSite: "lax", secure: isSecureRequest(ctx), path: "/" });
  }
  return token;
}
