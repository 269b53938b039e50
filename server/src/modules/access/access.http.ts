import type { RequestContext } from "../../app/context.js";
import { SESSION_COOKIE_NAME } from "../../app/context.js";
import { CSRF_COOKIE } from "./csrf.js";

/** Whether the request reached us over HTTPS (honouring X-Forwarded-Proto only with TRUST_PROXY, via express). */
export function isSecureRequest(ctx: RequestContext): boolean {
  return ctx.req?.secure ?? false;
}

function cookieOptions(ctx: RequestContext) {
  return { httpOnly: true, sameSite: "lax" as const, secure: isSecureRequest(ctx), path: "/" };
}

/** The visitor's CSRF token, mirrored into a cookie when new (the double-submit half the browser keeps). */
export function issueCsrfCookie(ctx: RequestContext, options: { force?: boolean } = {}): string {
  const cookieToken: string | undefined = options.force ? undefined : ctx.req?.cookies?.[CSRF_COOKIE];
  const { token, fresh } = ctx.services.access.csrfTokenFor(ctx.identity, cookieToken);
  if (fresh) ctx.res?.cookie(CSRF_COOKIE, token, cookieOptions(ctx));
  return token;
}

/** After sign-in: the session cookie and the session-bound CSRF token. */
export function setSessionCookie(ctx: RequestContext, sessionToken: string, csrfToken: string): void {
  const maxAge = ctx.services.config.sessionTtlSeconds * 1000;
  ctx.res?.cookie(SESSION_COOKIE_NAME, sessionToken, { ...cookieOptions(ctx), maxAge });
  ctx.res?.cookie(CSRF_COOKIE, csrfToken, cookieOptions(ctx));
}

export function clearSessionCookie(ctx: RequestContext): void {
  ctx.res?.clearCookie(SESSION_COOKIE_NAME, cookieOptions(ctx));
}
