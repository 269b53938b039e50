import { randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import type { Identity } from "../modules/access/access.service.js";
import type { Services } from "./services.js";

/** Everything a resolver or REST handler knows about the request. */
export interface RequestContext {
  requestId: string;
  /** Resolved, supported language code. */
  language: string;
  identity: Identity;
  services: Services;
  req?: Request;
  res?: Response;
}

export const SESSION_COOKIE_NAME = "session";

/** Builds the context: identity from the session cookie, language by the caller's rule. */
export async function createContext(services: Services, req: Request | undefined, res: Response | undefined, language: string): Promise<RequestContext> {
  const sessionToken: string | undefined = req?.cookies?.[SESSION_COOKIE_NAME];
  return {
    requestId: (req?.headers["x-request-id"] as string | undefined) ?? randomUUID(),
    language,
    identity: await services.access.identify(sessionToken),
    services,
    req,
    res,
  };
}
