import type { RequestContext } from "../../app/context.js";
import type { CookieOptions } from "../../app/cookies.js";
import type { RestRoute } from "../../app/rest-route.js";
import { ANONYMOUS } from "./access.service.js";
import type { AuthenticationView } from "./access.results.js";
import { CSRF_COOKIE } from "./csrf.js";
import { authenticationAnswer } from "./access.answers.js";
import { restRoute } from "../../common/rest-route.js";
import * as z from "zod/mini";
import { namedInput } from "../../common/api-schema.js";

/** The HttpOnly cookie of a sign-in session. */
export const SESSION_COOKIE_NAME = "session";

/** Whether the request reached us over HTTPS (honouring X-Forwarded-Proto only with TRUST_PROXY). */
export function isSecureRequest(ctx: RequestContext): boolean {
  return ctx.secure;
}

function cookieOptions(ctx: RequestContext): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure: isSecureRequest(ctx), path: "/" };
}

/**
 * The visitor's CSRF token, mirrored into a cookie when new (the double-submit half the browser keeps). Once per
 * answer: a token this answer already sets (another alias of `authenticate`, sign-out's after sign-in's when it
 * still fits the identity) is answered again, so every alias says the one token the cookie holds.
 */
export function issueCsrfCookie(ctx: RequestContext, options: { force?: boolean } = {}): string {
  const answered = ctx.answerCookie(CSRF_COOKIE);
  if (answered !== undefined && ctx.services.access.csrf.isValid(answered, ctx.identity.sessionId)) return answered;
  const cookieToken = options.force ? undefined : ctx.cookies[CSRF_COOKIE];
  const { token, fresh } = ctx.services.access.csrfTokenFor(ctx.identity, cookieToken);
  if (fresh) ctx.setCookie(CSRF_COOKIE, token, cookieOptions(ctx));
  return token;
}

/** Sign-in for REST and GraphQL alike: the session cookie and the session-bound CSRF token. */
export async function signIn(ctx: RequestContext, email: string, password: string): Promise<AuthenticationView> {
  const session = await ctx.services.access.login(email, password, { address: ctx.clientAddress, key: ctx.clientKey }, ctx.userAgent);
  ctx.setCookie(SESSION_COOKIE_NAME, session.sessionToken, {
    ...cookieOptions(ctx),
    maxAge: ctx.services.config.sessionTtlSeconds * 1000,
  });
  ctx.setCookie(CSRF_COOKIE, session.csrfToken, cookieOptions(ctx));
  return { user: session.user, csrfToken: session.csrfToken };
}

/** Sign-out for REST and GraphQL alike: the session ends and the visitor gets an anonymous CSRF token. */
export async function signOut(ctx: RequestContext): Promise<AuthenticationView> {
  await ctx.services.access.logout(ctx.identity.sessionId);
  ctx.setCookie(SESSION_COOKIE_NAME, "", { ...cookieOptions(ctx), expires: new Date(1) });
  return { user: null, csrfToken: issueCsrfCookie({ ...ctx, identity: ANONYMOUS }, { force: true }) };
}

/** Sign-in's body; whether the e-mail and password are right is the service's to say (a missing one never is). */
const loginBody = namedInput(
  "Credentials",
  z.object({ email: z.optional(z.nullable(z.string())), password: z.optional(z.nullable(z.string())) }),
);

/** The REST routes of access: authenticate (the CSRF token), login, logout. */
export const accessRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/authenticate",
    summary: "The signed-in user (null for a visitor) and the CSRF token to send in X-CSRF-Token.",
    tag: "Access",
    answers: { 200: authenticationAnswer },
    handler: async (ctx) => ({ user: ctx.identity.user, csrfToken: issueCsrfCookie(ctx) }),
    language: false,
  },
  restRoute({
    method: "post",
    path: "/login",
    summary: "Sign in: sets the session cookie and answers the session's CSRF token.",
    tag: "Access",
    body: loginBody,
    answers: { 200: authenticationAnswer },
    refusals: { 429: "Too many sign-in attempts." },
    handler: async (ctx, req) => signIn(ctx, req.body.email ?? "", req.body.password ?? ""),
  }),
  {
    method: "post",
    path: "/logout",
    summary: "Sign out: the session ends and a visitor's CSRF token is answered.",
    tag: "Access",
    answers: { 200: authenticationAnswer },
    handler: (ctx) => signOut(ctx),
  },
];
