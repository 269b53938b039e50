import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Services } from "../../app/services.js";
import { DomainError } from "../../common/errors.js";
import { SESSION_COOKIE_NAME } from "../../app/context.js";
import { CSRF_COOKIE, CSRF_HEADER } from "./csrf.js";

/** Whether the request carries a valid double-submit CSRF token for its session. */
export async function hasValidCsrf(services: Services, req: Request): Promise<boolean> {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.get("authorization") ?? "")?.[1];
  if (bearer) return (await services.access.identifyToken(bearer)) !== null;
  const identity = await services.access.identify(req.cookies?.[SESSION_COOKIE_NAME]);
  return services.access.csrf.verifyRequest(req.get(CSRF_HEADER) ?? undefined, req.cookies?.[CSRF_COOKIE], identity.sessionId);
}

/** REST guard for state-changing calls: 403 with its own message (CSRF_INVALID), never 'booking is not allowed'. */
export function verifyCsrf(services: Services): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (await hasValidCsrf(services, req)) return next();
    res.locals.language = await services.settings.resolveLanguage(typeof req.query.lng === "string" ? req.query.lng : undefined);
    next(new DomainError("CSRF_INVALID", "errors.csrfInvalid"));
  };
}
