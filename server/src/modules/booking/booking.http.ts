import { publicBaseUrl } from "../../common/public-url.js";
import type { RequestContext } from "../../app/context.js";
import { isSecureRequest } from "../access/access.http.js";
import type { DraftCaller } from "./draft-access.js";
import { DRAFT_COOKIE } from "./draft-secret.js";

/** The draft's secret travels in an HttpOnly cookie (DESIGN section 3, 'Who may touch a draft'). */
export function setDraftCookie(ctx: RequestContext, secret: string): void {
  ctx.res?.cookie(DRAFT_COOKIE, secret, {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureRequest(ctx),
    path: "/",
    maxAge: 7 * 24 * 3600 * 1000,
  });
}

export function draftCaller(ctx: RequestContext): DraftCaller {
  return { secret: ctx.req?.cookies?.[DRAFT_COOKIE], language: ctx.language };
}

export function requestBaseUrl(ctx: RequestContext): string {
  return publicBaseUrl(ctx.services.config.payments.publicUrl, ctx.req);
}
