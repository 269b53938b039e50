import type { Request } from "express";
import type { RequestContext } from "../../app/context.js";
import { isSecureRequest } from "../access/access.http.js";
import type { DraftCaller } from "./booking.service.js";
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

/** This server's origin for provider return and callback URLs: PUBLIC_URL, else as the browser sees it. */
export function publicBaseUrl(publicUrl: string | undefined, req: Request | undefined): string {
  if (publicUrl) return publicUrl;
  if (!req) return "";
  return `${req.protocol}://${req.get("host")}`;
}

export function requestBaseUrl(ctx: RequestContext): string {
  return publicBaseUrl(ctx.services.config.payments.publicUrl, ctx.req);
}
